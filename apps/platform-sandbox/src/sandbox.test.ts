import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app.ts';

const REDIRECT = 'http://localhost:3000/apic/oauth/taobao/callback';
const VERIFIER = 'a'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({
    baseUrl: () => 'http://127.0.0.1:3002',
    clients: [{ platform: 'taobao', clientId: 'shop', clientSecret: 'secret', redirectUris: [REDIRECT] }],
  });
});
afterAll(() => app.close());

const authorize = (query: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: `/taobao/oauth/authorize?${new URLSearchParams({
      client_id: 'shop',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state: 'st',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
      ...query,
    })}`,
  });

/** Consent as the first test account; returns the code the browser is sent back with. */
async function code(): Promise<string> {
  const page = await authorize({});
  const request = /name="request" value="([^"]+)"/.exec(page.body)![1]!;
  const decided = await app.inject({
    method: 'POST',
    url: '/taobao/oauth/decide',
    payload: new URLSearchParams({ request, account: 'tb2200000001', decision: 'allow' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const back = new URL(decided.headers.location as string);
  expect(back.searchParams.get('state')).toBe('st');
  return back.searchParams.get('code')!;
}

const exchange = (form: Record<string, string>, auth = basic('shop', 'secret')) =>
  app.inject({
    method: 'POST',
    url: '/taobao/oauth/token',
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      ...form,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: auth },
  });

describe('the platform sandbox OAuth 2', () => {
  it('publishes RFC 8414 metadata under the platform issuer', async () => {
    const response = await app.inject('/.well-known/oauth-authorization-server/taobao');
    expect(response.json()).toMatchObject({
      issuer: 'http://127.0.0.1:3002/taobao',
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('never redirects to an address the application did not register', async () => {
    const response = await authorize({ redirect_uri: 'https://evil.example/cb' });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('requires PKCE S256', async () => {
    const response = await authorize({ code_challenge_method: 'plain' });
    expect(new URL(response.headers.location as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('exchanges a code once, with the right verifier and secret, for a token that opens userinfo', async () => {
    const issued = await code();
    expect(
      (await exchange({ code: issued, code_verifier: VERIFIER }, basic('shop', 'wrong'))).statusCode,
    ).toBe(401);
    const fresh = await code();
    const token = await exchange({ code: fresh, code_verifier: VERIFIER });
    expect(token.statusCode).toBe(200);
    const info = await app.inject({
      url: '/taobao/oauth/userinfo',
      headers: { authorization: `Bearer ${token.json().access_token}` },
    });
    expect(info.json()).toEqual({ sub: 'tb2200000001', nickname: '杭州小店主' });
    const again = await exchange({ code: fresh, code_verifier: VERIFIER });
    expect(again.json().error).toBe('invalid_grant');
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const response = await exchange({ code: await code(), code_verifier: 'b'.repeat(43) });
    expect(response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'PKCE verifier does not match',
    });
  });

  it('refuses userinfo without a live token', async () => {
    const response = await app.inject({
      url: '/taobao/oauth/userinfo',
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.statusCode).toBe(401);
  });
});
