import type { ShopSearchSort, shopSearchInput } from '@stallhub/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/connection.ts';
import { stalls } from './tables.ts';

/** What a stall search asks: the filters and page of the call (its words come as a tsquery). */
export type StallQuery = Omit<z.output<typeof shopSearchInput>, 'q' | 'sort' | 'queryType' | 'lang'>;

/** Ranked stalls first (rank 1 is best), unranked after; ties by id so pages never overlap. */
const BY_RANK = sql`(${stalls.top} = 0), ${stalls.top} asc, ${stalls.id} asc`;

const ORDER: Record<ShopSearchSort, (tsquery: SQL | null) => SQL> = {
  relevance: (q) => (q ? sql`ts_rank(${stalls.searchTerms}, ${q}) desc, ${BY_RANK}` : BY_RANK),
  sales: () => sql`${stalls.stallSales} desc, ${stalls.id} asc`,
  years: () => sql`${stalls.years} desc, ${BY_RANK}`,
  items: () => sql`${stalls.upshelfItemNum365d} desc, ${stalls.id} asc`,
};

/**
 * Stalls by their GIN-indexed search terms (a tsquery the search module cuts from the words), badge and
 * market filters: one page of ids and their count.
 */
export function createStallFinder(db: Db) {
  function conditions(input: StallQuery, tsquery: SQL | null): SQL {
    const parts: SQL[] = [sql`${stalls.city} = ${input.city}`];
    if (tsquery) parts.push(sql`${stalls.searchTerms} @@ ${tsquery}`);
    if (input.bid !== undefined) parts.push(sql`${stalls.bid} = ${input.bid}`);
    if (input.credit?.length) {
      parts.push(sql`${stalls.creditLevel} = any(${sql.param(input.credit.map(Number))}::int[])`);
    }
    if (input.strength?.length) {
      parts.push(
        sql`${stalls.strength} and ${stalls.strengthType} = any(${sql.param(input.strength.map(Number))}::int[])`,
      );
    }
    if (input.tags?.includes('gold')) parts.push(sql`${stalls.isGoldShop}`);
    if (input.tags?.includes('cooperate')) parts.push(sql`${stalls.cooperateShop}`);
    return sql.join(parts, sql` and `);
  }

  return {
    /** One page of the stalls matching `terms` (a tsquery's text; null: any stall) in the sort asked. */
    async find(input: StallQuery, terms: string | null, sort: ShopSearchSort) {
      const tsquery = terms === null ? null : sql`${terms}::tsquery`;
      const rows = await queryRows<{ id: number; total: number }>(
        db,
        sql`select ${stalls.id} as id, count(*) over ()::int as total from ${stalls}
          where ${conditions(input, tsquery)}
          order by ${ORDER[sort](tsquery)}
          limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
      );
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && input.page > 1) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${stalls} where ${conditions(input, tsquery)}`,
        );
        total = Number(row?.n ?? 0);
      }
      return { ids: rows.map((r) => Number(r.id)), total };
    },
  };
}

export type StallFinder = ReturnType<typeof createStallFinder>;
