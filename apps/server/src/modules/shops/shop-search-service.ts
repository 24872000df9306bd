import {
  type Language,
  SHOP_SEARCH_SORTS,
  SHOP_SEARCH_TAGS,
  type ShopSearchFilters,
  type ShopSearchPage,
  type ShopSearchSort,
  type shopSearchInput,
} from '@stallhub/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/connection.ts';
import type { MarketsService } from '../catalogue/index.ts';
import { looseQuery, preciseQuery, type QueryTerms, toTsQuery } from '../search/index.ts';
import type { ShopCards } from './shop-cards.ts';
import { shops } from './tables.ts';

type Input = z.output<typeof shopSearchInput>;

/** Filter order of the credit levels: best first (3 excellent, 2 good, 0 general, 1 low). */
const CREDIT_ORDER = [3, 2, 0, 1];
const STRENGTH_ORDER = [1, 2, 4, 0];

/** Ranked stalls first (rank 1 is best), unranked after; ties by id so pages never overlap. */
const BY_RANK = sql`(${shops.top} = 0), ${shops.top} asc, ${shops.id} asc`;

const ORDER: Record<ShopSearchSort, (tsquery: SQL | null) => SQL> = {
  relevance: (q) => (q ? sql`ts_rank(${shops.searchTerms}, ${q}) desc, ${BY_RANK}` : BY_RANK),
  sales: () => sql`${shops.stallSales} desc, ${shops.id} asc`,
  years: () => sql`${shops.years} desc, ${BY_RANK}`,
  items: () => sql`${shops.upshelfItemNum365d} desc, ${shops.id} asc`,
};

/** Stall search (/apif/v1/shop/search): names by the GIN-indexed terms, badge and market filters. */
export function createShopSearchService(
  db: Db,
  deps: {
    markets: MarketsService;
    shopCards: ShopCards;
  },
) {
  function conditions(input: Input, tsquery: SQL | null): SQL {
    const parts: SQL[] = [sql`${shops.city} = ${input.city}`];
    if (tsquery) parts.push(sql`${shops.searchTerms} @@ ${tsquery}`);
    if (input.bid !== undefined) parts.push(sql`${shops.bid} = ${input.bid}`);
    if (input.credit?.length) {
      parts.push(sql`${shops.creditLevel} = any(${sql.param(input.credit.map(Number))}::int[])`);
    }
    if (input.strength?.length) {
      parts.push(
        sql`${shops.strength} and ${shops.strengthType} = any(${sql.param(input.strength.map(Number))}::int[])`,
      );
    }
    if (input.tags?.includes('gold')) parts.push(sql`${shops.isGoldShop}`);
    if (input.tags?.includes('cooperate')) parts.push(sql`${shops.cooperateShop}`);
    return sql.join(parts, sql` and `);
  }

  async function page(input: Input, terms: QueryTerms, sort: ShopSearchSort) {
    const tsquery = terms.length > 0 ? sql`${toTsQuery(terms)}::tsquery` : null;
    const rows = await queryRows<{ id: number; total: number }>(
      db,
      sql`select ${shops.id} as id, count(*) over ()::int as total from ${shops}
        where ${conditions(input, tsquery)}
        order by ${ORDER[sort](tsquery)}
        limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && input.page > 1) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${shops} where ${conditions(input, tsquery)}`,
      );
      total = Number(row?.n ?? 0);
    }
    return { ids: rows.map((r) => Number(r.id)), total };
  }

  return {
    async search(input: Input, lang: Language): Promise<ShopSearchPage> {
      const q = input.q ?? '';
      const sort = input.sort ?? 'relevance';
      let loose = false;
      let found = await page(input, preciseQuery(q), sort);
      if (found.total === 0 && q) {
        const fallback = looseQuery(q);
        if (fallback.length > 0) {
          found = await page(input, fallback, sort);
          loose = true;
        }
      }
      return {
        list: await deps.shopCards(found.ids, lang),
        total: found.total,
        page: input.page,
        pageSize: input.pageSize,
        sort,
        loose,
      };
    },

    async filters(city: string, lang: Language): Promise<ShopSearchFilters> {
      const markets = await deps.markets.buildings(city, lang);
      return {
        markets: markets.map((m) => ({ bid: m.bid, name: m.name })),
        credit: CREDIT_ORDER,
        strength: STRENGTH_ORDER,
        tags: [...SHOP_SEARCH_TAGS],
        sorts: [...SHOP_SEARCH_SORTS],
      };
    },
  };
}

export type ShopSearchService = ReturnType<typeof createShopSearchService>;
