import {
  CODE,
  CREDIT_CYCLES,
  type SearchPage,
  SHOP_VISIT_DAYS,
  SHOP_VISIT_RATE_LIMIT,
  type ShopCard,
  type ShopItemDistro,
  type ShopProfile,
  type ShopSearchFilters,
  type ShopSearchPage,
  type ShopStrength,
  type ShopVisits,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parallel } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openSignedInSeededApp);

type Query = Record<string, string | number>;

const data = async <T>(url: string, query: Query) => {
  const response = await t.get<T>(url, { query });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

/** A stall of gz with many on-shelf items, a strength stall and its credit rows, from the tables. */
async function busiestShop() {
  const [row] = await t.rows<{ shop_id: number; n: number }>(sql`
    select shop_id, count(*)::int as n from items where status = 1 and city = 'gz'
    group by shop_id order by n desc, shop_id limit 1`);
  return { shopId: row!.shop_id, onShelf: Number(row!.n) };
}

describe('GET /apif/shop/profile', () => {
  it('answers the stall with its place, badges data and credit for every cycle and type', async () => {
    const { shopId } = await busiestShop();
    const profile = await data<ShopProfile>('/apif/shop/profile', { shopId });
    const [row] = await t.rows<{ name: string; top: number; years: number; credit_level: number }>(
      sql`select name, top, years, credit_level from stalls where id = ${shopId}`,
    );
    expect(profile).toMatchObject({ shopId, name: row!.name, top: row!.top, years: row!.years });
    expect(profile.creditLevel).toBe(row!.credit_level);
    expect(profile.address).toContain(profile.position);
    expect(new Set(profile.creditDataList.map((c) => c.cycleType))).toEqual(new Set(CREDIT_CYCLES));
    expect(new Set(profile.creditDataList.map((c) => c.type))).toEqual(new Set([10, 20, 30, 40]));
  });

  it('writes the deposit only for an activated account holding money', async () => {
    const [held] = await t.rows<{ id: number; balance: number }>(sql`
      select id, shop_margin_balance as balance from stalls
      where shop_margin_account_activated and shop_margin_balance > 0 limit 1`);
    const [none] = await t.rows<{ id: number }>(
      sql`select id from stalls where not shop_margin_account_activated limit 1`,
    );
    const withDeposit = await data<ShopProfile>('/apif/shop/profile', { shopId: held!.id });
    expect(withDeposit.depositString).toBe(`¥${Math.round(Number(held!.balance)).toLocaleString('en-US')}`);
    expect((await data<ShopProfile>('/apif/shop/profile', { shopId: none!.id })).depositString).toBe('');
  });

  it('answers 404 for a stall that does not exist and 400 naming shopId for a bad one', async () => {
    const missing = await t.get('/apif/shop/profile', { query: { shopId: 999_999_999 } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(CODE.notFound);
    const bad = await t.get('/apif/shop/profile', { query: { shopId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^shopId\b/);
  });
});

describe('GET /apif/shop/record/detail', () => {
  it('answers the four figures of the asked cycle only, for each of 90/180/365/730/1460 days', async () => {
    const { shopId } = await busiestShop();
    for (const cycleType of CREDIT_CYCLES) {
      const record = await data<{ cycleType: number; creditDataList: { cycleType: number; type: number }[] }>(
        '/apif/shop/record/detail',
        { shopId, cycleType },
      );
      expect(record.cycleType).toBe(cycleType);
      expect(record.creditDataList.map((c) => c.type)).toEqual([10, 20, 30, 40]);
      expect(record.creditDataList.every((c) => c.cycleType === cycleType)).toBe(true);
    }
  });

  it('refuses any other cycle, naming cycleType', async () => {
    const { shopId } = await busiestShop();
    const response = await t.get('/apif/shop/record/detail', { query: { shopId, cycleType: 30 } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^cycleType\b/);
  });
});

describe('GET /apif/shop/slzz/index', () => {
  it('answers the strength sheet of a certified stall, with its factory details', async () => {
    const [row] = await t.rows<{ id: number; strength_type: number }>(sql`
      select id, strength_type from stalls where strength and factory_info is not null limit 1`);
    const sheet = await data<ShopStrength>('/apif/shop/slzz/index', { shopId: row!.id });
    expect(sheet.strength).toBe(true);
    expect(sheet.strengthType).toBe(row!.strength_type);
    expect(sheet.factoryInfo?.processingMethod).toBeTruthy();
  });
});

describe('GET /apif/shop/similar', () => {
  it('answers stalls of the same market building first, then of the city, never the stall itself', async () => {
    const { shopId } = await busiestShop();
    const [own] = await t.rows<{ bid: number; city: string }>(
      sql`select bid, city from stalls where id = ${shopId}`,
    );
    const neighbours = await t.rows<{ id: number }>(sql`
      select id from stalls where bid = ${own!.bid} and id <> ${shopId} order by (top = 0), top, id limit 6`);
    const similar = await data<ShopCard[]>('/apif/shop/similar', { shopId });
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    expect(similar.some((s) => s.shopId === shopId)).toBe(false);
    expect(similar.slice(0, neighbours.length).map((s) => s.shopId)).toEqual(neighbours.map((n) => n.id));
    expect(new Set(similar.map((s) => s.shopId)).size).toBe(similar.length);
    expect(similar.every((s) => s.cityMarketCode === own!.city)).toBe(true);
  });
});

describe('GET /apif/shop/itemlist', () => {
  it("lists only the stall's on-shelf items, newest first by default, without prices for guests", async () => {
    const { shopId, onShelf } = await busiestShop();
    const response = await t.get<SearchPage>('/apif/shop/itemlist', { query: { shopId, pageSize: 100 } });
    const result = response.body.data;
    expect(result.total).toBe(onShelf);
    expect(result.list.every((c) => c.shopId === shopId)).toBe(true);
    expect(result.sort).toBe('newest');
    const times = result.list.map((c) => Date.parse(c.upTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.text).not.toMatch(/"price":\s*-?\d/);
  });

  it('sorts by sales and filters by the facets it counts', async () => {
    const { shopId } = await busiestShop();
    const bySales = await data<SearchPage>('/apif/shop/itemlist', { shopId, sort: 'sales' });
    const sales = bySales.list.map((c) => c.saleNum);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const color = bySales.facets.color[0]!;
    const filtered = await data<SearchPage>('/apif/shop/itemlist', { shopId, color: color.value });
    expect(filtered.total).toBe(color.count);
    expect(filtered.list.every((c) => c.shopId === shopId)).toBe(true);
  });

  it('searches words within the stall only (this-stall scope)', async () => {
    const { shopId } = await busiestShop();
    const [item] = await t.rows<{ title: string }>(sql`
      select title from items where shop_id = ${shopId} and status = 1 order by id limit 1`);
    const word = item!.title.slice(-2);
    const inShop = await data<SearchPage>('/apif/shop/itemlist', { shopId, q: word, pageSize: 100 });
    const site = await data<SearchPage>('/apif/searchPage', { city: 'gz', q: word, pageSize: 100 });
    expect(inShop.total).toBeGreaterThan(0);
    expect(inShop.list.every((c) => c.shopId === shopId)).toBe(true);
    expect(site.total).toBeGreaterThanOrEqual(inShop.total);
  });

  it('answers 404 for an unknown stall and 400 naming the field for bad input', async () => {
    expect((await t.get('/apif/shop/itemlist', { query: { shopId: 999_999_999 } })).status).toBe(404);
    const bad = await t.get('/apif/shop/itemlist', { query: { shopId: 1, sort: 'cheap' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^sort\b/);
  });
});

describe('GET /apif/shop/item/distro', () => {
  it("counts the stall's on-shelf items per leaf category, most first, named in the asked language", async () => {
    const { shopId, onShelf } = await busiestShop();
    const expected = await t.rows<{ category_id: number; n: number; name: string }>(sql`
      select i.category_id, count(*)::int as n, ct.name from items i
      join category_translations ct on ct.category_id = i.category_id and ct.lang = 'en'
      where i.shop_id = ${shopId} and i.status = 1
      group by i.category_id, ct.name`);
    const distro = await data<ShopItemDistro>('/apif/shop/item/distro', { shopId, lang: 'en' });
    expect(distro.total).toBe(onShelf);
    expect(distro.categories.length).toBeGreaterThan(1);
    const counts = distro.categories.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(distro.categories.reduce((sum, c) => sum + c.count, 0)).toBe(onShelf);
    for (const category of distro.categories) {
      const row = expected.find((e) => e.category_id === category.vcid);
      expect(category).toMatchObject({ count: row?.n, vcname: row?.name });
    }
  });

  it('leaves out a category once its last item is delisted, and answers 404 and 400 like the profile', async () => {
    const [lone] = await t.rows<{ shop_id: number; category_id: number; id: number }>(sql`
      select shop_id, category_id, min(id)::int as id from items where status = 1
      group by shop_id, category_id having count(*) = 1 order by shop_id limit 1`);
    const shopId = lone!.shop_id;
    const before = await data<ShopItemDistro>('/apif/shop/item/distro', { shopId });
    expect(before.categories.map((c) => c.vcid)).toContain(lone!.category_id);
    await t.rows(sql`update items set status = 0 where id = ${lone!.id}`);
    await t.services.searchIndexer.indexItems([lone!.id]);
    const after = await data<ShopItemDistro>('/apif/shop/item/distro', { shopId });
    expect(after.categories.map((c) => c.vcid)).not.toContain(lone!.category_id);
    expect(after.total).toBe(before.total - 1);

    expect((await t.get('/apif/shop/item/distro', { query: { shopId: 999_999_999 } })).status).toBe(404);
    const bad = await t.get('/apif/shop/item/distro', { query: { shopId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^shopId\b/);
  });
});

describe('GET /apif/v1/shop/search', () => {
  const search = (query: Query) => data<ShopSearchPage>('/apif/v1/shop/search', { city: 'gz', ...query });

  it('finds a stall by its full name, and by part of it', async () => {
    const [shop] = await t.rows<{ id: number; name: string }>(
      sql`select id, name from stalls where city = 'gz' order by id limit 1`,
    );
    const full = await search({ q: shop!.name, queryType: 1 });
    expect(full.list[0]?.shopId).toBe(shop!.id);
    const part = await search({ q: shop!.name.slice(0, 2) });
    expect(part.list.map((s) => s.shopId)).toContain(shop!.id);
    expect(part.list.every((s) => s.name.includes(shop!.name.slice(0, 2)) || part.loose)).toBe(true);
  });

  it('finds a stall by its stall number', async () => {
    const [shop] = await t.rows<{ id: number; position: string }>(
      sql`select id, position from stalls where city = 'gz' order by id desc limit 1`,
    );
    const found = await search({ q: shop!.position, pageSize: 100 });
    expect(found.list.map((s) => s.shopId)).toContain(shop!.id);
  });

  it('lists ranked stalls first, best rank first, with three latest items each', async () => {
    const all = await search({ pageSize: 100 });
    const [count] = await t.rows<{ n: number }>(sql`select count(*)::int as n from stalls where city = 'gz'`);
    expect(all.total).toBe(Number(count!.n));
    const ranks = all.list.map((s) => (s.top === 0 ? Number.POSITIVE_INFINITY : s.top));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(all.list.every((s) => s.cityMarketCode === 'gz' && s.items.length <= 3)).toBe(true);
    expect(all.list.some((s) => s.items.length > 0)).toBe(true);
  });

  it('sorts by sales and by years in business', async () => {
    const bySales = await search({ sort: 'sales', pageSize: 50 });
    const sales = await t.rows<{ id: number; stall_sales: number }>(sql`
      select id, stall_sales from stalls where city = 'gz' order by stall_sales desc, id limit 50`);
    expect(bySales.list.map((s) => s.shopId)).toEqual(sales.map((r) => r.id));
    const byYears = (await search({ sort: 'years', pageSize: 50 })).list.map((s) => s.years);
    expect(byYears).toEqual([...byYears].sort((a, b) => b - a));
  });

  it('filters by market, credit level, strength type and badges', async () => {
    const filters = await data<ShopSearchFilters>('/apif/custom/filters/shop-search', { city: 'gz' });
    const bid = filters.markets[0]!.bid;
    const inMarket = await search({ bid, pageSize: 100 });
    const [n] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from stalls where city = 'gz' and bid = ${bid}`,
    );
    expect(inMarket.total).toBe(Number(n!.n));
    const excellent = await search({ credit: '3', pageSize: 100 });
    expect(excellent.total).toBeGreaterThan(0);
    expect(excellent.list.every((s) => s.creditLevel === 3)).toBe(true);
    const factories = await search({ strength: '1', pageSize: 100 });
    expect(factories.list.every((s) => s.strength && s.strengthType === 1)).toBe(true);
    const gold = await search({ tags: 'gold,cooperate', pageSize: 100 });
    expect(gold.list.every((s) => s.isGoldShop && s.cooperateShop)).toBe(true);
  });

  it('answers an empty page for a name no stall has', async () => {
    const none = await search({ q: 'zzqqxx' });
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('answers 400 naming the field at fault', async () => {
    for (const [query, field] of [
      [{ credit: '9' }, /^credit\b/],
      [{ strength: 'x' }, /^strength\b/],
      [{ tags: 'silver' }, /^tags\b/],
      [{ sort: 'cheap' }, /^sort\b/],
      [{ queryType: 2 }, /^queryType\b/],
      [{ city: 'paris' }, /^city\b/],
    ] as const) {
      const response = await t.get('/apif/v1/shop/search', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.message).toMatch(field);
    }
  });
});

describe('GET /apif/custom/filters/shop-search', () => {
  it("offers the city's markets, credit levels best first, strength types, badges and sorts", async () => {
    const filters = await data<ShopSearchFilters>('/apif/custom/filters/shop-search', { city: 'gz' });
    const [n] = await t.rows<{ n: number }>(
      sql`select count(distinct bid)::int as n from stalls where city = 'gz'`,
    );
    expect(filters.markets.length).toBeGreaterThanOrEqual(Number(n!.n));
    expect(filters.credit).toEqual([3, 2, 0, 1]);
    expect(filters.strength).toEqual([1, 2, 4, 0]);
    expect(filters.tags).toEqual(['gold', 'cooperate']);
  });
});

// Last in the file: its rate-limit case spends the minute's allowance of the tests' address.
describe('GET /apif/shop/log/stat', () => {
  /** A stall of its own per case, so the counts start at nothing. */
  let nextShop = 0;
  const freshShop = async () => {
    const rows = await t.rows<{ id: number }>(sql`select id from stalls order by id desc limit 10`);
    return rows[nextShop++]!.id;
  };
  const visit = async (shopId: number, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/apif/shop/log/stat',
      query: { shopId: String(shopId) },
      headers,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json() as { data: ShopVisits },
    };
  };

  it('counts a guest once a day per browser, and never lets the answer be cached', async () => {
    const shopId = await freshShop();
    const first = await visit(shopId, { 'user-agent': 'Phone A' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.data).toEqual({ shopId, visitorsToday: 1, visitorDays: 1 });
    expect((await visit(shopId, { 'user-agent': 'Phone A' })).body.data.visitorsToday).toBe(1);
    expect((await visit(shopId, { 'user-agent': 'Laptop B' })).body.data).toEqual({
      shopId,
      visitorsToday: 2,
      visitorDays: 2,
    });
  });

  it('counts a signed-in buyer by account, whichever browser they use', async () => {
    const { sid } = t.buyer;
    const shopId = await freshShop();
    await visit(shopId, { 'user-agent': 'Phone A', cookie: `sid=${sid}` });
    const again = await visit(shopId, { 'user-agent': 'Laptop B', cookie: `sid=${sid}` });
    expect(again.body.data.visitorsToday).toBe(1);
  });

  it('counts a buyer once when 30 of their visits arrive at once (issue 12 point 6)', async () => {
    const { sid } = t.buyer;
    const shopId = await freshShop();
    // From an address of their own, so the rate-limit case below keeps its allowance.
    const answers = await parallel(30, () =>
      t.app.inject({
        method: 'GET',
        url: '/apif/shop/log/stat',
        query: { shopId: String(shopId) },
        cookies: { sid: sid! },
        remoteAddress: '203.0.113.30',
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(answers.map((a) => a.json().data.visitorsToday)).toEqual(Array(30).fill(1));
    const rows = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from stall_visits where shop_id = ${shopId} and visitor like 'u:%'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it(`keeps ${SHOP_VISIT_DAYS} days by China's calendar, a visitor counted once per day`, async () => {
    const shopId = await freshShop();
    const buyer = { userId: 1, ip: '203.0.113.9', userAgent: 'Phone A' };
    const { stallVisits } = t.services;
    // 23:59 and 00:01 in Guangzhou: two days for the same buyer.
    await stallVisits.record(shopId, buyer, new Date('2026-10-01T15:59:00Z'));
    const nextDay = await stallVisits.record(shopId, buyer, new Date('2026-10-01T16:01:00Z'));
    expect(nextDay).toEqual({ shopId, visitorsToday: 1, visitorDays: 2 });
    // The first day's last day in the window still counts it; one day later it falls out.
    const lastDay = new Date(Date.parse('2026-10-01T15:59:00Z') + (SHOP_VISIT_DAYS - 1) * 86_400_000);
    const stranger = { userId: 2, ip: '203.0.113.10', userAgent: 'Laptop B' };
    expect((await stallVisits.record(shopId, stranger, lastDay)).visitorDays).toBe(3);
    const past = new Date(lastDay.getTime() + 86_400_000);
    expect(await stallVisits.record(shopId, stranger, past)).toEqual({
      shopId,
      visitorsToday: 1,
      visitorDays: 3,
    });
  });

  it('answers 404 for a stall that does not exist and 400 naming shopId, then 429 past the limit', async () => {
    expect((await visit(999_999_999)).status).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/apif/shop/log/stat?shopId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^shopId\b/);
    const shopId = await freshShop();
    const statuses: number[] = [];
    for (let i = 0; i < SHOP_VISIT_RATE_LIMIT + 1; i++) statuses.push((await visit(shopId)).status);
    expect(statuses).toContain(200);
    expect(statuses.at(-1)).toBe(429);
  });
});
