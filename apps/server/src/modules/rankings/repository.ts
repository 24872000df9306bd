import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { stallCategoryRanks } from './tables.ts';

// The rankings module's data access: the service holds the rules, this file the queries (issue 27 point 3,
// docs/decisions/081). Each function takes the connection or the transaction it runs on.

export type RankRow = { shopId: number; rank: number; sales: number };

/**
 * Replaces every ranking by one computed from `stallSales` (rows of city, top_id, shop_id, sales): per
 * city and top-level category, the stalls that sold, most sold first.
 */
export async function replaceRankings(tx: Db, stallSales: SQL): Promise<void> {
  await tx.delete(stallCategoryRanks);
  await tx.execute(sql`
      insert into stall_category_ranks (city, category_id, rank, shop_id, sales)
      select city, top_id, row_number() over (partition by city, top_id order by sales desc, shop_id), shop_id, sales
      from (${stallSales}) per_shop
      where sales > 0`);
}

export async function anyRanking(on: Db): Promise<boolean> {
  const [any] = await on.select({ city: stallCategoryRanks.city }).from(stallCategoryRanks).limit(1);
  return any !== undefined;
}

/** The top-level categories a city has a stall ranking of. */
export async function rankedCategoriesOf(on: Db, city: string): Promise<Set<number>> {
  const rows = await on
    .selectDistinct({ categoryId: stallCategoryRanks.categoryId })
    .from(stallCategoryRanks)
    .where(eq(stallCategoryRanks.city, city));
  return new Set(rows.map((r) => r.categoryId));
}

/** One page of a city's stall ranking in one top-level category, best first, and its length. */
export async function categoryRankingPage(
  on: Db,
  city: string,
  categoryId: number,
  offset: number,
  limit: number,
): Promise<{ rows: RankRow[]; total: number }> {
  const where = and(eq(stallCategoryRanks.city, city), eq(stallCategoryRanks.categoryId, categoryId));
  const [rows, [counted]] = await Promise.all([
    on
      .select({
        shopId: stallCategoryRanks.shopId,
        rank: stallCategoryRanks.rank,
        sales: stallCategoryRanks.sales,
      })
      .from(stallCategoryRanks)
      .where(where)
      .orderBy(asc(stallCategoryRanks.rank))
      .limit(limit)
      .offset(offset),
    on.select({ n: count() }).from(stallCategoryRanks).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
