import { z } from 'zod';
import type { Route } from './route.ts';
import { refuseUnstorableText } from './storable-text.ts';

/** Every answer: `{ code, message, data }` (architecture: the API contract). */
export type Envelope<T> = { code: number; message: string; data: T };

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/**
 * One call of the API: its route, the schemas of its input (query or body) and answer data, and what the
 * API document says of it besides (docs/decisions/035): an example input, the business codes it answers,
 * whether it needs sign-in, and its rate limit. Tests hold each of these to what the server does.
 */
export interface Call<I extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType>
  extends Route<z.input<I>, z.output<D>> {
  input: I;
  data: D;
  /** An input the call takes, as a client would send it: shown in the document, sent by the tests. */
  example: z.input<I>;
  /** Business codes other than 200 that the call answers in the envelope, each with what it means. */
  codes?: Readonly<Record<number, string>>;
  /** A guest is answered HTTP 401, code 401 (spec 1 §8). */
  signIn?: true;
  /** Requests per minute from one address, past which it answers HTTP 429. */
  perMinute?: number;
  /** The limit counts per signed-in buyer (per address for a guest), not per address. */
  perBuyer?: true;
}

/** A call of the contract; its input refuses text the database cannot keep, in every field (decision 078). */
export const defineCall = <I extends z.ZodType, D extends z.ZodType>(call: Call<I, D>): Call<I, D> => ({
  ...call,
  input: call.input.superRefine(refuseUnstorableText) as I,
});

/** A boolean flag sent as "1"/"0"/"true"/"false" in forms and queries. */
export const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const pageInput = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(40),
};
