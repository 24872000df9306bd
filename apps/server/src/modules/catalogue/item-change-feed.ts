import type { Db } from '../../db/connection.ts';
import type { ItemChangesService } from './item-changes-service.ts';

/** Changes handled per batch, unless the consumer asks for fewer. */
const FEED_BATCH = 500;
/**
 * How long a process holds a consumer's cursor for one batch: past it (the process died), another takes
 * the batch again. Longer than the slowest batch (a hundred items' new pictures described).
 */
const CLAIM_LEASE_MS = 120_000;

/** Runs a batch's last writes in the transaction that moves the consumer's cursor past the batch. */
export type CommitBatch = (write: (tx: Db) => Promise<void>) => Promise<void>;

/** One consumer of the item changes, with its own cursor (decision 091). */
export interface ItemChangeConsumer {
  /** Names its cursor: it must stay the same from one release to the next. */
  name: string;
  /** Changes per batch, when fewer than the feed's (a batch must end within the claim's lease). */
  batch?: number;
  /**
   * Brings what the consumer keeps in step with these items. One that calls `commit` moves its cursor
   * with its own writes; the cursor of one that does not moves once it returns.
   */
  handle(itemIds: readonly number[], commit: CommitBatch): Promise<void>;
}

/**
 * Feeds the item changes to each consumer from its own cursor: every `intervalMs` each consumer reads the
 * changes committed since its last batch, so a new, changed or delisted item reaches every consumer
 * within about one interval of its write, whichever code or process wrote it. A consumer that fails keeps
 * its place and tries again at the next drain; the others go on. Two processes never handle one
 * consumer's batch together: the cursor is claimed (SKIP LOCKED, leased) for each batch.
 */
export function createItemChangeFeed(deps: {
  changes: ItemChangesService;
  consumers: readonly ItemChangeConsumer[];
}) {
  const { changes, consumers } = deps;
  const names = consumers.map((c) => c.name);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** One batch of `consumer`'s; answers its items, none when nothing is new or another process holds it. */
  async function step(consumer: ItemChangeConsumer): Promise<number[]> {
    if (!(await changes.pending(consumer.name))) return [];
    const claim = await changes.claim(consumer.name, CLAIM_LEASE_MS);
    if (!claim) return [];
    try {
      const limit = consumer.batch ?? FEED_BATCH;
      const batch = await changes.next(claim, limit);
      const last = batch.at(-1) ?? null;
      const roundOver = batch.length < limit;
      const itemIds = [...new Set(batch.map((c) => c.itemId))];
      let committed = false;
      if (itemIds.length > 0)
        await consumer.handle(itemIds, async (write) => {
          await changes.advance(claim, last, roundOver, write);
          committed = true;
        });
      if (!committed) await changes.advance(claim, last, roundOver);
      return itemIds;
    } catch (error) {
      await changes.release(claim).catch(() => undefined);
      throw error;
    }
  }

  /** Every batch of `consumer`'s committed so far; adds the items it handled to `handled`. */
  async function catchUp(consumer: ItemChangeConsumer, handled: Set<number>) {
    for (let ids = await step(consumer); ids.length > 0; ids = await step(consumer)) {
      for (const id of ids) handled.add(id);
    }
  }

  /**
   * Hands every change committed so far to each consumer; answers how many items were handled (by any).
   * A consumer's failure is thrown once every other consumer is done.
   */
  async function drain(): Promise<number> {
    // One drain at a time in this process: a timer tick joins the drain already under way.
    running ??= (async () => {
      const handled = new Set<number>();
      const failures: unknown[] = [];
      try {
        // In order: a later consumer sees what an earlier one wrote (the text documents carry the
        // same-style groups the image consumer decides), though none waits on another.
        for (const consumer of consumers) await catchUp(consumer, handled).catch((e) => failures.push(e));
        if (handled.size > 0) await changes.trim(names);
        if (failures.length > 0) throw failures[0];
        return handled.size;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    drain,

    /** Drains every `intervalMs` until stopped; a failed drain is reported and retried next time. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      if (timer || intervalMs <= 0) return;
      const tick = () => {
        drain()
          .catch(onError)
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },

    /** Stops the timer and waits for a drain under way, so the database can close behind it. */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type ItemChangeFeed = ReturnType<typeof createItemChangeFeed>;
