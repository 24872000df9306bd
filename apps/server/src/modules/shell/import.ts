import { insertInBatches } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connection.ts';
import { currencyRates, navEntries } from './tables.ts';

/** Writes the navigation bars and currency rates in one transaction. */
export async function importShell(
  db: Db,
  rows: {
    navEntries: (typeof navEntries.$inferInsert)[];
    currencyRates: (typeof currencyRates.$inferInsert)[];
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, navEntries, rows.navEntries);
    await insertInBatches(tx, currencyRates, rows.currencyRates);
  });
}
