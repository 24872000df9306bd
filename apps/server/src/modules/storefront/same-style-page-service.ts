import {
  type City,
  CREDIT_TRUST_ORDER,
  type ItemCard,
  SAME_STYLE_COMPARED_STALLS,
  type SameStyleComparison,
  type SameStylePage,
  type sameStyleInput,
  VALID_PRICE_TYPES,
} from '@stallhub/contracts';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { SameStyleService } from '../catalogue/index.ts';
import type { ItemCards } from './item-cards.ts';

/** A credit level's place from the least trusted (0) to the most (spec 3 §5). */
const trustRank = (level: number) => (CREDIT_TRUST_ORDER as readonly number[]).indexOf(level);

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

/**
 * The same-style page (spec 3 §2, §7 "samestyle/v3") and the comparison of stalls: the catalogue's ids
 * and figures (matched by the image engine, decision 052) shown as cards.
 */
export function createSameStylePageService(deps: { sameStyle: SameStyleService; cards: ItemCards }) {
  const { sameStyle, cards } = deps;

  return {
    /** The stalls selling the item's style in a city side by side, the item's own stall among them. */
    async compare(
      query: { itemId: number; searchCity?: City },
      viewer: Viewer,
    ): Promise<SameStyleComparison> {
      const { itemId, searchCity, ids } = await sameStyle.compared(query, viewer);
      const compared = await cards.cardsByIds(ids, viewer);
      return { itemId, searchCity, stalls: stallRows(compared, itemId, viewer.userId !== null) };
    },

    /** The same style of a list page's items: counts and lowest prices, no cards. */
    summaries: sameStyle.summaries,

    async page(query: z.output<typeof sameStyleInput>, viewer: Viewer): Promise<SameStylePage> {
      const source = await sameStyle.source(query);
      const onShelf = source.status === 1;
      const [[item], found] = await Promise.all([
        cards.cardsByIds([source.id], viewer, { offShelf: !onShelf }),
        sameStyle.page(source, query, viewer),
      ]);
      // Taken off or on shelf between the two reads: as unknown as a missing item.
      if (!item) throw notFound(`itemId: no item ${source.id}`);
      return {
        item,
        onShelf,
        searchCity: found.searchCity,
        sort: found.sort,
        list: await cards.cardsByIds(found.ids, viewer),
        total: found.total,
        page: query.page,
        pageSize: query.pageSize,
        compete: found.compete,
      };
    },
  };
}

export type SameStylePageService = ReturnType<typeof createSameStylePageService>;
