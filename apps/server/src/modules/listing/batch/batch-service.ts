import { randomBytes } from 'node:crypto';
import {
  BATCH_MAX_ITEMS,
  BATCH_PLATFORM_ID,
  BATCH_PUSH_MAX_ATTEMPTS,
  type BatchAdded,
  type BatchCheckedItem,
  type BatchItem,
  type BatchItemStatus,
  type BatchItemStatuses,
  type BatchPrecheckResult,
  type BatchProgress,
  type BatchState,
  type BatchStatus,
  type BatchStatusState,
  CUSTOM_MADE_TRANSACTION_MODE,
  imageUrl,
  type Language,
  LISTING_CHANNELS,
  type ListingChannel,
  longOnSale,
  TB_AUTH_TYPE,
} from '@stallhub/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { ListingSource, ListingSourcesService } from '../../catalogue/index.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { CardMarks } from '../../storefront/index.ts';
import { ownPictures } from '../direct-upload-service.ts';
import { markedUpCents } from '../markup.ts';
import type { MarkupService } from '../markup-service.ts';
import type { ShopGrantsService } from '../shop-grants-service.ts';
import { type BatchMessage, batchMessage } from './messages.ts';
import { listingBatchChoices, listingBatches, listingBatchItems } from './tables.ts';

/** The queue of batch pushes: one job per item (decision 045). */
export const BATCH_QUEUE = 'listing.batch-item';

/** A batch item's job: the origin is where the platform fetches our pictures, as the confirming page saw it. */
export interface BatchJob {
  batchId: string;
  itemId: number;
  origin: string;
  /** The confirming buyer's language: the history's failure reasons are written in it. */
  lang: Language;
}

/** A business answer other than success: the envelope's code and message. */
export class BatchRefusal extends Error {
  constructor(
    readonly code: 'notFound' | 'refused',
    readonly key: BatchMessage,
  ) {
    super(key);
  }
}

const INDEX_SIZE = 800;
const channelOf = (channelId: number): ListingChannel =>
  LISTING_CHANNELS.find((channel) => BATCH_PLATFORM_ID[channel] === channelId)!;

/** Why an item cannot go in any batch (null: it can). */
function unableReason(item: ListingSource | null): BatchMessage | null {
  if (!item) return 'noItem';
  if (item.transactionMode === CUSTOM_MADE_TRANSACTION_MODE) return 'customMade';
  if (item.status !== 1) return 'offShelf';
  return null;
}

type BatchRow = typeof listingBatches.$inferSelect;
type ItemRow = typeof listingBatchItems.$inferSelect;

function progressOf(rows: Pick<ItemRow, 'status'>[]): BatchProgress {
  const count = (...statuses: BatchItemStatus[]) =>
    rows.filter((row) => statuses.includes(row.status as BatchItemStatus)).length;
  return {
    total: rows.length,
    done: count('listed'),
    failed: count('failed'),
    waiting: count('draft', 'waiting', 'running'),
    cancelled: count('cancelled'),
  };
}

/**
 * Batch uploads (spec 2 §4 "Batch Taobao", §7 the multiupload and task calls, issue 14 point 4): a draft
 * batch of up to 200 items, edited item by item, then confirmed into one job per item that the batch
 * worker pushes (batch-worker.ts). Every call finds the batch through its owner: another buyer's batch
 * is "no such batch".
 */
