import type { NewIn, RankedItemsPage, RankIndex, SearchPage } from '@stallhub/contracts';
import { HOT_WINDOW_DAYS, marketDay, marketDayStart, NEW_IN_DAYS } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(() => openSeededTestApp({ items: 600 }));

type Query = Record<string, string | number>;

const ok = async <T>(url: string, query: Query) => {
  const response = await t.get<T>(url, { query });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

describe('GET /apif/rank-index/v1', () => {
  const rank = (query: Query) => ok<RankIndex>('/apif/rank-index/v1', query);

  it("ranks the whole market by the stalls' ranking, best first, only ranked stalls", async () => {
    const data = await rank({ city: 'gz', pageSize: 100 });
    const expected = await t.rows<{ id: number; top: number }>(
      sql`select id, top from stalls where city = 'gz' and top > 0 order by top, id`,
    );
    expect(data.cateId).toBe(0);
    expect(data.total).toBe(expected.length);
    expect(data.list.map((s) => s.shopId)).toEqual(expected.slice(0, 100).map((r) => r.id));
    // Places in the city; each stall's platform-wide rank stays its top (the badge).
    expect(data.list.map((s) => s.rank)).toEqual(data.list.map((_, i) => i + 1));
    expect(data.list.map((s) => s.top)).toEqual(expected.slice(0, 100).map((r) => r.top));
    expect(data.list.every((s) => s.cityMarketCode === 'gz')).toBe(true);
  });

  it('ranks a category by the pieces its stalls sold in it, with the tabs to switch', async () => {
    const first = await rank({ city: 'gz' });
    expect(first.cates[0]).toEqual({ cateId: 0, name: '' });
    const tab = first.cates[1]!;
    expect(tab.name).not.toBe('');
    const data = await rank({ city: 'gz', cateId: tab.cateId, pageSize: 100 });
    const expected = await t.rows<{ shop_id: number; sales: number }>(sql`
      select i.shop_id, sum(i.sale_num)::int as sales from items i join categories c on c.id = i.category_id
      where i.city = 'gz' and i.status = 1 and coalesce(c.parent_id, c.id) = ${tab.cateId}
      group by i.shop_id having sum(i.sale_num) > 0 order by sales desc, i.shop_id`);
    expect(data.cateId).toBe(tab.cateId);
    expect(data.total).toBe(expected.length);
    expect(data.list.map((s) => [s.shopId, s.sales])).toEqual(
      expected.slice(0, 100).map((r) => [r.shop_id, Number(r.sales)]),
    );
    expect(data.list.map((s) => s.rank)).toEqual(data.list.map((_, i) => i + 1));
  });

  it('pages without overlap', async () => {
    const one = await rank({ city: 'gz', pageSize: 3, page: 1 });
    const two = await rank({ city: 'gz', pageSize: 3, page: 2 });
    expect(two.list.map((s) => s.rank)).toEqual([4, 5, 6]);
    expect(new Set([...one.list, ...two.list].map((s) => s.shopId)).size).toBe(6);
  });

  it('carries each stall its latest items as thumbnails', async () => {
    const { list } = await rank({ city: 'gz', pageSize: 5 });
    for (const shop of list) {
      expect(shop.items.length).toBeGreaterThan(0);
      const [latest] = await t.rows<{ id: number }>(
        sql`select id from items where shop_id = ${shop.shopId} and status = 1 order by up_time desc limit 1`,
      );
      expect(shop.items[0]!.itemId).toBe(latest!.id);
    }
  });

  it('answers 400 naming the field at fault', async () => {
    for (const [query, field] of [
      [{ city: 'paris' }, /^city\b/],
      [{ cateId: 'x' }, /^cateId\b/],
      [{ page: 0 }, /^page\b/],
    ] as const) {
      const { status, body } = await t.get('/apif/rank-index/v1', { query });
      expect(status).toBe(400);
      expect(body.message).toMatch(field);
    }
  });
});

describe('GET /apif/global/newIn', () => {
  const newIn = (query: Query) => ok<NewIn>('/apif/global/newIn', query);
  const itemsOfDay = (city: string, day: string) =>
    t.rows<{ id: number }>(sql`
      select id from items where city = ${city} and status = 1
        and up_time >= ${marketDayStart(day).toISOString()}
        and up_time < ${new Date(marketDayStart(day).getTime() + 86_400_000).toISOString()}
      order by up_time desc, id desc`);

  it("defaults to the city's latest upload day (UTC+8), newest first", async () => {
    const [latest] = await t.rows<{ up_time: string }>(
      sql`select up_time from items where city = 'gz' and status = 1 order by up_time desc limit 1`,
    );
    const day = marketDay(new Date(latest!.up_time));
    const data = await newIn({ city: 'gz', pageSize: 100 });
    expect(data.date).toBe(day);
    const expected = await itemsOfDay('gz', day);
    expect(data.total).toBe(expected.length);
    expect(data.list.map((c) => c.itemId)).toEqual(expected.slice(0, 100).map((r) => r.id));
  });

  it('lists the latest upload days with their counts, newest first, within the window', async () => {
    const data = await newIn({ city: 'gz' });
    expect(data.days.length).toBeGreaterThan(0);
    expect(data.days.length).toBeLessThanOrEqual(NEW_IN_DAYS);
    expect(data.days[0]!.date).toBe(data.date);
    const dates = data.days.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const day of data.days) expect(day.count).toBe((await itemsOfDay('gz', day.date)).length);
  });

  it('shows only the asked day: items from 00:00 to 24:00 China time', async () => {
    const { days } = await newIn({ city: 'gz' });
    const older = days[days.length - 1]!;
    const data = await newIn({ city: 'gz', date: older.date, pageSize: 100 });
    expect(data.date).toBe(older.date);
    expect(data.total).toBe(older.count);
    for (const card of data.list) expect(marketDay(new Date(card.upTime))).toBe(older.date);
  });

  it("the nav's new-items badge counts the same day as the page it opens (issue 16 point 5)", async () => {
    for (const city of ['gz', 'pn', 'hz']) {
      const page = await newIn({ city });
      const badge = await ok<{ amount: number }>('/apif/newamount', { city });
      expect(badge.amount, city).toBe(page.total);
    }
  });

  it('answers an empty page for a day without uploads', async () => {
    const data = await newIn({ city: 'gz', date: '2001-01-01' });
    expect(data.total).toBe(0);
    expect(data.list).toEqual([]);
  });

  it('gives guests no prices', async () => {
    const response = await t.get<NewIn>('/apif/global/newIn', { query: { city: 'gz' } });
    expect(response.body.data.list.length).toBeGreaterThan(0);
    expect(response.text).not.toMatch(/"price"/);
  });

  it('answers 400 for a date that is not a calendar day', async () => {
    for (const date of ['2024-02-30', '20240101', 'yesterday']) {
      const { status, body } = await t.get('/apif/global/newIn', { query: { city: 'gz', date } });
      expect(status, date).toBe(400);
      expect(body.message).toMatch(/^date\b/);
    }
  });
});

