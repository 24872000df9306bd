// catalogue: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { cityLangInput } from '../shell/schemas.ts';
import { categoryMenuEntry, marketEntry, styleEntry } from './schemas.ts';

/** The home page's left menu: categories, and the market and style flyouts (spec 3 §2). */
export const getCategoryMenu = defineCall({
  method: 'GET',
  path: '/apif/global/index/category/menu',
  input: cityLangInput,
  data: z.object({
    categories: z.array(categoryMenuEntry),
    markets: z.array(marketEntry),
    styles: z.array(styleEntry),
  }),
  example: { city: 'gz', lang: 'en' },
});
