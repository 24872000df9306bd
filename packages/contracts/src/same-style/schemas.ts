// same-style: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { itemCard } from '../catalogue/schemas.ts';
import { MAX_PAGE_SIZE, SEARCH_MAX_PAGE } from '../constants.ts';
import { id } from '../ids.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';
import { SAME_STYLE_PAGE_SIZE, SAME_STYLE_SORTS, SAME_STYLE_SUMMARY_MAX_ITEMS } from './constants.ts';

export const sameStyleInput = z
  .object({
    /** The item as the cards link it (/{city}/samestyle/{itemId}). */
    itemId: id.optional(),
    /** The item by vid, as /main/samestyle?itemVid= links it. */
    itemVid: z
      .string()
      .trim()
      .min(1, 'itemVid is empty')
      .max(40, 'itemVid: at most 40 characters')
      .optional(),
    /** The market to compare in; the item's own city when absent. */
    searchCity: citySchema.optional(),
    lang: languageSchema.optional(),
    /**
     * Cheapest first for a signed-in buyer, best sellers for a guest (who gets no prices) when absent; a
     * guest's price sorts are dropped (price-inputs.ts).
     */
    sort: z.enum(SAME_STYLE_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(SAME_STYLE_PAGE_SIZE),
  })
  .refine((v) => v.itemId !== undefined || v.itemVid !== undefined, {
    path: ['itemId'],
    message: 'itemId is required',
  });
export type SameStyleInput = z.input<typeof sameStyleInput>;

/** How the other stalls compare: prices only for signed-in buyers (null when no other stall sells it). */
export const sameStyleCompete = z.object({
  stalls: z.number().int(),
  minPrice: z.number().nullable().optional(),
  maxPrice: z.number().nullable().optional(),
});
export type SameStyleCompete = z.infer<typeof sameStyleCompete>;

export const sameStylePage = z.object({
  /** The item whose style is compared; it may be off shelf (finding it elsewhere is the point then). */
  item: itemCard,
  onShelf: z.boolean(),
  searchCity: citySchema,
  sort: z.enum(SAME_STYLE_SORTS),
  /** On-shelf items of the style in searchCity from stalls other than the item's own. */
  list: z.array(itemCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  compete: sameStyleCompete,
});
export type SameStylePage = z.infer<typeof sameStylePage>;

export const sameStyleCompareInput = z.object({
  itemId: id,
  /** The market to compare in; the item's own city when absent. */
  searchCity: citySchema.optional(),
  lang: languageSchema.optional(),
});
export type SameStyleCompareInput = z.input<typeof sameStyleCompareInput>;

/**
 * One stall selling the style, side by side with the others (issue 15 point 6): its offer of the style
 * (its cheapest for a signed-in buyer, its best seller for a guest), sales and credit.
 */
export const sameStyleStall = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  itemId: z.number().int(),
  vid: z.string(),
  indexImgUrl: z.string(),
  /** Signed-in buyers only, as every price. */
  price: z.number().nullable().optional(),
  priceType: z.number().int(),
  saleNum: z.number().int(),
  creditLevel: z.number().int(),
  years: z.number().int(),
  /** The compared item's own stall. */
  own: z.boolean(),
  /** At the lowest price of the stalls compared: signed-in buyers only (a guest learns nothing by price). */
  cheapest: z.boolean().optional(),
  /** The best credit level of the stalls compared, then the most years. */
  mostTrusted: z.boolean(),
});
export type SameStyleStall = z.infer<typeof sameStyleStall>;

export const sameStyleComparison = z.object({
  itemId: z.number().int(),
  searchCity: citySchema,
  /** The item's own stall (when on the shelf in searchCity) and the other stalls matched by picture. */
  stalls: z.array(sameStyleStall),
});
export type SameStyleComparison = z.infer<typeof sameStyleComparison>;

export const sameStyleSummaryInput = z.object({
  /** The cards' items, as a list page shows them; each is answered once, in this order. */
  itemIds: z
    .array(id, { message: 'itemIds must be a list of item ids' })
    .min(1, 'itemIds is empty')
    .max(SAME_STYLE_SUMMARY_MAX_ITEMS, `itemIds: at most ${SAME_STYLE_SUMMARY_MAX_ITEMS} items`),
  /** The market to compare in (the list page's city); each item's own city when absent. */
  searchCity: citySchema.optional(),
});
export type SameStyleSummaryInput = z.input<typeof sameStyleSummaryInput>;

/**
 * One item's style across the other stalls of the city, as its card's "找同款" link shows it: how many
 * items the item's same-style page lists, and for a signed-in buyer the lowest price among them.
 */
export const sameStyleSummary = z.object({
  itemId: z.number().int(),
  /** On-shelf items of other stalls of the city showing the style (the item page's "找同款（N）"). */
  count: z.number().int(),
  /** Signed-in buyers only (never a guest); null when no other stall sells the style. */
  minPrice: z.number().nullable().optional(),
});
export type SameStyleSummary = z.infer<typeof sameStyleSummary>;

export const sameStyleSummaries = z.object({
  /** The known items among those asked, in the order asked; an unknown id is left out. */
  list: z.array(sameStyleSummary),
});
export type SameStyleSummaries = z.infer<typeof sameStyleSummaries>;
