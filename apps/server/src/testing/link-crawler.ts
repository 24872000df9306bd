import { createHash } from 'node:crypto';
import { CITIES, DEFAULT_LANGUAGE, LANGUAGES } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../app.ts';
import { linksOf } from './page-links.ts';

export interface CrawlOptions {
  /** The page the crawl starts from, e.g. /gz or /en/gz. */
  start: string;
  /** Cookies the visitor starts with (a session); the pages' own cookies are kept as a browser would. */
  cookies?: Record<string, string>;
  /** Pages fetched at most. */
  maxPages: number;
  /** Links checked at most per kind of page (same path once numbers and the city are set aside). */
  perPageKind: number;
  /** Decides which links of a kind are checked; the same seed checks the same links. */
  seed: string;
}

export interface DeadLink {
  href: string;
  foundOn: string;
  status: number;
  landedOn: string;
}

export interface CrawlReport {
  /** Internal links followed, redirects included, each to where it lands. */
  checked: number;
  /** Distinct internal links seen on those pages. */
  seen: number;
  dead: DeadLink[];
}

/** Redirect hops followed before a link counts as a loop. */
const MAX_HOPS = 5;
/** Links that need the page's scripts, or leave the site by another scheme. */
const NOT_A_PAGE = /^(?:#|javascript:|mailto:|tel:|data:)/i;
const ORIGIN = 'http://stallhub.test';

/**
 * Follows the internal links of the site breadth-first from one page, as one visitor in one language,
 * and reports every link that answers 4xx/5xx or lands on /StatusError, redirects followed. Links in
 * another language are left to that language's crawl; API addresses (and the /dev/ tools) are not
 * pages. A sample of each kind of page is checked, preferring links whose query names other parameters.
 */
export async function crawlLinks(app: FastifyInstance, options: CrawlOptions): Promise<CrawlReport> {
  const jar = new Map(Object.entries(options.cookies ?? {}));
  const language = languageOf(options.start) ?? DEFAULT_LANGUAGE;
  const seen = new Set([options.start]);
  const perKind = new Map<string, number>();
  const shapes = new Set<string>();
  const queue: { href: string; foundOn: string }[] = [{ href: options.start, foundOn: '(start)' }];
  const dead: DeadLink[] = [];
  let checked = 0;

  const rank = (href: string) => createHash('sha1').update(`${options.seed}\n${href}`).digest('hex');

  while (queue.length > 0 && checked < options.maxPages) {
    const { href, foundOn } = queue.shift()!;
    checked++;
    const page = await follow(app, href, jar);
    if (page.status >= 400 || page.path.endsWith('/StatusError')) {
      dead.push({ href, foundOn, status: page.status, landedOn: page.path + page.search });
      continue;
    }
    if (page.html === null) continue;
    const fresh = new Set<string>();
    for (const raw of linksOf(page.html)) {
      if (!raw || NOT_A_PAGE.test(raw)) continue;
      const url = new URL(raw, ORIGIN + page.path + page.search);
      if (url.origin !== ORIGIN || isApiPath(url.pathname)) continue;
      const link = url.pathname + url.search;
      const prefix = languageOf(link);
      if (prefix !== null && prefix !== language) continue;
      if (!seen.has(link)) fresh.add(link);
      seen.add(link);
    }
    // A few links of each kind of page are checked: first those whose parameters are new to their
    // kind, then in the seed's order, so the sample spreads across the site and repeats run to run.
    const candidates = [...fresh].map((link) => {
      const url = new URL(link, ORIGIN);
      const kind = pageKind(url.pathname);
      const shape = `${kind}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
      return { link, kind, shape, order: `${shapes.has(shape) ? 1 : 0}${rank(link)}` };
    });
    for (const { link, kind, shape } of candidates.sort((a, b) => a.order.localeCompare(b.order))) {
      const taken = perKind.get(kind) ?? 0;
      if (taken >= options.perPageKind) continue;
      perKind.set(kind, taken + 1);
      shapes.add(shape);
      queue.push({ href: link, foundOn: page.path + page.search });
    }
  }
  return { checked, seen: seen.size, dead };
}

interface Landing {
  path: string;
  search: string;
  status: number;
  /** The page's HTML; null for anything else, or when the link left the pages. */
  html: string | null;
}

/** GETs a path and its redirects with the visitor's cookies, to where it lands. */
async function follow(app: FastifyInstance, href: string, jar: Map<string, string>): Promise<Landing> {
  let url = new URL(href, ORIGIN);
  for (let hop = 0; ; hop++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({ method: 'GET', url: url.pathname + url.search, headers: { cookie } });
    for (const set of response.cookies) {
      const expired = set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (expired || set.value === '') jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    const location = response.headers.location;
    const landed = { path: url.pathname, search: url.search, status: response.statusCode };
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
      const next = new URL(location, url);
      // Leaving the pages is where such a link means to go: to a partner's site, or to the API that
      // sends the browser on to one (third-party sign-in, which this app runs without partners).
      if (next.origin !== ORIGIN || isApiPath(next.pathname)) return { ...landed, html: null };
      // 508 Loop Detected: the link never lands.
      if (hop === MAX_HOPS) return { ...landed, status: 508, html: null };
      url = next;
      continue;
    }
    const html = String(response.headers['content-type']).startsWith('text/html') ? response.body : null;
    return { ...landed, html };
  }
}

/** The language prefix of a path; null when it has none (Chinese, or the language in the cookie). */
function languageOf(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return (LANGUAGES as readonly string[]).includes(first) ? first : null;
}

/** A path with its language, numbers and city set aside: /en/gz/rank/16 and /pn/rank/3 are one kind. */
function pageKind(path: string): string {
  const segments = path.split('/').slice(1);
  if (languageOf(path) !== null) segments.shift();
  // A city's home stays its own kind: each city has its own navigation bar.
  if (segments.length > 1 && (CITIES as readonly string[]).includes(segments[0]!)) segments[0] = '{city}';
  return `/${segments.join('/')}`.replace(/\d+/g, '0');
}
