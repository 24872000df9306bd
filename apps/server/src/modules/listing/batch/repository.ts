import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import type { Tx } from '../../../db/transaction.ts';
import { listingBatchChoices, listingBatches, listingBatchItems } from './tables.ts';

// Batch uploads' data access: batch-service.ts and batch-worker.ts hold the rules, this file the queries
// (issue 27 point 3, docs/decisions/081). Each function takes the connection or transaction it runs on.

export type BatchRow = typeof listingBatches.$inferSelect;
export type BatchItemRow = typeof listingBatchItems.$inferSelect;
/** What a buyer may change of a draft item. */
export type DraftItemChange = Partial<Pick<BatchItemRow, 'title' | 'imageUrls'>>;

const ownBatch = (userId: number, batchId: string) =>
  and(eq(listingBatches.id, batchId), eq(listingBatches.userId, userId), isNull(listingBatches.deletedAt));

const itemOfBatch = (batchId: string, itemId: number) =>
  and(eq(listingBatchItems.batchId, batchId), eq(listingBatchItems.itemId, itemId));

/** The buyer's batch, unless deleted; another buyer's batch is none. */
export async function buyerBatch(
  on: Db | Tx,
  userId: number,
  batchId: string,
): Promise<BatchRow | undefined> {
  const [batch] = await on.select().from(listingBatches).where(ownBatch(userId, batchId));
  return batch;
}

/** The buyer's batch locked for a change of state, in `tx`. */
export async function lockBuyerBatch(tx: Tx, userId: number, batchId: string): Promise<BatchRow | undefined> {
  const [batch] = await tx.select().from(listingBatches).where(ownBatch(userId, batchId)).for('update');
  return batch;
}

/** A batch by its id, whoever owns it (the worker's read). */
export async function batchById(on: Db, batchId: string): Promise<BatchRow | undefined> {
  const [batch] = await on.select().from(listingBatches).where(eq(listingBatches.id, batchId));
  return batch;
}

/** Locks a batch's row, so the outcomes of its items are written one at a time. */
export async function lockBatch(tx: Tx, batchId: string): Promise<void> {
  await tx.select().from(listingBatches).where(eq(listingBatches.id, batchId)).for('update');
}

/** A batch's items in the order the buyer added them. */
export function itemsOfBatch(on: Db | Tx, batchId: string): Promise<BatchItemRow[]> {
  return on
    .select()
    .from(listingBatchItems)
    .where(eq(listingBatchItems.batchId, batchId))
    .orderBy(asc(listingBatchItems.position));
}

/** The tool the buyer chose last, if any. */
export async function chosenTool(on: Db, userId: number): Promise<number | null> {
  const [choice] = await on.select().from(listingBatchChoices).where(eq(listingBatchChoices.userId, userId));
  return choice?.toolId ?? null;
}

export async function saveChosenTool(on: Db, userId: number, toolId: number): Promise<void> {
  await on
    .insert(listingBatchChoices)
    .values({ userId, toolId })
    .onConflictDoUpdate({ target: listingBatchChoices.userId, set: { toolId } });
}

/** Writes a draft batch and its items, in the order given. */
export async function insertDraftBatch(
  tx: Tx,
  batch: Pick<typeof listingBatches.$inferInsert, 'id' | 'userId' | 'channel' | 'toolId'>,
  itemIds: readonly number[],
): Promise<void> {
  await tx.insert(listingBatches).values(batch);
  await tx
    .insert(listingBatchItems)
    .values(itemIds.map((itemId, position) => ({ batchId: batch.id, itemId, position })));
}

/** Changes one item of a batch; undefined when the item is not in it. */
export async function updateBatchItem(
  tx: Tx,
  batchId: string,
  itemId: number,
  change: DraftItemChange,
): Promise<BatchItemRow | undefined> {
  const [updated] = await tx
    .update(listingBatchItems)
    .set({ ...change, updatedAt: new Date() })
    .where(itemOfBatch(batchId, itemId))
    .returning();
  return updated;
}

/** Takes an item out of a batch; false when it was not in it. */
export async function deleteBatchItem(tx: Tx, batchId: string, itemId: number): Promise<boolean> {
  const gone = await tx
    .delete(listingBatchItems)
    .where(itemOfBatch(batchId, itemId))
    .returning({ itemId: listingBatchItems.itemId });
  return gone.length > 0;
}

