import type { Db } from '../../db/connection.ts';
import type { PicturesStart } from './followed-pictures.ts';
import { type Describing, indexItemPictures } from './item-pictures.ts';
import { itemsShowingFirst, itemsWithStalePictures, ungroupedPictures } from './repository.ts';
import { assignGroups } from './same-style-groups.ts';

/** Items or pictures taken at a time when the whole catalogue is described or grouped again. */
export const REBUILD_BATCH = 500;

/**
 * Pictures described by another embedder version (decision 066) are described again from storage, with
 * their items' rows and groups; each picture leaves the stale set even when it cannot be read. Adds the
 * items to `regrouped`.
 */
async function describeStaleAgain(db: Db, deps: Describing, regrouped: Set<number>) {
  for (;;) {
    const stale = await itemsWithStalePictures(db, deps.embedder.version, REBUILD_BATCH);
    if (stale.length === 0) return;
    await indexItemPictures(db, deps, stale);
    for (const itemId of stale) regrouped.add(itemId);
  }
}

/**
 * Puts the pictures described before same-style groups existed into groups (once, after the migration
 * that added them); adds the items whose main picture it so grouped to `regrouped`.
 */
async function groupUngrouped(db: Db, deps: Describing, regrouped: Set<number>) {
  for (;;) {
    const rows = await ungroupedPictures(db, REBUILD_BATCH);
    if (rows.length === 0) return;
    await assignGroups(db, deps.pictures, rows);
    const shown = await itemsShowingFirst(
      db,
      rows.map((r) => r.id),
    );
    for (const itemId of shown) regrouped.add(itemId);
  }
}

/**
 * The background start's step, after the index is loaded: describes again what another embedder version
 * described; then groups the pictures without a group. Answers where the index started from and the
 * items whose group it so decided, for the text index to fold them again (the saver of decision 094
 * then saves the index).
 */
export async function warmUp(
  db: Db,
  deps: Describing,
): Promise<{ start: PicturesStart; regrouped: number[] }> {
  const start = await deps.followed.load();
  const regrouped = new Set<number>();
  await describeStaleAgain(db, deps, regrouped);
  await groupUngrouped(db, deps, regrouped);
  return { start, regrouped: [...regrouped] };
}
