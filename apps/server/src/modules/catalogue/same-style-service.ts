import type { City, SameStyleCompete, SameStyleSort, SameStyleSummaries } from '@stallhub/contracts';
import { and, asc, count, countDistinct, desc, eq, inArray, max, min, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { buyableItems } from './buyable.ts';
import type { SameStyleMatches } from './same-style-matches.ts';
import { items } from './tables.ts';

/**
 * Each sort's order, items priced wrong after every buyable one (issue 26 point 9c); ties go to the newer
 * item, as in every list.
 */
const ORDERS: Record<SameStyleSort, SQL[]> = {
  price_asc: [desc(buyableItems), asc(items.price)],
  price_desc: [desc(buyableItems), desc(items.price)],
  sales: [desc(buyableItems), desc(items.saleNum)],
  newest: [desc(buyableItems), desc(items.upTime)],
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

/** The item a same-style question is about. */
export interface Source {
  id: number;
  shopId: number;
  categoryId: number;
  city: string;
  status: number;
}

/**
 * The catalogue's side of the same-style page (spec 3 §2, §7 "samestyle/v3"): on-shelf items of one city,
 * from stalls other than the item's own, whose main picture shows the same style (the image engine's
 * groups, decision 052). A style is sold by a few stalls: the matches are a short id list, and sorting them
 * costs nothing. It answers ids and figures; the storefront shows them as cards.
 */
export function createSameStyleService(db: Db, deps: { matches: SameStyleMatches }) {
  async function sourceOf(query: Pick<SameStyleQuery, 'itemId' | 'itemVid'>): Promise<Source> {
    const [row] = await db
      .select({
        id: items.id,
        shopId: items.shopId,
        categoryId: items.categoryId,
        city: items.city,
        status: items.status,
      })
      .from(items)
      .where(query.itemId !== undefined ? eq(items.id, query.itemId) : eq(items.vid, query.itemVid ?? ''));
    if (!row) throw notFound(`itemId: no item ${query.itemId ?? query.itemVid}`);
    return row;
  }

  return {
    /** The item and the items of its style in a city: what the stalls side by side are drawn from. */
    async compared(query: { itemId: number; searchCity?: City }, viewer: Viewer) {
      const source = await sourceOf(query);
      const searchCity = query.searchCity ?? (source.city as City);
      const matched = await deps.matches.sameStyleIds(source, searchCity, viewer);
      const own = source.status === 1 && source.city === searchCity ? [source.id] : [];
      return { itemId: source.id, searchCity, ids: [...own, ...matched] };
    },

    /**
     * The same style of a list page's items (`/apif/samestyle/item/v1`): for each, the count its item page
     * shows and, for a signed-in buyer, the lowest price among those items. One lookup in the image index
     * per item, and a handful of reads for the whole batch.
     */
    async summaries(
      query: { itemIds: number[]; searchCity?: City },
      viewer: Viewer,
    ): Promise<SameStyleSummaries> {
      const sources = await db
        .select({ id: items.id, shopId: items.shopId, categoryId: items.categoryId, city: items.city })
        .from(items)
        .where(inArray(items.id, query.itemIds));
      const byCity = new Map<string, typeof sources>();
      for (const source of sources) {
        const city = query.searchCity ?? source.city;
        byCity.set(city, [...(byCity.get(city) ?? []), source]);
      }
      const matched = new Map<number, number[]>();
      for (const [city, inCity] of byCity)
        for (const [id, ids] of await deps.matches.sameStyleIdsOf(inCity, city, viewer)) matched.set(id, ids);
      const all = [...new Set([...matched.values()].flat())];
      // The index may lag a moment behind a stall taking an item off: the shelf is checked here.
      const onShelf = new Map(
        (all.length === 0
          ? []
          : await db
              .select({ id: items.id, price: items.price })
              .from(items)
              .where(and(inArray(items.id, all), eq(items.status, 1)))
        ).map((r) => [r.id, Number(r.price)]),
      );
      const priced = viewer.userId !== null;
      const known = new Set(sources.map((s) => s.id));
      return {
        list: [...new Set(query.itemIds)].flatMap((itemId) => {
          if (!known.has(itemId)) return [];
          const prices = (matched.get(itemId) ?? []).flatMap((id) => {
            const price = onShelf.get(id);
            return price === undefined ? [] : [price];
          });
          const minPrice = prices.length === 0 ? null : Math.min(...prices);
          return [{ itemId, count: prices.length, ...(priced ? { minPrice } : {}) }];
        }),
      };
    },

    /** The item asked about (by id or vid, on shelf or not); not found when unknown. */
    source: sourceOf,

    /** One page of the style's item ids in the sort asked, their count and the stalls' price range. */
    async page(source: Source, query: SameStyleQuery, viewer: Viewer) {
      const searchCity = query.searchCity ?? (source.city as City);
      const sort = query.sort ?? (viewer.userId === null ? 'sales' : 'price_asc');
      const priced = viewer.userId !== null;
      const { page, pageSize } = query;
      const matched = await deps.matches.sameStyleIds(source, searchCity, viewer);
      // The index may lag a moment behind a stall taking an item off: the shelf and city are checked here.
      const others =
        matched.length === 0
          ? null
          : and(
              inArray(items.id, matched),
              eq(items.status, 1),
              eq(items.city, searchCity),
              ne(items.shopId, source.shopId),
            );
      const [ids, [summary]] = await Promise.all([
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
      const compete: SameStyleCompete = !summary
        ? noCompete(priced)
        : priced
          ? {
              stalls: summary.stalls,
              minPrice: summary.minPrice === null ? null : Number(summary.minPrice),
              maxPrice: summary.maxPrice === null ? null : Number(summary.maxPrice),
            }
          : { stalls: summary.stalls };
      return { searchCity, sort, ids: ids.map((r) => r.id), total: summary?.total ?? 0, compete };
    },
  };
}

export type SameStyleService = ReturnType<typeof createSameStyleService>;
