import { REGISTER_SOURCE } from '@stallhub/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, freshAddress, get, post, setCookies } from '../../testing/http-calls.ts';
import { clickThrough, openPartnerTestApp, type PartnerTestApp } from '../../testing/sign-in-partners.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { users } from '../users/tables.ts';
import { ATTEMPT_COOKIE } from './routes.ts';
import { thirdPartyIdentities } from './tables.ts';

let t: PartnerTestApp;
beforeAll(async () => {
  t = await openPartnerTestApp({
    'twin-one': { email: 'same@example.test', name: 'Twin One' },
    'twin-two': { email: 'same@example.test', name: 'Twin Two' },
    lookalike: { email: BUYER, name: 'Not the buyer' },
  });
});
afterAll(() => t.close());

/** Asks for Google's address as the button does; returns it with the attempt cookie. */
async function googleAttempt(extra: Record<string, string> = {}, from?: string) {
  const { status, body, response } = await post(
    t.app,
    '/apic/oauth/google/url',
    {
      cityMarketCode: 'gz',
      lang: 'en',
      auto: '0',
      registerSource: '12',
      registerEndpoint: '1',
      ...extra,
    },
    { from },
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return { authUrl: body.data.authUrl as string, state: setCookies(response)[ATTEMPT_COOKIE]!.value };
}

const callback = (url: URL, state: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    cookies: state ? { [ATTEMPT_COOKIE]: state } : {},
  });

const signedInUserId = async (response: LightMyRequestResponse) => {
  const sid = setCookies(response).sid?.value;
  if (!sid) return null;
  const info = await get(t.app, '/apic/user/login/info', { cookies: { sid } });
  return info.body.data.userId as number | null;
};

const identityOf = async (subject: string) =>
  (
    await t.database.db.select().from(thirdPartyIdentities).where(eq(thirdPartyIdentities.subject, subject))
  )[0];
const userById = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

async function signInWithGoogle(login: string, extra: Record<string, string> = {}) {
  const { authUrl, state } = await googleAttempt(extra);
  const response = await callback(await clickThrough(authUrl, login), state);
  return { response, userId: await signedInUserId(response) };
}

