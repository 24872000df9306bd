import { describe, expect, it, vi } from 'vitest';
import { crawlLinks, type DeadLink } from '../testing/link-crawler.ts';
import { openSignedInSeededApp } from '../testing/seeded-test-app.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';

// Issue 12 §9: no link of the site leads nowhere, and no missing parameter answers 500. Needs the web
// build (npm test builds it before the tests).

// The pages render with production React, as they are served: development React's checks would double
// the crawl's time. Hoisted, so it is set before anything loads React.
vi.hoisted(() => {
  process.env.NODE_ENV = 'production';
});
// Pages are visited with the cookies a browser holds after the buyer signs in (buyerBrowserCookies).
const t = suiteFixture(() => openSignedInSeededApp({ pages: true }));

const page = (url: string, signedIn = true) =>
  t.app.inject({ method: 'GET', url, cookies: signedIn ? t.buyerBrowserCookies : {} });

describe('every internal link a page shows lands on a page (crawled breadth-first from the home page)', () => {
  const describeDead = (link: DeadLink) =>
    `${link.href} lands on ${link.landedOn} (HTTP ${link.status}), linked from ${link.foundOn}`;

  it.each([
    { visitor: 'a guest', start: '/gz', signedIn: false },
    { visitor: 'a guest', start: '/en/gz', signedIn: false },
    { visitor: 'a signed-in buyer', start: '/gz', signedIn: true },
    { visitor: 'a signed-in buyer', start: '/en/gz', signedIn: true },
  ])('for $visitor from $start', { timeout: 120_000 }, async ({ start, signedIn }) => {
    const report = await crawlLinks(t.app, {
      start,
      cookies: signedIn ? t.buyerBrowserCookies : {},
      maxPages: 80,
      perPageKind: 5,
      seed: `${start} ${signedIn}`,
    });
    expect(report.dead.map(describeDead)).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(60);
    // The buyer's crawl is a buyer's to its end: no link it followed signed the session out.
    if (signedIn) expect((await page('/user/home.html')).statusCode).toBe(200);
  });
});

describe('a missing or bad parameter is a 4xx page or a redirect, never a 500', () => {
  it('sends a buyer who opens a payment page without an order number to the purchase list', async () => {
    for (const [url, to] of [
      ['/user/pay.html', '/user/purchase.html'],
      ['/user/payResult.html?orderNo=', '/user/purchase.html'],
      ['/user/pay/submit.html?method=alipay', '/user/purchase.html'],
      ['/en/user/pay.html', '/en/user/purchase.html'],
      ['/en/user/payResult.html', '/en/user/purchase.html'],
      ['/en/user/pay/submit.html?orderNo=%20', '/en/user/purchase.html'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(to);
    }
  });

  it('answers 404 to an order number that is malformed or not the buyer’s', async () => {
    for (const url of [
      '/user/pay.html?orderNo=abc',
      '/user/payResult.html?orderNo=x%00y',
      `/en/user/pay.html?orderNo=${'9'.repeat(500)}`,
      '/user/payResult.html?orderNo=SH202611220000000000',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('answers 404 to an item address that cannot name an item (a NUL, too long)', async () => {
    for (const url of ['/item/1%00.html', '/item/%00', `/item/${'9'.repeat(60)}.html`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('sends a payment submit with a malformed order number back to its payment page, which answers 404', async () => {
    const submit = await page('/user/pay/submit.html?orderNo=abc');
    expect(submit.statusCode).toBe(302);
    expect(submit.headers.location).toBe('/user/pay.html?orderNo=abc');
  });

  it('sends a guest on a payment page to sign in first, order number or not', async () => {
    const response = await page('/user/pay.html', false);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login.html?reurl=%2Fuser%2Fpay.html');
  });
});
