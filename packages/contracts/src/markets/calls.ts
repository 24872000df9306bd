// markets: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';
import { marketBuilding, marketStalls, marketStallsInput } from './schemas.ts';

/** A city's market buildings with their floors and stall counts (spec 3 §7 "Markets"). */
export const getMarketList = defineCall({
  method: 'GET',
  path: '/apif/mv/market/list',
  input: z.object({ city: citySchema.default('gz'), lang: languageSchema.optional() }),
  data: z.array(marketBuilding),
  example: { city: 'gz' },
});

/** The stalls of a building (or one of its floors), floor by floor, by stall number (spec 3 §7 "Markets"). */
export const getMarketStalls = defineCall({
  method: 'GET',
  path: '/apif/mv/shop/list',
  input: marketStallsInput,
  data: marketStalls,
  example: { city: 'gz', bid: 1, page: 1, pageSize: 20 },
});
