import { CODE, SAME_STYLE_SORTS, type SameStylePage, type SameStyleSort } from '@stallhub/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// GET /apif/samestyle/v3 (spec 3 §7 "Image search and same-style"): the item's style from other stalls.
const t = suiteFixture(openSignedInSeededApp);
/** The compared item and its style group, city and stall. */
let source: { id: number; vid: string; shop_id: number; city: string; group: number };
/** Items of the group the page must leave out: the item's own stall's, a delisted one, another city's. */
let ownStall: number;
let delisted: number;
let elsewhere: { id: number; city: string };

const SORT_SQL: Record<SameStyleSort, SQL> = {
  price_asc: sql`price asc, id desc`,
  price_desc: sql`price desc, id desc`,
  sales: sql`sale_num desc, id desc`,
  newest: sql`up_time desc, id desc`,
};

/** The ids the page should list, computed from the tables. */
const expectedIds = async (sort: SameStyleSort, city = source.city) =>
  (
    await t.rows<{ id: number }>(sql`select id from items
      where style_group_id = ${source.group} and status = 1 and city = ${city} and shop_id <> ${source.shop_id}
      order by ${SORT_SQL[sort]}`)
  ).map((r) => r.id);

const sameStyle = (query: Record<string, string | number>, cookies?: Record<string, string>) =>
  t.get<SameStylePage>('/apif/samestyle/v3', { query, cookies });

/** One on-shelf item of the city with no style group, from a stall not yet used. */
async function freeItem(city: string, not: SQL = sql`true`) {
  const [row] = await t.rows<{ id: number; shop_id: number }>(sql`select id, shop_id from items
    where city = ${city} and status = 1 and style_group_id is null and ${not} order by id limit 1`);
  expect(row, `a free item in ${city}`).toBeDefined();
  return row!;
}

beforeAll(async () => {
  // A new style in the city with the most stalls, first sold by its stall with the most items (one more
  // of its own joins it below).
  const [city] = await t.rows<{ city: string; shop_id: number; group: number }>(sql`
    with free as (select city, shop_id, count(*) as n from items
                  where status = 1 and style_group_id is null group by city, shop_id),
      busiest as (select city from free group by city order by count(*) desc limit 1)
    select city, shop_id, (select coalesce(max(style_group_id), 0) + 1 from items) as group
    from free join busiest using (city) order by n desc, shop_id limit 1`);
  const first = await freeItem(city!.city, sql`shop_id = ${city!.shop_id}`);
  await t.rows(sql`update items set style_group_id = ${city!.group} where id = ${first.id}`);
  const [found] = await t.rows<typeof source>(sql`
    select id, vid, shop_id, city, style_group_id as group from items where id = ${first.id}`);
  source = found!;
  // The city's other stalls join the style, one of them with two items, with prices (one tie), sales
  // and upload times that give each sort its own order.
  const shops = (
    await t.rows<{ shop_id: number }>(sql`select distinct shop_id from items
      where city = ${source.city} and shop_id <> ${source.shop_id} order by shop_id`)
  ).map((r) => r.shop_id);
  expect(shops.length, 'the city has other stalls').toBeGreaterThanOrEqual(2);
  const joined = [
    { price: 35, sales: 5, days: 3 },
    { price: 20, sales: 90, days: 1 },
    { price: 20, sales: 40, days: 9 },
    { price: 58, sales: 12, days: 5 },
  ];
  for (const [i, { price, sales, days }] of joined.entries()) {
    const row = await freeItem(source.city, sql`shop_id = ${shops[i % shops.length]}`);
    await t.rows(sql`update items set style_group_id = ${source.group}, price = ${price}, sale_num = ${sales},
      up_time = now() - make_interval(days => ${days}) where id = ${row.id}`);
  }
  ownStall = (await freeItem(source.city, sql`shop_id = ${source.shop_id}`)).id;
  delisted = (await freeItem(source.city, sql`shop_id = ${shops[0]}`)).id;
  await t.rows(sql`update items set style_group_id = ${source.group} where id = ${ownStall}`);
  await t.rows(sql`update items set style_group_id = ${source.group}, status = 0 where id = ${delisted}`);
  const [other] = await t.rows<{ city: string }>(
    sql`select city from items where city <> ${source.city} and status = 1 group by city order by city limit 1`,
  );
  elsewhere = { id: (await freeItem(other!.city)).id, city: other!.city };
  await t.rows(sql`update items set style_group_id = ${source.group} where id = ${elsewhere.id}`);
});

