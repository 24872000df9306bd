import type { ItemCard, ItemDetail, RelatedItems, ShopCard } from '@stallhub/contracts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemDetailService, SameStyleMatches } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import { type ItemCards, toItemCard } from './item-cards.ts';
import type { StallCards } from './stall-cards.ts';

/**
 * The item page (spec 3 §2 "/item/{vid}"): the catalogue's item and lists, the stall's block, the cards
 * of the lists and the same-style count, put together for the viewer. One lookup by vid, then the
 * pictures, SKUs, stall and same-style matches in parallel.
 */
export function createItemPageService(deps: {
  detail: ItemDetailService;
  shops: Pick<StallsService, 'stallBlock'>;
  cards: ItemCards;
  stallCards: StallCards;
  matches: SameStyleMatches;
}) {
  const { detail, cards } = deps;

  return {
    async detail(vid: string, viewer: Viewer): Promise<Omit<ItemDetail, 'signedIn'>> {
      const row = await detail.onShelf(vid, viewer);
      const { item } = row;
      const [stall, [specifics, sameStyle]] = await Promise.all([
        deps.shops.stallBlock(item.shopId, viewer.lang),
        detail.specifics(item, viewer).then(async (specifics) => {
          // What the item's same-style page lists: other stalls of the item's city, matched by picture.
          // The pictures just read name the main one, so the lookup does not read them again.
          const mainPicture = specifics.images[0] ?? null;
          return [
            specifics,
            await deps.matches.sameStyleIds({ ...item, mainPicture }, item.city, viewer),
          ] as const;
        }),
      ]);
      if (!stall) throw notFound(`vid: the stall of item ${vid} is closed`);
      const { images, colors, sizes, skus, ...terms } = specifics;
      const [card] = await cards.markCards([toItemCard(row, stall, viewer)], viewer);
      return {
        item: { ...card!, ...terms, sameStyleCount: sameStyle.length, images, colors, sizes, skus },
        stall: {
          shopId: stall.shopId,
          name: stall.name,
          city: stall.city,
          subName: stall.subName,
          floor: stall.floor,
          position: stall.position,
          isGoldShop: stall.isGoldShop,
          cooperateShop: stall.cooperateShop,
          years: stall.years,
          top: stall.top,
          strength: stall.strength,
          strengthType: stall.strengthType,
          creditLevel: stall.creditLevel,
          rightsData: { wangwang: stall.wangwang ? 1 : 0 },
          wwNickname: stall.wangwang ? stall.wwNickname : null,
          focusStall: stall.focusStall,
          upshelfItemNum365d: stall.upshelfItemNum365d,
        },
      };
    },

    /**
     * The same style from other stalls (cheapest first for buyers, best sellers for guests, who get
     * no prices to compare), and the stall's newest other items.
     */
    async related(vid: string, viewer: Viewer, size: number): Promise<RelatedItems> {
      const { item } = await detail.onShelf(vid, viewer);
      const matched = await deps.matches.sameStyleIds(item, item.city, viewer);
      const ids = await detail.relatedIds(item, matched, viewer, size);
      const [sameStyle, sameShop] = await Promise.all([
        cards.cardsByIds(ids.sameStyle, viewer),
        cards.cardsByIds(ids.sameShop, viewer),
      ]);
      return { sameStyle, sameShop };
    },

    /** Best sellers of the item's category in its city. */
    async recommend(vid: string, viewer: Viewer, size: number): Promise<ItemCard[]> {
      const { item } = await detail.onShelf(vid, viewer);
      return cards.cardsByIds(await detail.recommendIds(item, size), viewer);
    },

    /** Other stalls of the item's city selling most of its category, best first. */
    async stalls(vid: string, viewer: Viewer): Promise<ShopCard[]> {
      const { item } = await detail.onShelf(vid, viewer);
      return deps.stallCards.byIds(await detail.stallIds(item), viewer.lang);
    },

    /** Popular goods: the city's best sellers (spec 3 §2 "Popular goods carousel"). */
    async popular(city: string, viewer: Viewer, size: number): Promise<ItemCard[]> {
      return cards.cardsByIds(await detail.popularIds(city, size), viewer);
    },
  };
}

export type ItemPageService = ReturnType<typeof createItemPageService>;
