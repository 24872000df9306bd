import {
  type City,
  CREDIT_TRUST_ORDER,
  type ItemCard,
  SAME_STYLE_COMPARED_STALLS,
  type SameStyleComparison,
  type SameStyleCompete,
  type SameStylePage,
  type SameStyleSort,
  type SameStyleSummaries,
  VALID_PRICE_TYPES,
} from '@stallhub/contracts';
import { and, asc, count, countDistinct, desc, eq, inArray, max, min, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { buyableItems } from './buyable.ts';
import type { ItemsService } from './items-service.ts';
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

/**
 * The same-style page (spec 3 §2, §7 "samestyle/v3"): on-shelf items of one city, from stalls other than
 * the item's own, whose main picture shows the same style (the image engine's groups, decision 052). A
 * style is sold by a few stalls: the matches are a short id list, and sorting them costs nothing.
 */
/**
 * Each stall's offer of the style, side by side (issue 15 point 6): the cheapest of its matched items for
 * a signed-in buyer, its best seller for a guest (whose answer orders and marks nothing by price).
 */
function stallRows(cards: ItemCard[], ownItemId: number, priced: boolean): SameStyleComparison['stalls'] {
  // An item priced wrong cannot be bought: its price compares with nothing, and it ranks last (issue 26 point 9c).
  const buyable = (card: ItemCard) => (VALID_PRICE_TYPES as readonly number[]).includes(card.priceType);
  const better = (a: ItemCard, b: ItemCard) =>
    buyable(a) !== buyable(b)
      ? buyable(a)
      : priced && a.price != null && b.price != null && a.price !== b.price
        ? a.price < b.price
        : a.saleNum > b.saleNum;
  const offers = new Map<number, ItemCard>();
  for (const card of cards) {
    const held = offers.get(card.shopId);
    // The compared item stands for its own stall, whatever else the stall sells.
    if (!held || (held.itemId !== ownItemId && (card.itemId === ownItemId || better(card, held))))
      offers.set(card.shopId, card);
  }
  const rows = [...offers.values()]
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : a.shopId - b.shopId))
    .slice(0, SAME_STYLE_COMPARED_STALLS);
  const prices = rows.flatMap((r) => (r.price != null && r.price > 0 && buyable(r) ? [r.price] : []));
  const lowest = priced && prices.length > 0 ? Math.min(...prices) : null;
  const trust = (card: ItemCard) => [trustRank(card.creditLevel), card.years] as const;
  const best = rows.reduce<readonly [number, number]>(
    (top, card) => {
      const [rank, years] = trust(card);
      return rank > top[0] || (rank === top[0] && years > top[1]) ? [rank, years] : top;
    },
    [-1, -1],
  );
  return rows.map((card) => ({
    shopId: card.shopId,
    shopName: card.shopName,
    itemId: card.itemId,
    vid: card.vid,
    indexImgUrl: card.indexImgUrl,
    ...(priced
      ? { price: card.price ?? null, cheapest: lowest !== null && buyable(card) && card.price === lowest }
      : {}),
    priceType: card.priceType,
    saleNum: card.saleNum,
    creditLevel: card.creditLevel,
    years: card.years,
    own: card.itemId === ownItemId,
    mostTrusted: trust(card)[0] === best[0] && trust(card)[1] === best[1],
  }));
}

/** A credit level's place from the least trusted (0) to the most (spec 3 §5). */
const trustRank = (level: number) => (CREDIT_TRUST_ORDER as readonly number[]).indexOf(level);

export function createSameStyleService(db: Db, deps: { items: ItemsService; matches: SameStyleMatches }) {
  const { items: itemsService } = deps;

  async function sourceOf(query: Pick<SameStyleQuery, 'itemId' | 'itemVid'>) {
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
    /** The stalls selling the item's style in a city side by side, the item's own stall among them. */
    async compare(
      query: { itemId: number; searchCity?: City },
      viewer: Viewer,
    ): Promise<SameStyleComparison> {
      const source = await sourceOf(query);
      const searchCity = query.searchCity ?? (source.city as City);
      const matched = await deps.matches.sameStyleIds(source, searchCity, viewer);
      const own = source.status === 1 && source.city === searchCity ? [source.id] : [];
      const cards = await itemsService.cardsByIds([...own, ...matched], viewer);
      return { itemId: source.id, searchCity, stalls: stallRows(cards, source.id, viewer.userId !== null) };
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

    async page(query: SameStyleQuery, viewer: Viewer): Promise<SameStylePage> {
      const source = await sourceOf(query);
      const onShelf = source.status === 1;
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
