// Helpers for HTTP tests: calls through inject, signing in, the outbox's codes (not a test file itself).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_BUYER, DEMO_PASSWORD, DEMO_STALL_OWNER, ensureDemoAccounts } from '../demo/accounts.ts';
import { openTestApp, type TestApp } from './test-app.ts';

// A module's tests take the demo accounts from here: modules never import the demo.
export { DEMO_PASSWORD, ensureDemoAccounts };
export const TEST_CAPTCHA = 'captcha-test-token-for-the-tests';
export const BUYER: string = DEMO_BUYER;
export const STALL: string = DEMO_STALL_OWNER;
export const TEST_DEVICE = 'device-of-the-http-tests';

/** The app with the demo accounts; CAPTCHA_TEST_TOKEN set unless `env` says otherwise. */
export async function openAuthTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await openTestApp({ env: { CAPTCHA_TEST_TOKEN: TEST_CAPTCHA, ...env } });
  await ensureDemoAccounts(t.database.db);
  return t;
}

/** The auth test app with the demo buyer and stall owner signed in. */
export async function openSignedInAuthTestApp(env: Record<string, string> = {}) {
  return withDemoSignIns(await openAuthTestApp(env));
}

export interface CallOptions {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address (the socket's), default 127.0.0.1. */
  from?: string;
}

export async function post(app: FastifyInstance, url: string, payload: object, options: CallOptions = {}) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    cookies: options.cookies,
    headers: options.headers,
    remoteAddress: options.from,
  });
  return { response, status: response.statusCode, body: response.json() as Envelope };
}

export async function get(app: FastifyInstance, url: string, options: CallOptions = {}) {
  const response = await app.inject({
    method: 'GET',
    url,
    cookies: options.cookies,
    headers: options.headers,
    remoteAddress: options.from,
  });
  const json = String(response.headers['content-type']).startsWith('application/json');
  return { response, status: response.statusCode, body: (json ? response.json() : null) as Envelope };
}

// biome-ignore lint/suspicious/noExplicitAny: test envelopes are read field by field
export type Envelope = { code: number; message: string; data: any };

/** The Set-Cookie headers of a response by name. */
export const setCookies = (response: LightMyRequestResponse) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));

export const sidOf = (response: LightMyRequestResponse) => setCookies(response).sid?.value;

/** The demo buyer and stall owner, signed in: their session cookies and user ids. */
export interface DemoSignIns {
  buyer: Record<string, string>;
  buyerId: number;
  /** Every cookie the buyer's sign-in set (the session and the pages' display cookies), as a browser keeps them. */
  buyerBrowserCookies: Record<string, string>;
  stall: Record<string, string>;
  stallUserId: number;
}

/**
 * The app with the demo accounts created if missing and both signed in (password sign-in needs no
 * CAPTCHA). Closes the app when signing in fails, so a caller has nothing left open.
 */
export async function withDemoSignIns<T extends TestApp>(t: T): Promise<T & DemoSignIns> {
  try {
    await ensureDemoAccounts(t.database.db);
    const buyer = await signIn(t.app, BUYER);
    const stall = await signIn(t.app, STALL);
    if (!buyer.sid || !stall.sid) throw new Error(`demo sign-in failed: ${buyer.response.body}`);
    return {
      ...t,
      buyer: { sid: buyer.sid },
      buyerId: buyer.body.data.userInfo.id,
      buyerBrowserCookies: Object.fromEntries(buyer.response.cookies.map((c) => [c.name, c.value])),
      stall: { sid: stall.sid },
      stallUserId: stall.body.data.userInfo.id,
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

export async function signIn(
  app: FastifyInstance,
  username = BUYER,
  password = DEMO_PASSWORD,
  extra: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  // One device for the tests' sign-ins, so that only the second-step tests meet a device never seen.
  const headers = { 'device-id': TEST_DEVICE, ...options.headers };
  const result = await post(
    app,
    '/apic/login',
    { username, password, lang: 'en', ...extra },
    { ...options, headers },
  );
  return { ...result, sid: sidOf(result.response) };
}

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export async function outbox(app: FastifyInstance): Promise<OutboxRow[]> {
  return (await get(app, '/dev/outbox.json')).body.data as OutboxRow[];
}

/** The code in the newest SMS to `mobile`. */
export async function lastCode(app: FastifyInstance, mobile: string): Promise<string> {
  const sms = (await outbox(app)).find((row) => row.channel === 'sms' && row.recipient === mobile);
  const code = sms?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile} in the outbox`);
  return code;
}

/** Sends a code with the test captcha (from its own address unless told, so the per-address limits stay out of the way). */
export function sendCode(
  app: FastifyInstance,
  mobile: string,
  options: CallOptions & { lang?: string } = {},
) {
  return post(
    app,
    '/apic/smsCode4Login',
    {
      mobile,
      lang: options.lang ?? 'en',
      captchaVerifyParamList: JSON.stringify([{ type: 10, param: TEST_CAPTCHA }]),
    },
    options,
  );
}

let nextAddress = 1;
/** A fresh documentation-range address per call (198.18.0.0/15 is for benchmarks). */
export const freshAddress = () => {
  const n = nextAddress++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
