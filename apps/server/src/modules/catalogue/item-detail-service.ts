import { ITEM_PAGE_STALLS, type ItemDetail, type SkuEntry } from '@stallhub/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sum } from 'drizzle-orm';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { buyableItems, unbuyableItems } from './buyable.ts';
import type { ItemsService } from './items-service.ts';
import { itemImages, items, skus } from './tables.ts';
import { createValueNamesService, type ValueNamesService } from './value-names-service.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

type OnShelfItem = NonNullable<Awaited<ReturnType<ItemsService['rowByVid']>>>['item'];

/** What the item page shows of the item beyond its card: pictures, colours, sizes, SKUs and terms. */
export type ItemSpecifics = Pick<
  ItemDetail['item'],
  | 'originalPrice'
  | 'city'
  | 'categoryId'
  | 'isPreSell'
  | 'isSpecialOffer'
  | 'systemRecognizeLogoFlag'
  | 'refundRuleContent'
  | 'images'
  | 'colors'
  | 'sizes'
  | 'skus'
>;

/**
 * The catalogue's side of the item page (spec 3 §2 "/item/{vid}", §3 "Item detail for add-to-cart"): the
 * item by vid, its pictures and SKUs, and the ids of the lists around it, each by its index. The storefront
 * puts the cards and the stall around them.
 */
export function createItemDetailService(
  db: Db,
  deps: { items: ItemsService; valueNames?: ValueNamesService },
) {
  const valueNames = deps.valueNames ?? createValueNamesService(db);

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
    /** The on-shelf item's card row by vid; not found otherwise. */
    async onShelf(vid: string, viewer: Viewer) {
      const row = await deps.items.rowByVid(vid, viewer.lang);
      if (!row) throw notFound(`vid: no item ${vid} on shelf`);
      return row;
    },

    /** The item's pictures, colours, sizes and SKUs in the viewer's language; prices for members only. */
    async specifics(item: OnShelfItem, viewer: Viewer): Promise<ItemSpecifics> {
      const [pictures, skuRows, name] = await Promise.all([
        db
          .select({ url: itemImages.url, colorId: itemImages.colorId })
          .from(itemImages)
          .where(eq(itemImages.itemId, item.id))
          .orderBy(asc(itemImages.sort)),
        db.select().from(skus).where(eq(skus.itemId, item.id)).orderBy(asc(skus.colorId), asc(skus.sizeId)),
        valueNames.namer(viewer.lang),
      ]);
      const priced = viewer.userId !== null;
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
      return {
        originalPrice: priced ? item.originalPrice : undefined,
        city: item.city,
        categoryId: item.categoryId,
        isPreSell: item.isPreSell,
        isSpecialOffer: item.isSpecialOffer,
        systemRecognizeLogoFlag: item.systemRecognizeLogoFlag,
        refundRuleContent:
          item.refundRuleContent === null ? null : name('refundRule', item.refundRuleContent),
        images: pictures.map((p) => p.url),
        colors: [...colors.values()],
        sizes: [...sizes.values()].sort((a, b) => a.id - b.id),
        skus: skuRows.map(
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
        ),
      };
    },

    /**
     * Of the matched same-style items, those of other stalls (cheapest first for buyers, best sellers for
     * guests, who get no prices to compare); and the stall's newest other items.
     */
    async relatedIds(item: OnShelfItem, matched: readonly number[], viewer: Viewer, size: number) {
      const [sameStyle, sameShop] = await Promise.all([
        matched.length === 0
          ? Promise.resolve([])
          : idsWhere(
              item.id,
              and(inArray(items.id, [...matched]), ne(items.shopId, item.shopId))!,
              viewer.userId === null ? [desc(items.saleNum)] : [asc(items.price)],
              size,
            ),
        idsWhere(item.id, eq(items.shopId, item.shopId), [desc(items.upTime)], size),
      ]);
      return { sameStyle, sameShop };
    },

    /** Best sellers of the item's category in its city. */
    recommendIds: (item: OnShelfItem, size: number) =>
      idsWhere(
        item.id,
        and(eq(items.categoryId, item.categoryId), eq(items.city, item.city))!,
        [desc(items.saleNum)],
        size,
      ),

    /** Other stalls of the item's city selling most of its category, best first. */
    async stallIds(item: OnShelfItem): Promise<number[]> {
      return (await stallsSelling(`${item.city}:${item.categoryId}`))
        .filter((id) => id !== item.shopId)
        .slice(0, ITEM_PAGE_STALLS);
    },

    /** Popular goods: the city's best sellers (spec 3 §2 "Popular goods carousel"). */
    popularIds: (city: string, size: number) => popularIds(`${city}:${size}`),
  };
}

export type ItemDetailService = ReturnType<typeof createItemDetailService>;
