import {
  type Language,
  SHOP_SEARCH_SORTS,
  SHOP_SEARCH_TAGS,
  type ShopSearchFilters,
  type shopSearchInput,
} from '@stallhub/contracts';
import type { z } from 'zod';
import type { MarketsService } from '../catalogue/index.ts';
import type { StallFinder } from '../stalls/index.ts';
import { looseQuery, preciseQuery, type QueryTerms, toTsQuery } from './segmenter.ts';

type Input = z.output<typeof shopSearchInput>;

/** Filter order of the credit levels: best first (3 excellent, 2 good, 0 general, 1 low). */
const CREDIT_ORDER = [3, 2, 0, 1];
const STRENGTH_ORDER = [1, 2, 4, 0];

/**
 * Stall search (/apif/v1/shop/search): the words cut as item titles are, found among the stalls' terms;
 * when no stall has the words, their characters. Answers ids; the storefront shows them as stall cards.
 */
export function createStallSearchService(deps: { stalls: StallFinder; markets: MarketsService }) {
  const page = (input: Input, terms: QueryTerms, sort: Input['sort'] & {}) =>
    deps.stalls.find(input, terms.length > 0 ? toTsQuery(terms) : null, sort);

  return {
    async search(input: Input) {
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
      return { ...found, page: input.page, pageSize: input.pageSize, sort, loose };
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

export type StallSearchService = ReturnType<typeof createStallSearchService>;
