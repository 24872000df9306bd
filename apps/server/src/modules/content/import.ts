import { insertInBatches, syncSequence } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connection.ts';
import { topics, topicTranslations } from './tables.ts';

/** Writes topics and their translations in one transaction; ids are explicit, so the sequence follows. */
export async function importTopics(
  db: Db,
  rows: { topics: (typeof topics.$inferInsert)[]; translations: (typeof topicTranslations.$inferInsert)[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, topics, rows.topics);
    await insertInBatches(tx, topicTranslations, rows.translations);
    await syncSequence(tx, topics);
  });
}
