import { type Call, CODE, COOKIE } from '@stallhub/contracts';
import { z } from 'zod';
import {
  dataSchemaOf,
  envelopeSchema,
  type JsonSchema,
  withoutSafeIntegerBounds,
} from '../http/answer-schemas.ts';
import { CONTRACT_CALLS, type NamedCall } from './contract-calls.ts';
import { type Operation, OUTSIDE_OPERATIONS } from './outside-operations.ts';

/** An OpenAPI 3.1 document, as far as this file writes one. */
export interface ApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/** The API's families of paths (architecture: the API contract), each a tag of the document. */
const TAGS = [
  {
    name: 'apif',
    prefix: '/apif/',
    description: 'Storefront: catalogue, search, stalls, rankings. Guests may call them.',
  },
  {
    name: 'apic',
    prefix: '/apic/',
    description: 'Accounts: sign-in, the member centre, cart, favourites, payments.',
  },
  { name: 'api', prefix: '/api/', description: 'Transactions.' },
] as const;

const tagOf = (path: string) => TAGS.find((tag) => path.startsWith(tag.prefix))?.name ?? 'api';

/**
 * The OpenAPI 3.1 document of every call of the contract (docs/decisions/035): made from the calls
 * themselves — their input and answer schemas, example, business codes, sign-in need and rate limit — so it
 * cannot say something the server does not do; the routes outside the envelope are added from
 * outside-operations.ts. Building it takes a moment (every schema converted), so the server does it on the
 * first request for it, not at start.
 */
export function buildApiDocument(calls: readonly NamedCall[] = CONTRACT_CALLS): ApiDocument {
  const paths: ApiDocument['paths'] = {};
  const add = (path: string, method: string, operation: Operation) => {
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation;
  };
  for (const named of calls) add(named.call.path, named.call.method, operationOf(named));
  for (const { path, method, operation } of OUTSIDE_OPERATIONS) add(path, method, operation);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stallhub API',
      version: '1',
      description: [
        'Every call answers HTTP 200 with the envelope `{code, message, data}`; `code` is the business outcome',
        '(200 success; each call lists its others). Refusals of the request itself answer the matching HTTP',
        'status with the same envelope and `data: null`. A guest (no session cookie) receives no price field',
        'at all: where a call answers prices, its `data` is one of the member answer and the guest answer.',
        'POST calls take their input as a form (`application/x-www-form-urlencoded`) or as JSON, merged with',
        'the query string; GET and DELETE calls take it in the query string.',
      ].join(' '),
    },
    tags: TAGS.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      responses: ERROR_RESPONSES,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: COOKIE.session,
          description: 'The session a sign-in call sets.',
        },
      },
    },
  };
}

function operationOf({ name, call }: NamedCall): Operation {
  const input = inputSchemaOf(call);
  const inQuery = call.method === 'GET' || call.method === 'DELETE';
  const takesInput = Object.keys(input.properties ?? {}).length > 0;
  return {
    operationId: name,
    summary: summaryOf(name),
    description: descriptionOf(call),
    tags: [tagOf(call.path)],
    ...(call.signIn ? { security: [{ session: [] }] } : {}),
    ...(inQuery
      ? { parameters: parametersOf(input, call.example) }
      : { requestBody: requestBodyOf(input, call.example) }),
    responses: {
      200: {
        description: call.codes
          ? `The envelope; \`code\` is 200 or one of: ${codeList(call.codes)}.`
          : 'Success.',
        content: { 'application/json': { schema: answerSchemaOf(call) } },
      },
      ...(takesInput ? { 400: { $ref: '#/components/responses/badRequest' } } : {}),
      ...(call.signIn ? { 401: { $ref: '#/components/responses/notSignedIn' } } : {}),
      ...(namesSomething(input) ? { 404: { $ref: '#/components/responses/notFound' } } : {}),
      ...(call.perMinute !== undefined || call.codes?.[CODE.tooManyRequests]
        ? { 429: { $ref: '#/components/responses/tooManyRequests' } }
        : {}),
    },
  };
}

