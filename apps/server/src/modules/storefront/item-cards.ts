import type { ItemCard } from '@stallhub/contracts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemCardRow, ItemsService } from '../catalogue/index.ts';
import type { StallSummary, StallsService } from '../stalls/index.ts';

/**
 * The signed-in viewer's own marks on cards (isFavorited, isBlock), answered by the favourites module:
 * passed in (services.ts) so the storefront never reads another module's tables.
 */
export interface CardMarks {
  forCards(
    userId: number,
    itemIds: readonly number[],
    shopIds: readonly number[],
  ): Promise<{ favourited: ReadonlySet<number>; blocked: ReadonlySet<number> }>;
}

/** An item card: the catalogue's item row, its stall's summary, and the viewer's own marks. */
export function toItemCard(row: ItemCardRow, shop: StallSummary | undefined, viewer: Viewer): ItemCard {
  const { item } = row;
  return {
    itemId: item.id,
    vid: item.vid,
    title: viewer.lang === 'cn' ? item.title : row.title,
    indexImgUrl: item.indexImgUrl,
    // A guest's card holds no price at all: the answer's guest schema has none (price-fields.ts).
    price: viewer.userId === null ? undefined : item.price,
    priceType: item.priceType,
    artNo: item.artNo,
    shopId: item.shopId,
    shopName: shop?.name ?? '',
    subName: shop?.subName ?? '',
    floor: shop?.floor ?? '',
    position: shop?.position ?? '',
    address: shop ? [shop.subName, shop.floor, shop.position].filter(Boolean).join(' ') : '',
    upTime: item.upTime.toISOString(),
    hasVideo: item.hasVideo,
    uploadNum: item.uploadNum,
    favNum: item.favNum,
    saleNum: item.saleNum,
    isFavorited: 0,
    isBlock: false,
    isGoldShop: shop?.isGoldShop ?? false,
    cooperateShop: shop?.cooperateShop ?? false,
    years: shop?.years ?? 0,
    top: shop?.top ?? 0,
    strength: shop?.strength ?? false,
    strengthType: shop?.strengthType ?? 0,
    creditLevel: shop?.creditLevel ?? 0,
    wangwang: shop?.wangwang ?? true,
    isGoodsInStock: item.isGoodsInStock,
    isSp: item.isSp,
    isTx: item.isTx,
    isDf: item.isDf,
    saleOffRatio: item.saleOffRatio,
    promotionType: item.promotionType,
    transactionMode: item.transactionMode,
    isFirstLaunch: item.isFirstLaunch,
  };
}

/** Item cards by ids: every list, row and page of goods shows them. */
export function createItemCards(deps: {
  items: Pick<ItemsService, 'cardRows'>;
  shops: Pick<StallsService, 'summaries'>;
  marks?: CardMarks;
}) {
  /** Sets isFavorited and isBlock from the signed-in viewer's own rows; guests see neither. */
  async function markCards<C extends ItemCard>(list: C[], viewer: Viewer): Promise<C[]> {
    if (viewer.userId === null || !deps.marks || list.length === 0) return list;
    const { favourited, blocked } = await deps.marks.forCards(
      viewer.userId,
      list.map((c) => c.itemId),
      list.map((c) => c.shopId),
    );
    return list.map((c) => ({
      ...c,
      isFavorited: favourited.has(c.itemId) ? 1 : 0,
      isBlock: blocked.has(c.shopId),
    }));
  }

  return {
    markCards,

    /**
     * Cards of the given items, in the order given; ids of missing or delisted items are skipped
     * (or, with `offShelf`, only delisted items are kept: the user centre's off-shelf pages).
     */
    async cardsByIds(
      ids: readonly number[],
      viewer: Viewer,
      options: { offShelf?: boolean } = {},
    ): Promise<ItemCard[]> {
      const rows = await deps.items.cardRows(ids, viewer.lang, options);
      if (rows.length === 0) return [];
      const shopById = await deps.shops.summaries(
        rows.map((r) => r.item.shopId),
        viewer.lang,
      );
      return markCards(
        rows.map((r) => toItemCard(r, shopById.get(r.item.shopId), viewer)),
        viewer,
      );
    },
  };
}

export type ItemCards = ReturnType<typeof createItemCards>;
