import {
  FAILED_EXPORT_MAX_ROWS,
  type FailedExportResult,
  failedExportFilePath,
  type ListingChannel,
  type ListingSyncNote,
  type UploadHistoryPage,
} from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import {
  buyerExport,
  countFailedUpTo,
  failedUploadsUpTo,
  type HistoryFilters,
  hideUpload,
  insertExport,
  listingsOfItem,
  type UploadRow,
  uploadsPage,
} from './repository.ts';

/** A spreadsheet cell: quoted, and a leading = + - @ defused so a title never runs as a formula. */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** A record as the history page shows it. */
const historyEntryOf = (row: UploadRow): UploadHistoryPage['list'][number] => ({
  id: row.id,
  itemId: row.itemId,
  title: row.title,
  channel: row.channel,
  shopName: row.platformShopName,
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
});

/** Where the buyer listed the item, per platform, the latest listing of each. */
async function listedOn(db: Db, userId: number, itemId: number) {
  const rows = await listingsOfItem(db, userId, itemId);
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
}

/**
 * Starts an export of the buyer's failed records (of one platform, or all): it covers the records
 * failed until now, counted here, and the file is written when downloaded, so nothing is kept twice.
 */
async function startExport(db: Db, userId: number, channel: ListingChannel | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const at = new Date();
    const failed = await countFailedUpTo(tx, userId, channel ?? null, at);
    return insertExport(tx, {
      userId,
      channel: channel ?? null,
      rows: Math.min(failed, FAILED_EXPORT_MAX_ROWS),
      createdAt: at,
    });
  });
}

/** The export as a CSV file (UTF-8 with a byte order mark, so spreadsheet programs read Chinese). */
async function exportFile(
  db: Db,
  userId: number,
  exportId: string,
  header: string[],
): Promise<string | null> {
  const row = await buyerExport(db, userId, exportId);
  if (!row) return null;
  const records = await failedUploadsUpTo(db, userId, row.channel, row.createdAt, FAILED_EXPORT_MAX_ROWS);
  const lines = [
    header.map(cell).join(','),
    ...records.map((record) =>
      [
        record.uploadTime.toISOString(),
        record.channel,
        record.platformShopName,
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
}

/** The buyer's upload history (spec 2 §7 favoriteUpload): their own records only, newest first. */
export function createUploadHistoryService(db: Db) {
  return {
    async list(
      userId: number,
      page: number,
      pageSize: number,
      filters: HistoryFilters = {},
    ): Promise<UploadHistoryPage> {
      const { rows, total } = await uploadsPage(db, userId, filters, { page, pageSize });
      return { total, list: rows.map(historyEntryOf) };
    },
    /** Hides one of the buyer's own records; another buyer's id deletes nothing. */
    remove: (userId: number, id: number): Promise<boolean> => hideUpload(db, userId, id),
    exist: (userId: number, itemId: number) => listedOn(db, userId, itemId),
    startExport: (userId: number, channel: ListingChannel | undefined) => startExport(db, userId, channel),
    /** The buyer's own export, or null (another buyer's id is no export). */
    async exportResult(userId: number, exportId: string): Promise<FailedExportResult | null> {
      const row = await buyerExport(db, userId, exportId);
      if (!row) return null;
      return { status: 'ready', rows: row.rows, url: `${failedExportFilePath}?exportId=${row.id}` };
    },
    exportFile: (userId: number, exportId: string, header: string[]) =>
      exportFile(db, userId, exportId, header),
  };
}
export type UploadHistoryService = ReturnType<typeof createUploadHistoryService>;
