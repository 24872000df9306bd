import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { queryRows } from '../../db/connection.ts';
import { itemChanges } from './tables.ts';

/** The change log of items (filled by triggers on every write), consumed once by whoever indexes them. */
export function createItemChangesService(db: Db) {
  return {
    /**
     * Removes up to `limit` of the oldest changes and answers their item ids (distinct). SKIP LOCKED lets
     * several processes take turns without waiting on each other or taking the same rows.
     */
    async take(limit: number): Promise<number[]> {
      const rows = await queryRows<{ item_id: number }>(
        db,
        sql`delete from ${itemChanges} where id in (
              select id from ${itemChanges} order by id limit ${limit} for update skip locked
            ) returning item_id`,
      );
      return [...new Set(rows.map((r) => Number(r.item_id)))];
    },

    /**
     * Records item ids as changed again: a taker that failed to handle them puts them back, and so does a
     * change the tables do not record (same-style groups decided when the image index starts).
     */
    async putBack(itemIds: readonly number[]) {
      if (itemIds.length === 0) return;
      await db.insert(itemChanges).values(itemIds.map((itemId) => ({ itemId })));
    },

    /** How long the oldest change not yet taken has waited (0 when none): /health's lag. */
    async backlogSeconds(): Promise<number> {
      const [row] = await queryRows<{ seconds: number | null }>(
        db,
        sql`select extract(epoch from now() - changed_at)::float8 as seconds from ${itemChanges} order by id limit 1`,
      );
      return Math.max(0, Number(row?.seconds ?? 0));
    },

    /** The newest change so far (0 when none): a mark for `discardUpTo`. */
    async latest(): Promise<number> {
      const [row] = await queryRows<{ id: string | null }>(db, sql`select max(id) as id from ${itemChanges}`);
      return Number(row?.id ?? 0);
    },

    /** Forgets changes up to `id`, once a full rebuild has read every item after them. */
    async discardUpTo(id: number) {
      await db.execute(sql`delete from ${itemChanges} where id <= ${id}`);
    },
  };
}

export type ItemChangesService = ReturnType<typeof createItemChangesService>;
