import {
  IMAGE_SEARCH_HOT_DAYS,
  type ImageSearchRankingPage,
  type Language,
  marketDay,
  marketDayStart,
} from '@stallhub/contracts';
import { and, count, desc, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CategoriesService, ItemsService } from '../catalogue/index.ts';
import type { ItemCards } from '../storefront/index.ts';
import { imageSearches } from './tables.ts';

/**
 * The image-search hot ranking (spec 3 §2 panel, /tusouHotList): the items buyers found most by picture
 * in a city over the last IMAGE_SEARCH_HOT_DAYS market days, counted from the searches themselves.
 */
export function createImageSearchRanking(deps: {
  db: Db;
  items: ItemsService;
  cards: ItemCards;
  categories: CategoriesService;
}) {
  const { db } = deps;

  const windowOf = (now: Date) => {
    const from = marketDay(now, IMAGE_SEARCH_HOT_DAYS - 1);
    return { from, to: marketDay(now), since: marketDayStart(from) };
  };

  /** Each on-shelf item found in the window, with how many searches found it, most first. */
  async function searchedItems(city: string, since: Date, categoryId?: number) {
    const where: SQL[] = [
      eq(imageSearches.city, city),
      gte(imageSearches.searchedAt, since),
      isNotNull(imageSearches.topItemId),
    ];
    if (categoryId) where.push(eq(imageSearches.topCategoryId, categoryId));
    const rows = await db
      .select({ itemId: imageSearches.topItemId, searches: count() })
      .from(imageSearches)
      .where(and(...where))
      .groupBy(imageSearches.topItemId)
      .orderBy(desc(count()), imageSearches.topItemId);
    const onShelf = await deps.items.onShelfIds(rows.map((r) => r.itemId!));
    return rows
      .filter((r) => onShelf.has(r.itemId!))
      .map((r) => ({ itemId: r.itemId!, searches: r.searches }));
  }

  return {
    /** The tabs: top-level categories of the items found in the window, in the city menu's order. */
    async categories(city: string, lang: Language, now = new Date()) {
      const { since } = windowOf(now);
      const rows = await db
        .selectDistinct({ categoryId: imageSearches.topCategoryId })
        .from(imageSearches)
        .where(
          and(
            eq(imageSearches.city, city),
            gte(imageSearches.searchedAt, since),
            isNotNull(imageSearches.topCategoryId),
          ),
        );
      const searched = new Set(rows.map((r) => r.categoryId));
      const menu = await deps.categories.menu(city, lang);
      return menu.filter((c) => searched.has(c.pid)).map((c) => ({ rankId: c.pid, name: c.pname }));
    },

    async page(
      input: { city: string; rankId?: number; page: number; pageSize: number },
      viewer: Viewer,
      now = new Date(),
    ): Promise<ImageSearchRankingPage> {
      const { page, pageSize } = input;
      const { from, to, since } = windowOf(now);
      const found = await searchedItems(input.city, since, input.rankId || undefined);
      const offset = (page - 1) * pageSize;
      const shown = found.slice(offset, offset + pageSize);
      const cards = new Map(
        (
          await deps.cards.cardsByIds(
            shown.map((s) => s.itemId),
            viewer,
          )
        ).map((card) => [card.itemId, card]),
      );
      const recordList = shown.flatMap((s, i) => {
        const card = cards.get(s.itemId);
        if (!card) return [];
        return [
          {
            rank: offset + i + 1,
            itemId: card.itemId,
            vid: card.vid,
            title: card.title,
            indexImageUrl: card.indexImgUrl,
            discountPrice: card.price ?? null,
            priceType: card.priceType,
            curTotalDfSale: card.saleNum,
            curUploadNum: card.uploadNum,
            curFavItemNum: card.favNum,
            searchCount: s.searches,
            shopId: card.shopId,
            shopName: card.shopName,
          },
        ];
      });
      return { recordList, total: found.length, currentPage: page, pageSize, from, to };
    },
  };
}

export type ImageSearchRanking = ReturnType<typeof createImageSearchRanking>;
