import { z } from 'zod';
import { defineCall } from './call.ts';
import { itemCard, shopCard } from './catalogue.ts';
import { MAX_PAGE_SIZE } from './constants.ts';
import { rankIndexRoute } from './routes.ts';
import { citySchema, languageSchema } from './shell.ts';

/** Stalls a ranking page shows at once, and the thumbnails each carries (spec 3 §9: 40 px). */
export const RANK_PAGE_SIZE = 20;
export const RANK_THUMBS_PER_SHOP = 5;
/** New-in lists this many past upload days to choose from (today included). */
export const NEW_IN_DAYS = 7;
/** The seven-day hot list's window (spec 3 §2 "seven-day hot items"). */
export const HOT_WINDOW_DAYS = 7;
/** Markets count days in China's time (UTC+8): a "date" is a day there. */
export const MARKET_UTC_OFFSET_HOURS = 8;

const page = z.coerce.number().int().min(1).max(500).default(1);

export const rankIndexInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  /** A top-level category (pid); absent or 0 for the whole market's ranking. */
  cateId: z.coerce.number().int().min(0).optional(),
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

/** Stall ranking of a city, whole market or one category (spec 3 §7 "Stall rankings"). */
export const getRankIndex = defineCall({
  ...rankIndexRoute,
  input: rankIndexInput,
  data: rankIndex,
});

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

/** Items put on shelf in a city on one market day, newest first (spec 3 §7 "/apif/global/newIn"). */
export const getNewIn = defineCall({
  method: 'GET',
  path: '/apif/global/newIn',
  input: newInInput,
  data: newIn,
});

export const itemRankingCateListInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
});

/** The hot-selling item ranking's tabs: every top-level category the city sells (spec 3 §7 "Item rankings"). */
export const getItemRankingCateList = defineCall({
  method: 'GET',
  path: '/apif/item-ranking/cate-list/v1',
  input: itemRankingCateListInput,
  data: z.array(z.object({ cateId: z.number().int(), name: z.string() })),
});

export const itemRankingPageInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  /** A top-level category; absent or 0 for every category. */
  cateId: z.coerce.number().int().min(0).optional(),
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

/** Best-selling items of a city, one per style (same-style copies would fill the ranking), most sold first. */
export const getItemRankingPage = defineCall({
  method: 'POST',
  path: '/apif/item-ranking/page/v1',
  input: itemRankingPageInput,
  data: rankedItemsPage,
});

export const hotItemsInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(40),
});
export type HotItemsInput = z.input<typeof hotItemsInput>;

/**
 * Seven-day hot items (spec 3 §2 "/{city}/hot/index.html"): the city's on-shelf items by the pieces they
 * sold in its last seven market days with sales, most sold first.
 */
export const getHotItems = defineCall({
  method: 'GET',
  path: '/apif/hotitem/index',
  input: hotItemsInput,
  data: rankedItemsPage.extend({ from: z.string(), to: z.string() }),
});
