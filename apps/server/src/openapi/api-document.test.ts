import { Validator } from '@seriousme/openapi-schema-validator';
import { CODE } from '@stallhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../app.ts';
import { openSeededTestApp, type SeededTestApp } from '../testing/seeded-test-app.ts';
import type { ApiDocument } from './api-document.ts';
import { CONTRACT_CALLS } from './contract-calls.ts';
import { registeredRoutes } from './registered-routes.ts';

let seeded: SeededTestApp;
let document: ApiDocument;

beforeAll(async () => {
  seeded = await openSeededTestApp();
  const answer = await seeded.app.inject({ url: '/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
}, 120_000);
afterAll(() => seeded?.close());

/** Fastify's `/apic/oauth/:provider/start` is OpenAPI's `/apic/oauth/{provider}/start`. */
const templated = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The dev outbox (/dev/) is a developer's window on mail and SMS not really sent, there only while nothing
 * is: not part of the API.
 */
const isDocumentedApi = (url: string) => isApiPath(url) && !url.startsWith('/dev/');

describe('the API document at /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
  });

  it('has every route the server registered under the API prefixes, with the same method, and no other', () => {
    const served = registeredRoutes(seeded.app)
      // HEAD comes with every GET by itself.
      .filter(({ url, method }) => isDocumentedApi(url) && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${templated(url)}`);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(100);
    expect(
      documented.filter((route) => !served.includes(route)),
      'documented, not served',
    ).toEqual([]);
    expect(
      served.filter((route) => !documented.includes(route)),
      'served, not documented',
    ).toEqual([]);
    expect([...new Set(documented)].sort()).toEqual([...new Set(served)].sort());
  });

  it('names each call of the contract by its export, with its sign-in need, rate limit and business codes', () => {
    for (const { name, call } of CONTRACT_CALLS) {
      const operation = document.paths[call.path]?.[call.method.toLowerCase()] as unknown as {
        operationId: string;
        description: string;
        responses: Record<string, unknown>;
      };
      expect(operation?.operationId, `${call.method} ${call.path}`).toBe(name);
      expect('401' in operation.responses, `${name}: 401`).toBe(call.signIn === true);
      if (call.perMinute !== undefined)
        expect(operation.description).toContain(`At most ${call.perMinute} requests`);
      for (const code of Object.keys(call.codes ?? {}))
        expect(operation.description).toContain(`| ${code} |`);
    }
  });

  it("shows a priced answer as the member's or the guest's, the guest's without price fields", () => {
    const answer = document.paths['/apif/searchPage']?.get?.responses as Record<
      string,
      { content: { 'application/json': { schema: { properties: { data: { oneOf: object[] } } } } } }
    >;
    const [member, guest] = answer['200']!.content['application/json'].schema.properties.data.oneOf;
    expect(JSON.stringify(member)).toContain('"price"');
    expect(JSON.stringify(guest)).not.toContain('"price"');
  });

  it('is built once and kept', async () => {
    const again = await seeded.app.inject({ url: '/openapi.json' });
    expect(again.json()).toEqual(document);
  });
});

describe.each(CONTRACT_CALLS)("$name's example", ({ name, call }) => {
  it("passes the call's own input schema", () => {
    const result = call.input.safeParse(call.example);
    expect(result.error?.issues ?? [], name).toEqual([]);
  });

  // Sent as a guest would: the query for GET, a JSON body for POST (a form gives the same input). The
  // routes outside the contract are not sent: a payment notice needs the provider's signature and the
  // sign-in redirects a partner's flow; their own tests cover them.
  it('gets 401 from the seeded app exactly when the call needs sign-in, never 400 or 500', async () => {
    const example = call.example as Record<string, unknown>;
    const answer = await seeded.app.inject({
      method: call.method,
      url: call.path,
      ...(call.method === 'POST'
        ? { payload: example }
        : { query: Object.fromEntries(Object.entries(example).map(([key, value]) => [key, String(value)])) }),
    });
    const { code } = answer.json() as { code: number };
    expect(answer.statusCode === 401, `${name} answered ${answer.statusCode} ${answer.body}`).toBe(
      call.signIn === true,
    );
    if (call.signIn) expect(code).toBe(CODE.notLoggedIn);
    expect([400, 500], `${name} answered ${answer.body}`).not.toContain(answer.statusCode);
    expect(answer.headers['x-ratelimit-limit'], `${name}'s rate limit`).toBe(
      call.perMinute === undefined ? undefined : String(call.perMinute),
    );
  });
});
