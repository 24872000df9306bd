// shop: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { shopCard } from '../catalogue/schemas.ts';
import { SHOP_VISIT_RATE_LIMIT } from '../constants.ts';
import { searchPage } from '../search-page/schemas.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';
import { shopVisitRoute, similarShopsRoute } from './routes.ts';
import {
  creditData,
  creditRecordInput,
  shopIdInput,
  shopItemDistro,
  shopItemListInput,
  shopProfile,
  shopSearchFilters,
  shopSearchInput,
  shopSearchPage,
  shopStrength,
  shopVisits,
} from './schemas.ts';

export const getShopProfile = defineCall({
  method: 'GET',
  path: '/apif/shop/profile',
  input: shopIdInput,
  data: shopProfile,
  example: { shopId: 12, lang: 'en' },
});

/** The credit card's figures for one cycle of 90/180/365/730/1460 days. */
export const getShopCreditRecord = defineCall({
  method: 'GET',
  path: '/apif/shop/record/detail',
  input: creditRecordInput,
  data: z.object({ cycleType: z.number().int(), creditDataList: z.array(creditData) }),
  example: { shopId: 12, cycleType: 90 },
});

export const getShopStrength = defineCall({
  method: 'GET',
  path: '/apif/shop/slzz/index',
  input: shopIdInput,
  data: shopStrength,
  example: { shopId: 12 },
});

/** The similar-stalls panel of the header. */
export const getSimilarShops = defineCall({
  ...similarShopsRoute,
  input: shopIdInput,
  data: z.array(shopCard),
  example: { shopId: 12 },
});

export const searchShops = defineCall({
  method: 'GET',
  path: '/apif/v1/shop/search',
  input: shopSearchInput,
  data: shopSearchPage,
  example: { q: 'dress', city: 'gz', sort: 'relevance', page: 1, pageSize: 20 },
});

export const getShopSearchFilters = defineCall({
  method: 'GET',
  path: '/apif/custom/filters/shop-search',
  input: z.object({ city: citySchema.default('gz'), lang: languageSchema.optional() }),
  data: shopSearchFilters,
  example: { city: 'gz' },
});

export const shopItemList = defineCall({
  method: 'GET',
  path: '/apif/shop/itemlist',
  input: shopItemListInput,
  data: searchPage,
  example: { shopId: 12, sort: 'newest', page: 1, pageSize: 40 },
});

export const getShopItemDistro = defineCall({
  method: 'GET',
  path: '/apif/shop/item/distro',
  input: shopIdInput,
  data: shopItemDistro,
  example: { shopId: 12 },
});

/** Logs a visit to the stall page, once per visitor and day, and answers the stall's visitors. */
export const logShopVisit = defineCall({
  ...shopVisitRoute,
  input: shopIdInput,
  data: shopVisits,
  perMinute: SHOP_VISIT_RATE_LIMIT,
  example: { shopId: 12 },
});
