import { catchUpOneAtATime } from '../../db/catch-up.ts';
import type { Db } from '../../db/connection.ts';
import { openSnapshot, snapshotKey } from '../../db/snapshots.ts';
import type { PictureIndex } from './picture-index.ts';
import {
  currentSnapshot,
  describedAfter,
  describedCountUpTo,
  describedSince,
  descriptorsOfPictures,
  type WrittenCursor,
} from './repository.ts';

/** Stored pictures read at a time into the index. */
const PAGE = 5000;
/** The image index's snapshot format: a new layout of the saved index raises it. */
const FORMAT = 1;

/** Where the index started from: its snapshot, or the stored descriptors (and why not a snapshot). */
export interface PicturesStart {
  from: 'snapshot' | 'database';
  why?: string;
  /** Pictures read from the stored descriptors to complete it. */
  added: number;
}

/**
 * This process's picture index following the stored descriptors, whoever described them (issue 28
 * point 3, decision 091): a web process only loads vectors, the background consumer describes. Before
 * each answer it adds what transactions wrote since its last look, so a picture described by any process
 * is found at once. A look reads the pictures written by transactions from the previous look's horizon
 * (the oldest transaction then running) on: one still open at a look is read at the next. When the
 * database's snapshot is still the one the last look began with, that one small read is the whole look.
 * Which items show a picture is read from the database at each search; the index learns only that the
 * image consumer moved them (`itemPicturesMoved` counts its batches), so a ranking kept from before is
 * stale.
 */
export function createFollowedPictures(
  db: Db,
  deps: { pictures: PictureIndex; version: string; itemPicturesMoved: () => Promise<number> },
) {
  const { pictures, version } = deps;
  let horizon = '';
  /** The snapshot at the start of the last complete look, and the image consumer's batches then. */
  let seen: string | undefined;
  let moved = 0;
  let loaded: Promise<PicturesStart> | undefined;
  /** Whether the index has a snapshot of this start's: not when it was built from the stored rows. */
  let snapshotted = false;

  /**
   * The saved snapshot into the index when its key is this database's, schema's and embedder's; else why
   * not (and the index stays empty). Answers the position to follow from: the snapshot's.
   */
  async function restore(): Promise<{ horizon: string } | { why: string }> {
    const opened = await openSnapshot(db, { format: FORMAT, embedder: version }, () => pictures.saved());
    if ('distrusted' in opened) return { why: opened.distrusted };
    try {
      pictures.restore(opened.snapshot.header);
    } catch (error) {
      return { why: `unreadable: ${(error as Error).message}` };
    }
    return { horizon: opened.snapshot.header.horizon };
  }

  /** Loads the snapshot, then what it lacks from the stored descriptors. */
  async function load(): Promise<PicturesStart> {
    const start = await currentSnapshot(db);
    moved = await deps.itemPicturesMoved();
    const restored = await restore();
    let why = 'why' in restored ? restored.why : undefined;
    // A snapshot holding other pictures than the stored ones up to its highest (a database made again)
    // is thrown away.
    const cleared = pictures.clearUnlessHolding(
      await describedCountUpTo(db, version, pictures.highestPictureId()),
    );
    if (cleared && why === undefined) why = 'it holds other pictures than the database';
    let added = 0;
    for (let after = pictures.highestPictureId(); ; ) {
      const rows = await describedAfter(db, version, after, PAGE);
      if (rows.length === 0) break;
      pictures.add(rows);
      added += rows.length;
      after = rows.at(-1)!.id;
    }
    // The first look reads what was written since: since the snapshot's position (pictures described
    // after it below its highest id too), else since this start's snapshot.
    horizon = why === undefined && 'horizon' in restored ? restored.horizon : start.horizon;
    snapshotted = why === undefined;
    return { from: why === undefined ? 'snapshot' : 'database', why, added };
  }

  /** The load, once: a failed one is tried again by the next caller. */
  function loadOnce(): Promise<PicturesStart> {
    loaded ??= load().catch((error) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  }

  async function look() {
    await loadOnce();
    const now = await currentSnapshot(db);
    if (now.text === seen) return;
    for (let cursor: WrittenCursor | null = null; ; ) {
      const rows = await describedSince(db, version, horizon, cursor, PAGE);
      // This process's own consumer added what it described already: only the others' vectors are read.
      const missing = rows.filter((row) => !pictures.has(row.id)).map((row) => row.id);
      if (missing.length > 0) pictures.add(await descriptorsOfPictures(db, missing));
      if (rows.length < PAGE) break;
      cursor = rows.at(-1)!;
    }
    const batches = await deps.itemPicturesMoved();
    if (batches !== moved) pictures.changed();
    moved = batches;
    horizon = now.horizon;
    seen = now.text;
  }

  return {
    /** Loads the index (once per process): from its snapshot when one is trusted, then the stored rows. */
    load: loadOnce,

    /** Pictures added since the index was last saved; infinite when it was built and never saved. */
    unsaved: () => (snapshotted ? pictures.unsaved() : Number.POSITIVE_INFINITY),

    /**
     * Saves a snapshot of the index (the background process only: decision 094), at the position of the
     * last whole look: pictures added since were written after it, so a start from it reads them again.
     */
    async save() {
      if (!loaded) return;
      await loaded;
      const position = horizon;
      const key = await snapshotKey(db, { format: FORMAT, embedder: version });
      pictures.save({ ...key, horizon: position, savedAt: new Date().toISOString() });
      snapshotted = true;
    },

    /** A look that sees every write committed before this call (decision 091). */
    catchUp: catchUpOneAtATime(look),
  };
}

export type FollowedPictures = ReturnType<typeof createFollowedPictures>;
