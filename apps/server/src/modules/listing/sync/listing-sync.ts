import { type ListingChannel, type ListingSyncNote, markedUpCents } from '@stallhub/contracts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import { OWNER_LOCK, type Tx, withOwnerLock } from '../../../db/transaction.ts';
import {
  type ChannelAdapter,
  ChannelRefused,
  ChannelTokenExpired,
  type ItemChange,
} from '../../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../../outside/channels/channels.ts';
import type { ListingSource, ListingSourcesService } from '../../catalogue/index.ts';
import type { ClaimedJob, JobHandler, JobQueue } from '../../jobs/index.ts';
import type { MarkupService } from '../markup-service.ts';
import type { ShopGrantsService, UsableShop } from '../shop-grants-service.ts';
import { type ListedSku, listingUploads } from '../tables.ts';

/** The queue of listing syncs: one job per listing brought in step with its item (decision 057). */
export const SYNC_QUEUE = 'listing.sync';
/** A platform outage is retried with backoff this many times, then the listing is marked unavailable. */
const SYNC_MAX_ATTEMPTS = 6;
/** Listings queued per insert when one feed step changed many items. */
const ENQUEUE_CHUNK = 500;

export interface SyncJob {
  uploadId: number;
}

const groupOf = (uploadId: number) => `listing-sync:${uploadId}`;
const skuKey = (sku: { colour: string; size: string }) => `${sku.colour}\u0000${sku.size}`;

/**
 * What the listing should be now: delisted when the stall took the item off shelf (or it is gone), else
 * the stall's price and stock by the buyer's markup rule, for the SKUs the listing has. A SKU the stall
 * no longer sells is sold out on the platform: stock 0.
 */
function wanted(
  item: ListingSource | null,
  rule: Parameters<typeof markedUpCents>[1],
  listed: ListedSku[] | null,
): { delist: true } | { delist: false; priceCents: number; skus: ListedSku[] } {
  if (item?.status !== 1) return { delist: true };
  const stall = new Map(item.skus.map((sku) => [skuKey(sku), sku]));
  const skus = (listed ?? item.skus.map((sku) => ({ ...sku, priceCents: 0 }))).map((sku) => {
    const now = stall.get(skuKey(sku));
    return now
      ? { colour: sku.colour, size: sku.size, stock: now.stock, priceCents: markedUpCents(now.price, rule) }
      : { ...sku, stock: 0 };
  });
  return { delist: false, priceCents: markedUpCents(item.price, rule), skus };
}

/**
 * Listings stay in step with the stall (issue 14 point 6, decision 057). The item-changes feed hands the
 * changed item ids to `listingSyncFollower`, which queues one job per live listing of them; `handler` brings one
 * listing in step. It runs under the listing's own lock, so two syncs of one listing never cross, and
 * compares what the item should show with what the record says the platform has: a replayed or doubled
 * job finds them equal and calls nothing. The platform is sent absolute values (a price, a stock), so a
 * call repeated after a crash sets the same thing again.
 */
