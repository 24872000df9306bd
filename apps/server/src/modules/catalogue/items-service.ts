import { type Language, marketDay, marketDayStart } from '@stallhub/contracts';
import { and, asc, desc, eq, gt, gte, inArray, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { categories, itemImages, items, itemTranslations, skus } from './tables.ts';

/** The item columns a card shows. */
const CARD_COLUMNS = {
  id: items.id,
  vid: items.vid,
  shopId: items.shopId,
  title: items.title,
  indexImgUrl: items.indexImgUrl,
  price: items.price,
  priceType: items.priceType,
  artNo: items.artNo,
  upTime: items.upTime,
  hasVideo: items.hasVideo,
  uploadNum: items.uploadNum,
  favNum: items.favNum,
  saleNum: items.saleNum,
  isGoodsInStock: items.isGoodsInStock,
  isSp: items.isSp,
  isTx: items.isTx,
  isDf: items.isDf,
  saleOffRatio: items.saleOffRatio,
  promotionType: items.promotionType,
  transactionMode: items.transactionMode,
  isFirstLaunch: items.isFirstLaunch,
};

/** An item row as cards read it, with its title in the viewer's language. */
export type ItemCardRow = { item: Pick<typeof items.$inferSelect, keyof typeof CARD_COLUMNS>; title: string };

export function createItemsService(db: Db) {
  const translated = alias(itemTranslations, 'translated');
  const english = alias(itemTranslations, 'english');

  // The title in the viewer's language, falling back to English, then Chinese.
  const titleInLanguage = sql<string>`coalesce(${translated.title}, ${english.title}, ${items.title})`;
  const translatedTitle = and(eq(translated.itemId, items.id), eq(translated.lang, sql.placeholder('lang')));
  const englishTitle = and(eq(english.itemId, items.id), eq(english.lang, 'en'));
  // A card reads its own columns only: every search reads cards, and each column costs its parse and mapping.
  const selectCards = () =>
    db
      .select({ item: CARD_COLUMNS, title: titleInLanguage })
      .from(items)
      .leftJoin(translated, translatedTitle)
      .leftJoin(english, englishTitle);

  // Every list, row and page reads cards, so their queries are built once and prepared by name: each
  // call then skips building the SQL (most of its CPU) and the database re-planning it.
  const cardsOnShelf = selectCards()
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')})`, eq(items.status, 1)))
    .prepare('item_cards_on_shelf');
  const cardsOffShelf = selectCards()
    .where(and(sql`${items.id} = any(${sql.placeholder('ids')})`, ne(items.status, 1)))
    .prepare('item_cards_off_shelf');
  const cardByVid = db
    .select({ item: items, title: titleInLanguage })
    .from(items)
    .leftJoin(translated, translatedTitle)
    .leftJoin(english, englishTitle)
    .where(and(eq(items.vid, sql.placeholder('vid')), eq(items.status, 1)))
    .prepare('item_card_by_vid');

  /**
   * The card rows of the given items, in the order given; ids of missing or delisted items are skipped
   * (or, with `offShelf`, only delisted items are kept: the user centre's off-shelf pages).
   */
  async function cardRows(
    ids: readonly number[],
    lang: Language,
    options: { offShelf?: boolean } = {},
  ): Promise<ItemCardRow[]> {
    if (ids.length === 0) return [];
    const query = options.offShelf ? cardsOffShelf : cardsOnShelf;
    const rows = await query.execute({ ids: [...ids], lang });
    const byId = new Map(rows.map((r) => [r.item.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Items put on shelf in a city during the latest 24 hours of uploads: the count on "New"
   * navigation entries. Measured from the city's newest upload so a quiet day still shows the last batch.
   */
  async function countNewItems(city: string): Promise<number> {
    const [latest] = await db
      .select({ at: max(items.upTime) })
      .from(items)
      .where(and(eq(items.city, city), eq(items.status, 1)));
    if (!latest?.at) return 0;
    // The latest market day with uploads, as the new-in page counts it (not the 24 hours before the last one).
    const since = marketDayStart(marketDay(new Date(latest.at)));
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(and(eq(items.city, city), eq(items.status, 1), gte(items.upTime, since)));
    return row?.n ?? 0;
  }
  // Counted once per city and half a minute: the nav shows it on every page.
  const newAmountFor = keyedReferenceCache(countNewItems, 30_000);

  return {
    cardRows,

    /**
     * Adds `delta` to the items' favourite counts, in the caller's transaction (`on`). Rows are locked in
     * id order, so two batches over the same items cannot deadlock.
     */
    async countFavourites(on: Db, itemIds: readonly number[], delta: 1 | -1) {
      if (itemIds.length === 0) return;
      await on.execute(sql`
        update ${items} set fav_num = greatest(${items.favNum} + ${delta}, 0)
        from (select id from ${items} where ${inArray(items.id, [...itemIds])} order by id for update) locked
        where ${items.id} = locked.id`);
    },

    /** Which of the given items exist and are on shelf. */
    async onShelfIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: items.id })
        .from(items)
        .where(and(inArray(items.id, [...ids]), eq(items.status, 1)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Items' titles in a language (falling back to English, then Chinese), by item id: order lines are
     * shown in the reader's language from these, whatever language the order was placed in.
     */
    async titlesIn(ids: readonly number[], lang: Language): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      // Chinese is the source: the item's own title, never a translation (an order placed in English reads
      // in Chinese to a Chinese reader, issue 26 point 5).
      if (lang === 'cn') {
        const rows = await db
          .select({ id: items.id, title: items.title })
          .from(items)
          .where(inArray(items.id, [...new Set(ids)]));
        return new Map(rows.map((r) => [r.id, r.title]));
      }
      const rows = await db
        .select({
          id: items.id,
          title: sql<string>`coalesce(${translated.title}, ${english.title}, ${items.title})`,
        })
        .from(items)
        .leftJoin(translated, and(eq(translated.itemId, items.id), eq(translated.lang, lang)))
        .leftJoin(english, and(eq(english.itemId, items.id), eq(english.lang, 'en')))
        .where(inArray(items.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    /** The stall of each item, by item id (orders stamp their lines with it). */
    async shopsOf(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: items.id, shopId: items.shopId })
        .from(items)
        .where(inArray(items.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.shopId]));
    },

    /** The city's stall with the most on-shelf items, the lowest id among equals (the demo stall owner's). */
    async busiestShop(city: string): Promise<number | undefined> {
      const [row] = await db
        .select({ shopId: items.shopId })
        .from(items)
        .where(and(eq(items.city, city), eq(items.status, 1)))
        .groupBy(items.shopId)
        .orderBy(desc(sql`count(*)`), asc(items.shopId))
        .limit(1);
      return row?.shopId;
    },

    /** One page of the given stalls' items, newest first: on shelf, or with `offShelf` the delisted. */
    async idsOfShops(
      shopIds: readonly number[],
      page: number,
      pageSize: number,
      options: { offShelf?: boolean } = {},
    ): Promise<{ ids: number[]; total: number }> {
      if (shopIds.length === 0) return { ids: [], total: 0 };
      const where = and(
        inArray(items.shopId, [...shopIds]),
        options.offShelf ? ne(items.status, 1) : eq(items.status, 1),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ id: items.id })
          .from(items)
          .where(where)
          .orderBy(desc(items.upTime), desc(items.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(items).where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
    },

    /** An on-shelf item's row and its title in the viewer's language, by vid (the item page). */
    async rowByVid(vid: string, lang: Language) {
      const [row] = await cardByVid.execute({ vid, lang });
      return row;
    },

    /** What search indexes of each item: on-shelf state, text, attributes, SKU colours and sizes. */
    async forSearch(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const [rows, skuRows] = await Promise.all([
        db
          .select({
            item: items,
            englishTitle: english.title,
            parentCategoryId: categories.parentId,
          })
          .from(items)
          .leftJoin(english, and(eq(english.itemId, items.id), eq(english.lang, 'en')))
          .innerJoin(categories, eq(categories.id, items.categoryId))
          .where(inArray(items.id, [...ids])),
        db
          .select({ itemId: skus.itemId, color: skus.color, size: skus.size })
          .from(skus)
          .where(inArray(skus.itemId, [...ids])),
      ]);
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
    },

    /** The items' pictures (storage URL bases), in their order: what image search describes. */
    async picturesOf(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ itemId: itemImages.itemId, sort: itemImages.sort, url: itemImages.url })
        .from(itemImages)
        .where(inArray(itemImages.itemId, [...ids]))
        .orderBy(itemImages.itemId, itemImages.sort);
    },

    /**
     * Walks the whole catalogue: every item id in ascending order, `batch` at a time, handed to `each`
     * (a search index's rebuild), with the count walked so far after each batch; answers the count.
     */
    async walkIds(
      batch: number,
      each: (ids: number[]) => Promise<void>,
      onProgress?: (done: number) => void,
    ): Promise<number> {
      let lastId = 0;
      let done = 0;
      for (;;) {
        const rows = await db
          .select({ id: items.id })
          .from(items)
          .where(gt(items.id, lastId))
          .orderBy(asc(items.id))
          .limit(batch);
        if (rows.length === 0) return done;
        const ids = rows.map((r) => r.id);
        await each(ids);
        done += ids.length;
        lastId = ids.at(-1)!;
        onProgress?.(done);
      }
    },

    /** Newest on-shelf items of a city, one page (the home feed), and whether more follow. */
    async newestIds(city: string, page: number, pageSize: number) {
      // The page's ids come from the (city, up_time) index alone; only those rows are then joined.
      const rows = await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.city, city), eq(items.status, 1)))
        .orderBy(desc(items.upTime), desc(items.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
      return { ids: rows.slice(0, pageSize).map((r) => r.id), hasMore: rows.length > pageSize };
    },

    /** Latest pictures of each stall, for stall rows. */
    async latestThumbs(shopIds: readonly number[], perShop: number) {
      if (shopIds.length === 0)
        return new Map<number, { itemId: number; vid: string; indexImgUrl: string }[]>();
      const ranked = db
        .select({
          itemId: items.id,
          vid: items.vid,
          indexImgUrl: items.indexImgUrl,
          shopId: items.shopId,
          rank: sql<number>`row_number() over (partition by ${items.shopId} order by ${items.upTime} desc)`.as(
            'rank',
          ),
        })
        .from(items)
        .where(and(inArray(items.shopId, [...shopIds]), eq(items.status, 1)))
        .as('ranked');
      const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= ${perShop}`);
      const byShop = new Map<number, { itemId: number; vid: string; indexImgUrl: string }[]>();
      for (const { shopId, itemId, vid, indexImgUrl } of rows) {
        const list = byShop.get(shopId) ?? [];
        list.push({ itemId, vid, indexImgUrl });
        byShop.set(shopId, list);
      }
      return byShop;
    },

    newAmount: newAmountFor,
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
