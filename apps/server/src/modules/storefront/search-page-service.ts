import type {
  ItemCard,
  Language,
  noResultRecommendInput,
  SearchPage,
  ShopSearchPage,
  searchPageInput,
  shopSearchInput,
} from '@stallhub/contracts';
import type { z } from 'zod';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemSearchService, SearchHelpersService, StallSearchService } from '../search/index.ts';
import type { ItemCards } from './item-cards.ts';
import type { StallCards } from './stall-cards.ts';

/**
 * The search results pages: what the search module found (ids, counts, facets), shown as item and stall
 * cards for the viewer (guests see no price).
 */
export function createSearchPageService(deps: {
  itemSearch: ItemSearchService;
  stallSearch: StallSearchService;
  helpers: Pick<SearchHelpersService, 'recIds'>;
  cards: ItemCards;
  stallCards: StallCards;
}) {
  const { cards } = deps;

  return {
    /** `/apif/searchPage`; `shopId` keeps the search to one stall's items (the stall home). */
    async items(
      input: z.output<typeof searchPageInput>,
      viewer: Viewer,
      shopId?: number,
    ): Promise<SearchPage> {
      const { itemIds, ...found } = await deps.itemSearch.search(input, viewer, shopId);
      return { list: await cards.cardsByIds(itemIds, viewer), ...found };
    },

    /** The city's best sellers, one per style, for a search that found nothing. */
    async noResultRecommend(
      input: z.output<typeof noResultRecommendInput>,
      viewer: Viewer,
    ): Promise<ItemCard[]> {
      return cards.cardsByIds(await deps.itemSearch.noResultRecommend(input), viewer);
    },

    /** The best sellers of the category the words mean (the city's, without one), one per style. */
    async recommended(q: string, city: string, pageSize: number, viewer: Viewer): Promise<ItemCard[]> {
      return cards.cardsByIds(await deps.helpers.recIds(q, city, pageSize), viewer);
    },

    /** Stall search (`/apif/v1/shop/search`): the stalls found, as stall cards. */
    async stalls(input: z.output<typeof shopSearchInput>, lang: Language): Promise<ShopSearchPage> {
      const { ids, ...found } = await deps.stallSearch.search(input);
      return { list: await deps.stallCards.byIds(ids, lang), ...found };
    },
  };
}

export type SearchPageService = ReturnType<typeof createSearchPageService>;
