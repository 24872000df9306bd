import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { blockedStalls, favouriteItems, followedStalls } from './tables.ts';

// The favourites module's data access (docs/decisions/081): the three lists a user keeps, one row per
// user and item or stall, each with when it was kept.

const LISTS = {
  favouriteItems: { table: favouriteItems, key: favouriteItems.itemId },
  followedStalls: { table: followedStalls, key: followedStalls.shopId },
  blockedStalls: { table: blockedStalls, key: blockedStalls.shopId },
} as const;

/** Which list: favourite items, followed stalls or blocked stalls. */
export type KeptList = keyof typeof LISTS;
/** A kept row: the item's or stall's id, and when it was kept. */
export type Kept = { id: number; since: Date };

const ownedBy = (list: KeptList, userId: number) => eq(LISTS[list].table.userId, userId);

/** Which of `ids` the user keeps on the list (all kept ids without `ids`). */
export async function keptAmong(
  on: Db,
  list: KeptList,
  userId: number,
  ids?: readonly number[],
): Promise<number[]> {
  const { table, key } = LISTS[list];
  if (ids?.length === 0) return [];
  const rows = await on
    .select({ id: key })
    .from(table)
    .where(and(ownedBy(list, userId), ids ? inArray(key, [...ids]) : undefined));
  return rows.map((row) => row.id);
}

/** How many the user keeps on the list. */
export async function keptCount(on: Db, list: KeptList, userId: number): Promise<number> {
  const [row] = await on.select({ n: count() }).from(LISTS[list].table).where(ownedBy(list, userId));
  return row?.n ?? 0;
}

/** Adds ids to the user's list; answers those that were not there yet. */
export async function addKept(
  on: Db,
  list: KeptList,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows =
    list === 'favouriteItems'
      ? await on
          .insert(favouriteItems)
          .values(ids.map((itemId) => ({ userId, itemId })))
          .onConflictDoNothing()
          .returning({ id: favouriteItems.itemId })
      : await on
          .insert(list === 'followedStalls' ? followedStalls : blockedStalls)
          .values(ids.map((shopId) => ({ userId, shopId })))
          .onConflictDoNothing()
          .returning({ id: LISTS[list].key });
  return rows.map((row) => row.id);
}

/** Takes an id off the user's list; answers it if it was there. */
export async function removeKept(on: Db, list: KeptList, userId: number, id: number): Promise<number[]> {
  const { table, key } = LISTS[list];
  const rows = await on
    .delete(table)
    .where(and(ownedBy(list, userId), eq(key, id)))
    .returning({ id: key });
  return rows.map((row) => row.id);
}

/** The whole list, newest kept first. */
export function keptNewestFirst(on: Db, list: KeptList, userId: number): Promise<Kept[]> {
  const { table, key } = LISTS[list];
  return on
    .select({ id: key, since: table.createdAt })
    .from(table)
    .where(ownedBy(list, userId))
    .orderBy(desc(table.createdAt), desc(key));
}

/** One page of the list, newest kept first, and how many it holds. */
export async function keptPage(
  on: Db,
  list: KeptList,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: Kept[]; total: number }> {
  const { table, key } = LISTS[list];
  const [rows, total] = await Promise.all([
    on
      .select({ id: key, since: table.createdAt })
      .from(table)
      .where(ownedBy(list, userId))
      .orderBy(desc(table.createdAt), desc(key))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    keptCount(on, list, userId),
  ]);
  return { rows, total };
}

/** The stalls the user follows and has not blocked. */
export async function followedNotBlocked(on: Db, userId: number): Promise<number[]> {
  const rows = await on
    .select({ id: followedStalls.shopId })
    .from(followedStalls)
    .where(
      and(
        eq(followedStalls.userId, userId),
        notInArray(
          followedStalls.shopId,
          on.select({ id: blockedStalls.shopId }).from(blockedStalls).where(eq(blockedStalls.userId, userId)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
