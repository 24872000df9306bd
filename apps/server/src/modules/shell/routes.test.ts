import {
  CITIES,
  type City,
  type CityMarket,
  CODE,
  CURRENCY_CODES,
  type CurrencyLocator,
  canLinkTo,
  type Language,
  MARKET_IDS,
  type NavEntry,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openSeededTestApp);

const nav = async (city: City) => (await t.get<NavEntry[]>('/apif/nav/menu', { query: { city } })).body.data;

describe('GET /apif/nav/menu', () => {
  it('gives gz the entries of spec 1 §2 in order, leaving out the pages not built yet', async () => {
    expect((await nav('gz')).map((e) => e.key)).toEqual([
      'home',
      'findStalls',
      'stallRanking',
      'itemRanking',
      'dailyNew',
      'imageSearchHot',
      'sevenDayHot',
      'followedStalls',
    ]);
  });

  it('links no entry of any city to a page not built yet (issue 12 §9)', async () => {
    const seeded = await t.rows<{ n: number }>(sql`select count(*)::int as n from nav_entries`);
    const served = (await Promise.all(CITIES.map(nav))).flat();
    expect(served.length).toBeLessThan(seeded[0]!.n);
    for (const entry of served) expect(canLinkTo(entry.path), entry.path).toBe(true);
  });

  it('gives every other city a shorter bar that starts at its home', async () => {
    for (const city of CITIES.filter((c) => c !== 'gz')) {
      const entries = await nav(city);
      expect(entries.length, city).toBeGreaterThan(0);
      expect(entries.length, city).toBeLessThan(12);
      expect(entries[0], city).toMatchObject({ key: 'home', path: `/${city}` });
      expect(new Set(entries.map((e) => e.key)).size, city).toBe(entries.length);
    }
  });

  it('fills {city} into every path', async () => {
    for (const city of CITIES) {
      for (const entry of await nav(city)) {
        expect(entry.path, `${city} ${entry.key}`).toMatch(/^\//);
        expect(entry.path).not.toMatch(/[{}]/);
        if (entry.key === 'dailyNew') expect(entry.path).toBe(`/${city}/new.html`);
      }
    }
  });

  it('tags some entries NEW, SALE or HOT and leaves the rest untagged', async () => {
    const all = (await Promise.all(CITIES.map(nav))).flat();
    for (const entry of all) expect([null, 'NEW', 'SALE', 'HOT']).toContain(entry.tag);
    expect(new Set(all.map((e) => e.tag))).toContain('NEW');
    expect((await nav('gz')).find((e) => e.key === 'home')?.tag).toBeNull();
  });

  it('marks the daily-new entry of every city to show the count of new items', async () => {
    for (const city of CITIES) {
      const entries = await nav(city);
      const counted = entries.filter((e) => e.showNewAmount).map((e) => e.key);
      expect(counted, city).toEqual(['dailyNew']);
      expect(entries.find((e) => e.key === 'dailyNew')?.tag, city).toBe('NEW');
    }
  });

  it('answers 400 naming city for an unknown city', async () => {
    const { status, body } = await t.get('/apif/nav/menu', { query: { city: 'paris' } });
    expect(status).toBe(400);
    expect(body.code).toBe(CODE.badRequest);
    expect(body.message).toMatch(/^city: /);
  });
});

describe('GET /apif/newamount', () => {
  it("counts the items put on shelf on the city's latest upload day (UTC+8), as the new-in page does", async () => {
    for (const city of CITIES) {
      const [expected] = await t.rows<{ n: number }>(sql`
        select count(*)::int as n from items
        where city = ${city} and status = 1
          and (up_time at time zone 'Asia/Shanghai')::date = (
            select (max(up_time) at time zone 'Asia/Shanghai')::date from items where city = ${city} and status = 1)`);
      const { body } = await t.get<{ amount: number }>('/apif/newamount', { query: { city } });
      expect(body).toEqual({ code: CODE.ok, message: 'success', data: { amount: expected!.n } });
      expect(body.data.amount, city).toBeGreaterThan(0);
    }
  });
});

describe('GET /apif/currency/locator', () => {
  const locator = async (options: { lang?: Language; cookies?: Record<string, string> } = {}) =>
    (
      await t.get<CurrencyLocator>('/apif/currency/locator', {
        query: options.lang ? { lang: options.lang } : undefined,
        cookies: options.cookies,
      })
    ).body.data;

  it('gives a rate per 1 CNY for all eleven currencies, CNY being 1', async () => {
    const { rates, updatedAt } = await locator();
    expect(Object.keys(rates).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(rates.CNY).toBe(1);
    for (const code of CURRENCY_CODES) expect(rates[code], code).toBeGreaterThan(0);
    expect(rates.USD).toBeLessThan(1);
    expect(rates.JPY).toBeGreaterThan(1);
    expect(Number.isNaN(Date.parse(updatedAt))).toBe(false);
  });

  it('suggests the currency of the language when the visitor has not chosen one', async () => {
    const byLanguage: Record<Language, string> = {
      cn: 'CNY',
      en: 'USD',
      ja: 'JPY',
      ko: 'KRW',
      de: 'EUR',
      fr: 'EUR',
      es: 'EUR',
      vi: 'VND',
      th: 'THB',
      'pt-br': 'USD',
    };
    for (const [lang, currency] of Object.entries(byLanguage) as [Language, string][]) {
      expect((await locator({ lang })).currency, lang).toBe(currency);
    }
    expect((await locator()).currency).toBe('CNY');
    expect((await locator({ cookies: { lang: 'ja' } })).currency).toBe('JPY');
  });

  it('keeps the currency the visitor chose in the currency cookie', async () => {
    expect((await locator({ lang: 'en', cookies: { currency: 'GBP' } })).currency).toBe('GBP');
    expect((await locator({ lang: 'cn', cookies: { currency: 'INR' } })).currency).toBe('INR');
  });

  it('ignores an invalid currency cookie', async () => {
    for (const bogus of ['XXX', 'usd', '', 'EURO']) {
      expect((await locator({ lang: 'ja', cookies: { currency: bogus } })).currency, bogus).toBe('JPY');
    }
  });
});

describe('GET /apif/citymarket/list', () => {
  const list = async (lang: Language) =>
    (await t.get<CityMarket[]>('/apif/citymarket/list', { query: { lang } })).body.data;

  it('lists the eight city markets with the spec market ids', async () => {
    const markets = await list('cn');
    expect(Object.fromEntries(markets.map((m) => [m.code, m.marketId]))).toEqual({
      gz: 1,
      pn: 2,
      jfn: 3,
      xt: 4,
      hz: 5,
      hznz: 6,
      jm: 10,
      yw: 11,
    });
    expect(markets).toHaveLength(Object.keys(MARKET_IDS).length);
  });

  it('names the markets in the asked language', async () => {
    const names = async (lang: Language) =>
      Object.fromEntries((await list(lang)).map((m) => [m.code, m.name]));
    expect(await names('cn')).toMatchObject({ gz: '广州', pn: '普宁', xt: '新塘', yw: '义乌' });
    expect(await names('en')).toMatchObject({ gz: 'Guangzhou', pn: 'Puning', xt: 'Xintang', yw: 'Yiwu' });
    expect(await names('ko')).toMatchObject({ gz: '광저우', hz: '항저우' });
    for (const market of await list('en')) expect(market.introduction, market.code).not.toBe('');
  });

  it('answers 400 naming lang for an unknown language', async () => {
    const { status, body } = await t.get('/apif/citymarket/list', { query: { lang: 'xx' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^lang: /);
  });
});

describe('GET /apic/user/nationalSelectedApplyPermission', () => {
  it('never allows a guest to move in nationally', async () => {
    const { status, body } = await t.get('/apic/user/nationalSelectedApplyPermission');
    expect(status).toBe(200);
    expect(body).toEqual({ code: CODE.ok, message: 'success', data: { allowMoveToNational: false } });
  });

  it('does not take the display cookies as a sign-in', async () => {
    // gz allows moving in nationally; a forged uid cookie is still a guest.
    const { body } = await t.get('/apic/user/nationalSelectedApplyPermission', {
      cookies: { uid: '1', ut: '1', userName: 'someone', city: 'gz' },
    });
    expect(body.data).toEqual({ allowMoveToNational: false });
  });
});
