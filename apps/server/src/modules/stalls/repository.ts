import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { stalls } from './tables.ts';

// The stalls module's data access: the service holds the rules, this file the queries (issue 27 point 3,
// docs/decisions/081). Each function takes the connection or the transaction it runs on.

/** What a summary of a stall is made from. */
const summaryColumns = {
  id: stalls.id,
  name: stalls.name,
  slogan: stalls.slogan,
  city: stalls.city,
  floorId: stalls.floorId,
  position: stalls.position,
  isGoldShop: stalls.isGoldShop,
  cooperateShop: stalls.cooperateShop,
  years: stalls.years,
  top: stalls.top,
  strength: stalls.strength,
  strengthType: stalls.strengthType,
  creditLevel: stalls.creditLevel,
  wangwang: stalls.wangwang,
};

export type SummaryRow = Pick<typeof stalls.$inferSelect, keyof typeof summaryColumns>;

const ranked = (city: string) => and(eq(stalls.city, city), gt(stalls.top, 0));

/**
 * The summaries' rows by id, prepared by name once per database: every item card carries its stall's
 * summary (see item cards).
 */
export function createSummaryReads(db: Db) {
  const byIds = db
    .select(summaryColumns)
    .from(stalls)
    .where(sql`${stalls.id} = any(${sql.placeholder('ids')})`)
    .prepare('stall_summaries');
  return { summaryRows: (ids: readonly number[]): Promise<SummaryRow[]> => byIds.execute({ ids }) };
}

/** A city's stall names for completion, best ranked first. */
export function stallNamesOf(on: Db, city: string) {
  return on
    .select({ shopId: stalls.id, shopName: stalls.name, isGoldShop: stalls.isGoldShop })
    .from(stalls)
    .where(eq(stalls.city, city))
    .orderBy(asc(stalls.top), asc(stalls.id));
}

/** A stall's summary row with its chat and volume figures. */
export async function stallBlockRow(on: Db, id: number) {
  const [row] = await on
    .select({
      ...summaryColumns,
      wwNickname: stalls.wwNickname,
      focusStall: stalls.focusStall,
      upshelfItemNum365d: stalls.upshelfItemNum365d,
    })
    .from(stalls)
    .where(eq(stalls.id, id));
  return row;
}

/** The summary rows of a city's best-ranked stalls, best first. */
export function topRankedRows(on: Db, city: string, limit: number): Promise<SummaryRow[]> {
  return on.select(summaryColumns).from(stalls).where(ranked(city)).orderBy(asc(stalls.top)).limit(limit);
}

export async function stallExists(on: Db, id: number): Promise<boolean> {
  const [row] = await on.select({ id: stalls.id }).from(stalls).where(eq(stalls.id, id));
  return row !== undefined;
}

/** One page of a city's ranked stalls with their sales, best ranked first, and their count. */
export async function rankedStallsPage(on: Db, city: string, offset: number, limit: number) {
  const [page, [counted]] = await Promise.all([
    on
      .select({ shopId: stalls.id, sales: stalls.stallSales })
      .from(stalls)
      .where(ranked(city))
      .orderBy(asc(stalls.top), asc(stalls.id))
      .limit(limit)
      .offset(offset),
    on.select({ n: count() }).from(stalls).where(ranked(city)),
  ]);
  return { stalls: page, total: counted?.n ?? 0 };
}

/** How many stalls of a city are on each floor. */
export function stallCountsByFloor(on: Db, city: string) {
  return on
    .select({ floorId: stalls.floorId, n: count() })
    .from(stalls)
    .where(eq(stalls.city, city))
    .groupBy(stalls.floorId);
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
    eq(stalls.city, input.city),
    eq(stalls.bid, input.bid),
    input.floorId === undefined ? undefined : eq(stalls.floorId, input.floorId),
  );
  const [rows, [counted]] = await Promise.all([
    on
      .select({ id: stalls.id })
      .from(stalls)
      .where(where)
      .orderBy(
        sql`array_position(${sql.param([...input.floorOrder])}::int[], ${stalls.floorId})`,
        asc(stalls.position),
        asc(stalls.id),
      )
      .limit(input.limit)
      .offset(input.offset),
    on.select({ n: count() }).from(stalls).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(counted?.n ?? 0) };
}

/** The ids of a market building's stalls in a city. */
export async function stallIdsInBuilding(on: Db, city: string, bid: number): Promise<number[]> {
  const rows = await on
    .select({ id: stalls.id })
    .from(stalls)
    .where(and(eq(stalls.city, city), eq(stalls.bid, bid)));
  return rows.map((r) => r.id);
}

/**
 * Adds `delta` to stalls' follower counts (never below 0), locking the rows in id order so concurrent
 * follows of several stalls never deadlock.
 */
export async function addToFollowerCounts(on: Db, shopIds: readonly number[], delta: 1 | -1): Promise<void> {
  await on.execute(sql`
    update ${stalls} set focus_stall = greatest(${stalls.focusStall} + ${delta}, 0)
    from (select id from ${stalls} where ${inArray(stalls.id, [...shopIds])} order by id for update) locked
    where ${stalls.id} = locked.id`);
}
