import type { ListingChannel } from '@stallhub/contracts';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { listingUploads } from '../tables.ts';

/** The queue of listing syncs: one job per listing brought in step with its item (decisions 057, 062). */
export const SYNC_QUEUE = 'listing.sync';
/** A platform outage is retried with backoff this many times, then the listing is marked unavailable. */
const SYNC_MAX_ATTEMPTS = 6;
/** Listings queued per insert: one insert for a buyer's few hundred listings, a few for a busy feed step. */
const ENQUEUE_CHUNK = 500;

/** Why a sync was queued: the stall changed the item, or the buyer changed their markup rule. */
export type SyncReason = 'stall' | 'markup';

export interface SyncJob {
  uploadId: number;
  /** Absent on jobs queued before decision 062: the stall's change. */
  reason?: SyncReason;
}

const groupOf = (uploadId: number) => `listing-sync:${uploadId}`;

/** A listing the platform has on sale as far as Stallhub knows. */
const live = and(
  eq(listingUploads.status, 'listed'),
  isNotNull(listingUploads.toItemId),
  isNull(listingUploads.delistedAt),
);

/**
 * Queues listing syncs, one job per listing. `enqueueOnce` skips a listing whose sync already waits: that
 * job reads the latest item and rule when it runs.
 */
export function createSyncQueue(deps: {
  queue: JobQueue;
  /** A job was queued in this process: wake its worker (after the queuing transaction committed). */
  queued?: () => void;
}) {
  const { queue } = deps;

  async function enqueue(on: Db | Tx, uploadIds: number[], reason: SyncReason): Promise<number> {
    let queuedCount = 0;
    for (let i = 0; i < uploadIds.length; i += ENQUEUE_CHUNK) {
      queuedCount += await queue.enqueueOnce(
        on,
        uploadIds.slice(i, i + ENQUEUE_CHUNK).map((uploadId) => ({
          queue: SYNC_QUEUE,
          groupKey: groupOf(uploadId),
          payload: { uploadId, reason } satisfies SyncJob,
          maxAttempts: SYNC_MAX_ATTEMPTS,
        })),
      );
    }
    return queuedCount;
  }

  return {
    /**
     * Queues a sync of every listing of the items that a change may move: the live ones, and those a sync
     * delisted, which come back on sale when the item does (decision 062), unless the platform refused
     * their relist (the seller deleted them there). Answers how many it queued; wakes the worker.
     */
    async itemsChanged(db: Db, itemIds: readonly number[]): Promise<number> {
      if (itemIds.length === 0) return 0;
      const rows = await db
        .select({ id: listingUploads.id })
        .from(listingUploads)
        .where(
          and(
            inArray(listingUploads.itemId, [...itemIds]),
            eq(listingUploads.status, 'listed'),
            isNotNull(listingUploads.toItemId),
            or(isNull(listingUploads.delistedAt), sql`${listingUploads.syncNote} is distinct from 'refused'`),
          ),
        );
      const queuedCount = await enqueue(
        db,
        rows.map((row) => row.id),
        'stall',
      );
      if (queuedCount > 0) deps.queued?.();
      return queuedCount;
    },

    /**
     * Queues a reprice of every live listing of the buyer on the platform, in the transaction that
     * changed their markup rule: the rule and its reprices commit together. The caller wakes the worker
     * (`queued`) once it committed.
     */
    async markupChanged(tx: Tx, userId: number, channel: ListingChannel): Promise<number> {
      const rows = await tx
        .select({ id: listingUploads.id })
        .from(listingUploads)
        .where(and(eq(listingUploads.userId, userId), eq(listingUploads.channel, channel), live));
      return enqueue(
        tx,
        rows.map((row) => row.id),
        'markup',
      );
    },

    queued: () => deps.queued?.(),
  };
}
export type SyncQueue = ReturnType<typeof createSyncQueue>;
