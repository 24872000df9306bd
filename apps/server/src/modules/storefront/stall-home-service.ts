import type { Language, SearchPage, ShopCard, ShopItemDistro, shopItemListInput } from '@stallhub/contracts';
import type { z } from 'zod';
import type { Viewer } from '../../http/viewer.ts';
import type { SearchHelpersService } from '../search/index.ts';
import type { StallPageService } from '../stalls/index.ts';
import type { SearchPageService } from './search-page-service.ts';
import type { StallCards } from './stall-cards.ts';

/**
 * What the stall home composes beyond the stall's own facts (the stalls module answers those): its items
 * as search finds them, their categories, and the similar stalls as cards.
 */
export function createStallHomeService(deps: {
  shopPage: Pick<StallPageService, 'cityOf' | 'similarIds'>;
  searchPage: Pick<SearchPageService, 'items'>;
  helpers: Pick<SearchHelpersService, 'shopCategories'>;
  stallCards: StallCards;
}) {
  return {
    /** The stall's items, searched within its city as the results page searches. */
    async items(input: z.output<typeof shopItemListInput>, viewer: Viewer): Promise<SearchPage> {
      const city = await deps.shopPage.cityOf(input.shopId);
      return deps.searchPage.items({ ...input, city: city as typeof input.city }, viewer, input.shopId);
    },

    /** How the stall's items spread over categories. */
    async categories(shopId: number, lang: Language): Promise<ShopItemDistro> {
      return deps.helpers.shopCategories(shopId, await deps.shopPage.cityOf(shopId), lang);
    },

    /** Stalls of the same market building, best ranked first, then the city's best: where a buyer looks next. */
    async similar(shopId: number, lang: Language): Promise<ShopCard[]> {
      return deps.stallCards.byIds(await deps.shopPage.similarIds(shopId), lang);
    },
  };
}

export type StallHomeService = ReturnType<typeof createStallHomeService>;
