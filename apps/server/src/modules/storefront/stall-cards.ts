import type { Language, ShopCard } from '@stallhub/contracts';
import type { ItemsService } from '../catalogue/index.ts';
import type { StallSummary, StallsService } from '../stalls/index.ts';

/** Latest items a stall card shows as thumbnails. */
const THUMBS_PER_STALL = 3;

type Thumbs = Map<number, { itemId: number; vid: string; indexImgUrl: string }[]>;

/** A stall card (name, place, badges, latest thumbnails) from its summary and thumbnails. */
export function toStallCard(s: StallSummary, thumbs: Thumbs): ShopCard {
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

/** Stall cards: a stall's summary with its latest items' thumbnails. */
export function createStallCards(deps: {
  shops: Pick<StallsService, 'summaries'>;
  items: Pick<ItemsService, 'latestThumbs'>;
}) {
  return {
    /** Cards of stalls already summarised (a ranked row), in their order. */
    async ofSummaries(summaries: readonly StallSummary[]): Promise<ShopCard[]> {
      const thumbs = await deps.items.latestThumbs(
        summaries.map((s) => s.shopId),
        THUMBS_PER_STALL,
      );
      return summaries.map((s) => toStallCard(s, thumbs));
    },

    /** Cards for ids, in their order, with their latest thumbnails; a stall that is gone is left out. */
    async byIds(ids: readonly number[], lang: Language): Promise<ShopCard[]> {
      const [summaries, thumbs] = await Promise.all([
        deps.shops.summaries(ids, lang),
        deps.items.latestThumbs(ids, THUMBS_PER_STALL),
      ]);
      return ids.flatMap((id) => {
        const s = summaries.get(id);
        return s ? [toStallCard(s, thumbs)] : [];
      });
    },
  };
}

export type StallCards = ReturnType<typeof createStallCards>;
