// search-helpers: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { itemCard } from '../catalogue/schemas.ts';
import { SEARCH_REC_SIZE } from '../constants.ts';
import { id } from '../ids.ts';
import {
  creditFilterEntry,
  modelListEntry,
  noResultOffers,
  searchCategory,
  searchHelperInput,
} from './schemas.ts';

/** The categories the words find items in, most items first: the results page's category row. */
export const getSearchCategories = defineCall({
  method: 'GET',
  path: '/apif/search/category',
  input: searchHelperInput,
  data: z.array(searchCategory),
  example: { q: 'dress', city: 'gz' },
});

/** The one category the words most likely mean (most matching items), or null. */
export const queryCategory = defineCall({
  method: 'GET',
  path: '/apif/queryCategory',
  input: searchHelperInput,
  data: searchCategory.nullable(),
  example: { q: 'dress', city: 'gz' },
});
/** What the empty results page offers: the relaxed words and the category they name (decision 054). */
export const getNoResultOffers = defineCall({
  method: 'GET',
  path: '/apif/search/noResultOffers',
  input: searchHelperInput,
  data: noResultOffers,
  example: { q: 'lace down jacket', city: 'gz' },
});

export const getModelList = defineCall({
  method: 'GET',
  path: '/apif/modelList',
  input: searchHelperInput.extend({ vcid: id.optional() }),
  data: z.array(modelListEntry),
  example: { q: 'dress', city: 'gz' },
});

/** Searches related to the words, most searched first, for the bottom of the results page. */
export const getSearchBottom = defineCall({
  method: 'GET',
  path: '/apif/search/bottom',
  input: searchHelperInput,
  data: z.object({ related: z.array(z.object({ word: z.string(), count: z.number().int() })) }),
  example: { q: 'dress', city: 'gz' },
});

/** Best sellers of the category the words mean, one per style: the results page's recommendation floor. */
export const getSearchRec = defineCall({
  method: 'GET',
  path: '/apif/v1/searchPage/rec',
  input: searchHelperInput.extend({
    pageSize: z.coerce.number().int().min(1).max(50).default(SEARCH_REC_SIZE),
  }),
  data: z.array(itemCard),
  example: { q: 'dress', city: 'gz', pageSize: 10 },
});
export const getCreditFilters = defineCall({
  method: 'GET',
  path: '/apif/custom/filters/credit',
  input: searchHelperInput,
  data: z.array(creditFilterEntry),
  example: { q: 'dress', city: 'gz' },
});

/** Other city markets where the words find items, most first (param city; answers cityMarkets). */
export const getItemShopRecommended = defineCall({
  method: 'GET',
  path: '/apif/queryItemShopRecommended',
  input: searchHelperInput,
  data: z.object({
    cityMarkets: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  }),
  example: { q: 'dress', city: 'gz' },
});
