import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';

// At a million items, a list whose order no index holds sorts every on-shelf item of a city for each
// page (300 ms on PostgreSQL). These are the orders the home feed, the stall's newest items, the
// popular goods and the item page's recommended row read.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** The plan of `query` with sorting priced out: an index holding the list's order leaves no Sort in it. */
function planOf(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_incremental_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('item lists read their order from an index, never by sorting the city', () => {
  const lists: [string, SQL][] = [
    [
      "a city's newest items (home feed)",
      sql`select id from items where city = 'gz' and status = 1 order by up_time desc, id desc limit 21`,
    ],
    [
      "a stall's newest items",
      sql`select id from items where shop_id = 1 and status = 1 and id <> 5 order by up_time desc, id desc limit 10`,
    ],
    [
      "a city's best sellers (popular goods)",
      sql`select id from items where city = 'gz' and status = 1 and id <> 0 order by sale_num desc, id desc limit 10`,
    ],
    [
      "a category's best sellers in a city (recommended row)",
      sql`select id from items where category_id = 3 and city = 'gz' and status = 1 and id <> 5
          order by sale_num desc, id desc limit 10`,
    ],
    // The item page reads its rows buyable items first, then items priced wrong (issue 26 point 9c).
    [
      "a city's buyable best sellers (popular goods)",
      sql`select id from items where city = 'gz' and price_type in (1, 2) and status = 1 and id <> 0
          order by sale_num desc, id desc limit 10`,
    ],
    [
      "a category's best sellers priced wrong in a city (the recommended row's tail)",
      sql`select id from items where category_id = 3 and city = 'gz' and not price_type in (1, 2)
          and status = 1 and id <> 5 order by sale_num desc, id desc limit 10`,
    ],
  ];
  for (const [list, query] of lists) {
    it(list, async () => {
      const plan = await planOf(query);
      expect(plan).toMatch(/Index/);
      expect(plan).not.toMatch(/Sort/);
    });
  }
});
