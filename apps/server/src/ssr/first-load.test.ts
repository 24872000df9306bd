import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoPrice } from '../testing/guest-price.ts';
import { openSignedInSeededApp } from '../testing/seeded-test-app.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { pageEncoding } from './page-encoding.ts';

/** The answer's bytes as the browser reads them, after its Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  expect(encoding, 'no other encoding').toBeUndefined();
  return raw.toString('utf8');
}

/** The first item card's picture: the `<img>` inside the first `data-testid="card-picture"` link. */
function firstCardPicture(html: string): string {
  const link = html.indexOf('data-testid="card-picture"');
  expect(link, 'the page shows an item card').toBeGreaterThan(0);
  const img = html.slice(link).match(/<img\b[^>]*>/);
  expect(img).not.toBeNull();
  return img![0];
}

// Issue 26 point 10 (decision 073): the first load of a phone is small and paints its first picture early.
describe('the first load of a page', () => {
  const t = suiteFixture(() => openSignedInSeededApp({ pages: true }));
  let pages: string[];

  beforeAll(async () => {
    const [item] = await t.rows<{ vid: string }>(sql`select vid from items order by id limit 1`);
    pages = ['/gz', '/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3', `/item/${item!.vid}`];
  }, 120_000);

  const page = (url: string, options: { encoding?: string; sid?: string } = {}) =>
    t.app.inject({
      url,
      headers: options.encoding ? { 'accept-encoding': options.encoding } : {},
      cookies: options.sid ? { sid: options.sid } : undefined,
    });

  it('answers brotli or gzip when asked, rendered or from the guest page cache, and says it varies by the ask', async () => {
    for (const url of pages) {
      const plain = await page(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]+"/g, '');
      for (const encoding of ['br', 'gzip']) {
        const response = await page(url, { encoding: `${encoding};q=1, identity;q=0.5` });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-page-cache'], url).toBe('hit');
        expect(response.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        expect(Number(response.headers['content-length']), url).toBe(response.rawPayload.length);
        expect(response.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 4);
        expect(withoutNonces(decoded(response)), url).toBe(withoutNonces(plain.body));
      }
    }
  });

  it('compresses a page it renders for a signed-in buyer too, which the cache never keeps', async () => {
    const response = await page('/gz', { encoding: 'gzip, deflate, br', sid: t.buyer.sid });
    expect(response.headers['x-page-cache']).toBeUndefined();
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toContain('data-testid="card-picture"');
  });

  it('picks brotli, then gzip, and honours a refusal', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });

  it('loads the first item card’s picture at once and first, and the next screens’ ones when scrolled near', async () => {
    for (const url of pages.slice(0, 2)) {
      const html = (await page(url)).body;
      const first = firstCardPicture(html);
      expect(first, url).toMatch(/fetchpriority="high"/i);
      expect(first, url).not.toContain('loading="lazy"');
      const cards = html.split('data-testid="card-picture"').slice(1);
      const last = cards.at(-1)!.match(/<img\b[^>]*>/)![0];
      expect(last, url).toContain('loading="lazy"');
      // One picture is asked first: a second grid further down (search's recommendations) asks none.
      expect(html.match(/<img\b[^>]*fetchpriority="high"/gi), url).toHaveLength(1);
    }
  });

  it('the item page’s main picture loads at once and first', async () => {
    const html = (await page(pages[2]!)).body;
    const high = html.match(/<img\b[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(high).toHaveLength(1);
    expect(high[0]).not.toContain('loading="lazy"');
  });

  it('the page kept for guests holds no price, in its markup or its data', async () => {
    for (const url of pages) {
      await page(url);
      const cached = await page(url, { encoding: 'br' });
      expect(cached.headers['x-page-cache'], url).toBe('hit');
      expectNoPrice(decoded(cached), url);
    }
    // The same page signed in does carry prices, so the check above can fail.
    const buyer = decoded(await page(pages[0]!, { sid: t.buyer.sid, encoding: 'br' }));
    expect(() => expectNoPrice(buyer, pages[0]!)).toThrow();
  });
});
