import { type Language, marketDay, marketDayStart } from '@stallhub/contracts';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { SiteSignals } from '../../signals/site-signals.ts';
import { createItemCardReads, type ItemCardRow, titlesIn } from './repository/item-cards.ts';
import {
  addToFavouriteCounts,
  busiestShop,
  itemIdsAfter,
  latestOfShops,
  latestUpTime,
  newestIdsPage,
  onShelfCountSince,
  onShelfIds,
  picturesOf,
  searchRowsOf,
  shopsItemIdsPage,
  shopsOf,
  skuColoursAndSizesOf,
} from './repository/items.ts';

/** A stall row's latest items. */
type Thumb = { itemId: number; vid: string; indexImgUrl: string };

/**
 * Items put on shelf in a city during the latest 24 hours of uploads: the count on "New"
 * navigation entries. Measured from the city's newest upload so a quiet day still shows the last batch.
 */
async function countNewItems(db: Db, city: string): Promise<number> {
  const latest = await latestUpTime(db, city);
  if (!latest) return 0;
  // The latest market day with uploads, as the new-in page counts it (not the 24 hours before the last one).
  return onShelfCountSince(db, city, marketDayStart(marketDay(new Date(latest))));
}

/** What search indexes of each item: on-shelf state, text, attributes, SKU colours and sizes. */
async function searchFactsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const [rows, skuRows] = await Promise.all([searchRowsOf(db, ids), skuColoursAndSizesOf(db, ids)]);
  const colors = new Map<number, Set<string>>();
  const sizes = new Map<number, Set<string>>();
  for (const sku of skuRows) {
    colors.set(sku.itemId, (colors.get(sku.itemId) ?? new Set()).add(sku.color));
    sizes.set(sku.itemId, (sizes.get(sku.itemId) ?? new Set()).add(sku.size));
  }
  return rows.map((r) => ({
    ...r.item,
    englishTitle: r.englishTitle,
    parentCategoryId: r.parentCategoryId,
    colors: [...(colors.get(r.item.id) ?? [])],
    sizes: [...(sizes.get(r.item.id) ?? [])],
  }));
}

/** Latest pictures of each stall, for stall rows. */
async function latestThumbs(db: Db, shopIds: readonly number[], perShop: number) {
  const byShop = new Map<number, Thumb[]>();
  if (shopIds.length === 0) return byShop;
  for (const { shopId, itemId, vid, indexImgUrl } of await latestOfShops(db, shopIds, perShop)) {
    const list = byShop.get(shopId) ?? [];
    list.push({ itemId, vid, indexImgUrl });
    byShop.set(shopId, list);
  }
  return byShop;
}

/**
 * Walks the whole catalogue: every item id in ascending order, `batch` at a time, handed to `each` (a
 * search index's rebuild), with the count walked so far after each batch; answers the count.
 */
async function walkIds(
  db: Db,
  batch: number,
  each: (ids: number[]) => Promise<void>,
  onProgress?: (done: number) => void,
): Promise<number> {
  let lastId = 0;
  let done = 0;
  for (;;) {
    const ids = await itemIdsAfter(db, lastId, batch);
    if (ids.length === 0) return done;
    await each(ids);
    done += ids.length;
    lastId = ids.at(-1)!;
    onProgress?.(done);
  }
}

/** The catalogue's items as other modules ask for them: cards, facts and lists of ids. */
export function createItemsService(db: Db, signals: Pick<SiteSignals, 'when'>) {
  const cards = createItemCardReads(db);
  return {
    /**
     * The card rows of the given items, in the order given; ids of missing or delisted items are skipped
     * (or, with `offShelf`, only delisted items are kept: the user centre's off-shelf pages).
     */
    async cardRows(
      ids: readonly number[],
      lang: Language,
      options: { offShelf?: boolean } = {},
    ): Promise<ItemCardRow[]> {
      if (ids.length === 0) return [];
      const byId = new Map(
        (await cards.cards(ids, lang, Boolean(options.offShelf))).map((r) => [r.item.id, r]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Adds `delta` to the items' favourite counts, in the caller's transaction (`on`). */
    async countFavourites(on: Db, itemIds: readonly number[], delta: 1 | -1) {
      if (itemIds.length > 0) await addToFavouriteCounts(on, itemIds, delta);
    },

    /** Which of the given items exist and are on shelf. */
    onShelfIds: async (ids: readonly number[]): Promise<Set<number>> =>
      ids.length === 0 ? new Set() : onShelfIds(db, ids),

    /**
     * Items' titles in a language (falling back to English, then Chinese), by item id: order lines are
     * shown in the reader's language from these, whatever language the order was placed in.
     */
    titlesIn: async (ids: readonly number[], lang: Language): Promise<Map<number, string>> =>
      ids.length === 0 ? new Map() : titlesIn(db, ids, lang),

    /** The stall of each item, by item id (orders stamp their lines with it). */
    shopsOf: async (ids: readonly number[]): Promise<Map<number, number>> =>
      ids.length === 0 ? new Map() : shopsOf(db, ids),

    /** The city's stall with the most on-shelf items, the lowest id among equals (the demo stall owner's). */
    busiestShop: (city: string): Promise<number | undefined> => busiestShop(db, city),

    /** One page of the given stalls' items, newest first: on shelf, or with `offShelf` the delisted. */
    idsOfShops: async (
      shopIds: readonly number[],
      page: number,
      pageSize: number,
      options: { offShelf?: boolean } = {},
    ): Promise<{ ids: number[]; total: number }> =>
      shopIds.length === 0
        ? { ids: [], total: 0 }
        : shopsItemIdsPage(db, shopIds, page, pageSize, Boolean(options.offShelf)),

    /** An on-shelf item's row and its title in the viewer's language, by vid (the item page). */
    rowByVid: (vid: string, lang: Language) => cards.rowByVid(vid, lang),

    forSearch: (ids: readonly number[]) => searchFactsOf(db, ids),

    /** The items' pictures (storage URL bases), in their order: what image search describes. */
    picturesOf: async (ids: readonly number[]) => (ids.length === 0 ? [] : picturesOf(db, ids)),

    walkIds: (batch: number, each: (ids: number[]) => Promise<void>, onProgress?: (done: number) => void) =>
      walkIds(db, batch, each, onProgress),

    /** Newest on-shelf items of a city, one page (the home feed), and whether more follow. */
    newestIds: (city: string, page: number, pageSize: number) => newestIdsPage(db, city, page, pageSize),

    latestThumbs: (shopIds: readonly number[], perShop: number) => latestThumbs(db, shopIds, perShop),

    // Counted once per city and half a minute, or until the catalogue changes: the nav shows it on every page.
    newAmount: keyedReferenceCache(
      (city: string) => countNewItems(db, city),
      30_000,
      signals.when('catalogue'),
    ),
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
