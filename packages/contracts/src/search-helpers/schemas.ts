// search-helpers: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { SEARCH_WORDS_MAX } from '../constants.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';

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

/**
 * What a search that found nothing offers instead, looked for in the whole city market (decision 054):
 * the words kept when the least telling ones are given up, and how many items they find (null when
 * giving words up finds nothing either, or when the words as typed find items once the filters go);
 * and the category the words name, with its on-shelf items in the city (null when they name none).
 */
export const noResultOffers = z.object({
  relaxed: z.object({ query: z.string(), dropped: z.array(z.string()), count: z.number().int() }).nullable(),
  category: searchCategory.nullable(),
});
export type NoResultOffers = z.infer<typeof noResultOffers>;

/** The cuts (modelId) buyers filter by, with how many on-shelf items of the city (and category) have each. */
export const modelListEntry = z.object({ modelId: z.number().int(), count: z.number().int() });
export type ModelListEntry = z.infer<typeof modelListEntry>;

/** The credit filter: every credit level, best first, with the city's on-shelf items of that level. */
export const creditFilterEntry = z.object({
  level: z.number().int(),
  count: z.number().int(),
});
