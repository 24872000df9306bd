// search-page: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { flag } from '../call.ts';
import { itemCard } from '../catalogue/schemas.ts';
import {
  ITEM_FACETS,
  ITEM_SORTS,
  MAX_PAGE_SIZE,
  NO_RESULT_RECOMMEND_SIZE,
  SEARCH_MAX_PAGE,
  SEARCH_WORDS_MAX,
} from '../constants.ts';
import { id } from '../ids.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';

/** A comma list in a query string ("红色,黑色"), as the spec's filters are sent. */
const commaList = z
  .string()
  .max(500)
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

/** A facet value and its items; colours and sizes, which stalls name in Chinese, carry the viewer's `label`. */
export const facetCount = z.object({
  value: z.string(),
  count: z.number().int(),
  label: z.string().optional(),
});

export const searchPageInput = z
  .object({
    q: z.string().trim().max(SEARCH_WORDS_MAX, `q is at most ${SEARCH_WORDS_MAX} characters`).optional(),
    vcid: id.optional(),
    /** A market building: only items of its stalls (the category list's collection-{bid}). */
    bid: id.optional(),
    city: citySchema.default('gz'),
    /** The page's language for the cards' titles (else the lang cookie decides). */
    lang: languageSchema.optional(),
    queryType: z.coerce.number().int().optional(),
    merge: flag.optional(),
    color: commaList.optional(),
    size: commaList.optional(),
    style: commaList.optional(),
    modelId: z.string().max(20).optional(),
    clothingPattern: commaList.optional(),
    fabric: commaList.optional(),
    season: commaList.optional(),
    suitableAge: commaList.optional(),
    credit: commaList.optional(),
    strength: commaList.optional(),
    services: commaList.optional(),
    /** A signed-in buyer's price range; a guest's is dropped, as a guest's price sorts (price-inputs.ts). */
    priceMin: z.coerce.number().min(0).optional(),
    priceMax: z.coerce.number().min(0).optional(),
    sort: z.enum(ITEM_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(40),
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    path: ['priceMax'],
    message: 'priceMax must not be below priceMin',
  });
export type SearchPageInput = z.input<typeof searchPageInput>;

export const searchPage = z.object({
  list: z.array(itemCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(ITEM_SORTS),
  /**
   * Set when no item had every word: the results are for the words kept (`query`), and no item had those
   * alongside the words `dropped`. The garment the buyer named is never dropped (decision 047).
   */
  relaxed: z.object({ query: z.string(), dropped: z.array(z.string()) }).nullable(),
  facets: z.record(z.enum(ITEM_FACETS), z.array(facetCount)),
  requestId: z.string(),
});
export type SearchPage = z.infer<typeof searchPage>;

export const noResultRecommendInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(NO_RESULT_RECOMMEND_SIZE),
});
export type NoResultRecommendInput = z.input<typeof noResultRecommendInput>;
