import type { City, SameStyleCompete, SameStylePage, SameStyleSort } from '@stallhub/contracts';
import { and, asc, count, countDistinct, desc, eq, max, min, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemsService } from './items-service.ts';
import { items } from './tables.ts';

/** Each sort's order; ties go to the newer item, as in every list. */
const ORDERS: Record<SameStyleSort, SQL[]> = {
  price_asc: [asc(items.price)],
  price_desc: [desc(items.price)],
  sales: [desc(items.saleNum)],
  newest: [desc(items.upTime)],
};

/** No other stall sells the style: no price range, for a member; a guest's answer has no price field. */
const noCompete = (priced: boolean): SameStyleCompete =>
  priced ? { stalls: 0, minPrice: null, maxPrice: null } : { stalls: 0 };

export interface SameStyleQuery {
  itemId?: number;
  itemVid?: string;
  searchCity?: City;
  sort?: SameStyleSort;
  page: number;
  pageSize: number;
}

/**
 * The same-style page (spec 3 §2, §7 "samestyle/v3"): on-shelf items sharing the item's style group in one
 * city, from stalls other than the item's own. A style group holds the few stalls selling one design: the
 * style group index finds its rows, and sorting them costs nothing.
 */
export function createSameStyleService(db: Db, deps: { items: ItemsService }) {
  const { items: itemsService } = deps;

  async function sourceOf(query: SameStyleQuery) {
    const [row] = await db
      .select({
        id: items.id,
        shopId: items.shopId,
        city: items.city,
        styleGroupId: items.styleGroupId,
        status: items.status,
      })
      .from(items)
      .where(query.itemId !== undefined ? eq(items.id, query.itemId) : eq(items.vid, query.itemVid ?? ''));
    if (!row) throw notFound(`itemId: no item ${query.itemId ?? query.itemVid}`);
    return row;
  }

  return {
    async page(query: SameStyleQuery, viewer: Viewer): Promise<SameStylePage> {
      const source = await sourceOf(query);
      const onShelf = source.status === 1;
      const searchCity = query.searchCity ?? (source.city as City);
      const sort = query.sort ?? (viewer.userId === null ? 'sales' : 'price_asc');
      const priced = viewer.userId !== null;
      const { page, pageSize } = query;
      const others =
        source.styleGroupId === null
          ? null
          : and(
              eq(items.styleGroupId, source.styleGroupId),
              eq(items.status, 1),
              eq(items.city, searchCity),
              ne(items.shopId, source.shopId),
            );
      const [[item], ids, [summary]] = await Promise.all([
        itemsService.cardsByIds([source.id], viewer, { offShelf: !onShelf }),
        others
          ? db
              .select({ id: items.id })
              .from(items)
              .where(others)
              .orderBy(...ORDERS[sort], desc(items.id))
              .limit(pageSize)
              .offset((page - 1) * pageSize)
          : [],
        others
          ? db
              .select({
                total: count(),
                stalls: countDistinct(items.shopId),
                minPrice: min(items.price),
                maxPrice: max(items.price),
              })
              .from(items)
              .where(others)
          : [],
      ]);
      // Taken off or on shelf between the two reads: as unknown as a missing item.
      if (!item) throw notFound(`itemId: no item ${source.id}`);
      const list = await itemsService.cardsByIds(
        ids.map((r) => r.id),
        viewer,
      );
      return {
        item,
        onShelf,
        searchCity,
        sort,
        list,
        total: summary?.total ?? 0,
        page,
        pageSize,
        compete: !summary
          ? noCompete(priced)
          : priced
            ? {
                stalls: summary.stalls,
                minPrice: summary.minPrice === null ? null : Number(summary.minPrice),
                maxPrice: summary.maxPrice === null ? null : Number(summary.maxPrice),
              }
            : { stalls: summary.stalls },
      };
    },
  };
}

export type SameStyleService = ReturnType<typeof createSameStyleService>;
