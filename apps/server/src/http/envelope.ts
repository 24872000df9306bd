import { type Call, CODE, type Envelope } from '@stallhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allowedInput } from './allowed-input.ts';
import { badRequest } from './errors.ts';

export const ok = <T>(data: T, message = 'success'): Envelope<T> => ({ code: CODE.ok, message, data });

/** "q: q is required; city: invalid option" — names every field at fault. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.') || 'body';
      return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
    })
    .join('; ');
}

export function parseInput<C extends Call>(call: C, request: FastifyRequest): z.output<C['input']> {
  const source =
    call.method === 'GET' || call.method === 'DELETE'
      ? request.query
      : { ...(request.query as object), ...((request.body as object | null) ?? {}) };
  const result = call.input.safeParse(source ?? {});
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data as z.output<C['input']>;
}

type Handler<C extends Call> = (
  input: z.output<C['input']>,
  request: FastifyRequest,
  reply: FastifyReply,
) =>
  | Promise<z.output<C['data']> | Outcome<z.output<C['data']>>>
  | z.output<C['data']>
  | Outcome<z.output<C['data']>>;

/** A business outcome other than plain success: 201 already, 202 limit reached, ... */
export class Outcome<T> {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data: T,
  ) {}
}

/**
 * Registers one call of the contract: parse its input with the contract's schema, keep what the asker
 * may ask (allowed-input.ts), run the handler, answer in the envelope. A handler returns data (code 200)
 * or an Outcome for the spec's other business outcomes (201 already, 202 limit, ...).
 */
export function registerCall<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>) {
  app.route({
    method: call.method,
    url: call.path,
    async handler(request, reply) {
      const input = allowedInput(parseInput(call, request), request);
      const result = await handler(input, request, reply);
      return result instanceof Outcome
        ? { code: result.code, message: result.message, data: result.data }
        : ok(result);
    },
  });
}
