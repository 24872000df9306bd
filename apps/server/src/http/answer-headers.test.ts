import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CODE,
  cartCountRoute,
  homeFeedRoute,
  loginInfoRoute,
  messageListRoute,
  unreadInfoRoute,
} from '@stallhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthTestApp, signIn } from '../modules/auth/test-helpers.ts';
import type { TestApp } from '../testing/test-app.ts';

// Issue 12 point 5: the headers a security review expects on the API's answers (pages: ssr/page-policy.test.ts).
describe('the headers of every answer', () => {
  let t: TestApp;
  let sid: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-answer-headers-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dataDir, 'storage/items'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'storage/items/picture_400.webp'), 'not really a picture');
    t = await openAuthTestApp({ DATA_DIR: dataDir });
    const login = await signIn(t.app);
    expect(login.body.code).toBe(CODE.ok);
    sid = login.sid!;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (
    url: string,
    options: { sid?: string; headers?: Record<string, string>; from?: string } = {},
  ) =>
    t.app.inject({
      url,
      cookies: options.sid ? { sid: options.sid } : undefined,
      headers: options.headers,
      remoteAddress: options.from,
    });

  // User info, unread counts, the cart count and the priced home feed: each differs for a signed-in buyer.
  const sessionAnswers = [
    loginInfoRoute.path,
    unreadInfoRoute.path,
    cartCountRoute.path,
    `${homeFeedRoute.path}?city=gz`,
  ];

  it('no shared cache keeps an API answer, a signed-in buyer’s or a guest’s', async () => {
    for (const url of sessionAnswers) {
      for (const who of [{ sid }, {}]) {
        const response = await get(url, who);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.headers['cache-control'], `${url} ${who.sid ? 'buyer' : 'guest'}`).toBe(
          'private, no-store',
        );
        // No validator, so no 304 can revive a stored answer for someone else.
        expect(response.headers.etag, url).toBeUndefined();
      }
    }
  });

  it('no shared cache keeps a compressed answer, an error or a refusal either', async () => {
    const compressed = await get(`${homeFeedRoute.path}?city=gz`, {
      sid,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['cache-control']).toBe('private, no-store');
    const answers = [
      await get(messageListRoute.path),
      await get('/apif/no-such-call'),
      await get(`${homeFeedRoute.path}?city=nowhere`),
      await t.app.inject({ method: 'POST', url: '/apic/login', headers: { origin: 'https://evil.example' } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 404, 400, 403]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('stored pictures keep their long public caching', async () => {
    const picture = await get('/storage/items/picture_400.webp', { sid });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=2592000, immutable');
  });

  it('API answers carry a policy that lets nothing load, run or frame them', async () => {
    for (const url of [loginInfoRoute.path, '/storage/items/picture_400.webp', '/apif/no-such-call']) {
      const response = await get(url, { sid });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('the referrer policy keeps the Origin of our own POSTs and gives other sites the origin only', async () => {
    const response = await get(loginInfoRoute.path, { sid });
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('HSTS goes only on answers that came over https', async () => {
    const plain = await get(loginInfoRoute.path);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // The default TRUST_PROXY believes a proxy on this machine (inject's 127.0.0.1) that says https.
    const proxied = await get(loginInfoRoute.path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
    // Anyone else saying so is not believed.
    const claimed = await get(loginInfoRoute.path, {
      headers: { 'x-forwarded-proto': 'https' },
      from: '203.0.113.9',
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
