import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import { picturePackages, videoDownloads } from './tables.ts';

// Picture packages' data access: picture-package-service.ts holds the rules, this file the queries
// (issue 27 point 3, docs/decisions/081). Each function takes the connection or transaction it runs on.

export type PackageRow = typeof picturePackages.$inferSelect;

export async function packageByKey(on: Db, key: string): Promise<PackageRow | undefined> {
  const [row] = await on.select().from(picturePackages).where(eq(picturePackages.key, key));
  return row;
}

/** Keeps a built package under its key, replacing an expired one of the same content. */
export async function savePackage(on: Db, row: PackageRow): Promise<void> {
  const { key, ...rest } = row;
  await on
    .insert(picturePackages)
    .values({ key, ...rest })
    .onConflictDoUpdate({ target: picturePackages.key, set: rest });
}

/** Forgets the packages expired before `at`; answers their storage keys. */
export async function deleteExpiredPackages(on: Db, at: Date): Promise<string[]> {
  const gone = await on
    .delete(picturePackages)
    .where(lt(picturePackages.expiresAt, at))
    .returning({ storageKey: picturePackages.storageKey });
  return gone.map((row) => row.storageKey);
}

/** How many video downloads the buyer was let through since `since` (of one video, when given). */
export async function videoDownloadsSince(
  on: Db,
  userId: number,
  since: Date,
  vid?: string,
): Promise<number> {
  const [used] = await on
    .select({ n: count() })
    .from(videoDownloads)
    .where(
      and(
        eq(videoDownloads.userId, userId),
        vid === undefined ? undefined : eq(videoDownloads.vid, vid),
        gte(videoDownloads.createdAt, since),
      ),
    );
  return used?.n ?? 0;
}

export async function addVideoDownload(on: Db, userId: number, vid: string, at: Date): Promise<void> {
  await on.insert(videoDownloads).values({ userId, vid, createdAt: at });
}
