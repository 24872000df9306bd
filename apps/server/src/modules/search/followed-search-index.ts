import { FIRST_TRANSACTION, type SearchDocumentStore, type StoreCursor } from './postgres-search-index.ts';
import type { SearchIndex } from './search-index.ts';

const PAGE = 5_000;

/**
 * Answers from a fast copy (the in-memory index) of the stored documents, and writes to the store.
 * Before each answer it reads what transactions wrote since its last look, so a write by any process is
 * found at once. A look reads every row written by a transaction from the previous look's horizon (the
 * oldest transaction then running) on: a transaction still open at one look is read at the next. When the
 * database's snapshot is still the one the last look began with, no transaction has committed since, and
 * that one small read is the whole look.
 */
export function createFollowedSearchIndex(deps: {
  store: SearchIndex & SearchDocumentStore;
  /** With `groupByCity`, the copy is laid out city by city once the stored documents are loaded. */
  copy: SearchIndex & { groupByCity?(): void };
}): SearchIndex & { warm(): Promise<void> } {
  let horizon = FIRST_TRANSACTION;
  /** The snapshot at the start of the last complete look. */
  let seen: string | undefined;
  /** The look under way (or the last one), and the next one, not yet started, that new callers share. */
  let latest: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;

  async function look() {
    const now = await deps.store.snapshot();
    // Nothing committed since the last look began: what it read is still all there is (most searches).
    if (now.text === seen) return;
    let cursor: StoreCursor | null = null;
    for (;;) {
      const changes = await deps.store.writtenSince(horizon, cursor, PAGE);
      // A page holds each item once (one row per item), so its order within the page does not matter.
      await deps.copy.upsert(changes.flatMap((c) => (c.removed ? [] : [c.document])));
      await deps.copy.remove(changes.flatMap((c) => (c.removed ? [c.itemId] : [])));
      if (changes.length < PAGE) break;
      cursor = changes.at(-1)!;
    }
    horizon = now.horizon;
    seen = now.text;
  }

  /**
   * A look that starts after this call (so it sees every write committed before it), one at a time:
   * callers arriving while one runs share the next.
   */
  function catchUp(): Promise<void> {
    next ??= latest
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return look();
      });
    latest = next;
    return next;
  }

  return {
    async warm() {
      await catchUp();
      deps.copy.groupByCity?.();
    },
    async upsert(documents) {
      await deps.store.upsert(documents);
      await deps.copy.upsert(documents);
    },
    async remove(itemIds) {
      await deps.store.remove(itemIds);
      await deps.copy.remove(itemIds);
    },
    async search(query) {
      await catchUp();
      return deps.copy.search(query);
    },
    async countBy(query, key, limit) {
      await catchUp();
      return deps.copy.countBy(query, key, limit);
    },
  };
}
