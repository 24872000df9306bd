import {
  CUSTOM_MADE_TRANSACTION_MODE,
  LISTING_CODE,
  type ListingChannel,
  titleByRule,
} from '@stallhub/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import { OWNER_LOCK, type Tx, withOwnerLock } from '../../../db/transaction.ts';
import {
  type AddOutcome,
  ChannelRefused,
  ChannelTokenExpired,
} from '../../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../../outside/channels/channels.ts';
import type { ListingSourcesService } from '../../catalogue/index.ts';
import type { ClaimedJob, JobHandler, JobQueue } from '../../jobs/index.ts';
import { listedSkus, listingDraft } from '../direct-upload-service.ts';
import type { MarkupService } from '../markup-service.ts';
import type { UploadSettingsService } from '../settings-service.ts';
import type { ShopGrantsService, UsableShop } from '../shop-grants-service.ts';
import { type ListedSku, listingUploads } from '../tables.ts';
import type { BatchJob, BatchService } from './batch-service.ts';
import { type BatchMessage, batchMessage } from './messages.ts';
import { listingBatches, listingBatchItems } from './tables.ts';

/** An item's outcome: listed (toItemId) or refused for a business reason, kept by its message key. */
type Outcome =
  | { status: 'listed'; toItemId: string; uploadTime: Date; code: number | null; key: BatchMessage | null }
  | { status: 'failed'; code: number; key: BatchMessage };

const refusedBy = (code: number, key: BatchMessage): Outcome => ({ status: 'failed', code, key });

/** The platform's answer as the batch keeps it; a platform that already sells the item is a listing. */
function outcomeOf(answer: AddOutcome): Outcome {
  switch (answer.kind) {
    case 'listed':
      return {
        status: 'listed',
        toItemId: answer.toItemId,
        uploadTime: answer.uploadTime,
        code: null,
        key: null,
      };
    case 'listed-before':
      // Sold in the shop already, by an earlier push, a push whose record a crash lost, or the seller:
      // the platform's own check by outer id is the last guard against a second listing.
      return {
        status: 'listed',
        toItemId: answer.toItemId,
        uploadTime: answer.uploadTime,
        code: LISTING_CODE.alreadyUploaded,
        key: 'alreadyOnPlatform',
      };
    case 'needs-verification':
      return refusedBy(LISTING_CODE.refused, 'needVerification');
    case 'description-too-tall':
      return refusedBy(LISTING_CODE.descriptionTooTall, 'descriptionTooTall');
    case 'image-space-full':
      return refusedBy(LISTING_CODE.imageSpaceFull, 'imageSpaceFull');
    case 'main-images-refused':
      return refusedBy(LISTING_CODE.mainImagesRefused, 'mainImagesRefused');
    case 'image-unreadable':
      return refusedBy(LISTING_CODE.imageUnreadable, 'imageUnreadable');
  }
}

/**
 * The batch worker's handler: one attempt at one item's push (decision 045). The claim is the job's
 * lease; the push runs outside any lock, and its outcome is written with the job's end in one
 * transaction that the claim must still hold. An item is never listed twice: the outcome is recorded
 * under the idempotency key u{buyer}:i{item}:{channel}:{shop}:{batchId} (decision 042) and a retry
 * finds it; a push whose record was lost (the worker died after the platform answered) is answered by
 * the platform as already listed (decision 041: the outer id), never listed again (allowDuplicate off).
 */
