// item-detail: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { itemCard, shopCard } from '../catalogue/schemas.ts';
import { REMIND_TYPE_CHAT } from '../constants.ts';
import {
  alsoViewedRoute,
  goodsHistoryRoute,
  itemDetailRoute,
  itemRecommendRoute,
  itemShopRecommendRoute,
  midHotRoute,
  relatedItemsRoute,
  remindToBeMemberRoute,
} from './routes.ts';
import {
  goodsHistoryInput,
  goodsHistoryPage,
  itemDetail,
  itemDetailInput,
  itemRowInput,
  midHotInput,
  relatedItems,
  reminderRecord,
  remindInput,
} from './schemas.ts';

/** The item page's data; a signed-in buyer's view is also recorded in their browsing history. */
export const getItemDetail = defineCall({
  ...itemDetailRoute,
  input: itemDetailInput,
  data: itemDetail,
  example: { vid: '10004664', lang: 'en' },
});
export const getRelatedItems = defineCall({
  ...relatedItemsRoute,
  input: itemRowInput,
  data: relatedItems,
  example: { vid: '10004664', pageSize: 10 },
});

/** Best sellers of the item's category in its city, the item itself left out. */
export const getItemRecommend = defineCall({
  ...itemRecommendRoute,
  input: itemRowInput,
  data: z.array(itemCard),
  example: { vid: '10004664', pageSize: 10 },
});
/** Popular goods (spec 3 §2): the city's most-sold items of the last 30 days of uploads. */
export const getMidHot = defineCall({
  ...midHotRoute,
  input: midHotInput,
  data: z.array(itemCard),
  example: { city: 'gz', pageSize: 10 },
});
/** Remind a stall to open chat (spec 1 §7): sign-in required, one reminder per stall a day. */
export const remindToBeMember = defineCall({
  ...remindToBeMemberRoute,
  input: remindInput,
  data: reminderRecord,
  signIn: true,
  example: { remindShopId: 1, type: REMIND_TYPE_CHAT },
});
/** The signed-in user's browsing history, newest first (the /goods-history page's list). */
export const getGoodsHistory = defineCall({
  ...goodsHistoryRoute,
  input: goodsHistoryInput,
  data: goodsHistoryPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});

/**
 * Other stalls of the item's city selling most of its category (by their items' sales), best first, at most
 * ITEM_PAGE_STALLS: where a buyer of this kind of item looks next.
 */
export const getItemShopRecommend = defineCall({
  ...itemShopRecommendRoute,
  input: itemDetailInput,
  data: z.array(shopCard),
  example: { vid: '10004664' },
});

/**
 * What the buyers who opened the item also opened, most shared first (ours: only items at least two of them
 * opened, so no one buyer's history shows).
 */
export const getAlsoViewed = defineCall({
  ...alsoViewedRoute,
  input: itemRowInput,
  data: z.array(itemCard),
  example: { vid: '10004664', pageSize: 10 },
});
