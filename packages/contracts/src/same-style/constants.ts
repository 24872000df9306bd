// same-style: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.
import { CREDIT_LEVEL, DEFAULT_PAGE_SIZE, type ItemSort, MAX_PAGE_SIZE } from '../constants.ts';

// The same-style page (spec 3 §2 "/{city}/samestyle/{itemId}", "/sameStyle"; §7 "Image search and
// same-style"): one item's style as other stalls sell it, to compare across stalls.

/** The item search's sorts that mean something among copies of one style. */
export const SAME_STYLE_SORTS = ['price_asc', 'price_desc', 'sales', 'newest'] as const satisfies ItemSort[];
export type SameStyleSort = (typeof SAME_STYLE_SORTS)[number];
/** Eight floors of five at full width, as the search results. */
export const SAME_STYLE_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * Credit levels from the least to the most trusted (spec 3 §5 "Credit levels": 3 needs on-time shipping
 * and return success of at least 90%, 2 at least 80%, 0 at least 70%, 1 below 70%).
 */
export const CREDIT_TRUST_ORDER = [
  CREDIT_LEVEL.low,
  CREDIT_LEVEL.general,
  CREDIT_LEVEL.good,
  CREDIT_LEVEL.excellent,
] as const;
/** The stall comparison lists at most this many stalls. */
export const SAME_STYLE_COMPARED_STALLS = 50;
/**
 * Items one same-style summary call takes at most: a full list page of cards (MAX_PAGE_SIZE), asked in
 * one call after the cards show, never one call per card.
 */
export const SAME_STYLE_SUMMARY_MAX_ITEMS = MAX_PAGE_SIZE;