export function createBatchJobHandler(deps: {
  db: Db;
  queue: JobQueue;
  channels: Channels;
  grants: ShopGrantsService;
  markup: MarkupService;
  uploadSettings: UploadSettingsService;
  sources: ListingSourcesService;
  batches: BatchService;
}): JobHandler<BatchJob> {
  const { db, queue, channels, grants, markup, uploadSettings, sources, batches } = deps;

  /**
   * The shop's access, its token refreshed once for all of the buyer's parallel pushes: a refresh token
   * is used up by its refresh (decision 041), so two workers must not both spend it. `stale` is a token
   * the platform refused.
   */
  const shopAccess = (userId: number, channel: ListingChannel, stale?: string) =>
    withOwnerLock(db, OWNER_LOCK.listingShopTokens, userId, async (tx) => {
      const shop = await grants.access(userId, channel, tx);
      if (!shop || stale === undefined || shop.accessToken !== stale) return shop;
      return grants.refreshNow(userId, channel, tx);
    });

  /** Ends the job with the item's outcome, the history's record, and the batch finished if it was last. */
  async function record(
    job: ClaimedJob<BatchJob>,
    batch: { userId: number; channel: string },
    outcome: Outcome,
    listed?: { shop: UsableShop; key: string; title: string; priceCents: number; skus: ListedSku[] },
  ) {
    const { batchId, itemId } = job.payload;
    await queue.complete(job, async (tx: Tx) => {
      await tx.select().from(listingBatches).where(eq(listingBatches.id, batchId)).for('update');
      await tx
        .update(listingBatchItems)
        .set({
          status: outcome.status,
          toItemId: outcome.status === 'listed' ? outcome.toItemId : null,
          errorCode: outcome.code,
          errorMessage: outcome.key,
          updatedAt: new Date(),
        })
        .where(and(eq(listingBatchItems.batchId, batchId), eq(listingBatchItems.itemId, itemId)));
      if (listed) {
        const row = {
          status: outcome.status,
          shopName: listed.shop.shopName,
          title: listed.title,
          priceCents: listed.priceCents,
          skus: listed.skus,
          uploadTime: outcome.status === 'listed' ? outcome.uploadTime : new Date(),
          toItemId: outcome.status === 'listed' ? outcome.toItemId : null,
          failureCode: outcome.status === 'failed' ? outcome.code : null,
          failureReason: outcome.status === 'failed' ? batchMessage(job.payload.lang, outcome.key) : null,
        };
        await tx
          .insert(listingUploads)
          .values({
            userId: batch.userId,
            itemId,
            channel: batch.channel,
            shopId: listed.shop.shopId,
            idempotencyKey: listed.key,
            ...row,
          })
          .onConflictDoUpdate({ target: listingUploads.idempotencyKey, set: row });
      }
      await batches.finishIfDone(tx, batchId);
    });
  }

  return {
    async run(job) {
      const { batchId, itemId, origin } = job.payload;
      const [claimed] = await db
        .update(listingBatchItems)
        .set({ status: 'running', updatedAt: new Date() })
        .where(
          and(
            eq(listingBatchItems.batchId, batchId),
            eq(listingBatchItems.itemId, itemId),
            inArray(listingBatchItems.status, ['waiting', 'running']),
          ),
        )
        .returning();
      const [batch] = await db.select().from(listingBatches).where(eq(listingBatches.id, batchId));
      // Cancelled (or the batch is gone) while the job waited its turn: nothing to push.
      if (!claimed || !batch) {
        await queue.complete(job);
        return;
      }
      const channel = batch.channel as ListingChannel;
      const adapter = channels[channel];
      if (!adapter) return record(job, batch, refusedBy(LISTING_CODE.refused, 'noAvailablePlatform'));
      const item = await sources.item(itemId);
      if (!item) return record(job, batch, refusedBy(LISTING_CODE.refused, 'noItem'));
      if (item.transactionMode === CUSTOM_MADE_TRANSACTION_MODE)
        return record(job, batch, refusedBy(LISTING_CODE.refused, 'customMade'));
      if (item.status !== 1) return record(job, batch, refusedBy(LISTING_CODE.refused, 'offShelf'));
      let shop = await shopAccess(batch.userId, channel);
      if (!shop) return record(job, batch, refusedBy(LISTING_CODE.refused, 'notAuthorised'));

      const key = `u${batch.userId}:i${itemId}:${channel}:${shop.shopId}:${batchId}`;
      const [done] = await db.select().from(listingUploads).where(eq(listingUploads.idempotencyKey, key));
      if (done?.status === 'listed') {
        const outcome: Outcome = {
          status: 'listed',
          toItemId: done.toItemId ?? '',
          uploadTime: done.uploadTime,
          code: null,
          key: null,
        };
        return record(job, batch, outcome);
      }
      const draft = listingDraft(item, await markup.ruleFor(batch.userId, channel), origin, {
        // A title the buyer edited on the batch page goes as written; else the buyer's title rules make it.
        title: claimed.title ?? titleByRule(item.title, await uploadSettings.of(batch.userId)),
        pictures: claimed.imageUrls ?? undefined,
        allowDuplicate: false,
        // A batch has no one to answer 1002 item by item: it drops the pictures past the limit (decision 045).
        splitTooLongDesc: true,
      });
      const listed = { key, title: draft.title, priceCents: draft.priceCents, skus: listedSkus(draft) };

      let answer: AddOutcome;
      try {
        try {
          answer = await adapter.addItem(shop, draft);
        } catch (error) {
          if (!(error instanceof ChannelTokenExpired)) throw error;
          shop = await shopAccess(batch.userId, channel, shop.accessToken);
          if (!shop) return record(job, batch, refusedBy(LISTING_CODE.refused, 'notAuthorised'));
          answer = await adapter.addItem(shop, draft);
        }
      } catch (error) {
        // The platform refused the request itself (4xx): a business refusal, not retried. Its outages
        // (5xx, a timeout, no connection) are thrown to the worker, which backs off and retries.
        if (error instanceof ChannelRefused && error.status < 500) {
          return record(job, batch, refusedBy(LISTING_CODE.refused, 'platformRefused'), { ...listed, shop });
        }
        throw error;
      }
      return record(job, batch, outcomeOf(answer), { ...listed, shop });
    },

    async giveUp(job, reason) {
      const { batchId, itemId } = job.payload;
      await queue.fail(job, reason, async (tx) => {
        await tx.select().from(listingBatches).where(eq(listingBatches.id, batchId)).for('update');
        await tx
          .update(listingBatchItems)
          .set({
            status: 'failed',
            errorCode: LISTING_CODE.refused,
            errorMessage: 'platformUnavailable' satisfies BatchMessage,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(listingBatchItems.batchId, batchId),
              eq(listingBatchItems.itemId, itemId),
              inArray(listingBatchItems.status, ['waiting', 'running']),
            ),
          );
        await batches.finishIfDone(tx, batchId);
      });
    },
  };
}