/** Marks a batch running and every item of it waiting; answers the running batch. */
export async function startBatch(tx: Tx, batchId: string): Promise<BatchRow> {
  const [running] = await tx
    .update(listingBatches)
    .set({ status: 'running', confirmedAt: new Date() })
    .where(eq(listingBatches.id, batchId))
    .returning();
  await tx
    .update(listingBatchItems)
    .set({ status: 'waiting', updatedAt: new Date() })
    .where(eq(listingBatchItems.batchId, batchId));
  return running!;
}

export async function markBatchCancelled(tx: Tx, batchId: string): Promise<BatchRow> {
  const [cancelled] = await tx
    .update(listingBatches)
    .set({ status: 'cancelled' })
    .where(eq(listingBatches.id, batchId))
    .returning();
  return cancelled!;
}

/** Cancels the batch's draft and waiting items, and those whose jobs were just cancelled. */
export async function cancelItems(tx: Tx, batchId: string, jobItemIds: readonly number[]): Promise<void> {
  const draftOrCancelled = inArray(listingBatchItems.status, ['draft', 'waiting']);
  await tx
    .update(listingBatchItems)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(listingBatchItems.batchId, batchId),
        jobItemIds.length > 0
          ? sql`(${draftOrCancelled} or ${inArray(listingBatchItems.itemId, [...jobItemIds])})`
          : draftOrCancelled,
      ),
    );
}

/** Hides the buyer's batches of the given ids (others' are skipped); answers the ids hidden. */
export async function hideBuyerBatches(
  tx: Tx,
  userId: number,
  batchIds: readonly string[],
): Promise<string[]> {
  const gone = await tx
    .update(listingBatches)
    .set({ deletedAt: new Date() })
    .where(
      and(
        inArray(listingBatches.id, [...batchIds]),
        eq(listingBatches.userId, userId),
        isNull(listingBatches.deletedAt),
      ),
    )
    .returning({ id: listingBatches.id });
  return gone.map((row) => row.id);
}

/** Marks the batch finished when no item waits any more; the caller holds the batch row. */
export async function finishIfDone(tx: Tx, batchId: string): Promise<void> {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(listingBatchItems)
    .where(
      and(eq(listingBatchItems.batchId, batchId), inArray(listingBatchItems.status, ['waiting', 'running'])),
    );
  if ((left?.n ?? 0) === 0) {
    await tx
      .update(listingBatches)
      .set({ status: 'finished' })
      .where(and(eq(listingBatches.id, batchId), eq(listingBatches.status, 'running')));
  }
}

/** Marks a waiting (or retried) item running for the worker; undefined when it no longer waits. */
export async function claimBatchItem(
  on: Db,
  batchId: string,
  itemId: number,
): Promise<BatchItemRow | undefined> {
  const [claimed] = await on
    .update(listingBatchItems)
    .set({ status: 'running', updatedAt: new Date() })
    .where(and(itemOfBatch(batchId, itemId), inArray(listingBatchItems.status, ['waiting', 'running'])))
    .returning();
  return claimed;
}

/** An item's push outcome. */
export type ItemOutcome = Pick<BatchItemRow, 'status' | 'toItemId' | 'errorCode' | 'errorMessage'>;

/** Writes an item's outcome. */
export async function setItemOutcome(
  tx: Tx,
  batchId: string,
  itemId: number,
  outcome: ItemOutcome,
): Promise<void> {
  await tx
    .update(listingBatchItems)
    .set({ ...outcome, updatedAt: new Date() })
    .where(itemOfBatch(batchId, itemId));
}

/** Writes an item's outcome only while it still waits or runs (a cancelled item stays cancelled). */
export async function setPendingItemOutcome(
  tx: Tx,
  batchId: string,
  itemId: number,
  outcome: Omit<ItemOutcome, 'toItemId'>,
): Promise<void> {
  await tx
    .update(listingBatchItems)
    .set({ ...outcome, updatedAt: new Date() })
    .where(and(itemOfBatch(batchId, itemId), inArray(listingBatchItems.status, ['waiting', 'running'])));
}