describe('Google sign-in through OpenID Connect against the local provider', () => {
  it('answers an authorisation address with state, nonce and an S256 PKCE challenge', async () => {
    const { authUrl } = await googleAttempt();
    const url = new URL(authUrl);
    expect(url.origin).toBe(t.googleIssuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge', 'client_id', 'redirect_uri']) {
      expect(url.searchParams.get(name), name).toBeTruthy();
    }
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('signs a new user in with the session cookies, registered with source 12, and returns to the path asked', async () => {
    const { response, userId } = await signInWithGoogle('alice', { reurl: '/gz/search/index.html?q=dress' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/gz/search/index.html?q=dress');
    const cookies = setCookies(response);
    expect(cookies.sid?.httpOnly).toBe(true);
    expect(cookies.uid?.value).toBe(String(userId));
    const user = await userById(userId!);
    expect(user.registerSource).toBe(REGISTER_SOURCE.globalSocial);
    expect(user.nickname).toBe('alice');
    const identity = await identityOf('alice');
    expect(identity).toMatchObject({
      issuer: t.googleIssuer,
      provider: 'google',
      userId,
      email: 'alice@gmail.test',
    });
  });

  it('signs the same Google account into the same user the next time', async () => {
    const first = await signInWithGoogle('bob');
    const second = await signInWithGoogle('bob');
    expect(first.userId).not.toBeNull();
    expect(second.userId).toBe(first.userId);
  });

  it('signs 30 parallel callbacks of one new Google account into one new user (issue 12 point 6)', async () => {
    const answers: { url: URL; state: string }[] = [];
    for (let i = 0; i < 30; i++) {
      // Each from its own address, so the starts stay under the per-address limit.
      const { authUrl, state } = await googleAttempt({}, freshAddress());
      answers.push({ url: await clickThrough(authUrl, 'racing-erin'), state });
    }
    const responses = await Promise.all(answers.map(({ url, state }) => callback(url, state)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(303));
    const userIds = await Promise.all(responses.map(signedInUserId));
    expect(new Set(userIds).size).toBe(1);
    expect(userIds[0]).not.toBeNull();
    const identities = await t.database.db
      .select()
      .from(thirdPartyIdentities)
      .where(eq(thirdPartyIdentities.subject, 'racing-erin'));
    expect(identities).toHaveLength(1);
  });

  it('lands on the city home when no return path is given', async () => {
    const { response } = await signInWithGoogle('carol', { cityMarketCode: 'hz' });
    expect(response.headers.location).toBe('/hz');
  });

  it('refuses an answer whose state is not the one this browser holds (login CSRF)', async () => {
    const mine = await googleAttempt();
    const theirs = await googleAttempt();
    const response = await callback(await clickThrough(theirs.authUrl, 'mallory'), mine.state);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login.html?thirdPartyError=stateMismatch');
    expect(setCookies(response).sid).toBeUndefined();
  });

  it('refuses an answer when the browser holds no attempt at all', async () => {
    const { authUrl } = await googleAttempt();
    const response = await callback(await clickThrough(authUrl, 'mallory'), undefined);
    expect(response.headers.location).toBe('/login.html?thirdPartyError=stateMismatch');
    expect(setCookies(response).sid).toBeUndefined();
  });

  it('refuses a replayed answer, and a used code under a fresh attempt', async () => {
    const { authUrl, state } = await googleAttempt();
    const answer = await clickThrough(authUrl, 'dave');
    expect((await callback(answer, state)).statusCode).toBe(303);
    const replay = await callback(answer, state);
    expect(replay.headers.location).toBe('/login.html?thirdPartyError=unknownAttempt');
    expect(setCookies(replay).sid).toBeUndefined();

    const fresh = await googleAttempt();
    const forged = new URL(answer);
    forged.searchParams.set('state', fresh.state);
    const reused = await callback(forged, fresh.state);
    expect(reused.headers.location).toBe('/login.html?thirdPartyError=partnerRefused&reurl=%2Fgz');
    expect(setCookies(reused).sid).toBeUndefined();
  });

  it('keys accounts by issuer and subject, never by e-mail, even when e-mails match', async () => {
    const one = await signInWithGoogle('twin-one');
    const two = await signInWithGoogle('twin-two');
    expect(one.userId).not.toBeNull();
    expect(two.userId).not.toBeNull();
    expect(two.userId).not.toBe(one.userId);

    // A Google account claiming the demo buyer's e-mail gets an account of its own, not the buyer's.
    const [buyer] = await t.database.db.select().from(users).where(eq(users.email, BUYER));
    const lookalike = await signInWithGoogle('lookalike');
    expect(lookalike.userId).not.toBe(buyer!.id);
    expect((await userById(lookalike.userId!)).email).toBeNull();
  });

  it('refuses a return address on another site (400 naming reurl)', async () => {
    for (const reurl of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const { status, body } = await post(t.app, '/apic/oauth/google/url', { lang: 'en', reurl });
      expect(status).toBe(400);
      expect(body.message).toContain('reurl');
    }
  });

  it('refuses a registration source other than the global social channel (400 naming registerSource)', async () => {
    const { status, body } = await post(t.app, '/apic/oauth/google/url', { registerSource: '10' });
    expect(status).toBe(400);
    expect(body.message).toContain('registerSource');
  });
});

describe('Taobao and WeChat sign-in through OAuth 2 against the platform sandbox', () => {
  /** /login.html?loginType=… → the start → the platform's page; the callback with the attempt cookie. */
  async function platformSignIn(loginType: string, account: string, options: { deny?: boolean } = {}) {
    const entry = await t.app.inject({
      method: 'GET',
      url: `/login.html?loginType=${loginType}&reurl=/gz/cart.html`,
    });
    expect(entry.statusCode).toBe(302);
    const start = await t.app.inject({ method: 'GET', url: entry.headers.location as string });
    expect(start.statusCode).toBe(302);
    const state = setCookies(start)[ATTEMPT_COOKIE]!.value;
    const response = await callback(
      await clickThrough(start.headers.location as string, account, options),
      state,
    );
    return { response, userId: await signedInUserId(response) };
  }

  it('signs in through Taobao from /login.html?loginType=taobao, registered with source 13', async () => {
    const { response, userId } = await platformSignIn('taobao', 'tb2200000001');
    expect(response.headers.location).toBe('/gz/cart.html');
    const user = await userById(userId!);
    expect(user.registerSource).toBe(REGISTER_SOURCE.otherSocial);
    expect(user.nickname).toBe('杭州小店主');
    expect(await identityOf('tb2200000001')).toMatchObject({ issuer: `${t.sandboxUrl}/taobao`, userId });
  });

  it('signs in through WeChat via its QR page, registered with source 13', async () => {
    const { response, userId } = await platformSignIn('wechat', 'o_wx_sandbox_0001');
    expect(response.headers.location).toBe('/gz/cart.html');
    expect((await userById(userId!)).registerSource).toBe(REGISTER_SOURCE.otherSocial);
    expect(await identityOf('o_wx_sandbox_0001')).toMatchObject({
      issuer: `${t.sandboxUrl}/wechat`,
      provider: 'wechat',
    });
  });

  it('signs nobody in when the user denies on the consent page', async () => {
    const { response, userId } = await platformSignIn('taobao', 'tb2200000002', { deny: true });
    expect(response.headers.location).toBe('/login.html?thirdPartyError=denied&reurl=%2Fgz%2Fcart.html');
    expect(userId).toBeNull();
  });

  it('never forwards a return address on another site from /login.html', async () => {
    const entry = await t.app.inject({
      method: 'GET',
      url: '/login.html?loginType=taobao&reurl=//evil.example',
    });
    expect(entry.headers.location).toBe('/apic/oauth/taobao/start');
    const start = await t.app.inject({
      method: 'GET',
      url: '/apic/oauth/taobao/start?reurl=https://evil.example',
    });
    expect(start.statusCode).toBe(302);
  });

  it('leaves /login.html without a platform loginType to the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login.html?loginType=sms' });
    expect(response.statusCode).toBe(404);
  });
});

describe('without a configured partner', () => {
  it('answers 503 for the Google button instead of an address', async () => {
    const bare = await openTestApp();
    try {
      const { status, body } = await post(bare.app, '/apic/oauth/google/url', { lang: 'en' });
      expect(status).toBe(503);
      expect(body.message).toMatch(/unavailable/);
    } finally {
      await bare.close();
    }
  });
});
