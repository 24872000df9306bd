import { and, asc, desc, eq, gt, gte, inArray, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/connection.ts';
import { categories, itemImages, items, itemTranslations, skus } from '../tables.ts';

// The catalogue's queries of item facts and lists of item ids (docs/decisions/081). Each function takes
// the connection or the transaction it runs on.

const english = alias(itemTranslations, 'english');

/**
 * Adds `delta` to the items' favourite counts. Rows are locked in id order, so two batches over the same
 * items cannot deadlock.
 */
export async function addToFavouriteCounts(on: Db, itemIds: readonly number[], delta: 1 | -1) {
  await on.execute(sql`
    update ${items} set fav_num = greatest(${items.favNum} + ${delta}, 0)
    from (select id from ${items} where ${inArray(items.id, [...itemIds])} order by id for update) locked
    where ${items.id} = locked.id`);
}

/** Which of the given items exist and are on shelf. */
export async function onShelfIds(on: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await on
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, [...ids]), eq(items.status, 1)));
  return new Set(rows.map((r) => r.id));
}

/** The stall of each item, by item id. */
export async function shopsOf(on: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await on
    .select({ id: items.id, shopId: items.shopId })
    .from(items)
    .where(inArray(items.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.shopId]));
}

/** The city's stall with the most on-shelf items, the lowest id among equals. */
export async function busiestShop(on: Db, city: string): Promise<number | undefined> {
  const [row] = await on
    .select({ shopId: items.shopId })
    .from(items)
    .where(and(eq(items.city, city), eq(items.status, 1)))
    .groupBy(items.shopId)
    .orderBy(desc(sql`count(*)`), asc(items.shopId))
    .limit(1);
  return row?.shopId;
}

/** One page of the given stalls' items, newest first: on shelf, or with `offShelf` the delisted. */
export async function shopsItemIdsPage(
  on: Db,
  shopIds: readonly number[],
  page: number,
  pageSize: number,
  offShelf: boolean,
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    inArray(items.shopId, [...shopIds]),
    offShelf ? ne(items.status, 1) : eq(items.status, 1),
  );
  const [rows, [count]] = await Promise.all([
    on
      .select({ id: items.id })
      .from(items)
      .where(where)
      .orderBy(desc(items.upTime), desc(items.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    on.select({ n: sql<number>`count(*)::int` }).from(items).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** The items' rows with their English title and parent category: what search indexes of them. */
export function searchRowsOf(on: Db, ids: readonly number[]) {
  return on
    .select({
      item: items,
      englishTitle: english.title,
      parentCategoryId: categories.parentId,
    })
    .from(items)
    .leftJoin(english, and(eq(english.itemId, items.id), eq(english.lang, 'en')))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(inArray(items.id, [...ids]));
}

/** The colour and size of each of the items' SKUs. */
export function skuColoursAndSizesOf(on: Db, ids: readonly number[]) {
  return on
    .select({ itemId: skus.itemId, color: skus.color, size: skus.size })
    .from(skus)
    .where(inArray(skus.itemId, [...ids]));
}

/** The items' pictures (storage URL bases), in their order. */
export function picturesOf(on: Db, ids: readonly number[]) {
  return on
    .select({ itemId: itemImages.itemId, sort: itemImages.sort, url: itemImages.url })
    .from(itemImages)
    .where(inArray(itemImages.itemId, [...ids]))
    .orderBy(itemImages.itemId, itemImages.sort);
}

/** At most `limit` item ids after `afterId`, ascending. */
export async function itemIdsAfter(on: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await on
    .select({ id: items.id })
    .from(items)
    .where(gt(items.id, afterId))
    .orderBy(asc(items.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Newest on-shelf items of a city, one page, and whether more follow. */
export async function newestIdsPage(on: Db, city: string, page: number, pageSize: number) {
  // The page's ids come from the (city, up_time) index alone; only those rows are then joined.
  const rows = await on
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.city, city), eq(items.status, 1)))
    .orderBy(desc(items.upTime), desc(items.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { ids: rows.slice(0, pageSize).map((r) => r.id), hasMore: rows.length > pageSize };
}

/** The latest `perShop` on-shelf items of each stall, in no particular order. */
export function latestOfShops(on: Db, shopIds: readonly number[], perShop: number) {
  const ranked = on
    .select({
      itemId: items.id,
      vid: items.vid,
      indexImgUrl: items.indexImgUrl,
      shopId: items.shopId,
      rank: sql<number>`row_number() over (partition by ${items.shopId} order by ${items.upTime} desc)`.as(
        'rank',
      ),
    })
    .from(items)
    .where(and(inArray(items.shopId, [...shopIds]), eq(items.status, 1)))
    .as('ranked');
  return on.select().from(ranked).where(sql`${ranked.rank} <= ${perShop}`);
}

/** When the city's newest on-shelf item was put on shelf, if it has any. */
export async function latestUpTime(on: Db, city: string) {
  const [latest] = await on
    .select({ at: max(items.upTime) })
    .from(items)
    .where(and(eq(items.city, city), eq(items.status, 1)));
  return latest?.at ?? null;
}

/** How many on-shelf items of the city were put on shelf since `since`. */
export async function onShelfCountSince(on: Db, city: string, since: Date): Promise<number> {
  const [row] = await on
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(and(eq(items.city, city), eq(items.status, 1), gte(items.upTime, since)));
  return row?.n ?? 0;
}
