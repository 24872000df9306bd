import { sql } from 'drizzle-orm';
import { insertInBatches } from '../../db/batch-insert.ts';
import { type Db, queryRows } from '../../db/connection.ts';
import { itemDailySales } from './tables.ts';

const BATCH = 5_000;

/** What a drawer of daily sales is given of each item, and the moment its history ends. */
export type SalesHistoryOf = (
  item: { id: number; city: string; upTime: Date; saleNum: number; status: number },
  now: Date,
) => (typeof itemDailySales.$inferInsert)[];

/**
 * A catalogue whose items have no daily sales gets them once, as `draw` makes them for each item, counted
 * back from the latest upload, so seven-day hot is not empty; true when it did. Items are read in
 * batches, so a large catalogue never sits in memory whole.
 */
export async function backfillDailySalesIfEmpty(db: Db, draw: SalesHistoryOf): Promise<boolean> {
  const [any] = await db.select({ itemId: itemDailySales.itemId }).from(itemDailySales).limit(1);
  if (any) return false;
  const [latest] = await queryRows<{ at: string | null }>(
    db,
    sql`select max(up_time)::text as at from items`,
  );
  if (!latest?.at) return false;
  const now = new Date(latest.at);
  let after = 0;
  for (;;) {
    const rows = await queryRows<{
      id: number;
      city: string;
      up_time: string;
      sale_num: number;
      status: number;
    }>(
      db,
      sql`select id, city, up_time::text, sale_num, status from items where id > ${after} order by id limit ${BATCH}`,
    );
    if (rows.length === 0) return true;
    const sales = rows.flatMap((r) =>
      draw(
        { id: r.id, city: r.city, upTime: new Date(r.up_time), saleNum: r.sale_num, status: r.status },
        now,
      ),
    );
    await insertInBatches(db, itemDailySales, sales);
    after = rows[rows.length - 1]!.id;
  }
}
