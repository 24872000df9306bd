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
import {
  type BatchItemRow,
  type BatchRow,
  buyerBatch,
  cancelItems,
  chosenTool,
  type DraftItemChange,
  deleteBatchItem,
  finishIfDone,
  hideBuyerBatches,
  insertDraftBatch,
  itemsOfBatch,
  lockBuyerBatch,
  markBatchCancelled,
  saveChosenTool,
  startBatch,
  updateBatchItem,
} from './repository.ts';

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

function progressOf(rows: Pick<BatchItemRow, 'status'>[]): BatchProgress {
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

type Deps = {
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
};

/** The buyer's batch; another buyer's, or a deleted one, is "no such batch". */
async function mine(on: Db | Tx, userId: number, batchId: string): Promise<BatchRow> {
  const batch = await buyerBatch(on, userId, batchId);
  if (!batch) throw new BatchRefusal('notFound', 'noBatch');
  return batch;
}

/** The buyer's batch locked for a change of state, in `tx`. */
async function mineLocked(tx: Tx, userId: number, batchId: string): Promise<BatchRow> {
  const batch = await lockBuyerBatch(tx, userId, batchId);
  if (!batch) throw new BatchRefusal('notFound', 'noBatch');
  return batch;
}

/** The platform a batch call names, refused when this server does not offer it. */
function offeredChannel(deps: Deps, channelId: number): ListingChannel {
  const channel = channelOf(channelId);
  if (!deps.offers(channel)) throw new BatchRefusal('refused', 'noAvailablePlatform');
  return channel;
}

const statusState = async (on: Db | Tx, batch: BatchRow): Promise<BatchStatusState> => ({
  status: batch.status as BatchStatus,
  progress: progressOf(await itemsOfBatch(on, batch.id)),
});

const errorMessageOf = (lang: Language, row: BatchItemRow) =>
  row.errorMessage ? batchMessage(lang, row.errorMessage as BatchMessage) : null;

async function itemView(deps: Deps, lang: Language, row: BatchItemRow, origin: string): Promise<BatchItem> {
  const item = await deps.sources.item(row.itemId);
  const own = item?.pictures.map((base) => new URL(imageUrl(base, INDEX_SIZE), origin).href) ?? [];
  return {
    vid: row.itemId,
    title: row.title ?? item?.title ?? '',
    originalTitle: item?.title ?? '',
    imageUrls: row.imageUrls ?? own.slice(0, 5),
    status: row.status as BatchItemStatus,
    toItemId: row.toItemId,
    errorCode: row.errorCode,
    errorMessage: errorMessageOf(lang, row),
  };
}

/** Why a listable item is risky on the platform (none: it is safe); the buyer may still pick it. */
function risksOf(
  item: ListingSource,
  blocked: boolean,
  channel: ListingChannel,
  now: number,
): BatchMessage[] {
  const risks: BatchMessage[] = [];
  if (blocked) risks.push('blockedStall');
  if (channel === 'douyin' && longOnSale(item.upTime, now)) risks.push('longOnSale');
  return risks;
}

/**
 * The multiupload precheck (spec 2 §3 "Batch precheck result", §4 "Douyin batch confirm dialog"):
 * whether the platform's shop is authorised, the tool chosen last, and the items sorted into safe,
 * risky (the buyer may still pick them) and unable.
 */
async function precheck(
  deps: Deps,
  userId: number,
  lang: Language,
  itemIds: number[],
  channelId: number,
  origin: string,
): Promise<BatchPrecheckResult> {
  const channel = offeredChannel(deps, channelId);
  const [shop, toolId, rule, found, titles] = await Promise.all([
    deps.grants.summary(userId, channel),
    chosenTool(deps.db, userId),
    deps.markup.ruleFor(userId, channel),
    Promise.all(itemIds.map((id) => deps.sources.item(id))),
    deps.titlesIn(itemIds, lang),
  ]);
  const listable = found.filter((item): item is ListingSource => unableReason(item) === null);
  const { blocked } = await deps.marks.forCards(
    userId,
    [],
    listable.map((item) => item.shopId),
  );
  const result: BatchPrecheckResult = {
    tbAuthType: shop ? TB_AUTH_TYPE.authorised : TB_AUTH_TYPE.authorise,
    lastChooseToolId: toolId,
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
    const risks = risksOf(item, blocked.has(item.shopId), channel, now);
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
}

/** A new draft batch of the items that can be listed; the others are answered as unable. */
async function addBatch(
  deps: Deps,
  userId: number,
  lang: Language,
  itemIds: number[],
  channelId: number,
): Promise<BatchAdded> {
  const channel = offeredChannel(deps, channelId);
  const found = await Promise.all(itemIds.slice(0, BATCH_MAX_ITEMS).map((id) => deps.sources.item(id)));
  const unableItemList: BatchAdded['unableItemList'] = [];
  const listable: number[] = [];
  itemIds.forEach((vid, at) => {
    const reason = unableReason(found[at] ?? null);
    if (reason) unableItemList.push({ vid, errorMessage: batchMessage(lang, reason) });
    else listable.push(vid);
  });
  if (listable.length === 0) throw new BatchRefusal('refused', 'noListableItems');
  const toolId = await chosenTool(deps.db, userId);
  const batchId = randomBytes(12).toString('base64url');
  await deps.db.transaction((tx) => insertDraftBatch(tx, { id: batchId, userId, channel, toolId }, listable));
  return { batchId, itemCount: listable.length, unableItemList };
}

/** list4Uploading: the batch with its items as the confirmation page shows them, and its progress. */
async function viewBatch(
  deps: Deps,
  userId: number,
  lang: Language,
  batchId: string,
  origin: string,
): Promise<BatchState> {
  const batch = await mine(deps.db, userId, batchId);
  const [rows, shop] = await Promise.all([
    itemsOfBatch(deps.db, batchId),
    deps.grants.summary(userId, batch.channel as ListingChannel),
  ]);
  return {
    batchId,
    channel: batch.channel,
    channelId: BATCH_PLATFORM_ID[batch.channel as ListingChannel],
    shopName: shop?.shopName ?? null,
    status: batch.status as BatchStatus,
    createdAt: batch.createdAt.toISOString(),
    progress: progressOf(rows),
    items: await Promise.all(rows.map((row) => itemView(deps, lang, row, origin))),
  };
}

/** What the page polls while the batch runs: counts and each item's state, no catalogue reads. */
async function batchProgress(
  deps: Deps,
  userId: number,
  lang: Language,
  batchId: string,
): Promise<BatchItemStatuses> {
  const batch = await mine(deps.db, userId, batchId);
  const rows = await itemsOfBatch(deps.db, batchId);
  return {
    status: batch.status as BatchStatus,
    progress: progressOf(rows),
    items: rows.map((row) => ({
      vid: row.itemId,
      status: row.status as BatchItemStatus,
      toItemId: row.toItemId,
      errorCode: row.errorCode,
      errorMessage: errorMessageOf(lang, row),
    })),
  };
}

/** Changes one item of a draft batch, answering it as the page shows it. */
async function editDraftItem(
  deps: Deps,
  userId: number,
  lang: Language,
  batchId: string,
  itemId: number,
  origin: string,
  change: DraftItemChange,
) {
  const row = await deps.db.transaction(async (tx) => {
    const batch = await mineLocked(tx, userId, batchId);
    if (batch.status !== 'draft') throw new BatchRefusal('refused', 'notDraft');
    const updated = await updateBatchItem(tx, batchId, itemId, change);
    if (!updated) throw new BatchRefusal('refused', 'notInBatch');
    return updated;
  });
  return { item: await itemView(deps, lang, row, origin) };
}

async function deleteDraftItem(deps: Deps, userId: number, batchId: string, itemId: number) {
  return deps.db.transaction(async (tx) => {
    const batch = await mineLocked(tx, userId, batchId);
    if (batch.status !== 'draft') throw new BatchRefusal('refused', 'notDraft');
    if (!(await deleteBatchItem(tx, batchId, itemId))) throw new BatchRefusal('refused', 'notInBatch');
    return statusState(tx, batch);
  });
}

/**
 * Confirms a draft: its items wait, one job each, in the transaction that marks it running, so a
 * batch is either all queued or still a draft. A second confirm finds it running and changes nothing.
 */
async function confirmBatch(
  deps: Deps,
  userId: number,
  lang: Language,
  batchId: string,
  origin: string,
): Promise<BatchStatusState> {
  const batch = await mine(deps.db, userId, batchId);
  if (batch.status === 'draft' && !(await deps.grants.summary(userId, batch.channel as ListingChannel))) {
    throw new BatchRefusal('refused', 'notAuthorised');
  }
  const state = await deps.db.transaction(async (tx) => {
    const locked = await mineLocked(tx, userId, batchId);
    if (locked.status !== 'draft') return statusState(tx, locked);
    const rows = await itemsOfBatch(tx, batchId);
    if (rows.length === 0) throw new BatchRefusal('refused', 'emptyBatch');
    const running = await startBatch(tx, batchId);
    await deps.queue.enqueue(
      tx,
      rows.map((row) => ({
        queue: BATCH_QUEUE,
        groupKey: batchId,
        payload: { batchId, itemId: row.itemId, origin, lang } satisfies BatchJob,
        maxAttempts: BATCH_PUSH_MAX_ATTEMPTS,
      })),
    );
    return statusState(tx, running);
  });
  deps.queued();
  return state;
}

/** Stops the batch's waiting items (their jobs cancelled); a push on the wire finishes and is recorded. */
async function cancelWaiting(deps: Deps, tx: Tx, batchId: string) {
  const cancelled = await deps.queue.cancelGroup<BatchJob>(tx, batchId);
  await cancelItems(
    tx,
    batchId,
    cancelled.map((job) => job.itemId),
  );
}

/** Cancels the batch: waiting items stop; an item being pushed finishes and is recorded. */
async function cancelBatch(deps: Deps, userId: number, batchId: string): Promise<BatchStatusState> {
  return deps.db.transaction(async (tx) => {
    const batch = await mineLocked(tx, userId, batchId);
    if (batch.status === 'finished' || batch.status === 'cancelled') return statusState(tx, batch);
    await cancelWaiting(deps, tx, batchId);
    return statusState(tx, await markBatchCancelled(tx, batchId));
  });
}

/** Deletes the buyer's batches (others' ids are skipped): hidden, and their waiting items stopped. */
async function removeBatches(deps: Deps, userId: number, batchIds: string[]): Promise<{ deleted: number }> {
  return deps.db.transaction(async (tx) => {
    const gone = await hideBuyerBatches(tx, userId, batchIds);
    for (const id of gone) await cancelWaiting(deps, tx, id);
    return { deleted: gone.length };
  });
}

/**
 * Batch uploads (spec 2 §4 "Batch Taobao", §7 the multiupload and task calls, issue 14 point 4): a draft
 * batch of up to 200 items, edited item by item, then confirmed into one job per item that the batch
 * worker pushes (batch-worker.ts). Every call finds the batch through its owner: another buyer's batch
 * is "no such batch".
 */
export function createBatchService(deps: Deps) {
  return {
    precheck: (userId: number, lang: Language, itemIds: number[], channelId: number, origin: string) =>
      precheck(deps, userId, lang, itemIds, channelId, origin),
    async saveChoice(userId: number, toolId: number) {
      await saveChosenTool(deps.db, userId, toolId);
      return { toolId };
    },
    add: (userId: number, lang: Language, itemIds: number[], channelId: number) =>
      addBatch(deps, userId, lang, itemIds, channelId),
    view: (userId: number, lang: Language, batchId: string, origin: string) =>
      viewBatch(deps, userId, lang, batchId, origin),
    progress: (userId: number, lang: Language, batchId: string) => batchProgress(deps, userId, lang, batchId),
    editTitle: (
      userId: number,
      lang: Language,
      batchId: string,
      itemId: number,
      title: string,
      origin: string,
    ) => editDraftItem(deps, userId, lang, batchId, itemId, origin, { title }),
    editImages: (
      userId: number,
      lang: Language,
      batchId: string,
      itemId: number,
      imageUrls: string[],
      origin: string,
    ) =>
      editDraftItem(deps, userId, lang, batchId, itemId, origin, {
        imageUrls: ownPictures(imageUrls, origin),
      }),
    deleteItem: (userId: number, batchId: string, itemId: number): Promise<BatchStatusState> =>
      deleteDraftItem(deps, userId, batchId, itemId),
    confirm: (userId: number, lang: Language, batchId: string, origin: string) =>
      confirmBatch(deps, userId, lang, batchId, origin),
    cancel: (userId: number, batchId: string) => cancelBatch(deps, userId, batchId),
    remove: (userId: number, batchIds: string[]) => removeBatches(deps, userId, batchIds),
    finishIfDone,
  };
}
export type BatchService = ReturnType<typeof createBatchService>;
