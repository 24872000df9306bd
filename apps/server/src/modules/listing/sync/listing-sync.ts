import { type ListingChannel, type ListingSyncNote, markedUpCents } from '@stallhub/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import {
  type ChannelAdapter,
  ChannelRefused,
  type ItemChange,
} from '../../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../../outside/channels/channels.ts';
import type { ListingSource, ListingSourcesService } from '../../catalogue/index.ts';
import type { ClaimedJob, JobHandler, JobQueue } from '../../jobs/index.ts';
import type { MarkupService } from '../markup-service.ts';
import { createListingPush } from '../push/listing-push.ts';
import type { ShopGrantsService, UsableShop } from '../shop-grants-service.ts';
import { type ListedSku, listingUploads } from '../tables.ts';
import type { SyncJob, SyncQueue, SyncReason } from './sync-queue.ts';

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
 * Listings stay in step with the stall (issue 14 point 6, decisions 057 and 062). The item-changes feed
 * hands the changed item ids to `listingSyncFollower`, and a markup rule change its buyer's listings
 * (sync-queue.ts), each queuing one job per listing; `handler` brings one listing in step. It holds the
 * listing's key on the one push path (decision 079), so two syncs of one listing never cross while no
 * transaction or lock is held across the platform call, and compares what the item should show with what
 * the record says the platform has: a replayed or doubled job finds them equal and calls
 * nothing. The platform is sent absolute values (a price, a stock), so a call repeated after a crash sets
 * the same thing again.
 */
export function createListingSync(deps: {
  db: Db;
  queue: JobQueue;
  syncs: SyncQueue;
  channels: Channels;
  grants: ShopGrantsService;
  markup: MarkupService;
  sources: ListingSourcesService;
  now?: () => Date;
}) {
  const { db, queue, syncs, channels, grants, markup, sources } = deps;
  const now = deps.now ?? (() => new Date());
  const path = createListingPush({ db, channels, grants, sources });

  async function note(uploadId: number, syncNote: ListingSyncNote, on: Db = db) {
    await on.update(listingUploads).set({ syncNote, syncedAt: now() }).where(eq(listingUploads.id, uploadId));
  }

  /** The platform call with the shop's token (refreshed once on the push path); false: the shop expired. */
  async function withShop(
    row: typeof listingUploads.$inferSelect,
    call: (shop: UsableShop) => Promise<void>,
  ): Promise<boolean> {
    const channel = row.channel as ListingChannel;
    // The buyer's grant must still be for the shop the item was listed in: another shop's token is no key.
    const shop = await grants.access(row.userId, channel);
    if (shop?.shopId !== row.platformShopId) return false;
    return (await path.withShop(row.userId, channel, shop, call)) !== null;
  }

  async function bringInStep(uploadId: number, reason: SyncReason) {
    const [row] = await db.select().from(listingUploads).where(eq(listingUploads.id, uploadId));
    if (row?.status !== 'listed' || !row.toItemId) return;
    // A delisted listing whose relist the platform refused (its seller deleted it there) stays as it is.
    if (row.delistedAt && row.syncNote === 'refused') return;
    const toItemId = row.toItemId;
    const adapter: ChannelAdapter | undefined = channels[row.channel as ListingChannel];
    if (!adapter) return;
    const item = await sources.item(row.itemId);
    const rule = await markup.ruleFor(row.userId, row.channel as ListingChannel);
    const target = wanted(item, rule, row.skus);

    try {
      if (target.delist) {
        if (row.delistedAt) return;
        if (!(await withShop(row, (shop) => adapter.delist(shop, toItemId)))) {
          return note(uploadId, 'shopExpired');
        }
        await db
          .update(listingUploads)
          .set({ delistedAt: now(), syncNote: 'delisted', syncedAt: now() })
          .where(eq(listingUploads.id, uploadId));
        return;
      }
      const inStep = {
        priceCents: target.priceCents,
        skus: target.skus,
        syncedAt: now(),
        syncSoldOutSkus: target.skus.filter((sku) => sku.stock === 0).length,
      };
      if (row.delistedAt) {
        // Back on shelf: on sale again with every SKU's current price and stock. An item already on sale
        // (a relist whose answer was lost in a crash) is sent the same values as a change instead.
        const change: ItemChange = { priceCents: target.priceCents, skus: target.skus };
        const relisted = await withShop(row, async (shop) => {
          if (!(await adapter.relist(shop, toItemId, change)).relisted) {
            await adapter.updateItem(shop, toItemId, change);
          }
        });
        if (!relisted) return note(uploadId, 'shopExpired');
        await db
          .update(listingUploads)
          .set({ ...inStep, delistedAt: null, syncNote: 'relisted' })
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
      if (!(await withShop(row, (shop) => adapter.updateItem(shop, toItemId, change)))) {
        return note(uploadId, 'shopExpired');
      }
      const priceNote = reason === 'markup' ? 'markup' : 'price';
      await db
        .update(listingUploads)
        .set({ ...inStep, syncNote: priceChanged ? priceNote : 'stock' })
        .where(eq(listingUploads.id, uploadId));
    } catch (error) {
      // The platform refused the change itself (the seller deleted the item there, a SKU it no longer
      // has): retrying would not help. Its outages (5xx, timeouts) are thrown and retried with backoff.
      if (error instanceof ChannelRefused && error.status < 500) return note(uploadId, 'refused');
      throw error;
    }
  }

  const handler: JobHandler<SyncJob> = {
    async run(job: ClaimedJob<SyncJob>) {
      const { uploadId, reason = 'stall' } = job.payload;
      await path.hold(`sync:${uploadId}`, () => bringInStep(uploadId, reason));
      // Ended after the sync committed: a worker that dies in between leaves a job whose replay finds the
      // listing in step and calls nothing.
      await queue.complete(job);
    },
    async giveUp(job, reason) {
      await queue.fail(job, reason, (tx) => note(job.payload.uploadId, 'unavailable', tx));
    },
  };

  return {
    handler,

    /** Queues a sync of every listing of the items a change may move; answers how many it queued. */
    itemsChanged: (itemIds: readonly number[]) => syncs.itemsChanged(db, itemIds),
  };
}
export type ListingSync = ReturnType<typeof createListingSync>;

/** Fed the changed item ids by the item change feed (catalogue/item-change-feed.ts): they queue their listings' syncs. */
export function listingSyncFollower(sync: ListingSync) {
  return {
    indexItems: async (ids: readonly number[]) => {
      await sync.itemsChanged(ids);
    },
    // Nothing to save: the jobs are in the database as soon as they are queued.
    save: () => undefined,
  };
}
