// rankings: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { itemCard, shopCard } from '../catalogue/schemas.ts';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { idOrNone } from '../ids.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';
import { RANK_PAGE_SIZE } from './constants.ts';

const page = z.coerce.number().int().min(1).max(500).default(1);

export const rankIndexInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  /** A top-level category (pid); absent or 0 for the whole market's ranking. */
  cateId: idOrNone.optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(RANK_PAGE_SIZE),
});
export type RankIndexInput = z.input<typeof rankIndexInput>;

export const rankedShop = shopCard.extend({
  rank: z.number().int(),
  /** Pieces sold of the stall's on-shelf items (in the category, for a category ranking). */
  sales: z.number().int(),
});
export type RankedShop = z.infer<typeof rankedShop>;

export const rankIndex = z.object({
  /** The ranking tabs: the whole market (cateId 0) then each category with ranked stalls. */
  cates: z.array(z.object({ cateId: z.number().int(), name: z.string() })),
  cateId: z.number().int(),
  list: z.array(rankedShop),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RankIndex = z.infer<typeof rankIndex>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date is YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'date is not a calendar day',
  );

export const newInInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  /** A market day (UTC+8); absent for the latest day with uploads. */
  date: isoDate.optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(40),
});
export type NewInInput = z.input<typeof newInInput>;

export const newIn = z.object({
  date: z.string(),
  /** The latest upload days, newest first, with their on-shelf item counts. */
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  list: z.array(itemCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NewIn = z.infer<typeof newIn>;

export const itemRankingCateListInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
});

export const itemRankingPageInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  /** A top-level category; absent or 0 for every category. */
  cateId: idOrNone.optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(RANK_PAGE_SIZE),
});
export type ItemRankingPageInput = z.input<typeof itemRankingPageInput>;

export const rankedItemsPage = z.object({
  list: z.array(itemCard.extend({ rank: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RankedItemsPage = z.infer<typeof rankedItemsPage>;

export const hotItemsInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(40),
});
export type HotItemsInput = z.input<typeof hotItemsInput>;
