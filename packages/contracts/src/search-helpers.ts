import { z } from 'zod';
import { defineCall } from './call.ts';
import { itemCard } from './catalogue.ts';
import { SEARCH_REC_SIZE, SEARCH_WORDS_MAX } from './constants.ts';
import { citySchema, languageSchema } from './shell.ts';

// The helpers around the item results page (spec 3 §7 "Search"): what the words fall into, where else they
// find items, what to search next, and what to show beside the results. Guests never get prices.

const query = {
  q: z.string().trim().max(SEARCH_WORDS_MAX, `q is at most ${SEARCH_WORDS_MAX} characters`).optional(),
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
};
export const searchHelperInput = z.object(query);
export type SearchHelperInput = z.input<typeof searchHelperInput>;

/** A leaf category the searched words find items in, with its top level. */
export const searchCategory = z.object({
  vcid: z.number().int(),
  vcname: z.string(),
  pid: z.number().int().nullable(),
  pname: z.string().nullable(),
  count: z.number().int(),
});
export type SearchCategory = z.infer<typeof searchCategory>;

/** The categories the words find items in, most items first: the results page's category row. */
export const getSearchCategories = defineCall({
  method: 'GET',
  path: '/apif/search/category',
  input: searchHelperInput,
  data: z.array(searchCategory),
});

/** The one category the words most likely mean (most matching items), or null. */
export const queryCategory = defineCall({
  method: 'GET',
  path: '/apif/queryCategory',
  input: searchHelperInput,
  data: searchCategory.nullable(),
});

/** The cuts (modelId) buyers filter by, with how many on-shelf items of the city (and category) have each. */
export const modelListEntry = z.object({ modelId: z.number().int(), count: z.number().int() });
export type ModelListEntry = z.infer<typeof modelListEntry>;
export const getModelList = defineCall({
  method: 'GET',
  path: '/apif/modelList',
  input: z.object({ ...query, vcid: z.coerce.number().int().positive().optional() }),
  data: z.array(modelListEntry),
});

/** Searches related to the words, most searched first, for the bottom of the results page. */
export const getSearchBottom = defineCall({
  method: 'GET',
  path: '/apif/search/bottom',
  input: searchHelperInput,
  data: z.object({ related: z.array(z.object({ word: z.string(), count: z.number().int() })) }),
});

/** Best sellers of the category the words mean, one per style: the results page's recommendation floor. */
export const getSearchRec = defineCall({
  method: 'GET',
  path: '/apif/v1/searchPage/rec',
  input: z.object({
    ...query,
    pageSize: z.coerce.number().int().min(1).max(50).default(SEARCH_REC_SIZE),
  }),
  data: z.array(itemCard),
});

/** The credit filter: every credit level, best first, with the city's on-shelf items of that level. */
export const creditFilterEntry = z.object({
  level: z.number().int(),
  count: z.number().int(),
});
export const getCreditFilters = defineCall({
  method: 'GET',
  path: '/apif/custom/filters/credit',
  input: searchHelperInput,
  data: z.array(creditFilterEntry),
});

/** Other city markets where the words find items, most first (param city; answers cityMarkets). */
export const getItemShopRecommended = defineCall({
  method: 'GET',
  path: '/apif/queryItemShopRecommended',
  input: searchHelperInput,
  data: z.object({
    cityMarkets: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  }),
});
