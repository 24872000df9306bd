import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { shops } from './tables.ts';

// The shops module's data access: the service holds the rules, this file the queries (issue 27 point 3,
// docs/decisions/081). Each function takes the connection or the transaction it runs on.

/** What a summary of a stall is made from. */
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

export type SummaryRow = Pick<typeof shops.$inferSelect, keyof typeof summaryColumns>;

const ranked = (city: string) => and(eq(shops.city, city), gt(shops.top, 0));

/**
 * The summaries' rows by id, prepared by name once per database: every item card carries its stall's
 * summary (see item cards).
 */
export function createSummaryReads(db: Db) {
  const byIds = db
    .select(summaryColumns)
    .from(shops)
    .where(sql`${shops.id} = any(${sql.placeholder('ids')})`)
    .prepare('stall_summaries');
  return { summaryRows: (ids: readonly number[]): Promise<SummaryRow[]> => byIds.execute({ ids }) };
}

/** A city's stall names for completion, best ranked first. */
export function stallNamesOf(on: Db, city: string) {
  return on
    .select({ shopId: shops.id, shopName: shops.name, isGoldShop: shops.isGoldShop })
    .from(shops)
    .where(eq(shops.city, city))
    .orderBy(asc(shops.top), asc(shops.id));
}

/** A stall's summary row with its chat and volume figures. */
export async function stallBlockRow(on: Db, id: number) {
  const [row] = await on
    .select({
      ...summaryColumns,
      wwNickname: shops.wwNickname,
      focusStall: shops.focusStall,
      upshelfItemNum365d: shops.upshelfItemNum365d,
    })
    .from(shops)
    .where(eq(shops.id, id));
  return row;
}

/** The summary rows of a city's best-ranked stalls, best first. */
export function topRankedRows(on: Db, city: string, limit: number): Promise<SummaryRow[]> {
  return on.select(summaryColumns).from(shops).where(ranked(city)).orderBy(asc(shops.top)).limit(limit);
}

export async function stallExists(on: Db, id: number): Promise<boolean> {
  const [row] = await on.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
  return row !== undefined;
}

/** One page of a city's ranked stalls with their sales, best ranked first, and their count. */
export async function rankedStallsPage(on: Db, city: string, offset: number, limit: number) {
  const [stalls, [counted]] = await Promise.all([
    on
      .select({ shopId: shops.id, sales: shops.stallSales })
      .from(shops)
      .where(ranked(city))
      .orderBy(asc(shops.top), asc(shops.id))
      .limit(limit)
      .offset(offset),
    on.select({ n: count() }).from(shops).where(ranked(city)),
  ]);
  return { stalls, total: counted?.n ?? 0 };
}

/** How many stalls of a city are on each floor. */
export function stallCountsByFloor(on: Db, city: string) {
  return on
    .select({ floorId: shops.floorId, n: count() })
    .from(shops)
    .where(eq(shops.city, city))
    .groupBy(shops.floorId);
}

/**
 * One page of a building's stalls (or one floor's), floor by floor in `floorOrder`, then by stall number;
 * and their count.
 */
export async function buildingStallsPage(
  on: Db,
  input: {
    city: string;
    bid: number;
    floorId?: number;
    floorOrder: readonly number[];
    offset: number;
    limit: number;
  },
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    eq(shops.city, input.city),
    eq(shops.bid, input.bid),
    input.floorId === undefined ? undefined : eq(shops.floorId, input.floorId),
  );
  const [rows, [counted]] = await Promise.all([
    on
      .select({ id: shops.id })
      .from(shops)
      .where(where)
      .orderBy(
        sql`array_position(${sql.param([...input.floorOrder])}::int[], ${shops.floorId})`,
        asc(shops.position),
        asc(shops.id),
      )
      .limit(input.limit)
      .offset(input.offset),
    on.select({ n: count() }).from(shops).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(counted?.n ?? 0) };
}

/** The ids of a market building's stalls in a city. */
export async function stallIdsInBuilding(on: Db, city: string, bid: number): Promise<number[]> {
  const rows = await on
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.city, city), eq(shops.bid, bid)));
  return rows.map((r) => r.id);
}

/**
 * Adds `delta` to stalls' follower counts (never below 0), locking the rows in id order so concurrent
 * follows of several stalls never deadlock.
 */
export async function addToFollowerCounts(on: Db, shopIds: readonly number[], delta: 1 | -1): Promise<void> {
  await on.execute(sql`
    update ${shops} set focus_stall = greatest(${shops.focusStall} + ${delta}, 0)
    from (select id from ${shops} where ${inArray(shops.id, [...shopIds])} order by id for update) locked
    where ${shops.id} = locked.id`);
}
