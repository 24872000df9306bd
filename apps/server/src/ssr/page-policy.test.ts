import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA } from '../testing/http-calls.ts';
import { openSignedInSeededApp } from '../testing/seeded-test-app.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';

const GATEWAY = 'http://127.0.0.1:3999';

/** The page's policy as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'an enforced Content-Security-Policy').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The nonce script-src admits, after checking it admits nothing else inline. */
function scriptNonce(response: LightMyRequestResponse): string {
  const scriptSrc = policyOf(response).get('script-src') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

/** Every <script> tag of the page, as written. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

// Issue 12 point 5: server-rendered pages carry an enforced CSP whose nonce admits exactly their own scripts;
// like every answer (http/answer-headers.test.ts), no shared cache keeps them and HSTS comes over https only.
describe('the security headers of pages', () => {
  const t = suiteFixture(() =>
    openSignedInSeededApp({
      pages: true,
      env: {
        CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
        PAYMENT_GATEWAY_URL: `${GATEWAY}/gateway`,
        PAYMENT_MERCHANT_ID: 'stallhub',
        PAYMENT_SECRET: 'a-payment-secret-of-thirty-two-chars',
      },
    }),
  );
  /** [page, session] pairs: a guest's and a signed-in buyer's walk. */
  let visits: [string, string | undefined][];

  beforeAll(async () => {
    const [item] = await t.rows<{ vid: string; shop_id: number }>(
      sql`select vid, shop_id from items order by id limit 1`,
    );
    // Home, search, item, stall and cart, for a guest and a buyer; sign-in for the guest (a buyer is sent
    // on), the purchase list for the buyer.
    const both = [
      '/gz',
      '/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3',
      `/item/${item!.vid}`,
      `/shop/${item!.shop_id}`,
      '/cart.html',
      '/en/gz',
    ];
    visits = [
      ...[...both, '/login.html'].map((url): [string, undefined] => [url, undefined]),
      ...[...both, '/user/purchase.html'].map((url): [string, string] => [url, t.buyer.sid!]),
    ];
  }, 120_000);

  const page = (url: string, options: { sid?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ url, cookies: options.sid ? { sid: options.sid } : undefined, headers: options.headers });

  it('every page’s inline scripts carry the nonce its enforced policy admits, and no other inline script runs', async () => {
    for (const [url, buyer] of visits) {
      const response = await page(url, { sid: buyer });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy-report-only'], url).toBeUndefined();
      const nonce = scriptNonce(response);
      const tags = scriptTags(response.body);
      expect(tags.length, url).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, url).toContain(` nonce="${nonce}"`);
    }
  });

  it('each response draws a fresh nonce, a page served from the guest page cache too', async () => {
    const first = await page('/gz');
    const second = await page('/gz');
    expect(second.headers['x-page-cache']).toBe('hit');
    const [a, b] = [scriptNonce(first), scriptNonce(second)];
    expect(a).not.toBe(b);
    expect(b).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const tag of scriptTags(second.body)) expect(tag).toContain(` nonce="${b}"`);
    expect(second.body).not.toContain(a);
  });

  it('pages load from this site only, are framed nowhere, and send forms only here and to the payment provider', async () => {
    const policy = policyOf(await page('/gz', { sid: t.buyer.sid }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('form-action')).toEqual(["'self'", GATEWAY]);
  });

  it('no shared cache keeps a page, a signed-in buyer’s or a guest’s', async () => {
    for (const [url, buyer] of visits) {
      const response = await page(url, { sid: buyer });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('HSTS goes on a page only when it came over https', async () => {
    expect((await page('/gz')).headers['strict-transport-security']).toBeUndefined();
    const proxied = await page('/gz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
