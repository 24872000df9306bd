import { LISTING_CODE, type ListingChannel, titleByRule } from '@stallhub/contracts';
import type { Db } from '../../../db/connection.ts';
import type { Tx } from '../../../db/transaction.ts';
import { type AddOutcome, ChannelRefused } from '../../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../../outside/channels/channels.ts';
import type { ListingSourcesService } from '../../catalogue/index.ts';
import type { ClaimedJob, JobHandler, JobQueue } from '../../jobs/index.ts';
import type { MarkupService } from '../markup-service.ts';
import { listingDraft } from '../push/listing-draft.ts';
import { createListingPush, type PushRecord, type PushRefusal } from '../push/listing-push.ts';
import type { UploadSettingsService } from '../settings-service.ts';
import type { ShopGrantsService } from '../shop-grants-service.ts';
import type { BatchJob, BatchService } from './batch-service.ts';
import { type BatchMessage, batchMessage } from './messages.ts';
import { batchById, claimBatchItem, lockBatch, setItemOutcome, setPendingItemOutcome } from './repository.ts';

/** An item's outcome: listed (toItemId) or refused for a business reason, kept by its message key. */
type Outcome =
  | { status: 'listed'; toItemId: string; uploadTime: Date; code: number | null; key: BatchMessage | null }
  | { status: 'failed'; code: number; key: BatchMessage };

const refusedBy = (code: number, key: BatchMessage): Outcome => ({ status: 'failed', code, key });

/** How each refusal before the push is kept (decision 045). */
const REFUSAL: Record<PushRefusal, BatchMessage> = {
  noPlatform: 'noAvailablePlatform',
  noItem: 'noItem',
  customMade: 'customMade',
  offShelf: 'offShelf',
  notAuthorised: 'notAuthorised',
};

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
 * The batch worker's handler: one attempt at one item's push through the one push path (decisions 045,
 * 079). The claim is the job's lease; the push runs outside any lock, and its outcome is written with the
 * job's end in one
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
  const { db, queue, markup, uploadSettings, batches } = deps;
  const path = createListingPush(deps);

  /** Ends the job with the item's outcome, the history's record, and the batch finished if it was last. */
  async function record(job: ClaimedJob<BatchJob>, outcome: Outcome, pushed?: Omit<PushRecord, 'status'>) {
    const { batchId, itemId } = job.payload;
    await queue.complete(job, async (tx: Tx) => {
      await lockBatch(tx, batchId);
      await setItemOutcome(tx, batchId, itemId, {
        status: outcome.status,
        toItemId: outcome.status === 'listed' ? outcome.toItemId : null,
        errorCode: outcome.code,
        errorMessage: outcome.key,
      });
      if (pushed) {
        await path.record(
          outcome.status === 'listed'
            ? { ...pushed, status: 'listed', toItemId: outcome.toItemId, uploadTime: outcome.uploadTime }
            : {
                ...pushed,
                status: 'failed',
                failureCode: outcome.code,
                failureReason: batchMessage(job.payload.lang, outcome.key),
              },
          tx,
        );
      }
      await batches.finishIfDone(tx, batchId);
    });
  }

  return {
    async run(job) {
      const { batchId, itemId, origin } = job.payload;
      const claimed = await claimBatchItem(db, batchId, itemId);
      const batch = await batchById(db, batchId);
      // Cancelled (or the batch is gone) while the job waited its turn: nothing to push.
      if (!claimed || !batch) {
        await queue.complete(job);
        return;
      }
      const channel = batch.channel as ListingChannel;
      const checked = await path.check(batch.userId, channel, itemId);
      if (!checked.ready) return record(job, refusedBy(LISTING_CODE.refused, REFUSAL[checked.refusal]));
      const { item, shop } = checked;

      const key = `u${batch.userId}:i${itemId}:${channel}:${shop.shopId}:${batchId}`;
      const done = await path.recorded(key);
      if (done?.status === 'listed') {
        const outcome: Outcome = {
          status: 'listed',
          toItemId: done.toItemId ?? '',
          uploadTime: done.uploadTime,
          code: null,
          key: null,
        };
        return record(job, outcome);
      }
      const draft = listingDraft(item, await markup.ruleFor(batch.userId, channel), origin, {
        // A title the buyer edited on the batch page goes as written; else the buyer's title rules make it.
        title: claimed.title ?? titleByRule(item.title, await uploadSettings.of(batch.userId)),
        pictures: claimed.imageUrls ?? undefined,
        allowDuplicate: false,
        // A batch has no one to answer 1002 item by item: it drops the pictures past the limit (decision 045).
        splitTooLongDesc: true,
      });
      const upload = { userId: batch.userId, itemId, channel, key, draft };

      try {
        const pushed = await path.push(batch.userId, channel, shop, draft);
        if (!pushed) return record(job, refusedBy(LISTING_CODE.refused, 'notAuthorised'));
        return record(job, outcomeOf(pushed.answer), { ...upload, shop: pushed.shop });
      } catch (error) {
        // The platform refused the request itself (4xx): a business refusal, not retried. Its outages
        // (5xx, a timeout, no connection) are thrown to the worker, which backs off and retries.
        if (error instanceof ChannelRefused && error.status < 500) {
          return record(job, refusedBy(LISTING_CODE.refused, 'platformRefused'), { ...upload, shop });
        }
        throw error;
      }
    },

    async giveUp(job, reason) {
      const { batchId, itemId } = job.payload;
      await queue.fail(job, reason, async (tx) => {
        await lockBatch(tx, batchId);
        await setPendingItemOutcome(tx, batchId, itemId, {
          status: 'failed',
          errorCode: LISTING_CODE.refused,
          errorMessage: 'platformUnavailable' satisfies BatchMessage,
        });
        await batches.finishIfDone(tx, batchId);
      });
    },
  };
}
