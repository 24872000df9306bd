import { z } from 'zod';

/** The largest id the database holds (PostgreSQL `integer`, serial): 2^31 - 1. */
export const ID_MAX = 2_147_483_647;

const outOfRange = `must be an id from 1 to ${ID_MAX}`;

const wholeNumber = z.coerce
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
  .int('must be a whole number');

/**
 * The id of a row, in a query, a form or JSON ("12" or 12): a whole number the database's integer holds, so
 * an id past 2^31 - 1 is a refusal naming the field, never a query the database refuses (decision 078).
 * Every id field of every call is this type; a test walks the calls to hold them to it.
 */
export const id = wholeNumber.min(1, outOfRange).max(ID_MAX, outOfRange);

/** An id where 0 stands for none chosen (every category, the whole ranking). */
export const idOrNone = wholeNumber
  .min(0, `must be 0 or ${outOfRange}`)
  .max(ID_MAX, `must be 0 or ${outOfRange}`);
