import type { Language } from '@stallhub/contracts';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { MarketsService } from '../catalogue/index.ts';
import { shops } from './tables.ts';

/** What an item card or a stall row shows of a stall. */
export interface ShopSummary {
  shopId: number;
  name: string;
  slogan: string;
  city: string;
  subName: string;
  floor: string;
  position: string;
  isGoldShop: boolean;
  cooperateShop: boolean;
  years: number;
  top: number;
  strength: boolean;
  strengthType: number;
  creditLevel: number;
  wangwang: boolean;
}

const summaryColumns = {
  id: shops.id,
  name: shops.name,
  slogan: shops.slogan,
  city: shops.city,
  floorId: shops.floorId,
  position: shops.position,
  isGoldShop: shops.isGoldShop,
  cooperateShop: shops.cooperateShop,
  years: shops.years,
  top: shops.top,
  strength: shops.strength,
  strengthType: shops.strengthType,
  creditLevel: shops.creditLevel,
  wangwang: shops.wangwang,
};

type SummaryRow = Pick<typeof shops.$inferSelect, keyof typeof summaryColumns>;

export function createShopsService(db: Db, markets: MarketsService) {
  // Stall names for completion while typing, per city and best ranked first, held a minute: a keystroke
  // then scans names in memory instead of querying, and a new or renamed stall shows within the minute.
  const namesOf = keyedReferenceCache(async (city: string) => {
    const rows = await db
      .select({ shopId: shops.id, shopName: shops.name, isGoldShop: shops.isGoldShop })
      .from(shops)
      .where(eq(shops.city, city))
      .orderBy(asc(shops.top), asc(shops.id));
    return rows.map((row) => ({ row, folded: row.shopName.toLowerCase() }));
  });

  async function summarise(rows: SummaryRow[], lang: Language) {
    const places = await markets.places(new Set(rows.map((r) => r.floorId)), lang);
    return rows.map(
      (r): ShopSummary => ({
        shopId: r.id,
        name: r.name,
        slogan: r.slogan,
        city: r.city,
        subName: places.get(r.floorId)?.buildingName ?? '',
        floor: places.get(r.floorId)?.floorName ?? '',
        position: r.position,
        isGoldShop: r.isGoldShop,
        cooperateShop: r.cooperateShop,
        years: r.years,
        top: r.top,
        strength: r.strength,
        strengthType: r.strengthType,
        creditLevel: r.creditLevel,
        wangwang: r.wangwang,
      }),
    );
  }

  const selectSummaries = () => db.select(summaryColumns).from(shops);
  // Every item card carries its stall's summary: built once and prepared by name (see item cards).
  const summariesByIds = selectSummaries()
    .where(sql`${shops.id} = any(${sql.placeholder('ids')})`)
    .prepare('stall_summaries');

  return {
    async summaries(ids: readonly number[], lang: Language): Promise<Map<number, ShopSummary>> {
      if (ids.length === 0) return new Map();
      const rows = await summariesByIds.execute({ ids: [...new Set(ids)] });
      return new Map((await summarise(rows, lang)).map((s) => [s.shopId, s]));
    },

    /** The item page's stall block: the summary with chat and volume figures; undefined when unknown. */
    async stallBlock(id: number, lang: Language) {
      const [row] = await db
        .select({
          ...summaryColumns,
          wwNickname: shops.wwNickname,
          focusStall: shops.focusStall,
          upshelfItemNum365d: shops.upshelfItemNum365d,
        })
        .from(shops)
        .where(eq(shops.id, id));
      if (!row) return undefined;
      const [summary] = await summarise([row], lang);
      return {
        ...summary!,
        wwNickname: row.wwNickname,
        focusStall: row.focusStall,
        upshelfItemNum365d: row.upshelfItemNum365d,
      };
    },

    /** The best-ranked stalls of a city, for the home page's row of stalls. */
    async topRanked(city: string, lang: Language, limit: number): Promise<ShopSummary[]> {
      const rows = await selectSummaries()
        .where(and(eq(shops.city, city), gt(shops.top, 0)))
        .orderBy(asc(shops.top))
        .limit(limit);
      return summarise(rows, lang);
    },

    /** Whether a stall of this id exists. */
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
      return row !== undefined;
    },

    /** One page of a city's ranked stalls, best ranked first (the top-N badge's order), and their count. */
    async rankedInCity(
      city: string,
      offset: number,
      limit: number,
    ): Promise<{ stalls: { shopId: number; sales: number }[]; total: number }> {
      const where = and(eq(shops.city, city), gt(shops.top, 0));
      const [stalls, [counted]] = await Promise.all([
        db
          .select({ shopId: shops.id, sales: shops.stallSales })
          .from(shops)
          .where(where)
          .orderBy(asc(shops.top), asc(shops.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(shops).where(where),
      ]);
      return { stalls, total: counted?.n ?? 0 };
    },

    /** How many stalls of a city are on each floor, by floor id. */
    async countsByFloor(city: string): Promise<Map<number, number>> {
      const rows = await db
        .select({ floorId: shops.floorId, n: count() })
        .from(shops)
        .where(eq(shops.city, city))
        .groupBy(shops.floorId);
      return new Map(rows.map((r) => [r.floorId, Number(r.n)]));
    },

    /**
     * One page of a building's stalls (or one floor's), floor by floor in `floorOrder` (the building's
     * floor ids, bottom up), then by stall number; and their count.
     */
    async pageInBuilding(input: {
      city: string;
      bid: number;
      floorId?: number;
      floorOrder: readonly number[];
      page: number;
      pageSize: number;
    }): Promise<{ ids: number[]; total: number }> {
      const { city, bid, floorId, page, pageSize } = input;
      const where = and(
        eq(shops.city, city),
        eq(shops.bid, bid),
        floorId === undefined ? undefined : eq(shops.floorId, floorId),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: shops.id })
          .from(shops)
          .where(where)
          .orderBy(
            sql`array_position(${sql.param([...input.floorOrder])}::int[], ${shops.floorId})`,
            asc(shops.position),
            asc(shops.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(shops).where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(counted?.n ?? 0) };
    },

    /** The stalls of a market building in a city (none when the building is another city's). */
    async idsInBuilding(city: string, bid: number): Promise<number[]> {
      const rows = await db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.city, city), eq(shops.bid, bid)));
      return rows.map((r) => r.id);
    },

    /**
     * Raises or lowers stalls' follower counts (shown as focusStall) inside the caller's transaction,
     * locking the rows in id order so concurrent follows of several stalls never deadlock.
     */
    async countFollowers(on: Db, shopIds: readonly number[], delta: 1 | -1) {
      if (shopIds.length === 0) return;
      await on.execute(sql`
        update ${shops} set focus_stall = greatest(${shops.focusStall} + ${delta}, 0)
        from (select id from ${shops} where ${inArray(shops.id, [...shopIds])} order by id for update) locked
        where ${shops.id} = locked.id`);
    },

    /** Stalls whose name contains the typed text, for search suggestions. */
    async matching(city: string, text: string, limit: number) {
      const needle = text.toLowerCase();
      const found: { shopId: number; shopName: string; isGoldShop: boolean }[] = [];
      for (const { row, folded } of await namesOf(city)) {
        if (!folded.includes(needle)) continue;
        found.push(row);
        if (found.length === limit) break;
      }
      return found;
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
