// shop: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { shopCard } from '../catalogue/schemas.ts';
import {
  CREDIT_CYCLES,
  MAX_PAGE_SIZE,
  SEARCH_MAX_PAGE,
  SEARCH_WORDS_MAX,
  SHOP_SEARCH_SORTS,
  SHOP_SEARCH_TAGS,
} from '../constants.ts';
import { id } from '../ids.ts';
import { searchCategory } from '../search-helpers/schemas.ts';
import { searchPageInput } from '../search-page/schemas.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';
import { CREDIT_LEVEL_CODES, STRENGTH_TYPE_CODES } from './constants.ts';

// Stall pages and stall search (spec 3 §2, §3 "Shop", §7 "Item and shop").

const shopIdField = id;

export const shopIdInput = z.object({ shopId: shopIdField, lang: languageSchema.optional() });
export type ShopIdInput = z.input<typeof shopIdInput>;

const creditCycle = z.coerce
  .number()
  .refine((v): v is (typeof CREDIT_CYCLES)[number] => (CREDIT_CYCLES as readonly number[]).includes(v), {
    message: `cycleType must be one of ${CREDIT_CYCLES.join(', ')}`,
  });

export const creditData = z.object({
  /** Which figure: 10 on-time shipping, 20 return success, 30 stock rate, 40 same-style rate. */
  type: z.number().int(),
  cycleType: z.number().int(),
  value: z.number(),
  dataPoor: z.boolean(),
  overSameMarketRatio: z.number().nullable(),
});
export type CreditData = z.infer<typeof creditData>;

/** 0 below, 1 above, 2 equal to the stall's peers (spec 3 §3 "Rates"). */
const rateRank = z.object({ rate: z.number(), type: z.number().int() }).nullable();

export const factoryInfo = z.object({
  adCate: z.string(),
  cityArea: z.string(),
  area: z.number(),
  fixedEmpNum: z.number().int(),
  processingTechnology: z.string(),
  processingMethod: z.string(),
});

/** The stall as its home page's header shows it (spec 3 §3 "Shop"). */
export const shopProfile = z.object({
  shopId: z.number().int(),
  name: z.string(),
  slogan: z.string(),
  remark: z.string(),
  cityMarketCode: citySchema,
  bid: z.number().int(),
  subName: z.string(),
  floor: z.string(),
  position: z.string(),
  address: z.string(),
  isGoldShop: z.boolean(),
  cooperateShop: z.boolean(),
  years: z.number().int(),
  top: z.number().int(),
  supportRank: z.boolean(),
  strength: z.boolean(),
  strengthType: z.number().int(),
  strengthYear: z.number().int().nullable(),
  shopMarginAccountActivated: z.boolean(),
  /** The deposit held for buyers, written out ("¥5,000"); empty when the stall has none. */
  depositString: z.string(),
  upshelfItemNum365d: z.number().int(),
  creditLevel: z.number().int(),
  creditDataList: z.array(creditData),
  stockRateRank: rateRank,
  spRateRank: rateRank,
  focusStall: z.number().int(),
  stallSales: z.number().int(),
  wangwang: z.boolean(),
  wwNickname: z.string().nullable(),
});
export type ShopProfile = z.infer<typeof shopProfile>;

export const creditRecordInput = z.object({ shopId: shopIdField, cycleType: creditCycle });
export type CreditRecordInput = z.input<typeof creditRecordInput>;

/** The certified-strength sheet: /shop/{id}?type=1 and /shop/{id}/content_slzz. */
export const shopStrength = z.object({
  shopId: z.number().int(),
  strength: z.boolean(),
  strengthType: z.number().int(),
  strengthYear: z.number().int().nullable(),
  factoryInfo: factoryInfo.nullable(),
  shopMarginAccountActivated: z.boolean(),
  depositString: z.string(),
  upshelfItemNum365d: z.number().int(),
  stallSales: z.number().int(),
  years: z.number().int(),
});
export type ShopStrength = z.infer<typeof shopStrength>;

/**
 * A stall's items with the item search's filters and sorts. Guests get no prices, as in every card list.
 * `q` searches within the stall only.
 */
export const shopItemListInput = z.object({ shopId: shopIdField }).and(searchPageInput);
export type ShopItemListInput = z.input<typeof shopItemListInput>;

const commaCodes = (field: string, allowed: readonly string[]) =>
  z
    .string()
    .max(200)
    .transform((s) => s.split(',').filter(Boolean))
    .refine((values) => values.every((v) => allowed.includes(v)), {
      message: `${field} takes ${allowed.join(', ')}`,
    });

export const shopSearchInput = z.object({
  q: z.string().trim().max(SEARCH_WORDS_MAX, `q is at most ${SEARCH_WORDS_MAX} characters`).optional(),
  /** 1 is stall search (spec 3 §2); the only kind this call answers. */
  queryType: z.coerce
    .number()
    .int()
    .refine((v) => v === 1, 'queryType must be 1')
    .optional(),
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  bid: id.optional(),
  credit: commaCodes('credit', CREDIT_LEVEL_CODES).optional(),
  strength: commaCodes('strength', STRENGTH_TYPE_CODES).optional(),
  tags: commaCodes('tags', SHOP_SEARCH_TAGS).optional(),
  sort: z.enum(SHOP_SEARCH_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ShopSearchInput = z.input<typeof shopSearchInput>;

export const shopSearchPage = z.object({
  list: z.array(shopCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(SHOP_SEARCH_SORTS),
  /** True when no stall had the words, and the results match the characters instead. */
  loose: z.boolean(),
});
export type ShopSearchPage = z.infer<typeof shopSearchPage>;

/** What the stall search can be filtered by in a city. */
export const shopSearchFilters = z.object({
  markets: z.array(z.object({ bid: z.number().int(), name: z.string() })),
  credit: z.array(z.number().int()),
  strength: z.array(z.number().int()),
  tags: z.array(z.enum(SHOP_SEARCH_TAGS)),
  sorts: z.array(z.enum(SHOP_SEARCH_SORTS)),
});
export type ShopSearchFilters = z.infer<typeof shopSearchFilters>;

/**
 * The stall's on-shelf items by leaf category, most first (at most SHOP_CATEGORIES_SHOWN), and how many it
 * has in all: the category row above its item list.
 */
export const shopItemDistro = z.object({ total: z.number().int(), categories: z.array(searchCategory) });
export type ShopItemDistro = z.infer<typeof shopItemDistro>;

/**
 * A stall's visitors: distinct visitors today, and visitors per day added up over SHOP_VISIT_DAYS days
 * (a guest is known for one day only), the visit just logged included.
 */
export const shopVisits = z.object({
  shopId: z.number().int(),
  visitorsToday: z.number().int(),
  visitorDays: z.number().int(),
});
export type ShopVisits = z.infer<typeof shopVisits>;
