import {
  HOT_WINDOW_DAYS,
  type Language,
  MARKET_UTC_OFFSET_HOURS,
  NEW_IN_DAYS,
  type NewIn,
  RANK_THUMBS_PER_SHOP,
  type RankedItemsPage,
  type RankedShop,
  type RankIndex,
} from '@stallhub/contracts';
import { and, asc, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CategoriesService } from '../catalogue/categories-service.ts';
import type { ItemsService } from '../catalogue/items-service.ts';
import { itemDailySales, items } from '../catalogue/tables.ts';
import type { SearchIndex } from '../search/search-index.ts';
import type { ShopSummary, ShopsService } from '../shops/service.ts';
import { toShopCard } from '../shops/shop-cards.ts';
import { shops } from '../shops/tables.ts';
import { shopCategoryRanks } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = MARKET_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/** The market day (UTC+8) an instant falls on, as YYYY-MM-DD. */
export const marketDay = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
/** The instant a market day starts. */
export const marketDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** Recomputes every city's stall ranking per top-level category from on-shelf sales, in one transaction. */
export async function refreshRankings(db: Db) {
  await db.transaction(async (tx) => {
    await tx.delete(shopCategoryRanks);
    await tx.execute(sql`
      insert into shop_category_ranks (city, category_id, rank, shop_id, sales)
      select city, top_id, row_number() over (partition by city, top_id order by sales desc, shop_id), shop_id, sales
      from (
        select i.city, coalesce(c.parent_id, c.id) as top_id, i.shop_id, sum(i.sale_num)::int as sales
        from items i join categories c on c.id = i.category_id
        where i.status = 1
        group by 1, 2, 3
      ) per_shop
      where sales > 0`);
  });
}

/** Computes the rankings when none exist yet (a catalogue seeded before them); true when it did. */
export async function refreshRankingsIfEmpty(db: Db): Promise<boolean> {
  const [any] = await db.select({ city: shopCategoryRanks.city }).from(shopCategoryRanks).limit(1);
  if (any) return false;
  await refreshRankings(db);
  return true;
}

