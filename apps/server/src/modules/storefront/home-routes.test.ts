import { CITIES, CODE, type FeedPage, type ShopCard } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openSeededTestApp);

type Query = Record<string, string | number>;

const CJK = /[\u3400-\u9fff]/;

describe('GET /apif/index/globalFeed', () => {
  const feed = async (query: Query) => {
    const response = await t.get<FeedPage>('/apif/index/globalFeed', { query: { city: 'gz', ...query } });
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const newestIds = async (city: string) =>
    (
      await t.rows<{ id: number }>(
        sql`select id from items where city = ${city} and status = 1 order by up_time desc, id desc`,
      )
    ).map((r) => r.id);

  it('lists the on-shelf items of the city, newest first', async () => {
    for (const city of CITIES) {
      const expected = await newestIds(city);
      const page = await feed({ city, pageSize: 100 });
      expect(
        page.list.map((c) => c.itemId),
        city,
      ).toEqual(expected.slice(0, 100));
      const times = page.list.map((c) => Date.parse(c.upTime));
      expect(times.every((time, i) => i === 0 || times[i - 1]! >= time)).toBe(true);
    }
  });

  it('pages through the feed without gaps or repeats, saying when there is more', async () => {
    const expected = await newestIds('gz');
    const n = expected.length;
    expect(n).toBeGreaterThan(20);

    const first = await feed({ page: 1, pageSize: 7 });
    const second = await feed({ page: 2, pageSize: 7 });
    expect(first).toMatchObject({ page: 1, pageSize: 7, hasMore: true });
    expect(second).toMatchObject({ page: 2, pageSize: 7, hasMore: true });
    expect([...first.list, ...second.list].map((c) => c.itemId)).toEqual(expected.slice(0, 14));

    const lastPage = Math.ceil(n / 10);
    const last = await feed({ page: lastPage, pageSize: 10 });
    expect(last.hasMore).toBe(false);
    expect(last.list.map((c) => c.itemId)).toEqual(expected.slice((lastPage - 1) * 10));
    expect(await feed({ page: lastPage + 1, pageSize: 10 })).toMatchObject({ list: [], hasMore: false });

    // Exactly one page's worth has no more; one short of it has.
    expect((await feed({ pageSize: n })).hasMore).toBe(false);
    expect((await feed({ pageSize: n - 1 })).hasMore).toBe(true);
  });

  it('gives guests no price on any card, nor anywhere in the answer', async () => {
    for (const lang of ['cn', 'en']) {
      const response = await t.get<FeedPage>('/apif/index/globalFeed', {
        query: { city: 'gz', lang, pageSize: 100 },
      });
      expect(response.body.data.list.length).toBeGreaterThan(0);
      expect(response.body.data.list.length).toBeGreaterThan(0);
      expect(response.text).not.toMatch(/"price"/);
    }
  });

  it('titles cards in each language: English for en, Chinese for cn, Korean for ko', async () => {
    const rows = await t.rows<{ id: number; title: string; en: string }>(sql`
      select i.id, i.title, tr.title as en from items i
      join item_translations tr on tr.item_id = i.id and tr.lang = 'en'
      where i.city = 'gz' and i.status = 1`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const cn = await feed({ lang: 'cn', pageSize: 30 });
    const en = await feed({ lang: 'en', pageSize: 30 });
    expect(en.list.map((c) => c.itemId)).toEqual(cn.list.map((c) => c.itemId));
    for (const card of cn.list) {
      expect(card.title).toBe(byId.get(card.itemId)!.title);
      expect(card.title).toMatch(CJK);
    }
    for (const card of en.list) {
      expect(card.title).toBe(byId.get(card.itemId)!.en);
      expect(card.title).not.toMatch(CJK);
    }
    // Every language has its own titles (decision 051).
    const korean = new Map(
      (
        await t.rows<{ id: number; title: string }>(sql`
          select item_id as id, title from item_translations where lang = 'ko'`)
      ).map((r) => [r.id, r.title]),
    );
    const ko = await feed({ lang: 'ko', pageSize: 30 });
    expect(ko.list.map((c) => c.title)).toEqual(ko.list.map((c) => korean.get(c.itemId)));
    expect(ko.list.map((c) => c.title)).not.toEqual(en.list.map((c) => c.title));
  });

  it('shows each card with its stall', async () => {
    const shops = new Map(
      (await t.rows<{ id: number; name: string; city: string }>(sql`select id, name, city from stalls`)).map(
        (s) => [s.id, s],
      ),
    );
    for (const card of (await feed({ city: 'jfn', pageSize: 50 })).list) {
      expect(shops.get(card.shopId)).toMatchObject({ name: card.shopName, city: 'jfn' });
      expect(card.subName).not.toBe('');
      expect(card.address).toContain(card.position);
    }
  });

  it('answers 400 naming the field at fault', async () => {
    const cases: [Query, RegExp][] = [
      [{ pageSize: 101 }, /^pageSize\b/],
      [{ page: 0 }, /^page\b/],
      [{ city: 'paris' }, /^city\b/],
      [{ lang: 'xx' }, /^lang\b/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await t.get('/apif/index/globalFeed', { query });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body).toMatchObject({ code: CODE.badRequest, data: null });
      expect(body.message).toMatch(message);
    }
  });
});

describe('GET /apif/index/goodShops', () => {
  const goodShops = async (city: string, lang = 'cn') =>
    (await t.get<ShopCard[]>('/apif/index/goodShops', { query: { city, lang } })).body.data;

  it('lists up to ten ranked stalls of the city, best rank first', async () => {
    for (const city of CITIES) {
      const expected = await t.rows<{ id: number }>(
        sql`select id from stalls where city = ${city} and top > 0 order by top asc limit 10`,
      );
      const shops = await goodShops(city);
      expect(
        shops.map((s) => s.shopId),
        city,
      ).toEqual(expected.map((r) => r.id));
      expect(shops.length).toBeLessThanOrEqual(10);
      shops.forEach((shop, i) => {
        expect(shop.top).toBeGreaterThan(0);
        if (i > 0) expect(shop.top).toBeGreaterThan(shops[i - 1]!.top);
        expect(shop.cityMarketCode).toBe(city);
      });
    }
    expect((await goodShops('gz')).length).toBeGreaterThan(0);
  });

  it('shows up to three of the stall own newest on-shelf items', async () => {
    for (const city of CITIES) {
      for (const shop of await goodShops(city)) {
        const newest = await t.rows<{ id: number; vid: string; index_img_url: string }>(sql`
          select id, vid, index_img_url from items where shop_id = ${shop.shopId} and status = 1
          order by up_time desc, id desc limit 3`);
        expect(shop.items.length).toBeLessThanOrEqual(3);
        expect(
          [...shop.items].sort((a, b) => a.itemId - b.itemId),
          `${city} ${shop.shopId}`,
        ).toEqual(
          newest
            .map((r) => ({ itemId: r.id, vid: r.vid, indexImgUrl: r.index_img_url }))
            .sort((a, b) => a.itemId - b.itemId),
        );
      }
    }
  });

  it('names the stall market building in the asked language', async () => {
    const cn = await goodShops('gz', 'cn');
    const en = await goodShops('gz', 'en');
    expect(en.map((s) => s.shopId)).toEqual(cn.map((s) => s.shopId));
    expect(cn[0]!.subName).toMatch(CJK);
    expect(en[0]!.subName).not.toMatch(CJK);
    expect(en[0]!.subName).not.toBe('');
  });
});