export function createListingSync(deps: {
  db: Db;
  queue: JobQueue;
  channels: Channels;
  grants: ShopGrantsService;
  markup: MarkupService;
  sources: ListingSourcesService;
  /** A job was queued in this process: wake its worker. */
  queued?: () => void;
  now?: () => Date;
}) {
  const { db, queue, channels, grants, markup, sources } = deps;
  const now = deps.now ?? (() => new Date());

  async function note(tx: Tx, uploadId: number, syncNote: ListingSyncNote) {
    await tx.update(listingUploads).set({ syncNote, syncedAt: now() }).where(eq(listingUploads.id, uploadId));
  }

  /** The platform call with the shop's token, refreshed once if the platform says it expired; null: expired. */
  async function withShop(
    tx: Tx,
    row: typeof listingUploads.$inferSelect,
    call: (shop: UsableShop) => Promise<void>,
  ): Promise<boolean> {
    const channel = row.channel as ListingChannel;
    // The buyer's grant must still be for the shop the item was listed in: another shop's token is no key.
    const usable = (shop: UsableShop | null) => (shop && shop.shopId === row.shopId ? shop : null);
    const shop = usable(await grants.access(row.userId, channel, tx));
    if (!shop) return false;
    try {
      await call(shop);
      return true;
    } catch (error) {
      if (!(error instanceof ChannelTokenExpired)) throw error;
    }
    const renewed = usable(await grants.refreshNow(row.userId, channel, tx));
    if (!renewed) return false;
    try {
      await call(renewed);
      return true;
    } catch (error) {
      if (error instanceof ChannelTokenExpired) return false;
      throw error;
    }
  }

  async function bringInStep(tx: Tx, uploadId: number) {
    const [row] = await tx.select().from(listingUploads).where(eq(listingUploads.id, uploadId));
    if (row?.status !== 'listed' || !row.toItemId || row.delistedAt) return;
    const toItemId = row.toItemId;
    const adapter: ChannelAdapter | undefined = channels[row.channel as ListingChannel];
    if (!adapter) return;
    const item = await sources.item(row.itemId, tx);
    const rule = await markup.ruleFor(row.userId, row.channel as ListingChannel, tx);
    const target = wanted(item, rule, row.skus);

    try {
      if (target.delist) {
        if (!(await withShop(tx, row, (shop) => adapter.delist(shop, toItemId)))) {
          return note(tx, uploadId, 'shopExpired');
        }
        await tx
          .update(listingUploads)
          .set({ delistedAt: now(), syncNote: 'delisted', syncedAt: now() })
          .where(eq(listingUploads.id, uploadId));
        return;
      }
      const before = new Map((row.skus ?? []).map((sku) => [skuKey(sku), sku]));
      const changedSkus = target.skus.filter((sku) => {
        const was = before.get(skuKey(sku));
        return !was || was.stock !== sku.stock || was.priceCents !== sku.priceCents;
      });
      const priceChanged = target.priceCents !== row.priceCents;
      if (!priceChanged && changedSkus.length === 0) return;
      const change: ItemChange = {
        ...(priceChanged ? { priceCents: target.priceCents } : {}),
        ...(changedSkus.length > 0 ? { skus: changedSkus } : {}),
      };
      if (!(await withShop(tx, row, (shop) => adapter.updateItem(shop, toItemId, change)))) {
        return note(tx, uploadId, 'shopExpired');
      }
      await tx
        .update(listingUploads)
        .set({
          priceCents: target.priceCents,
          skus: target.skus,
          syncNote: priceChanged ? 'price' : 'stock',
          syncedAt: now(),
          syncSoldOutSkus: target.skus.filter((sku) => sku.stock === 0).length,
        })
        .where(eq(listingUploads.id, uploadId));
    } catch (error) {
      // The platform refused the change itself (the seller deleted the item there, a SKU it no longer
      // has): retrying would not help. Its outages (5xx, timeouts) are thrown and retried with backoff.
      if (error instanceof ChannelRefused && error.status < 500) return note(tx, uploadId, 'refused');
      throw error;
    }
  }

  const handler: JobHandler<SyncJob> = {
    async run(job: ClaimedJob<SyncJob>) {
      const { uploadId } = job.payload;
      await withOwnerLock(db, OWNER_LOCK.listingSync, uploadId, (tx) => bringInStep(tx, uploadId));
      // Ended after the sync committed: a worker that dies in between leaves a job whose replay finds the
      // listing in step and calls nothing.
      await queue.complete(job);
    },
    async giveUp(job, reason) {
      await queue.fail(job, reason, (tx) => note(tx, job.payload.uploadId, 'unavailable'));
    },
  };

  return {
    handler,

    /** Queues a sync of every live listing of the items; answers how many listings it queued. */
    async itemsChanged(itemIds: readonly number[]): Promise<number> {
      if (itemIds.length === 0) return 0;
      const rows = await db
        .select({ id: listingUploads.id })
        .from(listingUploads)
        .where(
          and(
            inArray(listingUploads.itemId, [...itemIds]),
            eq(listingUploads.status, 'listed'),
            isNull(listingUploads.delistedAt),
            isNotNull(listingUploads.toItemId),
          ),
        );
      let queuedCount = 0;
      for (let i = 0; i < rows.length; i += ENQUEUE_CHUNK) {
        queuedCount += await queue.enqueueOnce(
          db,
          rows.slice(i, i + ENQUEUE_CHUNK).map((row) => ({
            queue: SYNC_QUEUE,
            groupKey: groupOf(row.id),
            payload: { uploadId: row.id } satisfies SyncJob,
            maxAttempts: SYNC_MAX_ATTEMPTS,
          })),
        );
      }
      if (queuedCount > 0) deps.queued?.();
      return queuedCount;
    },
  };
}
export type ListingSync = ReturnType<typeof createListingSync>;

/** Fed the changed item ids by the search index feed (search/index-feed.ts): they queue their listings' syncs. */
export function listingSyncFollower(sync: ListingSync) {
  return {
    indexItems: async (ids: readonly number[]) => {
      await sync.itemsChanged(ids);
    },
    // Nothing to save: the jobs are in the database as soon as they are queued.
    save: () => undefined,
  };
}