export function createRankingsService(
  db: Db,
  deps: { shops: ShopsService; items: ItemsService; categories: CategoriesService; index: SearchIndex },
) {
  /** The city's latest upload day: lists by day are counted back from it, so a quiet day shows the last batch. */
  async function lastUploadDay(city: string): Promise<string> {
    const [latest] = await db
      .select({ at: items.upTime })
      .from(items)
      .where(and(eq(items.city, city), eq(items.status, 1)))
      .orderBy(desc(items.upTime))
      .limit(1);
    return marketDay(latest?.at ?? new Date());
  }

  /** Items sold in a window, for a page past the last (where the window function has no row to count on). */
  async function countHot(city: string, from: string, to: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct s.item_id)::int as n
        from ${itemDailySales} s join ${items} i on i.id = s.item_id and i.status = 1
        where s.city = ${city} and s.day between ${from} and ${to}`,
    );
    return Number(row?.n ?? 0);
  }

  async function ranked(
    rows: { shopId: number; rank: number; sales: number }[],
    summaries: Map<number, ShopSummary>,
  ): Promise<RankedShop[]> {
    const thumbs = await deps.items.latestThumbs(
      rows.map((r) => r.shopId),
      RANK_THUMBS_PER_SHOP,
    );
    return rows.flatMap((r) => {
      const s = summaries.get(r.shopId);
      if (!s) return [];
      return [
        {
          ...toShopCard(s, thumbs),
          rank: r.rank,
          sales: r.sales,
        },
      ];
    });
  }

  return {
    /** Top-level categories the city sells, in the menu's order: the item ranking's tabs. */
    async itemRankingCates(city: string, lang: Language) {
      const menu = await deps.categories.menu(city, lang);
      return menu.map((c) => ({ cateId: c.pid, name: c.pname }));
    },

    /** Best sellers of a city (or of one top-level category), one per style, through the search engine's sales order. */
    async itemRanking(
      input: { city: string; cateId?: number; page: number; pageSize: number },
      viewer: Viewer,
    ): Promise<RankedItemsPage> {
      const { city, page, pageSize } = input;
      const offset = (page - 1) * pageSize;
      const result = await deps.index.search({
        city,
        terms: [],
        categoryId: input.cateId || undefined,
        filters: {},
        sort: 'sales',
        merge: true,
        offset,
        limit: pageSize,
        facets: false,
      });
      const cards = await deps.items.cardsByIds(result.itemIds, viewer);
      return {
        list: cards.map((card, i) => ({ ...card, rank: offset + i + 1 })),
        total: result.total,
        page,
        pageSize,
      };
    },

    /**
     * Seven-day hot items: the city's on-shelf items by the pieces they sold in its last seven market days
     * with sales (counted back from its latest one, so a quiet day shows last week), most sold first.
     * Reads the (city, day) index range of those days only.
     */
    async hotItems(
      input: { city: string; page: number; pageSize: number },
      viewer: Viewer,
    ): Promise<RankedItemsPage & { from: string; to: string }> {
      const { city, page, pageSize } = input;
      const offset = (page - 1) * pageSize;
      const [latest] = await db
        .select({ day: itemDailySales.day })
        .from(itemDailySales)
        .where(eq(itemDailySales.city, city))
        .orderBy(desc(itemDailySales.day))
        .limit(1);
      const to = latest?.day ?? marketDay(new Date());
      const from = marketDay(new Date(marketDayStart(to).getTime() - (HOT_WINDOW_DAYS - 1) * DAY_MS));
      const rows = await queryRows<{ item_id: number; total: number }>(
        db,
        sql`
        select s.item_id, count(*) over ()::int as total
        from ${itemDailySales} s join ${items} i on i.id = s.item_id and i.status = 1
        where s.city = ${city} and s.day between ${from} and ${to}
        group by s.item_id
        order by sum(s.pieces) desc, s.item_id desc
        limit ${pageSize} offset ${offset}`,
      );
      const total = rows[0]?.total ?? (offset > 0 ? await countHot(city, from, to) : 0);
      const cards = await deps.items.cardsByIds(
        rows.map((r) => Number(r.item_id)),
        viewer,
      );
      return {
        list: cards.map((card, i) => ({ ...card, rank: offset + i + 1 })),
        total: Number(total),
        page,
        pageSize,
        from,
        to,
      };
    },

    /**
     * A city's stall ranking: the whole market in the order of the stalls' ranking (the top-N badge's rank,
     * spec 3 §5), or a
     * category by the pieces its stalls sold there, from the refreshed ranking table.
     */
    async rankIndex(
      input: { city: string; cateId?: number; page: number; pageSize: number },
      lang: Language,
    ): Promise<RankIndex> {
      const { city, page, pageSize } = input;
      const cateId = input.cateId ?? 0;
      const offset = (page - 1) * pageSize;
      const menu = await deps.categories.menu(city, lang);
      const rankedCates = await db
        .selectDistinct({ categoryId: shopCategoryRanks.categoryId })
        .from(shopCategoryRanks)
        .where(eq(shopCategoryRanks.city, city));
      const withRanks = new Set(rankedCates.map((r) => r.categoryId));
      const cates = [
        { cateId: 0, name: '' },
        ...menu.filter((c) => withRanks.has(c.pid)).map((c) => ({ cateId: c.pid, name: c.pname })),
      ];

      let rows: { shopId: number; rank: number; sales: number }[];
      let total: number;
      if (cateId === 0) {
        const where = and(eq(shops.city, city), gt(shops.top, 0));
        const [found, [counted]] = await Promise.all([
          db
            .select({ shopId: shops.id, rank: shops.top, sales: shops.stallSales })
            .from(shops)
            .where(where)
            .orderBy(asc(shops.top), asc(shops.id))
            .limit(pageSize)
            .offset(offset),
          db.select({ n: count() }).from(shops).where(where),
        ]);
        // The place in the city's ranking; the stall's platform-wide rank stays on its top-N badge.
        rows = found.map((r, i) => ({ ...r, rank: offset + i + 1 }));
        total = counted?.n ?? 0;
      } else {
        const where = and(eq(shopCategoryRanks.city, city), eq(shopCategoryRanks.categoryId, cateId));
        const [found, [counted]] = await Promise.all([
          db
            .select({
              shopId: shopCategoryRanks.shopId,
              rank: shopCategoryRanks.rank,
              sales: shopCategoryRanks.sales,
            })
            .from(shopCategoryRanks)
            .where(where)
            .orderBy(asc(shopCategoryRanks.rank))
            .limit(pageSize)
            .offset(offset),
          db.select({ n: count() }).from(shopCategoryRanks).where(where),
        ]);
        rows = found;
        total = counted?.n ?? 0;
      }
      const summaries = await deps.shops.summaries(
        rows.map((r) => r.shopId),
        lang,
      );
      return { cates, cateId, list: await ranked(rows, summaries), total, page, pageSize };
    },

    /**
     * Items put on shelf in a city on one market day (UTC+8), newest first; without a date, the latest
     * day with uploads. The days list the latest upload days to switch between.
     */
    async newIn(
      input: { city: string; date?: string; page: number; pageSize: number },
      viewer: Viewer,
    ): Promise<NewIn> {
      const { city, page, pageSize } = input;
      const onShelf = and(eq(items.city, city), eq(items.status, 1));
      const lastDay = await lastUploadDay(city);
      // Each day counted through the (city, up_time) index: a bounded range per day, never the whole city.
      const firstDay = marketDay(new Date(marketDayStart(lastDay).getTime() - (NEW_IN_DAYS - 1) * DAY_MS));
      const perDay = await queryRows<{ day: string; n: number }>(
        db,
        sql`select to_char(${items.upTime} + interval '${sql.raw(String(MARKET_UTC_OFFSET_HOURS))} hours', 'YYYY-MM-DD') as day,
              count(*)::int as n
            from ${items}
            where ${items.city} = ${city} and ${items.status} = 1
              and ${items.upTime} >= ${marketDayStart(firstDay).toISOString()}
              and ${items.upTime} < ${new Date(marketDayStart(lastDay).getTime() + DAY_MS).toISOString()}
            group by 1 order by 1 desc`,
      );
      const days = perDay.map((d) => ({ date: d.day, count: Number(d.n) }));
      const date = input.date ?? lastDay;
      const start = marketDayStart(date);
      const end = new Date(start.getTime() + DAY_MS);
      const inDay = and(onShelf, gte(items.upTime, start), lt(items.upTime, end));
      const [ids, [counted]] = await Promise.all([
        db
          .select({ id: items.id })
          .from(items)
          .where(inDay)
          .orderBy(desc(items.upTime), desc(items.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(items).where(inDay),
      ]);
      return {
        date,
        days,
        list: await deps.items.cardsByIds(
          ids.map((r) => r.id),
          viewer,
        ),
        total: counted?.n ?? 0,
        page,
        pageSize,
      };
    },
  };
}

export type RankingsService = ReturnType<typeof createRankingsService>;
