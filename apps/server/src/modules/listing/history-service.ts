import type { UploadHistoryPage } from '@stallhub/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { listingUploads } from './tables.ts';

/** The buyer's upload history (spec 2 §7 favoriteUpload): their own records only, newest first. */
export function createUploadHistoryService(db: Db) {
  const own = (userId: number) => and(eq(listingUploads.userId, userId), isNull(listingUploads.deletedAt));
  return {
    async list(userId: number, page: number, pageSize: number): Promise<UploadHistoryPage> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(listingUploads)
          .where(own(userId))
          .orderBy(desc(listingUploads.uploadTime), desc(listingUploads.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(listingUploads).where(own(userId)),
      ]);
      return {
        total: total?.n ?? 0,
        list: rows.map((row) => ({
          id: row.id,
          itemId: row.itemId,
          title: row.title,
          channel: row.channel,
          shopName: row.shopName,
          status: row.status === 'listed' ? 'listed' : 'failed',
          toItemId: row.toItemId,
          uploadTime: row.uploadTime.toISOString(),
          failureReason: row.failureReason,
        })),
      };
    },
    /** Hides one of the buyer's own records; another buyer's id deletes nothing. */
    async remove(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .update(listingUploads)
        .set({ deletedAt: new Date() })
        .where(and(eq(listingUploads.id, id), own(userId)))
        .returning({ id: listingUploads.id });
      return deleted.length > 0;
    },
    /** Where the buyer listed the item, per platform, the latest listing of each. */
    async exist(userId: number, itemId: number) {
      const rows = await db
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
        .orderBy(desc(listingUploads.uploadTime), desc(listingUploads.id));
      const latest = new Map<string, { channel: string; toItemId: string; uploadTime: string }>();
      for (const row of rows) {
        if (!latest.has(row.channel) && row.toItemId !== null) {
          latest.set(row.channel, {
            ...row,
            toItemId: row.toItemId,
            uploadTime: row.uploadTime.toISOString(),
          });
        }
      }
      return { exist: latest.size > 0, channels: [...latest.values()] };
    },
  };
}
export type UploadHistoryService = ReturnType<typeof createUploadHistoryService>;
