import { describe, expect, it } from 'vitest';
import { oneProcessSignals } from '../signals/site-signals.ts';
import { createPageCache } from './page-cache.ts';

describe('the guest page cache', () => {
  const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10 });

  it('never caches a signed-in page', () => {
    expect(cache.keyFor('/gz', { sid: 'abc' })).toBeNull();
  });

  it('never caches a page of a guest with a cart', () => {
    expect(cache.keyFor('/gz', { user_key: 'k' })).toBeNull();
  });

  it('keeps apart pages that differ by language, city, currency or coupon-shown-today cookie', () => {
    const keys = new Set([
      cache.keyFor('/gz', {}),
      cache.keyFor('/gz', { lang: 'en' }),
      cache.keyFor('/gz', { city: 'pn' }),
      cache.keyFor('/gz', { currency: 'USD' }),
      cache.keyFor('/gz', { NEWUSERCOUPON: '1' }),
      cache.keyFor('/pn', {}),
    ]);
    expect(keys.size).toBe(6);
  });

  it('drops every kept page when the catalogue changes', async () => {
    const signals = oneProcessSignals();
    const pages = createPageCache({ ttlMs: 60_000, maxEntries: 10, dropWhen: signals.when('catalogue') });
    const page = { status: 200, headers: [], cookies: [], body: Buffer.from('<html>'), nonce: 'n' };
    pages.set('/gz|', page);
    pages.set('/pn|', page);
    await signals.publish('catalogue');
    expect(pages.get('/gz|')).toBeUndefined();
    expect(pages.get('/pn|')).toBeUndefined();
  });
});
