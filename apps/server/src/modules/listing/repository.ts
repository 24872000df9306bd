import type { ListingChannel, UploadStatus } from '@stallhub/contracts';
import { and, count, desc, eq, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { listingAuthorisations, listingExports, listingShopGrants, listingUploads } from './tables.ts';

// The listing module's data access for shop grants and the upload history: the services hold the rules,
// this file the queries (issue 27 point 3, docs/decisions/081). Batches and picture packages have their
// own (batch/repository.ts, picture-package/repository.ts). Each function takes the connection it runs on.

export type GrantRow = typeof listingShopGrants.$inferSelect;
export type UploadRow = typeof listingUploads.$inferSelect;
export type ExportRow = typeof listingExports.$inferSelect;

// ---- shop grants ------------------------------------------------------------------------------------

const grantOfShop = (userId: number, channel: ListingChannel) =>
  and(eq(listingShopGrants.userId, userId), eq(listingShopGrants.channel, channel));

/** Writes the buyer's grant on a platform, replacing the one before. */
export async function saveGrant(
  on: Db,
  userId: number,
  channel: ListingChannel,
  grant: Omit<GrantRow, 'userId' | 'channel'>,
): Promise<void> {
  await on
    .insert(listingShopGrants)
    .values({ userId, channel, ...grant })
    .onConflictDoUpdate({ target: [listingShopGrants.userId, listingShopGrants.channel], set: grant });
}

export async function grantOf(on: Db, userId: number, channel: ListingChannel): Promise<GrantRow | null> {
  const [row] = await on.select().from(listingShopGrants).where(grantOfShop(userId, channel));
  return row ?? null;
}

/** The buyer's grants on every platform. */
export function grantsOf(on: Db, userId: number): Promise<GrantRow[]> {
  return on.select().from(listingShopGrants).where(eq(listingShopGrants.userId, userId));
}

/** Forgets the buyer's grant on a platform; false when there was none. */
export async function deleteGrant(on: Db, userId: number, channel: ListingChannel): Promise<boolean> {
  const removed = await on
    .delete(listingShopGrants)
    .where(grantOfShop(userId, channel))
    .returning({ channel: listingShopGrants.channel });
  return removed.length > 0;
}

/** Forgets the authorise attempts begun before `at`. */
export async function deleteAuthorisationsBefore(on: Db, at: Date): Promise<void> {
  await on.delete(listingAuthorisations).where(lt(listingAuthorisations.createdAt, at));
}

export async function addAuthorisation(
  on: Db,
  attempt: typeof listingAuthorisations.$inferInsert,
): Promise<void> {
  await on.insert(listingAuthorisations).values(attempt);
}

/** Takes the authorise attempt of a state (by its hash) out, so it is used once; undefined when none. */
export async function takeAuthorisation(on: Db, stateHash: string) {
  const [attempt] = await on
    .delete(listingAuthorisations)
    .where(eq(listingAuthorisations.state, stateHash))
    .returning();
  return attempt;
}

// ---- the upload history -----------------------------------------------------------------------------

export interface HistoryFilters {
  channel?: ListingChannel | undefined;
  status?: UploadStatus | undefined;
}

const newestFirst = [desc(listingUploads.uploadTime), desc(listingUploads.id)] as const;

/** The buyer's records they have not deleted. */
const ownUploads = (userId: number) =>
  and(eq(listingUploads.userId, userId), isNull(listingUploads.deletedAt));

/** The buyer's failed records until `at`, of one platform or all (null). */
const failedUpTo = (userId: number, channel: string | null, at: Date): SQL | undefined =>
  and(
    ownUploads(userId),
    eq(listingUploads.status, 'failed'),
    lte(listingUploads.uploadTime, at),
    channel ? eq(listingUploads.channel, channel) : undefined,
  );

/** One page of the buyer's records, newest first, and how many there are. */
export async function uploadsPage(
  on: Db,
  userId: number,
  filters: HistoryFilters,
  page: { page: number; pageSize: number },
): Promise<{ rows: UploadRow[]; total: number }> {
  const where = and(
    ownUploads(userId),
    filters.channel ? eq(listingUploads.channel, filters.channel) : undefined,
    filters.status ? eq(listingUploads.status, filters.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    on
      .select()
      .from(listingUploads)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    on.select({ n: count() }).from(listingUploads).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Hides one of the buyer's records; false when it is not theirs (or gone). */
export async function hideUpload(on: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await on
    .update(listingUploads)
    .set({ deletedAt: new Date() })
    .where(and(eq(listingUploads.id, id), ownUploads(userId)))
    .returning({ id: listingUploads.id });
  return deleted.length > 0;
}

/** The buyer's listings of an item, newest first, deleted records too. */
export function listingsOfItem(on: Db, userId: number, itemId: number) {
  return on
    .select({
      channel: listingUploads.channel,
      toItemId: listingUploads.toItemId,
      uploadTime: listingUploads.uploadTime,
    })
    .from(listingUploads)
    .where(
      and(
        eq(listingUploads.userId, userId),
        eq(listingUploads.itemId, itemId),
        eq(listingUploads.status, 'listed'),
      ),
    )
    .orderBy(...newestFirst);
}

export async function countFailedUpTo(
  on: Db,
  userId: number,
  channel: string | null,
  at: Date,
): Promise<number> {
  const [counted] = await on
    .select({ n: count() })
    .from(listingUploads)
    .where(failedUpTo(userId, channel, at));
  return counted?.n ?? 0;
}

/** The buyer's failed records until `at`, newest first, at most `limit`. */
export function failedUploadsUpTo(on: Db, userId: number, channel: string | null, at: Date, limit: number) {
  return on
    .select()
    .from(listingUploads)
    .where(failedUpTo(userId, channel, at))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function insertExport(
  on: Db,
  row: Pick<typeof listingExports.$inferInsert, 'userId' | 'channel' | 'rows' | 'createdAt'>,
): Promise<string> {
  const [made] = await on.insert(listingExports).values(row).returning({ id: listingExports.id });
  return made!.id;
}

/** The buyer's export; another buyer's id is none. */
export async function buyerExport(on: Db, userId: number, exportId: string): Promise<ExportRow | undefined> {
  const [row] = await on
    .select()
    .from(listingExports)
    .where(and(eq(listingExports.id, exportId), eq(listingExports.userId, userId)));
  return row;
}
