// same-style: the calls the pages make from the browser, zod-free (decision 005): only types come from
// the schemas.
import { defineRoute } from '../route.ts';
import type { SameStyleSummaries, SameStyleSummaryInput } from './schemas.ts';

/** A list page's cards' same-style counts, in one call. */
export const sameStyleSummariesRoute = defineRoute<SameStyleSummaryInput, SameStyleSummaries>(
  'POST',
  '/apif/samestyle/item/v1',
);
