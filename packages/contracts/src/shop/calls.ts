// shop: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { shopCard } from '../catalogue/schemas.ts';
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
});

/** The credit card's figures for one cycle of 90/180/365/730/1460 days. */
export const getShopCreditRecord = defineCall({
  method: 'GET',
  path: '/apif/shop/record/detail',
  input: creditRecordInput,
  data: z.object({ cycleType: z.number().int(), creditDataList: z.array(creditData) }),
});

export const getShopStrength = defineCall({
  method: 'GET',
  path: '/apif/shop/slzz/index',
  input: shopIdInput,
  data: shopStrength,
});

/** The similar-stalls panel of the header. */
export const getSimilarShops = defineCall({
  ...similarShopsRoute,
  input: shopIdInput,
  data: z.array(shopCard),
});

export const searchShops = defineCall({
  method: 'GET',
  path: '/apif/v1/shop/search',
  input: shopSearchInput,
  data: shopSearchPage,
});

export const getShopSearchFilters = defineCall({
  method: 'GET',
  path: '/apif/custom/filters/shop-search',
  input: z.object({ city: citySchema.default('gz'), lang: languageSchema.optional() }),
  data: shopSearchFilters,
});

export const shopItemList = defineCall({
  method: 'GET',
  path: '/apif/shop/itemlist',
  input: shopItemListInput,
  data: searchPage,
});

export const getShopItemDistro = defineCall({
  method: 'GET',
  path: '/apif/shop/item/distro',
  input: shopIdInput,
  data: shopItemDistro,
});

/** Logs a visit to the stall page, once per visitor and day, and answers the stall's visitors. */
export const logShopVisit = defineCall({ ...shopVisitRoute, input: shopIdInput, data: shopVisits });
