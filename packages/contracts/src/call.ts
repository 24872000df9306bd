import { z } from 'zod';

/** Every answer: `{ code, message, data }` (architecture: the API contract). */
export type Envelope<T> = { code: number; message: string; data: T };

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type Method = 'GET' | 'POST' | 'DELETE';

/** One call of the API: its method, path, input (query or body) and answer data. */
export interface Call<I extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  input: I;
  data: D;
}

export const defineCall = <I extends z.ZodType, D extends z.ZodType>(call: Call<I, D>) => call;

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallData<C extends Call> = z.output<C['data']>;

/** A boolean flag sent as "1"/"0"/"true"/"false" in forms and queries. */
export const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const pageInput = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(40),
};
