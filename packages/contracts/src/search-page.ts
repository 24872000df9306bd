import { z } from 'zod';
import { defineCall, flag } from './call.ts';
import { itemCard } from './catalogue.ts';
import { MAX_PAGE_SIZE } from './constants.ts';
import { citySchema } from './shell.ts';

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

export const ITEM_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'sales', 'uploads'] as const;
export const ITEM_FACETS = [
  'color',
  'size',
  'style',
  'modelId',
  'clothingPattern',
  'fabric',
  'season',
  'suitableAge',
  'credit',
  'strength',
  'services',
] as const;
export type ItemFacet = (typeof ITEM_FACETS)[number];

export const facetCount = z.object({ value: z.string(), count: z.number().int() });

export const searchPageInput = z
  .object({
    q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
    vcid: z.coerce.number().int().positive().optional(),
    city: citySchema.default('gz'),
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
    priceMin: z.coerce.number().min(0).optional(),
    priceMax: z.coerce.number().min(0).optional(),
    sort: z.enum(ITEM_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(1_000).default(1),
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
  /** True when no item had the words, and the results match the characters instead. */
  loose: z.boolean(),
  facets: z.record(z.enum(ITEM_FACETS), z.array(facetCount)),
  requestId: z.string(),
});
export type SearchPage = z.infer<typeof searchPage>;

/** Item search results with facets (spec 3 §7). Guests get no prices in the answer at all. */
export const getSearchPage = defineCall({
  method: 'GET',
  path: '/apif/searchPage',
  input: searchPageInput,
  data: searchPage,
});
