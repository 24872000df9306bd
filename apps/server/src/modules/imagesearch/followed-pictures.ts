import type { Db } from '../../db/connection.ts';
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
  let loaded: Promise<number> | undefined;
  /** The look under way (or the last one), and the next one, not yet started, that new callers share. */
  let latest: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;

  /** Loads what the saved index lacks from the stored descriptors; answers how many pictures it added. */
  async function load(): Promise<number> {
    const start = await currentSnapshot(db);
    moved = await deps.itemPicturesMoved();
    // A saved file that is not this database's (another data folder, a reset) is thrown away.
    pictures.clearUnlessHolding(await describedCountUpTo(db, version, pictures.highestPictureId()));
    let added = 0;
    for (let after = pictures.highestPictureId(); ; ) {
      const rows = await describedAfter(db, version, after, PAGE);
      if (rows.length === 0) break;
      pictures.add(rows);
      added += rows.length;
      after = rows.at(-1)!.id;
    }
    // What committed after the start's snapshot is read by the first look.
    horizon = start.horizon;
    return added;
  }

  /** The load, once: a failed one is tried again by the next caller. */
  function loadOnce(): Promise<number> {
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
    /** Loads the index (once per process); answers how many pictures the load added. */
    load: loadOnce,

    /**
     * A look that starts after this call (so it sees every write committed before it), one at a time:
     * callers arriving while one runs share the next.
     */
    catchUp(): Promise<void> {
      next ??= latest
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return look();
        });
      latest = next;
      return next;
    },
  };
}

export type FollowedPictures = ReturnType<typeof createFollowedPictures>;
