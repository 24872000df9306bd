// same-style: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.
import { DEFAULT_PAGE_SIZE, type ItemSort } from '../constants.ts';

// The same-style page (spec 3 §2 "/{city}/samestyle/{itemId}", "/sameStyle"; §7 "Image search and
// same-style"): one item's style as other stalls sell it, to compare across stalls.

/** The item search's sorts that mean something among copies of one style. */
export const SAME_STYLE_SORTS = ['price_asc', 'price_desc', 'sales', 'newest'] as const satisfies ItemSort[];
export type SameStyleSort = (typeof SAME_STYLE_SORTS)[number];
/** Eight floors of five at full width, as the search results. */
export const SAME_STYLE_PAGE_SIZE = DEFAULT_PAGE_SIZE;
