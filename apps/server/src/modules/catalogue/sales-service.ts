import { VALID_PRICE_TYPES } from '@stallhub/contracts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import { itemDailySales, items } from './tables.ts';

/** Pieces sold: per item and market day (seven-day hot), and per stall (the stall rankings). */
export function createSalesService(db: Db) {
  /** Items sold in a window, for a page past the last (where the window function has no row to count on). */
  async function countSold(city: string, from: string, to: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct s.item_id)::int as n
        from ${itemDailySales} s join ${items} i on i.id = s.item_id and i.status = 1
        where s.city = ${city} and s.day between ${from} and ${to}`,
    );
    return Number(row?.n ?? 0);
  }

  return {
    /** The city's latest market day (YYYY-MM-DD) with a sale, or null before its first. */
    async latestSalesDay(city: string): Promise<string | null> {
      const [latest] = await db
        .select({ day: itemDailySales.day })
        .from(itemDailySales)
        .where(eq(itemDailySales.city, city))
        .orderBy(desc(itemDailySales.day))
        .limit(1);
      return latest?.day ?? null;
    },

    /**
     * One page of the city's on-shelf items by the pieces they sold between two market days (inclusive),
     * most sold first (an item priced wrong, which no buyer can buy, after every buyable one: issue 26
     * point 9c), and how many sold at all. Reads the (city, day) index range of those days only.
     */
    async bestSellers(input: {
      city: string;
      from: string;
      to: string;
      offset: number;
      limit: number;
    }): Promise<{ ids: number[]; total: number }> {
      const { city, from, to, offset, limit } = input;
      const rows = await queryRows<{ item_id: number; total: number }>(
        db,
        sql`
        select s.item_id, count(*) over ()::int as total
        from ${itemDailySales} s join ${items} i on i.id = s.item_id and i.status = 1
        where s.city = ${city} and s.day between ${from} and ${to}
        group by s.item_id, i.price_type
        order by i.price_type = any(${sql.param([...VALID_PRICE_TYPES])}::int[]) desc, sum(s.pieces) desc,
          s.item_id desc
        limit ${limit} offset ${offset}`,
      );
      const total = rows[0]?.total ?? (offset > 0 ? await countSold(city, from, to) : 0);
      return { ids: rows.map((r) => Number(r.item_id)), total: Number(total) };
    },

    /**
     * Pieces each stall sold of its on-shelf items, per city and top-level category, as a query (columns
     * city, top_id, shop_id, sales) rather than rows: the rankings store it in one statement.
     */
    stallSalesByTopCategory: (): SQL => sql`
      select i.city, coalesce(c.parent_id, c.id) as top_id, i.shop_id, sum(i.sale_num)::int as sales
      from items i join categories c on c.id = i.category_id
      where i.status = 1
      group by 1, 2, 3`,
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
