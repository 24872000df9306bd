import { sql } from 'drizzle-orm';
import { insertInBatches, syncSequence } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connection.ts';
import type { StallTerms } from './stall-terms.ts';
import { stallCreditData, stalls } from './tables.ts';

const TERMS_BATCH = 2_000;

/** Writes stalls, their search terms (as `termsOf` cuts them) and their credit figures in one transaction. */
export async function importStalls(
  db: Db,
  rows: { stalls: (typeof stalls.$inferInsert)[]; credit: (typeof stallCreditData.$inferInsert)[] },
  termsOf: StallTerms,
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, stalls, rows.stalls);
    for (let i = 0; i < rows.stalls.length; i += TERMS_BATCH) {
      const batch = rows.stalls
        .slice(i, i + TERMS_BATCH)
        .map((shop) => ({ id: shop.id, terms: termsOf(shop) }));
      // One JSON parameter per batch: terms are ragged arrays, which unnest cannot carry.
      await tx.execute(sql`
        update stalls s set search_terms = array_to_tsvector(v.terms)
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id int, terms text[])
        where s.id = v.id`);
    }
    await insertInBatches(tx, stallCreditData, rows.credit);
  });
}

export async function syncStallSequences(db: Db): Promise<void> {
  await syncSequence(db, stalls);
}
