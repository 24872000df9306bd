import {
  CODE,
  ITEM_PAGE_STALLS,
  ITEM_ROW_SIZE,
  type ItemCard,
  type ItemDetail,
  type RelatedItems,
  type ShopCard,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Issue "Finding goods", item 4: the item page's calls (spec 3 §7 "Item and shop"), on a seeded catalogue.
const t = suiteFixture(openSignedInSeededApp);
/** An on-shelf item whose style other stalls sell too, one of its SKUs out with an arrival date. */
let rich: {
  id: number;
  vid: string;
  shop_id: number;
  style_group_id: number;
  category_id: number;
  city: string;
};

beforeAll(async () => {
  const [found] = await t.rows<typeof rich>(sql`
    select i.id, i.vid, i.shop_id, i.style_group_id, i.category_id, i.city from items i
    where i.status = 1 and i.style_group_id is not null
      and (select count(distinct o.shop_id) from items o
           where o.style_group_id = i.style_group_id and o.status = 1 and o.shop_id <> i.shop_id) >= 1
    order by i.id limit 1`);
  expect(found, 'the seed has a style sold by two stalls').toBeDefined();
  rich = found!;
  await t.rows(sql`update skus set is_lack = true, stock = 0, lack_reason = '面料缺货',
    arrive_time = now() + interval '5 days', lack_date = now()
    where id = (select min(id) from skus where item_id = ${rich.id})`);
});

const detail = async (vid: string, cookies?: Record<string, string>) => {
  const response = await t.get<ItemDetail>('/apif/item/', { query: { vid }, cookies });
  expect(response.status, response.text).toBe(200);
  return response;
};

describe('GET /apif/item/', () => {
  it("answers the item's gallery, colours, sizes and every SKU with its lack and arrival data", async () => {
    const { body } = await detail(rich.vid);
    const { item } = body.data;
    expect(item.itemId).toBe(rich.id);
    const images = await t.rows<{ url: string }>(
      sql`select url from item_images where item_id = ${rich.id} order by sort`,
    );
    expect(item.images).toEqual(images.map((r) => r.url));
    const skus = await t.rows<{
      id: number;
      color_id: number;
      size_id: number;
      is_lack: boolean;
      lack_reason: string | null;
      arrive_time: Date | null;
    }>(sql`select * from skus where item_id = ${rich.id} order by color_id, size_id`);
    expect(item.skus.map((s) => s.id)).toEqual(skus.map((s) => s.id));
    for (const [i, sku] of item.skus.entries()) {
      const row = skus[i]!;
      expect(sku.skuid).toBe(`;${row.color_id};${row.size_id};`);
      expect(sku.isLack).toBe(row.is_lack);
      expect(sku.lackReason).toBe(row.lack_reason);
      expect(sku.arriveTime).toBe(row.arrive_time ? new Date(row.arrive_time).toISOString() : null);
    }
    expect(item.skus.some((s) => s.isLack && s.arriveTime !== null)).toBe(true);
    expect(new Set(item.colors.map((c) => c.id))).toEqual(new Set(skus.map((s) => s.color_id)));
    expect(new Set(item.sizes.map((s) => s.id))).toEqual(new Set(skus.map((s) => s.size_id)));
    // The same-style count is decided by pictures, which this catalogue does not render: it is held to
    // the same-style page's list in same-style-routes.test.ts.
    expect(item.sameStyleCount).toBe(0);
  });

  it("shows each colour its own picture, and a colour with none of its own no picture, never another colour's", async () => {
    const [item] = await t.rows<{ id: number; vid: string }>(sql`
      select i.id, i.vid from items i where i.status = 1
        and (select count(distinct color_id) from skus where item_id = i.id) >= 2
        and (select count(*) from item_images where item_id = i.id) >= 2
      order by i.id limit 1`);
    const colours = await t.rows<{ color_id: number }>(
      sql`select distinct color_id from skus where item_id = ${item!.id} order by color_id`,
    );
    const [first, second] = colours.map((c) => c.color_id);
    // The gallery's second picture is the second colour's; the first colour has none of its own.
    await t.rows(sql`update item_images set color_id = case when sort = 1 then ${second!}::int end
      where item_id = ${item!.id}`);
    const [{ url }] = (await t.rows<{ url: string }>(
      sql`select url from item_images where item_id = ${item!.id} and sort = 1`,
    )) as [{ url: string }];
    const { body } = await detail(item!.vid);
    const pictureOf = (id: number) => body.data.item.colors.find((colour) => colour.id === id)?.pic;
    expect(pictureOf(second!)).toBe(url);
    expect(pictureOf(first!)).toBeNull();
  });

  it('answers the stall block: badges, credit, and chat only through rightsData.wangwang', async () => {
    const { body } = await detail(rich.vid);
    const [shop] = await t.rows<{
      name: string;
      is_gold_shop: boolean;
      years: number;
      top: number;
      credit_level: number;
      wangwang: boolean;
      ww_nickname: string | null;
    }>(sql`select * from stalls where id = ${rich.shop_id}`);
    const { stall } = body.data;
    expect(stall).toMatchObject({
      shopId: rich.shop_id,
      name: shop!.name,
      isGoldShop: shop!.is_gold_shop,
      years: shop!.years,
      top: shop!.top,
      creditLevel: shop!.credit_level,
      rightsData: { wangwang: shop!.wangwang ? 1 : 0 },
    });
    await t.rows(sql`update stalls set wangwang = false where id = ${rich.shop_id}`);
    const closed = (await detail(rich.vid)).body.data.stall;
    expect(closed.rightsData.wangwang).toBe(0);
    expect(closed.wwNickname).toBeNull();
    await t.rows(sql`update stalls set wangwang = ${shop!.wangwang} where id = ${rich.shop_id}`);
  });

  it('gives a guest no price anywhere: card, list price or SKU', async () => {
    const { body, text } = await detail(rich.vid);
    expect(body.data.signedIn).toBe(false);
    expect(body.data.item.skus.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/"(price|originalPrice|discountPrice)"/);
  });

  it("gives a signed-in buyer the item's and each SKU's price", async () => {
    const { body } = await detail(rich.vid, t.buyer);
    expect(body.data.signedIn).toBe(true);
    const [row] = await t.rows<{ price: string; original_price: string }>(
      sql`select price, original_price from items where id = ${rich.id}`,
    );
    expect(body.data.item.price).toBe(Number(row!.price));
    expect(body.data.item.originalPrice).toBe(Number(row!.original_price));
    const prices = await t.rows<{ id: number; price: string }>(
      sql`select id, price from skus where item_id = ${rich.id}`,
    );
    const byId = new Map(prices.map((p) => [p.id, Number(p.price)]));
    for (const sku of body.data.item.skus) expect(sku.discountPrice).toBe(byId.get(sku.id));
  });

  it('carries the price type and the pre-sale and special-offer flags the page decides by', async () => {
    for (const [priceType, isPreSell, isSpecialOffer] of [
      [1, false, false],
      [2, true, false],
      [0, false, true],
      [3, true, true],
    ] as const) {
      await t.rows(sql`update items set price_type = ${priceType}, is_pre_sell = ${isPreSell},
        is_special_offer = ${isSpecialOffer} where id = ${rich.id}`);
      const { item } = (await detail(rich.vid, t.buyer)).body.data;
      expect(item).toMatchObject({ priceType, isPreSell, isSpecialOffer });
      // Whatever the price type, a guest still gets no price.
      expect((await detail(rich.vid)).body.data.item).not.toHaveProperty('price');
    }
  });

  it('answers 404 for an unknown or delisted item, and 400 naming vid when it is missing', async () => {
    expect((await t.get('/apif/item/', { query: { vid: 'no-such-item' } })).status).toBe(404);
    const [delisted] = await t.rows<{ vid: string }>(sql`select vid from items where status = 0 limit 1`);
    const gone = await t.get('/apif/item/', { query: { vid: delisted!.vid } });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(CODE.notFound);
    const missing = await t.get('/apif/item/');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^vid\b/);
  });
});

