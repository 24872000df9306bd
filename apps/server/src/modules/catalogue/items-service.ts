import type { ItemCard, Language } from '@stallhub/contracts';
import { and, asc, desc, eq, gt, gte, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { ShopSummary, ShopsService } from '../shops/service.ts';
import { categories, items, itemTranslations, skus } from './tables.ts';

/** Who is looking: prices are only for signed-in buyers (spec 3 §6). */
export interface Viewer {
  userId: number | null;
  lang: Language;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createItemsService(db: Db, shops: ShopsService) {
  const translated = alias(itemTranslations, 'translated');
  const english = alias(itemTranslations, 'english');

  /** Card columns with the title in the viewer's language (falling back to English, then Chinese). */
  const selectCards = (lang: Language) =>
    db
      .select({
        item: items,
        title: sql<string>`coalesce(${translated.title}, ${english.title}, ${items.title})`,
      })
      .from(items)
      .leftJoin(translated, and(eq(translated.itemId, items.id), eq(translated.lang, lang)))
      .leftJoin(english, and(eq(english.itemId, items.id), eq(english.lang, 'en')));

  function toCard(
    row: { item: typeof items.$inferSelect; title: string },
    shop: ShopSummary | undefined,
    viewer: Viewer,
  ): ItemCard {
    const { item } = row;
    return {
      itemId: item.id,
      vid: item.vid,
      title: viewer.lang === 'cn' ? item.title : row.title,
      indexImgUrl: item.indexImgUrl,
      price: viewer.userId === null ? null : item.price,
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

  async function cards(rows: { item: typeof items.$inferSelect; title: string }[], viewer: Viewer) {
    const shopById = await shops.summaries(
      rows.map((r) => r.item.shopId),
      viewer.lang,
    );
    return rows.map((r) => toCard(r, shopById.get(r.item.shopId), viewer));
  }

  /** Cards of the given items, in the order given; ids of missing or delisted items are skipped. */
  async function cardsByIds(ids: readonly number[], viewer: Viewer): Promise<ItemCard[]> {
    if (ids.length === 0) return [];
    const rows = await selectCards(viewer.lang).where(and(inArray(items.id, [...ids]), eq(items.status, 1)));
    const byId = new Map(rows.map((r) => [r.item.id, r]));
    return cards(
      ids.flatMap((id) => byId.get(id) ?? []),
      viewer,
    );
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
    const since = new Date(new Date(latest.at).getTime() - DAY_MS);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(and(eq(items.city, city), eq(items.status, 1), gte(items.upTime, since)));
    return row?.n ?? 0;
  }
  // Counted once per city and half a minute: the nav shows it on every page.
  const newAmountFor = keyedReferenceCache(countNewItems, 30_000);

  return {
    cardsByIds,

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

    /** Item ids in ascending order after `afterId`, for walking the whole catalogue in batches. */
    async idsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: items.id })
        .from(items)
        .where(gt(items.id, afterId))
        .orderBy(asc(items.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Newest on-shelf items of a city, one page (the home feed). */
    async newestCards(city: string, viewer: Viewer, page: number, pageSize: number) {
      // The page's ids come from the (city, up_time) index alone; only those rows are then joined.
      const ids = await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.city, city), eq(items.status, 1)))
        .orderBy(desc(items.upTime), desc(items.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
      const list = await cardsByIds(
        ids.slice(0, pageSize).map((r) => r.id),
        viewer,
      );
      return { list, hasMore: ids.length > pageSize };
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
