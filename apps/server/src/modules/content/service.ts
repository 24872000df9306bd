import type { FeedPage, Language, ShopCard } from '@stallhub/contracts';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemsService } from '../catalogue/index.ts';
import type { ShopsService } from '../shops/index.ts';
import { toShopCard } from '../shops/index.ts';

const HOME_SHOPS = 10;
const THUMBS_PER_SHOP = 3;

/** The home page's content: the feed of item cards and the row of stalls. */
export function createContentService(deps: { items: ItemsService; shops: ShopsService }) {
  // The row of stalls follows rankings that change daily; every visitor of a city sees the same one.
  const goodShopsFor = keyedReferenceCache((key: `${string}|${Language}`) => {
    const [city, lang] = key.split('|') as [string, Language];
    return loadGoodShops(city, lang);
  }, 30_000);

  return {
    async homeFeed(city: string, viewer: Viewer, page: number, pageSize: number): Promise<FeedPage> {
      const { list, hasMore } = await deps.items.newestCards(city, viewer, page, pageSize);
      return { list, page, pageSize, hasMore };
    },

    goodShops: (city: string, lang: Language) => goodShopsFor(`${city}|${lang}`),
  };

  async function loadGoodShops(city: string, lang: Language): Promise<ShopCard[]> {
    const shops = await deps.shops.topRanked(city, lang, HOME_SHOPS);
    const thumbs = await deps.items.latestThumbs(
      shops.map((s) => s.shopId),
      THUMBS_PER_SHOP,
    );
    return shops.map((s) => toShopCard(s, thumbs));
  }
}

export type ContentService = ReturnType<typeof createContentService>;
