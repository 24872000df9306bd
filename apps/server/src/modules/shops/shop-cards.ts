import type { Language, ShopCard } from '@stallhub/contracts';
import type { ItemsService } from '../catalogue/index.ts';
import type { ShopSummary } from './service.ts';

/** Latest items a stall card shows as thumbnails. */
const THUMBS_PER_SHOP = 3;

/** A stall card (name, place, badges, latest thumbnails) from its summary and thumbnails. */
export function toShopCard(
  s: ShopSummary,
  thumbs: Map<number, { itemId: number; vid: string; indexImgUrl: string }[]>,
): ShopCard {
  return {
    shopId: s.shopId,
    name: s.name,
    slogan: s.slogan,
    subName: s.subName,
    floor: s.floor,
    position: s.position,
    cityMarketCode: s.city,
    isGoldShop: s.isGoldShop,
    cooperateShop: s.cooperateShop,
    years: s.years,
    top: s.top,
    strength: s.strength,
    strengthType: s.strengthType,
    creditLevel: s.creditLevel,
    items: thumbs.get(s.shopId) ?? [],
  };
}

/** Stall cards for ids, in their order, with their latest thumbnails; a stall that is gone is left out. */
export function createShopCards(deps: {
  summaries: (ids: readonly number[], lang: Language) => Promise<Map<number, ShopSummary>>;
  items: Pick<ItemsService, 'latestThumbs'>;
}) {
  return async function shopCards(ids: readonly number[], lang: Language): Promise<ShopCard[]> {
    const [summaries, thumbs] = await Promise.all([
      deps.summaries(ids, lang),
      deps.items.latestThumbs(ids, THUMBS_PER_SHOP),
    ]);
    return ids.flatMap((id) => {
      const s = summaries.get(id);
      return s ? [toShopCard(s, thumbs)] : [];
    });
  };
}

export type ShopCards = ReturnType<typeof createShopCards>;
