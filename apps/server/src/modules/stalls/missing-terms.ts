import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import type { StallTerms } from './stall-terms.ts';

const BATCH = 2_000;

/**
 * Gives every stall without search terms its terms (a catalogue seeded before stall search existed has
 * none, and stall search would find nothing); answers how many stalls it filled. Batches by id, each in
 * its own statement, so a large catalogue never holds all stalls in memory.
 */
export async function fillMissingStallTerms(db: Db, termsOf: StallTerms): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const batch = await queryRows<{ id: number; name: string; ww_nickname: string | null; position: string }>(
      db,
      sql`select id, name, ww_nickname, position from stalls
          where search_terms = ''::tsvector and id > ${after} order by id limit ${BATCH}`,
    );
    if (batch.length === 0) return filled;
    const terms = batch.map((s) => ({
      id: s.id,
      terms: termsOf({ name: s.name, wwNickname: s.ww_nickname, position: s.position }),
    }));
    // One JSON parameter per batch: terms are ragged arrays, which unnest cannot carry.
    await db.execute(sql`
      update stalls s set search_terms = array_to_tsvector(v.terms)
      from jsonb_to_recordset(${JSON.stringify(terms)}::jsonb) as v(id int, terms text[])
      where s.id = v.id`);
    filled += batch.length;
    after = batch[batch.length - 1]!.id;
  }
}