describe('GET /apif/samestyle/v3', () => {
  it.each(SAME_STYLE_SORTS)(
    'lists the on-shelf items of other stalls of the city in the order of %s',
    async (sort) => {
      const { status, body } = await sameStyle({ itemId: source.id, sort }, t.buyer);
      expect(status).toBe(200);
      const expected = await expectedIds(sort);
      expect(expected.length).toBeGreaterThanOrEqual(4);
      expect(body.data.sort).toBe(sort);
      expect(body.data.list.map((c) => c.itemId)).toEqual(expected);
      expect(body.data.total).toBe(expected.length);
    },
  );

  it("leaves out the item's own stall, delisted items and other cities", async () => {
    const { body } = await sameStyle({ itemId: source.id }, t.buyer);
    const ids = body.data.list.map((c) => c.itemId);
    expect(ids).not.toContain(source.id);
    expect(ids).not.toContain(ownStall);
    expect(ids).not.toContain(delisted);
    expect(ids).not.toContain(elsewhere.id);
    expect(body.data.list.every((c) => c.shopId !== source.shop_id)).toBe(true);
    expect(body.data.searchCity).toBe(source.city);
  });

  it('sorts cheapest first for a signed-in buyer and best sellers first for a guest', async () => {
    const member = await sameStyle({ itemId: source.id }, t.buyer);
    expect(member.body.data.sort).toBe('price_asc');
    expect(member.body.data.list.map((c) => c.itemId)).toEqual(await expectedIds('price_asc'));
    const guest = await sameStyle({ itemId: source.id });
    expect(guest.body.data.sort).toBe('sales');
    expect(guest.body.data.list.map((c) => c.itemId)).toEqual(await expectedIds('sales'));
  });

  it('gives a guest no price at all: not the item, the cards or the comparison', async () => {
    const { body, text } = await sameStyle({ itemId: source.id, sort: 'price_asc' });
    expect(body.data.item.itemId).toBe(source.id);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.compete.stalls).toBeGreaterThan(0);
    expect(text).not.toMatch(/"(price|minPrice|maxPrice)"/);
  });

  it('gives a signed-in buyer every price and the lowest and highest of the other stalls', async () => {
    const { body } = await sameStyle({ itemId: source.id }, t.buyer);
    const [row] = await t.rows<{ stalls: number; low: string; high: string; own: string }>(sql`
      select count(distinct shop_id)::int as stalls, min(price) as low, max(price) as high,
        (select price from items where id = ${source.id}) as own
      from items where style_group_id = ${source.group} and status = 1 and city = ${source.city}
        and shop_id <> ${source.shop_id}`);
    expect(body.data.compete).toEqual({
      stalls: row!.stalls,
      minPrice: Number(row!.low),
      maxPrice: Number(row!.high),
    });
    // One stall sells two items of the style: stalls are counted once.
    expect(row!.stalls).toBeLessThan(body.data.total);
    expect(body.data.item.price).toBe(Number(row!.own));
    const prices = await t.rows<{ id: number; price: string }>(
      sql`select id, price from items where style_group_id = ${source.group}`,
    );
    const byId = new Map(prices.map((p) => [p.id, Number(p.price)]));
    for (const card of body.data.list) expect(card.price).toBe(byId.get(card.itemId));
  });

  it('counts the stalls for a guest too', async () => {
    const { body } = await sameStyle({ itemId: source.id });
    const [row] = await t.rows<{ stalls: number }>(sql`select count(distinct shop_id)::int as stalls
      from items where style_group_id = ${source.group} and status = 1 and city = ${source.city}
        and shop_id <> ${source.shop_id}`);
    expect(body.data.compete.stalls).toBe(row!.stalls);
  });

  it('pages through the list, keeping the total', async () => {
    const expected = await expectedIds('newest');
    const first = await sameStyle({ itemId: source.id, sort: 'newest', pageSize: 2 });
    const second = await sameStyle({ itemId: source.id, sort: 'newest', pageSize: 2, page: 2 });
    expect(first.body.data.list.map((c) => c.itemId)).toEqual(expected.slice(0, 2));
    expect(second.body.data.list.map((c) => c.itemId)).toEqual(expected.slice(2, 4));
    expect(second.body.data).toMatchObject({ total: expected.length, page: 2, pageSize: 2 });
    const past = await sameStyle({ itemId: source.id, sort: 'newest', pageSize: 2, page: 50 });
    expect(past.body.data.list).toEqual([]);
  });

  it("compares in another city's market when searchCity names it", async () => {
    const { body } = await sameStyle({ itemId: source.id, searchCity: elsewhere.city, sort: 'newest' });
    expect(body.data.searchCity).toBe(elsewhere.city);
    expect(body.data.list.map((c) => c.itemId)).toEqual(await expectedIds('newest', elsewhere.city));
    expect(body.data.list.map((c) => c.itemId)).toContain(elsewhere.id);
  });

  it('finds the item by itemVid, as /main/samestyle links it', async () => {
    const { status, body } = await sameStyle({ itemVid: source.vid });
    expect(status).toBe(200);
    expect(body.data.item.itemId).toBe(source.id);
    expect(body.data.list.map((c) => c.itemId)).toEqual(await expectedIds('sales'));
  });

  it('answers an item without a style group with an empty page, not an error', async () => {
    const lone = await freeItem(source.city);
    const { status, body } = await sameStyle({ itemId: lone.id });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      onShelf: true,
      list: [],
      total: 0,
      // A guest's comparison: how many stalls, and no price field.
      compete: { stalls: 0 },
    });
    expect(body.data.compete).toEqual({ stalls: 0 });
    expect(body.data.item.itemId).toBe(lone.id);
  });

  it('still compares the style of a delisted item, saying it is off shelf', async () => {
    const [gone] = await t.rows<{ id: number }>(
      sql`select id from items where status = 0 order by id limit 1`,
    );
    const { status, body } = await sameStyle({ itemId: gone!.id });
    expect(status).toBe(200);
    expect(body.data.onShelf).toBe(false);
    expect(body.data.item.itemId).toBe(gone!.id);
  });

  it('answers 404 in the envelope for an unknown item', async () => {
    const { status, body } = await sameStyle({ itemId: 99_999_999 });
    expect(status).toBe(404);
    expect(body.code).toBe(CODE.notFound);
    expect(body.message).toMatch(/^itemId\b/);
    expect((await sameStyle({ itemVid: 'no-such-item' })).status).toBe(404);
  });

  it.each([
    ['itemId', {}],
    ['itemId', { itemId: 'abc' }],
    ['itemId', { itemId: -3 }],
    ['sort', { itemId: 1, sort: 'relevance' }],
    ['searchCity', { itemId: 1, searchCity: 'paris' }],
    ['pageSize', { itemId: 1, pageSize: 0 }],
    ['page', { itemId: 1, page: 0 }],
  ] as const)('answers 400 naming %s when it is wrong (%o)', async (field, query) => {
    const { status, body } = await sameStyle(query);
    expect(status).toBe(400);
    expect(body.code).toBe(CODE.badRequest);
    expect(body.message).toMatch(new RegExp(`^${field}\\b`));
  });

  it('reads a style group through its index, not a scan of every item', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql`explain select id from items
        where style_group_id = 7 and status = 1 and city = 'gz' and shop_id <> 3
        order by price asc, id desc limit 40`);
      return JSON.stringify(rows);
    });
    expect(plan).toMatch(/items_style_group_id_index/);
  });
});
