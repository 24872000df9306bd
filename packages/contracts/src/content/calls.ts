// content: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { shopCard } from '../catalogue/schemas.ts';
import { cityLangInput } from '../shell/schemas.ts';
import { homeFeedRoute } from './routes.ts';
import { feedPage, homeFeedInput } from './schemas.ts';

/** The home page's feed of item cards, in floors of five (spec 3 §7 home feed). */
export const getHomeFeed = defineCall({
  ...homeFeedRoute,
  input: homeFeedInput,
  data: feedPage,
  example: { city: 'gz', page: 1, pageSize: 20 },
});

/** The home page's row of stalls (spec 3 §7 home feed). */
export const getGoodShops = defineCall({
  method: 'GET',
  path: '/apif/index/goodShops',
  input: cityLangInput,
  data: z.array(shopCard),
  example: { city: 'gz' },
});
