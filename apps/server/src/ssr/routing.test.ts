import { CODE, LANGUAGES } from '@stallhub/contracts';
import { readCatalogue } from '@stallhub/i18n/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/test-app.ts';

// Spec 1 §2 routing rules, through HTTP against the server-rendered app (needs the web build).
describe('routing rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ pages: true });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const setCookies = (response: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((response.headers['set-cookie'] as string | string[]) ?? []);

  it('serves home at /{city}, /{city}/index.html, /{lang}/{city} and /{lang}/{city}/index.html', async () => {
    for (const [url, lang] of [
      ['/gz', 'zh-CN'],
      ['/gz/index.html', 'zh-CN'],
      ['/cn/pn', 'zh-CN'],
      ['/en/hz', 'en'],
      ['/en/hz/index.html', 'en'],
      ['/pt-br/jfn', 'pt-BR'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`<html lang="${lang}"`);
    }
  });

  it('renders a page in each of the 10 languages with its own texts, not their keys', async () => {
    for (const lang of LANGUAGES) {
      const { nav } = readCatalogue(lang) as { nav: { label: string } };
      const response = await get(`/${lang}/gz`);
      expect(response.body, lang).toContain(`<nav aria-label="${nav.label}"`);
    }
  });

  it('sets the city cookie for 30 days and the lang cookie for 730 days on every navigation', async () => {
    const response = await get('/en/pn');
    const cookies = setCookies(response);
    expect(cookies).toContain('city=pn; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(cookies).toContain('lang=en; Path=/; Max-Age=63072000; SameSite=Lax');
  });

  it('redirects a non-Chinese reader on an unprefixed path to the prefixed one', async () => {
    const home = await get('/gz', 'lang=ja');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/ja/gz');
    const index = await get('/hz/index.html', 'lang=de');
    expect(index.headers.location).toBe('/de/hz/index.html');
    const search = await get('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3', 'lang=en');
    expect(search.headers.location).toBe('/en/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
  });

  it('keeps a Chinese reader on the unprefixed path', async () => {
    expect((await get('/gz', 'lang=cn')).statusCode).toBe(200);
  });

  it('serves the category list at /list/index.html and its set- and collection- forms', async () => {
    for (const url of ['/list/index.html', '/list/set-16-0.html', '/list/set-16-0/collection-201.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('data-testid="list-title"');
    }
  });

  it('opens a city-less path in another language at that page of the cookie city', async () => {
    const index = await get('/list/index.html', 'lang=en; city=pn');
    expect(index.statusCode).toBe(302);
    expect(index.headers.location).toBe('/en/list/index.html');
    const prefixed = await get('/en/list/index.html', 'lang=en; city=pn');
    expect(prefixed.headers.location).toBe('/en/pn/list/index.html');
    expect((await get('/ja/list/set-16-0.html?page=2')).headers.location).toBe(
      '/ja/gz/list/set-16-0.html?page=2',
    );
    expect((await get('/en/pn/list/index.html', 'lang=en')).statusCode).toBe(200);
  });

  it('opens "/" at the home of the city in the cookie, else gz, in the cookie language', async () => {
    expect((await get('/')).headers.location).toBe('/gz');
    expect((await get('/', 'city=xt')).headers.location).toBe('/xt');
    expect((await get('/', 'city=hznz; lang=ko')).headers.location).toBe('/ko/hznz');
    expect((await get('/', 'city=atlantis')).headers.location).toBe('/gz');
  });

  it('redirects every unknown path to /StatusError, in the language its prefix names', async () => {
    for (const [url, to] of [
      ['/nowhere', '/StatusError'],
      ['/xx/gz', '/StatusError'],
      ['/a/b/c/d', '/StatusError'],
      ['/gz/no-such-page.html', '/StatusError'],
      ['/cn/gz/no-such-page.html', '/StatusError'],
      ['/en/atlantis', '/en/StatusError'],
      ['/ja/gz/no-such-page.html', '/ja/StatusError'],
      ['/pt-br/gz/rank/abc', '/pt-br/StatusError'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(to);
    }
  });

  it('answers the page-not-found text with HTTP 404, in the language of the path or else the cookie', async () => {
    const plain = await get('/StatusError');
    expect(plain.statusCode).toBe(404);
    expect(plain.body).toContain('opps,页面找不到了');
    const german = await get('/de/StatusError');
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain('<html lang="de"');
    const { statusError } = readCatalogue('de') as { statusError: { defaultContent: string } };
    expect(german.body).toContain(statusError.defaultContent);
    expect((await get('/StatusError', 'lang=ko')).body).toContain('<html lang="ko"');
    expect((await get('/StatusError?content=%E5%95%86%E5%93%81%E5%B7%B2%E4%B8%8B%E6%9E%B6')).statusCode).toBe(
      200,
    );
  });

  it('shows the content text on /StatusError, else the page-not-found text', async () => {
    const custom = await get('/StatusError?content=%E5%95%86%E5%93%81%E5%B7%B2%E4%B8%8B%E6%9E%B6');
    expect(custom.body).toContain('商品已下架');
    const plain = await get('/StatusError');
    expect(plain.body).toContain('opps,页面找不到了');
    const english = await get('/StatusError', 'lang=en');
    expect(english.body).toContain('Oops, page not found');
  });

  it('returns home from /StatusError to the city in the cookie, else gz', async () => {
    expect(await get('/StatusError')).toSatisfy((r: { body: string }) => r.body.includes('href="/gz"'));
    expect((await get('/StatusError', 'city=jfn')).body).toContain('href="/jfn"');
    expect((await get('/StatusError', 'city=pn; lang=fr')).body).toContain('href="/fr/pn"');
    expect((await get('/vi/StatusError', 'city=xt')).body).toContain('href="/vi/xt"');
  });

  it('redirects /login to /login.html, keeping the language prefix and the query', async () => {
    for (const [url, to] of [
      ['/login', '/login.html'],
      ['/login?reurl=%2Fgz%2Fcart.html', '/login.html?reurl=%2Fgz%2Fcart.html'],
      ['/en/login?loginType=taobao&reurl=%2Fen%2Fgz', '/en/login.html?loginType=taobao&reurl=%2Fen%2Fgz'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(to);
    }
    expect((await get('/xx/login')).headers.location).toBe('/StatusError');
  });

  it('redirects /protocolPages/{type} without a language to /gz', async () => {
    const response = await get('/protocolPages/privacy');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/gz');
  });

  it('serves the help articles of spec 3 §2 at /{city}/notice/article.html?page=jgcw and invertory_status', async () => {
    for (const [url, title] of [
      ['/gz/notice/article.html?page=jgcw', '价格异常说明'],
      ['/gz/notice/article.html?page=invertory_status', '库存状态说明'],
      ['/en/gz/notice/article.html?page=jgcw', 'Why an item shows “Price error”'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title} - Stallhub</title>`);
      expect(response.body, url).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`));
    }
  });

  it('redirects a missing or unknown help article, or an unknown city, to /StatusError', async () => {
    for (const [url, to] of [
      ['/gz/notice/article.html', '/StatusError'],
      ['/gz/notice/article.html?page=skjs', '/StatusError'],
      ['/en/gz/notice/article.html?page=JGCW', '/en/StatusError'],
      ['/atlantis/notice/article.html?page=jgcw', '/StatusError'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(to);
    }
  });

  it('sends a non-Chinese reader of a help article to its prefixed path', async () => {
    const response = await get('/gz/notice/article.html?page=invertory_status', 'lang=ja');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ja/gz/notice/article.html?page=invertory_status');
  });

  it('never answers an API path with a page', async () => {
    const response = await get('/apif/gz');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: CODE.notFound });
  });
});

describe('static files of the built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ pages: true });
  });
  afterAll(() => t.close());

  it('serves the scripts and styles a page links to, cached for a year', async () => {
    const page = await t.app.inject('/gz');
    const assets = [...page.body.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await t.app.inject(asset);
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers['cache-control'], asset).toContain('immutable');
    }
  });

  it('serves the favicon', async () => {
    expect((await t.app.inject('/favicon.svg')).statusCode).toBe(200);
  });
});

describe('the guest page cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ pages: true });
  });
  afterAll(() => t.close());

  it('renders a guest page once and serves repeats from the cache, cookies included', async () => {
    const first = await t.app.inject('/pn/index.html');
    const second = await t.app.inject('/pn/index.html');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    // The same page, each answer under its own CSP nonce (decision 033).
    const withoutNonces = (body: string) => body.replaceAll(/ nonce="[^"]+"/g, '');
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(second.body).not.toBe(first.body);
    expect(second.headers['set-cookie']).toEqual(first.headers['set-cookie']);
  });

  it('never serves a signed-in visitor from the cache', async () => {
    await t.app.inject('/xt');
    const signedIn = await t.app.inject({ url: '/xt', headers: { cookie: 'sid=abc' } });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
  });

  it('keeps pages apart by language cookie', async () => {
    await t.app.inject('/hznz');
    const other = await t.app.inject({ url: '/hznz', headers: { cookie: 'lang=cn; currency=USD' } });
    expect(other.headers['x-page-cache']).toBe('miss');
  });
});
