// rankings: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { rankIndexRoute } from './routes.ts';
import {
  hotItemsInput,
  itemRankingCateListInput,
  itemRankingPageInput,
  newIn,
  newInInput,
  rankedItemsPage,
  rankIndex,
  rankIndexInput,
} from './schemas.ts';

/** Stall ranking of a city, whole market or one category (spec 3 §7 "Stall rankings"). */
export const getRankIndex = defineCall({
  ...rankIndexRoute,
  input: rankIndexInput,
  data: rankIndex,
  example: { city: 'gz', page: 1, pageSize: 20 },
});

/** Items put on shelf in a city on one market day, newest first (spec 3 §7 "/apif/global/newIn"). */
export const getNewIn = defineCall({
  method: 'GET',
  path: '/apif/global/newIn',
  input: newInInput,
  data: newIn,
  example: { city: 'gz', page: 1, pageSize: 20 },
});

/** The hot-selling item ranking's tabs: every top-level category the city sells (spec 3 §7 "Item rankings"). */
export const getItemRankingCateList = defineCall({
  method: 'GET',
  path: '/apif/item-ranking/cate-list/v1',
  input: itemRankingCateListInput,
  data: z.array(z.object({ cateId: z.number().int(), name: z.string() })),
  example: { city: 'gz' },
});

/** Best-selling items of a city, one per style (same-style copies would fill the ranking), most sold first. */
export const getItemRankingPage = defineCall({
  method: 'POST',
  path: '/apif/item-ranking/page/v1',
  input: itemRankingPageInput,
  data: rankedItemsPage,
  example: { city: 'gz', page: 1, pageSize: 20 },
});

/**
 * Seven-day hot items (spec 3 §2 "/{city}/hot/index.html"): the city's on-shelf items by the pieces they
 * sold in its last seven market days with sales, most sold first.
 */
export const getHotItems = defineCall({
  method: 'GET',
  path: '/apif/hotitem/index',
  input: hotItemsInput,
  data: rankedItemsPage.extend({ from: z.string(), to: z.string() }),
  example: { city: 'gz', page: 1, pageSize: 20 },
});
