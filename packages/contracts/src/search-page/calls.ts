// search-page: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { itemCard } from '../catalogue/schemas.ts';
import { noResultRecommendInput, searchPage, searchPageInput } from './schemas.ts';

/** Item search results with facets (spec 3 §7). Guests get no prices in the answer at all. */
export const getSearchPage = defineCall({
  method: 'GET',
  path: '/apif/searchPage',
  input: searchPageInput,
  data: searchPage,
  example: { q: 'dress', city: 'gz', lang: 'en', sort: 'newest', page: 1, pageSize: 40 },
});

/**
 * What an empty search page offers instead (spec 3 §7 "Search"): the city's best-selling items, one card
 * per style. Guests get no prices, as in every card list.
 */
export const getNoResultRecommend = defineCall({
  method: 'GET',
  path: '/apif/search/noresult/recommend',
  input: noResultRecommendInput,
  data: z.array(itemCard),
  example: { city: 'gz', pageSize: 10 },
});
