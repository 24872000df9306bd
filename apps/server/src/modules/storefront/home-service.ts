import type { FeedPage, Language, ShopCard } from '@stallhub/contracts';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemsService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import type { ItemCards } from './item-cards.ts';
import type { StallCards } from './stall-cards.ts';

const HOME_SHOPS = 10;

/** The home page: the feed of item cards and the row of stalls. */
export function createHomeService(deps: {
  items: Pick<ItemsService, 'newestIds'>;
  shops: Pick<StallsService, 'topRanked'>;
  cards: ItemCards;
  stallCards: StallCards;
}) {
  // The row of stalls follows rankings that change daily; every visitor of a city sees the same one.
  const goodShopsFor = keyedReferenceCache(async (key: `${string}|${Language}`): Promise<ShopCard[]> => {
    const [city, lang] = key.split('|') as [string, Language];
    return deps.stallCards.ofSummaries(await deps.shops.topRanked(city, lang, HOME_SHOPS));
  }, 30_000);

  return {
    /** Newest on-shelf items of a city, one page. */
    async homeFeed(city: string, viewer: Viewer, page: number, pageSize: number): Promise<FeedPage> {
      const { ids, hasMore } = await deps.items.newestIds(city, page, pageSize);
      return { list: await deps.cards.cardsByIds(ids, viewer), page, pageSize, hasMore };
    },

    goodShops: (city: string, lang: Language) => goodShopsFor(`${city}|${lang}`),
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
