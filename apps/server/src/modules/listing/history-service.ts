import {
  FAILED_EXPORT_MAX_ROWS,
  type FailedExportResult,
  failedExportFilePath,
  type ListingChannel,
  type ListingSyncNote,
  type UploadHistoryPage,
  type UploadStatus,
} from '@stallhub/contracts';
import { and, count, desc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { listingExports, listingUploads } from './tables.ts';

export interface HistoryFilters {
  channel?: ListingChannel | undefined;
  status?: UploadStatus | undefined;
}

/** A spreadsheet cell: quoted, and a leading = + - @ defused so a title never runs as a formula. */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The buyer's upload history (spec 2 §7 favoriteUpload): their own records only, newest first. */
export function createUploadHistoryService(db: Db) {
  const own = (userId: number) => and(eq(listingUploads.userId, userId), isNull(listingUploads.deletedAt));
  const filtered = (userId: number, filters: HistoryFilters): SQL | undefined =>
    and(
      own(userId),
      filters.channel ? eq(listingUploads.channel, filters.channel) : undefined,
      filters.status ? eq(listingUploads.status, filters.status) : undefined,
    );
  const failedUpTo = (userId: number, channel: string | null, at: Date) =>
    and(
      own(userId),
      eq(listingUploads.status, 'failed'),
      lte(listingUploads.uploadTime, at),
      channel ? eq(listingUploads.channel, channel) : undefined,
    );

  return {
    async list(
      userId: number,
      page: number,
      pageSize: number,
      filters: HistoryFilters = {},
    ): Promise<UploadHistoryPage> {
      const where = filtered(userId, filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(listingUploads)
          .where(where)
          .orderBy(desc(listingUploads.uploadTime), desc(listingUploads.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(listingUploads).where(where),
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
          sync:
            row.syncNote && row.syncedAt
              ? {
                  note: row.syncNote as ListingSyncNote,
                  at: row.syncedAt.toISOString(),
                  priceCents: row.priceCents,
                  soldOutSkus: row.syncSoldOutSkus,
                }
              : null,
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

    /**
     * Starts an export of the buyer's failed records (of one platform, or all): it covers the records
     * failed until now, counted here, and the file is written when downloaded, so nothing is kept twice.
     */
    async startExport(userId: number, channel: ListingChannel | undefined): Promise<string> {
      return db.transaction(async (tx) => {
        const at = new Date();
        const [counted] = await tx
          .select({ n: count() })
          .from(listingUploads)
          .where(failedUpTo(userId, channel ?? null, at));
        const [made] = await tx
          .insert(listingExports)
          .values({
            userId,
            channel: channel ?? null,
            rows: Math.min(counted?.n ?? 0, FAILED_EXPORT_MAX_ROWS),
            createdAt: at,
          })
          .returning({ id: listingExports.id });
        return made!.id;
      });
    },
    /** The buyer's own export, or null (another buyer's id is no export). */
    async exportResult(userId: number, exportId: string): Promise<FailedExportResult | null> {
      const [row] = await db
        .select()
        .from(listingExports)
        .where(and(eq(listingExports.id, exportId), eq(listingExports.userId, userId)));
      if (!row) return null;
      return { status: 'ready', rows: row.rows, url: `${failedExportFilePath}?exportId=${row.id}` };
    },
    /** The export as a CSV file (UTF-8 with a byte order mark, so spreadsheet programs read Chinese). */
    async exportFile(userId: number, exportId: string, header: string[]): Promise<string | null> {
      const [row] = await db
        .select()
        .from(listingExports)
        .where(and(eq(listingExports.id, exportId), eq(listingExports.userId, userId)));
      if (!row) return null;
      const records = await db
        .select()
        .from(listingUploads)
        .where(failedUpTo(userId, row.channel, row.createdAt))
        .orderBy(desc(listingUploads.uploadTime), desc(listingUploads.id))
        .limit(FAILED_EXPORT_MAX_ROWS);
      const lines = [
        header.map(cell).join(','),
        ...records.map((record) =>
          [
            record.uploadTime.toISOString(),
            record.channel,
            record.shopName,
            record.itemId,
            record.title,
            record.failureCode,
            record.failureReason,
          ]
            .map(cell)
            .join(','),
        ),
      ];
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },
  };
}
export type UploadHistoryService = ReturnType<typeof createUploadHistoryService>;
