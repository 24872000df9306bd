import { COOKIE } from '@stallhub/contracts';
import { LRUCache } from 'lru-cache';
import type { DropWhen } from '../signals/site-signals.ts';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: Buffer;
  /** The CSP nonce the page was rendered with: each later answer replaces it with its own. */
  nonce: string;
}

/** Cookies that make a page personal: a session, or a guest cart shown in the header. */
const PERSONAL_COOKIES = [COOKIE.session, COOKIE.userKey];
/** Cookies that change what a guest page shows. */
const VARYING_COOKIES = [COOKIE.lang, COOKIE.city, COOKIE.currency, COOKIE.newUserCoupon];

/**
 * Keeps server-rendered guest pages for a few seconds, as a storefront CDN would: a burst of visitors
 * to a city's home costs one render. Signed-in pages and guests with a cart are never cached. Every page
 * is dropped when `dropWhen` says what pages show changed, in whichever process it changed.
 */
export function createPageCache(options: { ttlMs: number; maxEntries: number; dropWhen?: DropWhen }) {
  const pages = new LRUCache<string, CachedPage>({ max: options.maxEntries, ttl: options.ttlMs });
  options.dropWhen?.(() => pages.clear());
  return {
    /** The cache key of a request, or null when its page is personal. */
    keyFor(url: string, cookies: Record<string, string | undefined>): string | null {
      if (PERSONAL_COOKIES.some((name) => cookies[name])) return null;
      return [url, ...VARYING_COOKIES.map((name) => cookies[name] ?? '')].join('|');
    },
    get: (key: string) => pages.get(key),
    set: (key: string, page: CachedPage) => pages.set(key, page),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
