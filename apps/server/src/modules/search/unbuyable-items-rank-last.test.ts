import {
  getHotItems,
  getItemRankingPage,
  getItemRecommend,
  getMidHot,
  type ItemCard,
  type SearchPage,
  VALID_PRICE_TYPES,
} from '@stallhub/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { items } from '../catalogue/tables.ts';

// Issue 26 point 9c: an item whose stall set its price wrong (price type not 1 or 2, the card says
// 价格异常) cannot be bought, so every ranking and sort puts it after every buyable item, however much it
// sold; it is still found. The rule holds on both engines behind SearchIndex.
const buyable = (card: Pick<ItemCard, 'priceType'>) =>
  (VALID_PRICE_TYPES as readonly number[]).includes(card.priceType);

describe.each(['memory', 'postgres'] as const)(
  'items priced wrong rank last (SEARCH_ENGINE=%s)',
  (engine) => {
    const t = suiteFixture(() => openSignedInSeededApp({ env: { SEARCH_ENGINE: engine } }));
    const city = 'gz';
    /** The item made the city's best seller, most uploaded, newest and cheapest, then priced wrong. */
    let sunk: { id: number; artNo: string; categoryId: number };

    const get = async <T>(path: string, query: Record<string, string | number>, signedIn = true) => {
      const response = await t.get<T>(path, { query, cookies: signedIn ? t.buyer : undefined });
      expect(response.status, response.text).toBe(200);
      return response.body.data;
    };
    const search = (query: Record<string, string | number>) =>
      get<SearchPage>('/apif/searchPage', { city, pageSize: 100, ...query });
    const setPriceType = async (priceType: number) => {
      await t.database.db.update(items).set({ priceType }).where(eq(items.id, sunk.id));
      // The change reaches both engines through the index feed, as any item write does.
      expect(await t.services.itemChangeFeed.drain()).toBeGreaterThanOrEqual(1);
    };

    /** Every buyable card comes before every unbuyable one, and the item priced wrong is among the latter. */
    const expectSunkLast = (list: ItemCard[], label: string) => {
      const firstUnbuyable = list.findIndex((card) => !buyable(card));
      expect(firstUnbuyable, `${label}: some buyable card before`).toBeGreaterThan(0);
      expect(
        list.slice(firstUnbuyable).every((card) => !buyable(card)),
        `${label}: no buyable card after an unbuyable one`,
      ).toBe(true);
      expect(
        list.slice(firstUnbuyable).map((card) => card.itemId),
        label,
      ).toContain(sunk.id);
    };

    beforeAll(async () => {
      const [top] = await t.rows<{
        sales: number;
        uploads: number;
        newest: Date;
        cheapest: number;
        buyable: number;
      }>(sql`
      select max(sale_num)::int as sales, max(upload_num)::int as uploads, max(up_time) as newest,
        min(price)::float as cheapest, count(*) filter (where price_type in (1, 2))::int as buyable
      from items where city = ${city} and status = 1`);
      // A page of 100 holds the whole city, so each list below is complete.
      expect(top!.buyable).toBeLessThan(90);
      const [item] = await t.rows<{ id: number; art_no: string; category_id: number }>(sql`
      select id, art_no, category_id from items
      where city = ${city} and status = 1 and price_type = 1 and art_no <> '' order by id limit 1`);
      sunk = { id: item!.id, artNo: item!.art_no, categoryId: item!.category_id };
      await t.database.db
        .update(items)
        .set({
          saleNum: top!.sales + 1000,
          uploadNum: top!.uploads + 1000,
          upTime: new Date(new Date(top!.newest).getTime() + 60_000),
          price: Math.max(top!.cheapest - 1, 0.5),
        })
        .where(eq(items.id, sunk.id));
      // Seven-day hot counts pieces per market day: it sells the most on the city's latest day with sales.
      await t.rows(sql`
      insert into item_daily_sales (item_id, city, day, pieces)
      select ${sunk.id}, ${city}, max(day), 100000 from item_daily_sales where city = ${city}
      on conflict (item_id, day) do update set pieces = excluded.pieces`);
      await t.services.itemChangeFeed.drain();
      // Buyable, it leads the sales order: what it loses below is only for its price type.
      expect((await search({ sort: 'sales' })).list[0]?.itemId).toBe(sunk.id);
      await setPriceType(0);
    });

    it('comes after every buyable item by sales, uploads, newest and price, though it leads each', async () => {
      for (const sort of ['sales', 'uploads', 'newest', 'price_asc', 'price_desc', 'relevance']) {
        const page = await search({ sort });
        expect(page.total, sort).toBe(page.list.length);
        expectSunkLast(page.list, sort);
      }
    });

    it('comes after every buyable item in the default order, with words and without', async () => {
      expectSunkLast((await search({})).list, 'default without words');
      const [word] = await t.rows<{ name: string }>(
        sql`select name from category_translations where category_id = ${sunk.categoryId} and lang = 'cn'`,
      );
      const withWords = await search({ q: word!.name });
      expect(withWords.sort).toBe('relevance');
      expectSunkLast(withWords.list, `default with ${word!.name}`);
    });

    it('is still found: by its art number, in its category list and on merged pages', async () => {
      expect((await search({ q: sunk.artNo })).list.map((card) => card.itemId)).toEqual([sunk.id]);
      expectSunkLast((await search({ vcid: sunk.categoryId, sort: 'sales' })).list, 'category list');
      expectSunkLast((await search({ merge: 1, sort: 'sales' })).list, 'merged by sales');
    });

    it("comes last in the catalogue's rankings: item ranking, seven-day hot, popular goods, recommended row", async () => {
      const ranking = await t.app.inject({
        method: getItemRankingPage.method,
        url: getItemRankingPage.path,
        payload: { city, pageSize: 100 },
        cookies: t.buyer,
      });
      expect(ranking.statusCode, ranking.body).toBe(200);
      expectSunkLast(ranking.json().data.list, 'item ranking');
      const hot = await get<{ list: ItemCard[] }>(getHotItems.path, { city, pageSize: 100 });
      expectSunkLast(hot.list, 'seven-day hot');
      expect(hot.list.filter(buyable).length).toBeGreaterThan(0);

      const [other] = await t.rows<{ vid: string }>(sql`
      select vid from items where city = ${city} and status = 1 and category_id = ${sunk.categoryId}
        and id <> ${sunk.id} order by id limit 1`);
      const recommended = await get<ItemCard[]>(getItemRecommend.path, { vid: other!.vid, pageSize: 40 });
      expectSunkLast(recommended, 'recommended row');
      // Popular goods are the city's best sellers: the item priced wrong no longer leads them.
      const popular = await get<ItemCard[]>(getMidHot.path, { city, pageSize: 40 });
      expect(popular[0]?.itemId).not.toBe(sunk.id);
      expect(popular.slice(0, popular.filter(buyable).length).every(buyable)).toBe(true);
    });

    it('moves with its price type, through the index feed', async () => {
      await setPriceType(2);
      expect((await search({ sort: 'sales' })).list[0]?.itemId).toBe(sunk.id);
      expect((await search({ sort: 'uploads' })).list[0]?.itemId).toBe(sunk.id);
      const [stored] = await t.rows<{ buyable: boolean }>(
        sql`select buyable from item_search_documents where item_id = ${sunk.id}`,
      );
      expect(stored?.buyable).toBe(true);

      await setPriceType(3);
      expectSunkLast((await search({ sort: 'sales' })).list, 'sales after the change');
      expectSunkLast((await search({ sort: 'uploads' })).list, 'uploads after the change');
    });
  },
);
