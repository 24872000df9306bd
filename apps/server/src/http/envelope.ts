import { type Call, CODE, type Envelope } from '@stallhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { allowedInput } from './allowed-input.ts';
import { type Asker, dataSchemaOf, envelopeSchema } from './answer-schemas.ts';
import { compileAnswerSerialiser } from './answer-serialiser.ts';
import { badRequest } from './errors.ts';

export const ok = <T>(data: T, message = 'success'): Envelope<T> => ({ code: CODE.ok, message, data });

/** "q: q is required; city: invalid option" — names every field at fault. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.') || 'body';
      if (issue.message.startsWith(field)) return issue.message;
      // A nested field's message names the field alone ("amount: ..."): the whole path takes its place.
      const own = String(issue.path.at(-1) ?? '');
      if (own && issue.message.startsWith(`${own}: `)) return `${field}${issue.message.slice(own.length)}`;
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Fastify's validator for a call's input schema, built once per route: the parsed input replaces the query
 * (GET, DELETE) or the body (POST), and a refusal names every field at fault.
 */
const validateInput: FastifySchemaCompiler<unknown> =
  ({ schema }) =>
  (data) => {
    const result = (schema as z.ZodType).safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: badRequest(describeIssues(result.error)) };
  };

/** A POST takes its input from the query and the body together, form-encoded or JSON; the body wins. */
async function queryAndBody(request: FastifyRequest) {
  request.body = { ...(request.query as object), ...((request.body as object | null) ?? {}) };
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
 * Registers one call of the contract: its input schema validates (once compiled per route), `allowedInput`
 * keeps what the asker may ask, the handler runs, and the answer goes out in the envelope, serialised by
 * the call's answer schema: a field the schema does not name never leaves the server, a missing one is a
 * server error, and a guest's answer has no price field at all (answer-schemas.ts). A handler returns data
 * (code 200) or an Outcome for the spec's other business outcomes (201 already, 202 limit, ...).
 */
export function registerCall<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>) {
  const usesQuery = call.method === 'GET' || call.method === 'DELETE';
  const answers = answerSchemasOf(call);
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      [usesQuery ? 'querystring' : 'body']: call.input,
      response: { 200: answers.member },
    },
    validatorCompiler: validateInput,
    serializerCompiler: compileAnswerSerialiser,
    preValidation: usesQuery ? undefined : queryAndBody,
    async handler(request, reply) {
      const parsed = (usesQuery ? request.query : request.body) as z.output<C['input']>;
      const result = await handler(allowedInput(parsed, request), request, reply);
      const answer =
        result instanceof Outcome
          ? { code: result.code, message: result.message, data: result.data }
          : ok(result);
      const schema = answers.for(request.session?.userId === undefined ? 'guest' : 'member', answer.code);
      // A member's success goes through the route's own response schema.
      if (schema === answers.member && reply.statusCode === 200) return answer;
      // Serialised here rather than through reply.serializer, so that a serialisation error reaches the
      // error handler with no serialiser left on the reply for its own answer.
      return reply.type(JSON_ANSWER).send(reply.compileSerializationSchema(schema)(answer));
    },
  });
}

const JSON_ANSWER = 'application/json; charset=utf-8';

/**
 * The envelopes a call answers in. A guest's has no price field (the same as a member's when the data has
 * no price); an outcome other than success may carry null data, as a refusal does.
 */
function answerSchemasOf(call: Call) {
  const member = dataSchemaOf(call, 'member');
  const guest = dataSchemaOf(call, 'guest');
  const sameForGuests = JSON.stringify(guest) === JSON.stringify(member);
  const envelopes = {
    member: envelopeSchema(member),
    memberOutcome: envelopeSchema(member, { nullData: true }),
    guest: sameForGuests ? undefined : envelopeSchema(guest),
    guestOutcome: sameForGuests ? undefined : envelopeSchema(guest, { nullData: true }),
  };
  return {
    member: envelopes.member,
    for(asker: Asker, code: number) {
      const success = code === CODE.ok;
      if (asker === 'guest' && envelopes.guest && envelopes.guestOutcome)
        return success ? envelopes.guest : envelopes.guestOutcome;
      return success ? envelopes.member : envelopes.memberOutcome;
    },
  };
}
