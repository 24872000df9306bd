import { and, count, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import { imageItemPictures, imagePictures, imageQueries, imageSearches } from './tables.ts';

// The image search module's data access (docs/decisions/081): the described pictures, the items that show
// them, and the searched pictures. Each function takes the connection or the transaction it runs on.

/** A stored picture's id and descriptors (null when it could not be read). */
export type DescribedPicture = { id: number; descriptors: number[] | null };
/** An item picture row as the results read it. */
export type ShownPicture = {
  itemId: number;
  pictureId: number;
  shopId: number;
  categoryId: number;
  sort: number;
};
export type ItemPictureRow = typeof imageItemPictures.$inferInsert;

const describedBy = (version: string) =>
  and(eq(imagePictures.version, version), isNotNull(imagePictures.descriptors));

/** The ids of the pictures of these URLs described by the embedder `version`. */
export function pictureIdsOfUrls(on: Db, urls: readonly string[], version: string) {
  return on
    .select({ id: imagePictures.id, url: imagePictures.url })
    .from(imagePictures)
    .where(and(inArray(imagePictures.url, [...urls]), eq(imagePictures.version, version)));
}

/** The descriptors of the pictures of these URLs described by the embedder `version`. */
export function descriptorsOfUrls(on: Db, urls: readonly string[], version: string) {
  return on
    .select({ url: imagePictures.url, descriptors: imagePictures.descriptors })
    .from(imagePictures)
    .where(and(inArray(imagePictures.url, [...urls]), eq(imagePictures.version, version)));
}

/** Stores pictures as described now (a URL stored before is described again); answers their rows. */
export function storePictures(
  on: Db,
  pictures: readonly { url: string; descriptors: number[] | null }[],
  version: string,
): Promise<(DescribedPicture & { url: string })[]> {
  return on
    .insert(imagePictures)
    .values(pictures.map((p) => ({ url: p.url, version, descriptors: p.descriptors })))
    .onConflictDoUpdate({
      target: imagePictures.url,
      set: { version, descriptors: sql`excluded.descriptors`, writer: sql`pg_current_xact_id()` },
    })
    .returning({ id: imagePictures.id, url: imagePictures.url, descriptors: imagePictures.descriptors });
}

/** The same-style group of each of these pictures that has one. */
export async function groupsOfPictures(on: Db, ids: readonly number[]) {
  const rows = await on
    .select({ id: imagePictures.id, groupId: imagePictures.groupId })
    .from(imagePictures)
    .where(and(inArray(imagePictures.id, [...ids]), isNotNull(imagePictures.groupId)));
  return rows.map((r) => ({ id: r.id, groupId: r.groupId! }));
}

/** The descriptors of these pictures, those that have some. */
export async function descriptorsOfPictures(on: Db, ids: readonly number[]) {
  const rows = await on
    .select({ id: imagePictures.id, descriptors: imagePictures.descriptors })
    .from(imagePictures)
    .where(and(inArray(imagePictures.id, [...ids]), isNotNull(imagePictures.descriptors)));
  return rows.map((r) => ({ id: r.id, descriptors: r.descriptors! }));
}

/** Sets each picture's same-style group, `groupIds[i]` for `ids[i]`, in one statement. */
export async function setPictureGroups(on: Db, ids: readonly number[], groupIds: readonly number[]) {
  await on.execute(sql`update ${imagePictures} set group_id = g.group_id
    from unnest(${sql.param(ids)}::int[], ${sql.param(groupIds)}::int[]) as g(id, group_id)
    where ${imagePictures.id} = g.id`);
}

/** The items' picture rows become `rows`: what the items showed before is forgotten. */
export async function replaceItemPictures(
  on: Db,
  itemIds: readonly number[],
  rows: readonly ItemPictureRow[],
) {
  await on.transaction(async (tx) => {
    await tx.delete(imageItemPictures).where(inArray(imageItemPictures.itemId, [...itemIds]));
    if (rows.length > 0)
      await tx
        .insert(imageItemPictures)
        .values([...rows])
        .onConflictDoNothing();
  });
}

/**
 * The item pictures of `city` showing any of these pictures (only main pictures with `mainOnly`), the
 * picture ids sent as one array (a parameter per id made the query's text and its building cost grow with
 * the neighbours).
 */
export function itemPicturesShowing(
  on: Db,
  pictureIds: readonly number[],
  city: string,
  mainOnly: boolean,
): Promise<ShownPicture[]> {
  return on
    .select({
      itemId: imageItemPictures.itemId,
      pictureId: imageItemPictures.pictureId,
      shopId: imageItemPictures.shopId,
      categoryId: imageItemPictures.categoryId,
      sort: imageItemPictures.sort,
    })
    .from(imageItemPictures)
    .where(
      and(
        sql`${imageItemPictures.pictureId} = any(${sql.param(pictureIds)}::int[])`,
        eq(imageItemPictures.city, city),
        mainOnly ? eq(imageItemPictures.sort, 0) : undefined,
      ),
    );
}

/** The stall and leaf category of an item whose main picture is indexed (an item on shelf). */
export async function mainPictureOf(on: Db, itemId: number) {
  const [main] = await on
    .select({ shopId: imageItemPictures.shopId, categoryId: imageItemPictures.categoryId })
    .from(imageItemPictures)
    .where(and(eq(imageItemPictures.itemId, itemId), eq(imageItemPictures.sort, 0)));
  return main;
}

/** The same-style group of each item's main picture, where it has one. */
export async function mainPictureGroups(on: Db, itemIds: readonly number[]) {
  const rows = await on
    .select({ itemId: imageItemPictures.itemId, groupId: imagePictures.groupId })
    .from(imageItemPictures)
    .innerJoin(imagePictures, eq(imagePictures.id, imageItemPictures.pictureId))
    .where(
      and(
        inArray(imageItemPictures.itemId, [...itemIds]),
        eq(imageItemPictures.sort, 0),
        isNotNull(imagePictures.groupId),
      ),
    );
  return rows.map((r) => ({ itemId: r.itemId, groupId: r.groupId! }));
}

/** How many pictures described by `version` have an id up to `highestId`. */
export async function describedCountUpTo(on: Db, version: string, highestId: number): Promise<number> {
  const [saved] = await on
    .select({ n: count() })
    .from(imagePictures)
    .where(and(describedBy(version), lte(imagePictures.id, highestId)));
  return saved?.n ?? 0;
}

/** The next `limit` pictures described by `version` after the id `after`, in id order. */
export function describedAfter(
  on: Db,
  version: string,
  after: number,
  limit: number,
): Promise<DescribedPicture[]> {
  return on
    .select({ id: imagePictures.id, descriptors: imagePictures.descriptors })
    .from(imagePictures)
    .where(and(gt(imagePictures.id, after), describedBy(version)))
    .orderBy(imagePictures.id)
    .limit(limit);
}

/**
 * The database's transaction snapshot now: `horizon` is the oldest transaction still running (what older
 * ones wrote is visible now and stays so); `text` is the same at two reads only if nothing committed
 * between them.
 */
export async function currentSnapshot(on: Db): Promise<{ horizon: string; text: string }> {
  const [row] = await queryRows<{ horizon: string; text: string }>(
    on,
    sql`select pg_snapshot_xmin(s)::text as horizon, s::text as text from pg_current_snapshot() s`,
  );
  return row!;
}

/** Where a read of the pictures written since a horizon goes on from: the last row read. */
export type WrittenCursor = { writer: string; id: number };

/**
 * At most `limit` pictures described by `version` and written by transactions from `horizon` on, after
 * `cursor`, in (writer, id) order: their places only, the descriptors are read for those an index lacks.
 */
export function describedSince(
  on: Db,
  version: string,
  horizon: string,
  cursor: WrittenCursor | null,
  limit: number,
): Promise<WrittenCursor[]> {
  return on
    .select({ id: imagePictures.id, writer: imagePictures.writer })
    .from(imagePictures)
    .where(
      and(
        sql`${imagePictures.writer} >= ${horizon}::xid8`,
        cursor
          ? sql`(${imagePictures.writer}, ${imagePictures.id}) > (${cursor.writer}::xid8, ${cursor.id})`
          : undefined,
        describedBy(version),
      ),
    )
    .orderBy(imagePictures.writer, imagePictures.id)
    .limit(limit);
}

/** At most `limit` items showing a picture described by another embedder version than `version`. */
export async function itemsWithStalePictures(on: Db, version: string, limit: number): Promise<number[]> {
  const rows = await on
    .selectDistinct({ itemId: imageItemPictures.itemId })
    .from(imageItemPictures)
    .innerJoin(imagePictures, eq(imagePictures.id, imageItemPictures.pictureId))
    .where(ne(imagePictures.version, version))
    .limit(limit);
  return rows.map((r) => r.itemId);
}

/** The first `limit` pictures in no same-style group yet, in id order. */
export function ungroupedPictures(on: Db, limit: number): Promise<DescribedPicture[]> {
  return on
    .select({ id: imagePictures.id, descriptors: imagePictures.descriptors })
    .from(imagePictures)
    .where(isNull(imagePictures.groupId))
    .orderBy(imagePictures.id)
    .limit(limit);
}

/** The items whose main picture is one of these. */
export async function itemsShowingFirst(on: Db, pictureIds: readonly number[]): Promise<number[]> {
  const rows = await on
    .select({ itemId: imageItemPictures.itemId })
    .from(imageItemPictures)
    .where(and(inArray(imageItemPictures.pictureId, [...pictureIds]), eq(imageItemPictures.sort, 0)));
  return rows.map((r) => r.itemId);
}

/** A searched picture, by its MD5, or null. */
export async function searchedPicture(on: Db, md5: string) {
  const [row] = await on.select().from(imageQueries).where(eq(imageQueries.md5, md5));
  return row ?? null;
}

/** Stores a searched picture's descriptors; one searched before is described again. */
export async function storeSearchedPicture(on: Db, query: typeof imageQueries.$inferInsert) {
  await on
    .insert(imageQueries)
    .values(query)
    .onConflictDoUpdate({
      target: imageQueries.md5,
      set: { version: query.version, descriptors: query.descriptors },
    });
}

/** Counts a search for the hot ranking. */
export async function addSearch(on: Db, search: typeof imageSearches.$inferInsert) {
  await on.insert(imageSearches).values(search);
}
