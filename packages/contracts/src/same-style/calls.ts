// same-style: the calls, each its route (method and path) joined with its input and answer schemas.
import { defineCall } from '../call.ts';
import { sameStyleInput, sameStylePage } from './schemas.ts';

/**
 * One page of the item's style from other stalls. An item without a style group has none (an empty page);
 * an unknown item is 404. Guests get no prices in the answer at all.
 */
export const getSameStyle = defineCall({
  method: 'GET',
  path: '/apif/samestyle/v3',
  input: sameStyleInput,
  data: sameStylePage,
  example: { itemId: 274, searchCity: 'gz', sort: 'price_asc', page: 1, pageSize: 20 },
});
