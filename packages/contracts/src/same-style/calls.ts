// same-style: the calls, each its route (method and path) joined with its input and answer schemas.
import { defineCall } from '../call.ts';
import { sameStyleSummariesRoute } from './routes.ts';
import {
  sameStyleCompareInput,
  sameStyleComparison,
  sameStyleInput,
  sameStylePage,
  sameStyleSummaries,
  sameStyleSummaryInput,
} from './schemas.ts';

/**
 * One page of the item's style from other stalls: their items whose main picture matches the item's (the
 * image engine's groups). An unknown item is 404. Guests get no prices in the answer at all.
 */
export const getSameStyle = defineCall({
  method: 'GET',
  path: '/apif/samestyle/v3',
  input: sameStyleInput,
  data: sameStylePage,
  example: { itemId: 274, searchCity: 'gz', sort: 'price_asc', page: 1, pageSize: 20 },
});

/**
 * The stalls selling the item's style side by side, one row each: price (signed in only), sales and
 * credit, the lowest price and the most trusted stall marked. An unknown item is 404.
 */
export const getSameStyleComparison = defineCall({
  method: 'GET',
  path: '/apif/sameStyle/compete/data',
  input: sameStyleCompareInput,
  data: sameStyleComparison,
  example: { itemId: 274, searchCity: 'gz' },
  codes: { 404: 'no item with this id' },
});

/**
 * The same style of a list page's items at once (spec 3 §7 "Image search and same-style"): for each card,
 * how many on-shelf items of other stalls of the city show its style, and the lowest of their prices for a
 * signed-in buyer. At most SAME_STYLE_SUMMARY_MAX_ITEMS items a call. A guest gets no price, and the
 * answer keeps the order asked, so nothing in it follows prices.
 */
export const getSameStyleSummaries = defineCall({
  ...sameStyleSummariesRoute,
  input: sameStyleSummaryInput,
  data: sameStyleSummaries,
  example: { itemIds: [274, 275], searchCity: 'gz' },
});
