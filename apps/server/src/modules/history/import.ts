import { insertInBatches } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connection.ts';
import { goodsHistory } from './tables.ts';

/** Writes item views that happened elsewhere (an import, the demo's shoppers): one row per user and item. */
export async function importViews(
  db: Db,
  views: readonly (typeof goodsHistory.$inferInsert)[],
): Promise<void> {
  await insertInBatches(db, goodsHistory, [...views]);
}
