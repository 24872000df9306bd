import {
  ITEM_PAGE_STALLS,
  type ItemCard,
  type ItemDetail,
  type RelatedItems,
  type ShopCard,
  type SkuEntry,
} from '@stallhub/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sum } from 'drizzle-orm';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ShopCards, ShopsService } from '../shops/index.ts';
import { buyableItems, unbuyableItems } from './buyable.ts';
import type { ItemsService } from './items-service.ts';
import type { SameStyleMatches } from './same-style-matches.ts';
import { itemImages, items, skus } from './tables.ts';
import { createValueNamesService, type ValueNamesService } from './value-names-service.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The item page's data (spec 3 §2 "/item/{vid}", §3 "Item detail for add-to-cart"): one lookup by vid,
 * then the pictures, SKUs, stall and same-style count in parallel, each by its index.
 */
export function createItemDetailService(
  db: Db,
  deps: {
    items: ItemsService;
    shops: ShopsService;
    shopCards: ShopCards;
    matches: SameStyleMatches;
    valueNames?: ValueNamesService;
  },
) {
  const { items: itemsService, shops } = deps;
  const valueNames = deps.valueNames ?? createValueNamesService(db);

  async function itemOf(vid: string, viewer: Viewer) {
    const row = await itemsService.rowByVid(vid, viewer.lang);
    if (!row) throw notFound(`vid: no item ${vid} on shelf`);
    return row;
  }

  /**
   * On-shelf item ids by a filter and an order, the page's item left out: the buyable ones, then items
   * priced wrong if those do not fill the list (issue 26 point 9c). Two reads, each in an order an index
   * holds (list-order-indexes.test.ts), where one order by buyability first would sort the whole city.
   */
  async function idsWhere(itemId: number, where: SQL, orderBy: SQL[], limit: number) {
    const read = (kind: SQL, n: number) =>
      db
        .select({ id: items.id })
        .from(items)
        .where(and(where, kind, eq(items.status, 1), ne(items.id, itemId)))
        .orderBy(...orderBy, desc(items.id))
        .limit(n);
    const buyable = await read(buyableItems, limit);
    const rest = buyable.length < limit ? await read(unbuyableItems, limit - buyable.length) : [];
    return [...buyable, ...rest].map((r) => r.id);
  }

  // Every item page shows the same popular goods of a city: its ids are kept half a minute.
  const popularIds = keyedReferenceCache((key: string) => {
    const [city = '', size] = key.split(':');
    return idsWhere(0, eq(items.city, city), [desc(items.saleNum)], Number(size));
  }, 30_000);

  // The stalls selling most of a category in a city change with sales: kept half a minute, one more than
  // shown so that leaving out the item's own stall still fills the floor.
  const stallsSelling = keyedReferenceCache(async (key: string) => {
    const [city = '', categoryId] = key.split(':');
    const rows = await db
      .select({ shopId: items.shopId })
      .from(items)
      .where(and(eq(items.categoryId, Number(categoryId)), eq(items.city, city), eq(items.status, 1)))
      .groupBy(items.shopId)
      .orderBy(desc(sum(items.saleNum)), asc(items.shopId))
      .limit(ITEM_PAGE_STALLS + 1);
    return rows.map((r) => r.shopId);
  }, 30_000);

  return {
    async detail(vid: string, viewer: Viewer): Promise<Omit<ItemDetail, 'signedIn'>> {
      const row = await itemOf(vid, viewer);
      const { item } = row;
      const [stall, pictures, skuRows, sameStyle, name] = await Promise.all([
        shops.stallBlock(item.shopId, viewer.lang),
        db
          .select({ url: itemImages.url, colorId: itemImages.colorId })
          .from(itemImages)
          .where(eq(itemImages.itemId, item.id))
          .orderBy(asc(itemImages.sort)),
        db.select().from(skus).where(eq(skus.itemId, item.id)).orderBy(asc(skus.colorId), asc(skus.sizeId)),
        // What the item's same-style page lists: other stalls of the item's city, matched by picture.
        deps.matches.sameStyleIds(item, item.city, viewer),
        valueNames.namer(viewer.lang),
      ]);
      if (!stall) throw notFound(`vid: the stall of item ${vid} is closed`);
      const priced = viewer.userId !== null;
      const images = pictures.map((p) => p.url);
      const colors = new Map<number, { id: number; name: string; pic: string | null }>();
      const sizes = new Map<number, { id: number; name: string }>();
      for (const sku of skuRows) {
        // A colour shows the picture marked as its own, never another colour's (issue 26 point 8).
        if (!colors.has(sku.colorId)) {
          colors.set(sku.colorId, {
            id: sku.colorId,
            name: name('color', sku.color),
            pic: pictures.find((picture) => picture.colorId === sku.colorId)?.url ?? null,
          });
        }
        if (!sizes.has(sku.sizeId)) sizes.set(sku.sizeId, { id: sku.sizeId, name: name('size', sku.size) });
      }
      const skuEntries = skuRows.map(
        (sku): SkuEntry => ({
          id: sku.id,
          skuid: `;${sku.colorId};${sku.sizeId};`,
          colorId: sku.colorId,
          color: name('color', sku.color),
          sizeId: sku.sizeId,
          size: name('size', sku.size),
          discountPrice: priced ? sku.price : undefined,
          isLack: sku.isLack,
          lackReason: sku.lackReason === null ? null : name('lackReason', sku.lackReason),
          arriveTime: iso(sku.arriveTime),
          lackDate: iso(sku.lackDate),
        }),
      );
      return {
        item: {
          ...(await itemsService.markCards([itemsService.toCard(row, stall, viewer)], viewer))[0]!,
          originalPrice: priced ? item.originalPrice : undefined,
          city: item.city,
          categoryId: item.categoryId,
          isPreSell: item.isPreSell,
          isSpecialOffer: item.isSpecialOffer,
          systemRecognizeLogoFlag: item.systemRecognizeLogoFlag,
          refundRuleContent:
            item.refundRuleContent === null ? null : name('refundRule', item.refundRuleContent),
          sameStyleCount: sameStyle.length,
          images,
          colors: [...colors.values()],
          sizes: [...sizes.values()].sort((a, b) => a.id - b.id),
          skus: skuEntries,
        },
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
      const { item } = await itemOf(vid, viewer);
      const matched = await deps.matches.sameStyleIds(item, item.city, viewer);
      const [sameStyleIds, sameShopIds] = await Promise.all([
        matched.length === 0
          ? Promise.resolve([])
          : idsWhere(
              item.id,
              and(inArray(items.id, matched), ne(items.shopId, item.shopId))!,
              viewer.userId === null ? [desc(items.saleNum)] : [asc(items.price)],
              size,
            ),
        idsWhere(item.id, eq(items.shopId, item.shopId), [desc(items.upTime)], size),
      ]);
      const [sameStyle, sameShop] = await Promise.all([
        itemsService.cardsByIds(sameStyleIds, viewer),
        itemsService.cardsByIds(sameShopIds, viewer),
      ]);
      return { sameStyle, sameShop };
    },

    /** Best sellers of the item's category in its city. */
    async recommend(vid: string, viewer: Viewer, size: number): Promise<ItemCard[]> {
      const { item } = await itemOf(vid, viewer);
      const ids = await idsWhere(
        item.id,
        and(eq(items.categoryId, item.categoryId), eq(items.city, item.city))!,
        [desc(items.saleNum)],
        size,
      );
      return itemsService.cardsByIds(ids, viewer);
    },

    /** The on-shelf item's id, for what other modules keep about it. */
    async itemIdOf(vid: string, viewer: Viewer): Promise<number> {
      return (await itemOf(vid, viewer)).item.id;
    },

    /** Other stalls of the item's city selling most of its category, best first. */
    async stalls(vid: string, viewer: Viewer): Promise<ShopCard[]> {
      const { item } = await itemOf(vid, viewer);
      const ids = (await stallsSelling(`${item.city}:${item.categoryId}`))
        .filter((id) => id !== item.shopId)
        .slice(0, ITEM_PAGE_STALLS);
      return deps.shopCards(ids, viewer.lang);
    },

    /** Popular goods: the city's best sellers (spec 3 §2 "Popular goods carousel"). */
    async popular(city: string, viewer: Viewer, size: number): Promise<ItemCard[]> {
      return itemsService.cardsByIds(await popularIds(`${city}:${size}`), viewer);
    },
  };
}

export type ItemDetailService = ReturnType<typeof createItemDetailService>;