describe('GET /apif/item/relatedOpt', () => {
  it("lists the stall's own newest items, never the item itself, and no price for a guest", async () => {
    // The same-style row is matched by pictures, which this catalogue does not render: it is held in
    // same-style-routes.test.ts.
    const response = await t.get<RelatedItems>('/apif/item/relatedOpt', { query: { vid: rich.vid } });
    expect(response.status).toBe(200);
    const { sameShop } = response.body.data;
    expect(sameShop.length).toBeGreaterThan(0);
    expect(sameShop.every((c) => c.shopId === rich.shop_id && c.itemId !== rich.id)).toBe(true);
    const times = sameShop.map((c) => c.upTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(response.text).not.toMatch(/"price":\s*-?\d/);
  });

  it('keeps to pageSize and answers 400 naming it when out of range', async () => {
    const small = await t.get<RelatedItems>('/apif/item/relatedOpt', {
      query: { vid: rich.vid, pageSize: 1 },
    });
    expect(small.body.data.sameShop.length).toBeLessThanOrEqual(1);
    const bad = await t.get('/apif/item/relatedOpt', { query: { vid: rich.vid, pageSize: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^pageSize\b/);
  });
});

describe('GET /apif/v1/item/right/recommend', () => {
  it("recommends the category's best sellers in the item's city, the item left out", async () => {
    const response = await t.get<ItemCard[]>('/apif/v1/item/right/recommend', { query: { vid: rich.vid } });
    expect(response.status).toBe(200);
    const cards = response.body.data;
    const expected = await t.rows<{ id: number }>(sql`select id from items
      where category_id = ${rich.category_id} and city = ${rich.city} and status = 1 and id <> ${rich.id}
      order by sale_num desc, id desc limit 10`);
    expect(cards.map((c) => c.itemId)).toEqual(expected.map((r) => r.id));
    expect(response.text).not.toMatch(/"price"/);
  });

  it('answers 404 for an unknown item', async () => {
    expect((await t.get('/apif/v1/item/right/recommend', { query: { vid: 'nope' } })).status).toBe(404);
  });
});

describe('GET /apif/item/right/recommend/shop', () => {
  it("recommends the city's other stalls selling most of the item's category, by their items' sales", async () => {
    // An item of the city and category sold by the most stalls, so the order has something to check.
    const [item] = await t.rows<{ vid: string; shop_id: number; city: string; category_id: number }>(sql`
      select i.vid, i.shop_id, i.city, i.category_id from items i
      join (select city, category_id from items where status = 1 group by city, category_id
            order by count(distinct shop_id) desc, city, category_id limit 1) busiest using (city, category_id)
      where i.status = 1 order by i.id limit 1`);
    const expected = await t.rows<{ shop_id: number }>(sql`
      select shop_id from items
      where city = ${item!.city} and category_id = ${item!.category_id} and status = 1
        and shop_id <> ${item!.shop_id}
      group by shop_id order by sum(sale_num) desc, shop_id limit ${ITEM_PAGE_STALLS}`);
    expect(expected.length, 'the seed has other stalls selling the category').toBeGreaterThan(1);
    const response = await t.get<ShopCard[]>('/apif/item/right/recommend/shop', {
      query: { vid: item!.vid },
    });
    expect(response.status).toBe(200);
    const stalls = response.body.data;
    expect(stalls.map((s) => s.shopId)).toEqual(expected.map((e) => e.shop_id));
    expect(stalls.every((s) => s.cityMarketCode === item!.city && s.items.length > 0)).toBe(true);
  });

  it('answers 404 for an unknown item and 400 naming vid when it is missing', async () => {
    expect((await t.get('/apif/item/right/recommend/shop', { query: { vid: 'no-such-item' } })).status).toBe(
      404,
    );
    const missing = await t.get('/apif/item/right/recommend/shop');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^vid\b/);
  });
});

describe('GET /apif/item/watchList', () => {
  const watchList = (vid: string, cookies?: Record<string, string>) =>
    t.get<ItemCard[]>('/apif/item/watchList', { query: { vid }, cookies });

  it('lists what the buyers who opened the item also opened, most shared first, then latest', async () => {
    // The seeded shoppers' browsing: the item whose viewers opened the most other items.
    const [busiest] = await t.rows<{ item_id: number; vid: string }>(sql`
      select h.item_id, i.vid from goods_history h join items i on i.id = h.item_id
      join goods_history o on o.user_id = h.user_id and o.item_id <> h.item_id
      where i.status = 1 group by h.item_id, i.vid order by count(*) desc, h.item_id limit 1`);
    expect(busiest, 'the seed has shoppers browsing').toBeDefined();
    const expected = await t.rows<{ item_id: number }>(sql`
      select o.item_id from goods_history h
      join goods_history o on o.user_id = h.user_id and o.item_id <> h.item_id
      join items i on i.id = o.item_id and i.status = 1
      where h.item_id = ${busiest!.item_id}
      group by o.item_id having count(*) >= 2
      order by count(*) desc, max(o.viewed_at) desc, o.item_id desc limit ${ITEM_ROW_SIZE}`);
    expect(expected.length).toBeGreaterThan(1);
    const response = await watchList(busiest!.vid);
    expect(response.status).toBe(200);
    expect(response.body.data.map((c) => c.itemId)).toEqual(expected.map((e) => e.item_id));
    expect(response.text).not.toMatch(/"price":\s*-?\d/);
    const signedIn = await watchList(busiest!.vid, t.buyer);
    expect(signedIn.body.data.every((c) => typeof c.price === 'number')).toBe(true);
  });

  it("shows an item only once two buyers opened both, never one buyer's own trail", async () => {
    const unseen = await t.rows<{ id: number; vid: string }>(sql`
      select id, vid from items where status = 1
        and id not in (select item_id from goods_history) order by id limit 2`);
    const [first, second] = unseen;
    const accounts = await t.rows<{ id: number }>(
      sql`select id from users where email like '%@demo.stallhub' order by email`,
    );
    const [one, two] = accounts.map((a) => a.id);
    await t.services.history.record(one!, first!.id);
    await t.services.history.record(one!, second!.id);
    expect((await watchList(first!.vid)).body.data).toEqual([]);
    await t.services.history.record(two!, first!.id);
    await t.services.history.record(two!, second!.id);
    expect((await watchList(first!.vid)).body.data.map((c) => c.itemId)).toEqual([second!.id]);
    // One of the two asking: only the other's history is left, which is one buyer's.
    const asOne = await watchList(first!.vid, t.buyer);
    expect(asOne.body.data).toEqual([]);
  });

  it('answers 404 for an unknown item', async () => {
    expect((await watchList('no-such-item')).status).toBe(404);
  });
});

describe('GET /apif/item/mid-hot', () => {
  it("answers the city's popular goods, most sales first, prices for buyers only", async () => {
    const guest = await t.get<ItemCard[]>('/apif/item/mid-hot', { query: { city: 'gz' } });
    expect(guest.status).toBe(200);
    const expected = await t.rows<{ id: number }>(
      sql`select id from items where city = 'gz' and status = 1 order by sale_num desc, id desc limit 10`,
    );
    expect(guest.body.data.map((c) => c.itemId)).toEqual(expected.map((r) => r.id));
    expect(guest.text).not.toMatch(/"price":\s*-?\d/);
    const member = await t.get<ItemCard[]>('/apif/item/mid-hot', { query: { city: 'gz' }, cookies: t.buyer });
    expect(member.body.data.every((c) => typeof c.price === 'number')).toBe(true);
  });

  it('answers 400 naming city for an unknown city', async () => {
    const { status, body } = await t.get('/apif/item/mid-hot', { query: { city: 'paris' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^city\b/);
  });
});