/** getSearchPage -> "Get search page". */
const summaryOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function descriptionOf(call: Call): string {
  const lines = [`\`${call.method} ${call.path}\``];
  if (call.signIn) lines.push('Needs a signed-in member: a guest is answered HTTP 401, code 401.');
  if (call.perMinute !== undefined)
    lines.push(
      `At most ${call.perMinute} requests a minute ${call.perBuyer ? 'from one signed-in buyer (from one address for a guest)' : 'from one address'}.`,
    );
  if (call.codes) {
    lines.push('', '| code | meaning |', '| --- | --- |', `| ${CODE.ok} | success |`);
    for (const [code, meaning] of Object.entries(call.codes)) lines.push(`| ${code} | ${meaning} |`);
  }
  return lines.join('\n');
}

const codeList = (codes: Readonly<Record<number, string>>) =>
  Object.entries(codes)
    .map(([code, meaning]) => `${code} (${meaning})`)
    .join(', ');

/** What a client sends: the input side of the schema (before defaults and coercions). */
function inputSchemaOf(call: Call): JsonSchema {
  const { $schema: _, ...schema } = z.toJSONSchema(call.input, {
    target: 'draft-2020-12',
    io: 'input',
    // A preprocessed field (the captcha list, which also comes as a JSON string) has no schema to show.
    unrepresentable: 'any',
    override: withoutSafeIntegerBounds,
  });
  return schema;
}

/** A call whose input requires something names a thing (an item, a stall, a cart line) that may not exist. */
const namesSomething = (input: JsonSchema) => (input.required ?? []).length > 0;

function parametersOf(input: JsonSchema, example: unknown) {
  const examples = (example ?? {}) as Record<string, unknown>;
  return Object.entries(input.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (input.required ?? []).includes(name),
    schema,
    ...(name in examples ? { example: examples[name] } : {}),
  }));
}

function requestBodyOf(input: JsonSchema, example: unknown) {
  const media = { schema: input, example };
  return {
    required: (input.required ?? []).length > 0,
    content: { 'application/x-www-form-urlencoded': media, 'application/json': media },
  };
}

/** The envelope of a success, with the codes the call may answer and its data: the member's or the guest's. */
function answerSchemaOf(call: Call): JsonSchema {
  const member = dataSchemaOf(call, 'member');
  const guest = dataSchemaOf(call, 'guest');
  const data =
    JSON.stringify(member) === JSON.stringify(guest)
      ? member
      : {
          oneOf: [
            { title: 'member answer', ...member },
            { title: 'guest answer (no price fields)', ...guest },
          ],
        };
  const envelope = envelopeSchema(data, { nullData: call.codes !== undefined });
  const codes = [CODE.ok, ...Object.keys(call.codes ?? {}).map(Number)];
  return { ...envelope, properties: { ...envelope.properties, code: { type: 'integer', enum: codes } } };
}

const refusal = (description: string, code: number, message: string) => ({
  description,
  content: {
    'application/json': {
      schema: envelopeSchema({ type: 'null' }),
      example: { code, message, data: null },
    },
  },
});

/** Refusals of the request itself: HTTP status and envelope code agree, data is null. */
const ERROR_RESPONSES = {
  badRequest: refusal(
    'The input is wrong; the message names every field at fault.',
    CODE.badRequest,
    'q: at most 100 characters',
  ),
  notSignedIn: refusal('A guest asked for a member-only call.', CODE.notLoggedIn, 'please sign in first'),
  notFound: refusal(
    'What the input names does not exist (an item, a stall, a cart line).',
    CODE.notFound,
    'vid: no item 10004664 on shelf',
  ),
  tooManyRequests: refusal(
    'Too many requests from this address; try again after a minute.',
    CODE.tooManyRequests,
    'too many requests',
  ),
};