describe('GET /apif/searchPage with bid (the category list of a market building)', () => {
  it("lists only items of the building's stalls", async () => {
    const [building] = await t.rows<{ bid: number; n: number }>(sql`
      select s.bid, count(*)::int as n from items i join stalls s on s.id = i.shop_id
      where i.city = 'gz' and i.status = 1 group by s.bid order by n desc, s.bid limit 1`);
    const response = await t.get<SearchPage>('/apif/searchPage', {
      query: { city: 'gz', bid: building!.bid, pageSize: 100 },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.total).toBe(Number(building!.n));
    const shopIds = new Set(
      (await t.rows<{ id: number }>(sql`select id from stalls where bid = ${building!.bid}`)).map(
        (r) => r.id,
      ),
    );
    for (const card of response.body.data.list) expect(shopIds.has(card.shopId)).toBe(true);
  });

  it("finds nothing for another city's building", async () => {
    const [other] = await t.rows<{ bid: number }>(
      sql`select bid from market_buildings where city = 'pn' limit 1`,
    );
    const response = await t.get<SearchPage>('/apif/searchPage', { query: { city: 'gz', bid: other!.bid } });
    expect(response.body.data.total).toBe(0);
  });
});

describe('GET /apif/item-ranking/cate-list/v1 and POST /apif/item-ranking/page/v1', () => {
  const post = async (payload: Record<string, string | number>) => {
    const response = await t.app.inject({ method: 'POST', url: '/apif/item-ranking/page/v1', payload });
    return {
      status: response.statusCode,
      body: response.json() as { message: string; data: RankedItemsPage },
    };
  };

  it("lists the city's top-level categories as tabs", async () => {
    const cates = await ok<{ cateId: number; name: string }[]>('/apif/item-ranking/cate-list/v1', {
      city: 'jfn',
    });
    const tops = await t.rows<{ id: number }>(sql`
      select distinct coalesce(c.parent_id, c.id) as id from items i join categories c on c.id = i.category_id
      where i.city = 'jfn' and i.status = 1`);
    expect(new Set(cates.map((c) => c.cateId))).toEqual(new Set(tops.map((r) => r.id)));
  });

  it('ranks items by sales, one per style, numbered from 1; a category keeps to it', async () => {
    const { status, body } = await post({ city: 'gz', pageSize: 50 });
    expect(status).toBe(200);
    const sales = body.data.list.map((c) => c.saleNum);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(body.data.list.map((c) => c.rank)).toEqual(body.data.list.map((_, i) => i + 1));
    const [best] = await t.rows<{ id: number }>(
      sql`select id from items where city = 'gz' and status = 1 order by sale_num desc, id desc limit 1`,
    );
    expect(body.data.list[0]!.itemId).toBe(best!.id);
    // One per style: the image engine's same-style groups (of the main pictures, decision 055) within a
    // leaf category (decision 068).
    const groups = await t.rows<{ id: number; g: string | null }>(sql`
      select m.item_id as id, p.group_id || ' ' || m.category_id as g from image_item_pictures m
        join image_pictures p on p.id = m.picture_id
      where m.city = 'gz' and m.sort = 0`);
    const groupOf = new Map(groups.map((r) => [r.id, r.g]));
    const shown = body.data.list.map((c) => groupOf.get(c.itemId)).filter((g) => g != null);
    expect(new Set(shown).size).toBe(shown.length);

    const [cate] = await ok<{ cateId: number }[]>('/apif/item-ranking/cate-list/v1', { city: 'gz' });
    const inCate = await post({ city: 'gz', cateId: cate!.cateId, pageSize: 50 });
    const tops = await t.rows<{ id: number; top: number }>(sql`
      select i.id, coalesce(c.parent_id, c.id) as top from items i join categories c on c.id = i.category_id
      where i.city = 'gz'`);
    const topOf = new Map(tops.map((r) => [r.id, r.top]));
    expect(inCate.body.data.list.length).toBeGreaterThan(0);
    for (const card of inCate.body.data.list) expect(topOf.get(card.itemId)).toBe(cate!.cateId);
  });

  it('titles the items in the language the body names, over the lang cookie', async () => {
    const { body } = await post({ city: 'gz', lang: 'de', pageSize: 5 });
    const titles = await t.rows<{ id: number; title: string }>(
      sql`select item_id as id, title from item_translations where lang = 'de'`,
    );
    const german = new Map(titles.map((r) => [r.id, r.title]));
    expect(body.data.list.length).toBe(5);
    for (const card of body.data.list) expect(card.title).toBe(german.get(card.itemId));
  });

  it('gives guests no prices and answers 400 naming the field', async () => {
    const { body } = await post({ city: 'gz' });
    expect(body.data.list.every((c) => !('price' in c))).toBe(true);
    const bad = await post({ city: 'gz', cateId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^cateId\b/);
  });
});

describe('GET /apif/hotitem/index', () => {
  const hot = (query: Record<string, string | number>) =>
    ok<RankedItemsPage & { from: string; to: string }>('/apif/hotitem/index', { city: 'gz', ...query });

  it("ranks the city's on-shelf items by the pieces sold in its last seven market days with sales", async () => {
    const data = await hot({ pageSize: 100 });
    const [latest] = await t.rows<{ day: string }>(
      sql`select max(day)::text as day from item_daily_sales where city = 'gz'`,
    );
    expect(data.to).toBe(latest!.day);
    expect(marketDayStart(data.to).getTime() - marketDayStart(data.from).getTime()).toBe(
      (HOT_WINDOW_DAYS - 1) * 86_400_000,
    );
    const expected = await t.rows<{ item_id: number }>(sql`
      select s.item_id from item_daily_sales s join items i on i.id = s.item_id and i.status = 1
      where s.city = 'gz' and s.day between ${data.from} and ${data.to}
      group by s.item_id order by sum(s.pieces) desc, s.item_id desc`);
    expect(data.total).toBe(expected.length);
    expect(data.list.map((c) => c.itemId)).toEqual(expected.slice(0, 100).map((r) => r.item_id));
    expect(data.list.map((c) => c.rank)).toEqual(data.list.map((_, i) => i + 1));
    expect(data.list.every((c) => !('price' in c))).toBe(true);
  });

  it('counts sales inside the window only: a big sale the day before it does not make an item hot', async () => {
    const { from, list } = await hot({ pageSize: 100 });
    const last = list[list.length - 1]!;
    const before = marketDay(new Date(marketDayStart(from).getTime() - 86_400_000));
    await t.database.db.execute(sql`
      insert into item_daily_sales (item_id, city, day, pieces) values (${last.itemId}, 'gz', ${before}, 1000000)
      on conflict (item_id, day) do update set pieces = excluded.pieces`);
    expect((await hot({ pageSize: 100 })).list.map((c) => c.itemId)).toEqual(list.map((c) => c.itemId));
    // The same sale on the window's first day puts it first.
    await t.database.db.execute(sql`
      insert into item_daily_sales (item_id, city, day, pieces) values (${last.itemId}, 'gz', ${from}, 1000000)
      on conflict (item_id, day) do update set pieces = excluded.pieces`);
    expect((await hot({ pageSize: 1 })).list[0]!.itemId).toBe(last.itemId);
  });

  it('leaves out items taken off shelf, and answers the total on a page past the end', async () => {
    const { list, total } = await hot({ pageSize: 2 });
    await t.database.db.execute(sql`update items set status = 0 where id = ${list[0]!.itemId}`);
    const after = await hot({ pageSize: 2 });
    expect(after.list[0]!.itemId).toBe(list[1]!.itemId);
    expect(after.total).toBe(total - 1);
    const past = await hot({ pageSize: 100, page: 500 });
    expect(past.list).toEqual([]);
    expect(past.total).toBe(total - 1);
    await t.database.db.execute(sql`update items set status = 1 where id = ${list[0]!.itemId}`);
  });
});