export function createBatchService(deps: {
  db: Db;
  grants: ShopGrantsService;
  markup: MarkupService;
  sources: ListingSourcesService;
  marks: CardMarks;
  queue: JobQueue;
  /** Called after a confirm queued jobs: this process's worker looks at once. */
  queued: () => void;
  offers: (channel: ListingChannel) => boolean;
  /** Item titles in a reader's language (none for Chinese, the catalogue's own). */
  titlesIn: (ids: readonly number[], lang: Language) => Promise<Map<number, string>>;
}) {
  const { db, grants, markup, sources, marks, queue, queued, offers, titlesIn } = deps;

  async function mine(on: Db | Tx, userId: number, batchId: string): Promise<BatchRow> {
    const [batch] = await on
      .select()
      .from(listingBatches)
      .where(
        and(
          eq(listingBatches.id, batchId),
          eq(listingBatches.userId, userId),
          isNull(listingBatches.deletedAt),
        ),
      );
    if (!batch) throw new BatchRefusal('notFound', 'noBatch');
    return batch;
  }

  /** The batch row locked for a change of state, in `tx`. */
  async function mineLocked(tx: Tx, userId: number, batchId: string): Promise<BatchRow> {
    const [batch] = await tx
      .select()
      .from(listingBatches)
      .where(
        and(
          eq(listingBatches.id, batchId),
          eq(listingBatches.userId, userId),
          isNull(listingBatches.deletedAt),
        ),
      )
      .for('update');
    if (!batch) throw new BatchRefusal('notFound', 'noBatch');
    return batch;
  }

  const itemsOf = (on: Db | Tx, batchId: string) =>
    on
      .select()
      .from(listingBatchItems)
      .where(eq(listingBatchItems.batchId, batchId))
      .orderBy(asc(listingBatchItems.position));

  const statusState = async (on: Db | Tx, batch: BatchRow): Promise<BatchStatusState> => ({
    status: batch.status as BatchStatus,
    progress: progressOf(await itemsOf(on, batch.id)),
  });

  async function itemView(lang: Language, row: ItemRow, origin: string): Promise<BatchItem> {
    const item = await sources.item(row.itemId);
    const own = item?.pictures.map((base) => new URL(imageUrl(base, INDEX_SIZE), origin).href) ?? [];
    return {
      vid: row.itemId,
      title: row.title ?? item?.title ?? '',
      originalTitle: item?.title ?? '',
      imageUrls: row.imageUrls ?? own.slice(0, 5),
      status: row.status as BatchItemStatus,
      toItemId: row.toItemId,
      errorCode: row.errorCode,
      errorMessage: row.errorMessage ? batchMessage(lang, row.errorMessage as BatchMessage) : null,
    };
  }

  /** Changes one item of a draft batch, answering it as the page shows it. */
  async function editDraftItem(
    userId: number,
    lang: Language,
    batchId: string,
    itemId: number,
    origin: string,
    set: Partial<ItemRow>,
  ) {
    const row = await db.transaction(async (tx) => {
      const batch = await mineLocked(tx, userId, batchId);
      if (batch.status !== 'draft') throw new BatchRefusal('refused', 'notDraft');
      const [updated] = await tx
        .update(listingBatchItems)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(listingBatchItems.batchId, batchId), eq(listingBatchItems.itemId, itemId)))
        .returning();
      if (!updated) throw new BatchRefusal('refused', 'notInBatch');
      return updated;
    });
    return { item: await itemView(lang, row, origin) };
  }

  /** Marks the batch finished when no item waits any more; the caller holds the batch row. */
  async function finishIfDone(tx: Tx, batchId: string) {
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(listingBatchItems)
      .where(
        and(
          eq(listingBatchItems.batchId, batchId),
          inArray(listingBatchItems.status, ['waiting', 'running']),
        ),
      );
    if ((left?.n ?? 0) === 0) {
      await tx
        .update(listingBatches)
        .set({ status: 'finished' })
        .where(and(eq(listingBatches.id, batchId), eq(listingBatches.status, 'running')));
    }
  }

  /** Stops the batch's waiting items (their jobs cancelled); a push on the wire finishes and is recorded. */
  async function cancelWaiting(tx: Tx, batchId: string) {
    const cancelled = await queue.cancelGroup<BatchJob>(tx, batchId);
    const ids = cancelled.map((job) => job.itemId);
    const draftOrCancelled = inArray(listingBatchItems.status, ['draft', 'waiting']);
    await tx
      .update(listingBatchItems)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(listingBatchItems.batchId, batchId),
          ids.length > 0
            ? sql`(${draftOrCancelled} or ${inArray(listingBatchItems.itemId, ids)})`
            : draftOrCancelled,
        ),
      );
  }

  return {
    /**
     * The multiupload precheck (spec 2 §3 "Batch precheck result", §4 "Douyin batch confirm dialog"):
     * whether the platform's shop is authorised, the tool chosen last, and the items sorted into safe,
     * risky (the buyer may still pick them) and unable.
     */
    async precheck(
      userId: number,
      lang: Language,
      itemIds: number[],
      channelId: number,
      origin: string,
    ): Promise<BatchPrecheckResult> {
      const channel = channelOf(channelId);
      if (!offers(channel)) throw new BatchRefusal('refused', 'noAvailablePlatform');
      const [shop, [choice], rule, found, titles] = await Promise.all([
        grants.summary(userId, channel),
        db.select().from(listingBatchChoices).where(eq(listingBatchChoices.userId, userId)),
        markup.ruleFor(userId, channel),
        Promise.all(itemIds.map((id) => sources.item(id))),
        titlesIn(itemIds, lang),
      ]);
      const listable = found.filter((item): item is ListingSource => unableReason(item) === null);
      const { blocked } = await marks.forCards(
        userId,
        [],
        listable.map((item) => item.shopId),
      );
      const result: BatchPrecheckResult = {
        tbAuthType: shop ? TB_AUTH_TYPE.authorised : TB_AUTH_TYPE.authorise,
        lastChooseToolId: choice?.toolId ?? null,
        normalItemList: [],
        errorItemList: [],
        unableItemList: [],
      };
      const now = Date.now();
      itemIds.forEach((vid, at) => {
        const item = found[at] ?? null;
        const unable = unableReason(item);
        if (unable || !item) {
          result.unableItemList.push({ vid, errorMessage: batchMessage(lang, unable ?? 'noItem') });
          return;
        }
        const risks: BatchMessage[] = [];
        if (blocked.has(item.shopId)) risks.push('blockedStall');
        if (channel === 'douyin' && longOnSale(item.upTime, now)) {
          risks.push('longOnSale');
        }
        const checked: BatchCheckedItem = {
          vid,
          isBlock: blocked.has(item.shopId),
          indexImageUrl: item.pictures[0] ? new URL(imageUrl(item.pictures[0], INDEX_SIZE), origin).href : '',
          title: titles.get(vid) ?? item.title,
          discountPrice: (markedUpCents(item.price, rule) / 100).toFixed(2),
          errorMessage: risks.length > 0 ? batchMessage(lang, 'riskyItem') : '',
          errorMessageDetail: risks.map((key) => batchMessage(lang, key)),
        };
        (risks.length > 0 ? result.errorItemList : result.normalItemList).push(checked);
      });
      return result;
    },

    async saveChoice(userId: number, toolId: number) {
      await db
        .insert(listingBatchChoices)
        .values({ userId, toolId })
        .onConflictDoUpdate({ target: listingBatchChoices.userId, set: { toolId } });
      return { toolId };
    },

    /** A new draft batch of the items that can be listed; the others are answered as unable. */
    async add(userId: number, lang: Language, itemIds: number[], channelId: number): Promise<BatchAdded> {
      const channel = channelOf(channelId);
      if (!offers(channel)) throw new BatchRefusal('refused', 'noAvailablePlatform');
      const found = await Promise.all(itemIds.slice(0, BATCH_MAX_ITEMS).map((id) => sources.item(id)));
      const unableItemList: BatchAdded['unableItemList'] = [];
      const listable: number[] = [];
      itemIds.forEach((vid, at) => {
        const reason = unableReason(found[at] ?? null);
        if (reason) unableItemList.push({ vid, errorMessage: batchMessage(lang, reason) });
        else listable.push(vid);
      });
      if (listable.length === 0) throw new BatchRefusal('refused', 'noListableItems');
      const [choice] = await db
        .select()
        .from(listingBatchChoices)
        .where(eq(listingBatchChoices.userId, userId));
      const batchId = randomBytes(12).toString('base64url');
      await db.transaction(async (tx) => {
        await tx
          .insert(listingBatches)
          .values({ id: batchId, userId, channel, toolId: choice?.toolId ?? null });
        await tx
          .insert(listingBatchItems)
          .values(listable.map((itemId, position) => ({ batchId, itemId, position })));
      });
      return { batchId, itemCount: listable.length, unableItemList };
    },

    /** list4Uploading: the batch with its items as the confirmation page shows them, and its progress. */
    async view(userId: number, lang: Language, batchId: string, origin: string): Promise<BatchState> {
      const batch = await mine(db, userId, batchId);
      const [rows, shop] = await Promise.all([
        itemsOf(db, batchId),
        grants.summary(userId, batch.channel as ListingChannel),
      ]);
      return {
        batchId,
        channel: batch.channel,
        channelId: BATCH_PLATFORM_ID[batch.channel as ListingChannel],
        shopName: shop?.shopName ?? null,
        status: batch.status as BatchStatus,
        createdAt: batch.createdAt.toISOString(),
        progress: progressOf(rows),
        items: await Promise.all(rows.map((row) => itemView(lang, row, origin))),
      };
    },

    /** What the page polls while the batch runs: counts and each item's state, no catalogue reads. */
    async progress(userId: number, lang: Language, batchId: string): Promise<BatchItemStatuses> {
      const batch = await mine(db, userId, batchId);
      const rows = await itemsOf(db, batchId);
      return {
        status: batch.status as BatchStatus,
        progress: progressOf(rows),
        items: rows.map((row) => ({
          vid: row.itemId,
          status: row.status as BatchItemStatus,
          toItemId: row.toItemId,
          errorCode: row.errorCode,
          errorMessage: row.errorMessage ? batchMessage(lang, row.errorMessage as BatchMessage) : null,
        })),
      };
    },

    editTitle(
      userId: number,
      lang: Language,
      batchId: string,
      itemId: number,
      title: string,
      origin: string,
    ) {
      return editDraftItem(userId, lang, batchId, itemId, origin, { title });
    },

    editImages(
      userId: number,
      lang: Language,
      batchId: string,
      itemId: number,
      imageUrls: string[],
      origin: string,
    ) {
      return editDraftItem(userId, lang, batchId, itemId, origin, {
        imageUrls: ownPictures(imageUrls, origin),
      });
    },

    async deleteItem(userId: number, batchId: string, itemId: number): Promise<BatchStatusState> {
      return db.transaction(async (tx) => {
        const batch = await mineLocked(tx, userId, batchId);
        if (batch.status !== 'draft') throw new BatchRefusal('refused', 'notDraft');
        const gone = await tx
          .delete(listingBatchItems)
          .where(and(eq(listingBatchItems.batchId, batchId), eq(listingBatchItems.itemId, itemId)))
          .returning({ itemId: listingBatchItems.itemId });
        if (gone.length === 0) throw new BatchRefusal('refused', 'notInBatch');
        return statusState(tx, batch);
      });
    },

    /**
     * Confirms a draft: its items wait, one job each, in the transaction that marks it running, so a
     * batch is either all queued or still a draft. A second confirm finds it running and changes nothing.
     */
    async confirm(
      userId: number,
      lang: Language,
      batchId: string,
      origin: string,
    ): Promise<BatchStatusState> {
      const batch = await mine(db, userId, batchId);
      if (batch.status === 'draft' && !(await grants.summary(userId, batch.channel as ListingChannel))) {
        throw new BatchRefusal('refused', 'notAuthorised');
      }
      const state = await db.transaction(async (tx) => {
        const locked = await mineLocked(tx, userId, batchId);
        if (locked.status !== 'draft') return statusState(tx, locked);
        const rows = await itemsOf(tx, batchId);
        if (rows.length === 0) throw new BatchRefusal('refused', 'emptyBatch');
        const [running] = await tx
          .update(listingBatches)
          .set({ status: 'running', confirmedAt: new Date() })
          .where(eq(listingBatches.id, batchId))
          .returning();
        await tx
          .update(listingBatchItems)
          .set({ status: 'waiting', updatedAt: new Date() })
          .where(eq(listingBatchItems.batchId, batchId));
        await queue.enqueue(
          tx,
          rows.map((row) => ({
            queue: BATCH_QUEUE,
            groupKey: batchId,
            payload: { batchId, itemId: row.itemId, origin, lang } satisfies BatchJob,
            maxAttempts: BATCH_PUSH_MAX_ATTEMPTS,
          })),
        );
        return statusState(tx, running!);
      });
      queued();
      return state;
    },

    /** Cancels the batch: waiting items stop; an item being pushed finishes and is recorded. */
    async cancel(userId: number, batchId: string): Promise<BatchStatusState> {
      return db.transaction(async (tx) => {
        const batch = await mineLocked(tx, userId, batchId);
        if (batch.status === 'finished' || batch.status === 'cancelled') return statusState(tx, batch);
        await cancelWaiting(tx, batchId);
        const [cancelled] = await tx
          .update(listingBatches)
          .set({ status: 'cancelled' })
          .where(eq(listingBatches.id, batchId))
          .returning();
        return statusState(tx, cancelled!);
      });
    },

    /** Deletes the buyer's batches (others' ids are skipped): hidden, and their waiting items stopped. */
    async remove(userId: number, batchIds: string[]): Promise<{ deleted: number }> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .update(listingBatches)
          .set({ deletedAt: new Date() })
          .where(
            and(
              inArray(listingBatches.id, batchIds),
              eq(listingBatches.userId, userId),
              isNull(listingBatches.deletedAt),
            ),
          )
          .returning({ id: listingBatches.id });
        for (const { id } of gone) await cancelWaiting(tx, id);
        return { deleted: gone.length };
      });
    },

    finishIfDone,
  };
}
export type BatchService = ReturnType<typeof createBatchService>;
