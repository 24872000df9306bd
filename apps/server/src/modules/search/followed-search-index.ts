import { catchUpOneAtATime } from '../../db/catch-up.ts';
import { FIRST_TRANSACTION, type SearchDocumentStore, type StoreCursor } from './postgres-search-index.ts';
import type { SearchIndex } from './search-index.ts';

/** Where a copy started from: its snapshot, or the database (and why not a snapshot). */
export interface CopyStart {
  from: 'snapshot' | 'database';
  why?: string;
  documents: number;
}

/** The copy's snapshots (copy-snapshot.ts): the one to start from, and saving one. */
export interface CopySnapshots {
  open(): Promise<{ horizon: string; body: Buffer } | { distrusted: string }>;
  save(horizon: string, body: Buffer): Promise<void>;
}

/** The copy: item search in memory that can be packed into a snapshot and restored from one. */
export interface FollowingCopy extends SearchIndex {
  readonly size: number;
  groupByCity(): void;
  pack(): Buffer;
  restore(packed: Buffer): void;
  clear(): void;
}

const PAGE = 5_000;

/** What the process that holds the copy does with it besides searching. */
export interface FollowedCopy {
  /** Loads the copy: from its snapshot when one is trusted, else from the database. */
  warm(): Promise<CopyStart>;
  /** Reads what was written since the last look (before each answer, and before a save). */
  catchUp(): Promise<void>;
  /** Documents read since the copy was last saved; infinite when it was built and never saved. */
  unsaved(): number;
  /** Saves a snapshot of the copy (the background process only: decision 094). */
  save(): Promise<void>;
}

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
  copy: FollowingCopy;
  /** Without them (tests of following), the copy is always built from the database. */
  snapshots?: CopySnapshots;
}): SearchIndex & FollowedCopy {
  let horizon = FIRST_TRANSACTION;
  /** Documents read into the copy since it was last saved (or built). */
  let unsaved = 0;
  /** The snapshot at the start of the last complete look. */
  let seen: string | undefined;

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
      unsaved += changes.length;
      if (changes.length < PAGE) break;
      cursor = changes.at(-1)!;
    }
    horizon = now.horizon;
    seen = now.text;
  }

  /** A look that sees every write committed before this call. */
  const catchUp = catchUpOneAtATime(look);

  /** The copy from the database alone, laid out city by city once loaded. */
  async function build(): Promise<void> {
    deps.copy.clear();
    horizon = FIRST_TRANSACTION;
    seen = undefined;
    await catchUp();
    deps.copy.groupByCity();
  }

  /**
   * The copy from its snapshot, then what was written since the snapshot's position; or why not. A copy
   * that then disagrees with the stored documents' count (a database made again with the same schema)
   * is not trusted either.
   */
  async function fromSnapshot(): Promise<string | null> {
    if (!deps.snapshots) return 'snapshots off';
    const opened = await deps.snapshots.open();
    if ('distrusted' in opened) return opened.distrusted;
    try {
      deps.copy.restore(opened.body);
    } catch (error) {
      return `unreadable: ${(error as Error).message}`;
    }
    horizon = opened.horizon;
    seen = undefined;
    // Items written between the catch-up and the count differ too: caught up again, they agree.
    for (let tries = 0; ; tries++) {
      await catchUp();
      const stored = await deps.store.count();
      if (stored === deps.copy.size) return null;
      if (tries === 2) return `${deps.copy.size} documents after catching up, the database has ${stored}`;
    }
  }

  return {
    async warm() {
      const why = await fromSnapshot();
      if (why !== null) await build();
      unsaved = why === null ? unsaved : Number.POSITIVE_INFINITY;
      return {
        from: why === null ? 'snapshot' : 'database',
        why: why ?? undefined,
        documents: deps.copy.size,
      };
    },
    catchUp,
    unsaved: () => unsaved,
    async save() {
      if (!deps.snapshots || seen === undefined) return;
      // Packed at once, with the position of the last whole look: whatever a look under way has applied
      // is newer than that position, so a start from this snapshot reads it again.
      const position = horizon;
      const body = deps.copy.pack();
      unsaved = 0;
      await deps.snapshots.save(position, body);
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
