import type { Db } from '../../db/connection.ts';
import { openSnapshot, readSnapshotFile, snapshotKey, writeSnapshotFile } from '../../db/snapshots.ts';
import type { CopySnapshots } from './followed-search-index.ts';

/** The search copy's snapshot format: a new layout of the copy (memory/documents.ts) raises it. */
const FORMAT = 1;

/** The search copy's snapshots in `file` (DATA_DIR/search/copy.snapshot), keyed by this database. */
export function createCopySnapshots(db: Db, file: string): CopySnapshots {
  return {
    async open() {
      const opened = await openSnapshot(db, { format: FORMAT }, () => readSnapshotFile(file));
      if ('distrusted' in opened) return opened;
      return { horizon: opened.snapshot.header.horizon, body: opened.snapshot.body };
    },
    async save(horizon, body) {
      const key = await snapshotKey(db, { format: FORMAT });
      writeSnapshotFile(file, { ...key, horizon, savedAt: new Date().toISOString() }, body);
    },
  };
}
