import {
  HOT_WINDOW_DAYS,
  type Language,
  marketDay,
  marketDayStart,
  NEW_IN_DAYS,
  type NewIn,
  RANK_THUMBS_PER_SHOP,
  type RankedItemsPage,
  type RankedShop,
  type RankIndex,
} from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CategoriesService, ItemsService, SalesService, UploadsService } from '../catalogue/index.ts';
import type { SearchIndex } from '../search/index.ts';
import type { StallSummary, StallsService } from '../stalls/index.ts';
import { type ItemCards, toStallCard } from '../storefront/index.ts';
import {
  anyRanking,
  categoryRankingPage,
  type RankRow,
  rankedCategoriesOf,
  replaceRankings,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Recomputes every city's stall ranking per top-level category from on-shelf sales, in one transaction
 * and one statement over the catalogue's query of stall sales.
 */
export async function refreshRankings(db: Db, sales: Pick<SalesService, 'stallSalesByTopCategory'>) {
  await db.transaction((tx) => replaceRankings(tx, sales.stallSalesByTopCategory()));
}

/** Computes the rankings when none exist yet (a catalogue seeded before them); true when it did. */
export async function refreshRankingsIfEmpty(
  db: Db,
  sales: Pick<SalesService, 'stallSalesByTopCategory'>,
): Promise<boolean> {
  if (await anyRanking(db)) return false;
  await refreshRankings(db, sales);
  return true;
}

type Deps = {
  shops: StallsService;
  items: ItemsService;
  cards: ItemCards;
  sales: SalesService;
  uploads: UploadsService;
  categories: CategoriesService;
  index: SearchIndex;
};
type Paging = { page: number; pageSize: number };

/** Top-level categories the city sells, in the menu's order: the item ranking's tabs. */
async function itemRankingCates(deps: Deps, city: string, lang: Language) {
  const menu = await deps.categories.menu(city, lang);
  return menu.map((c) => ({ cateId: c.pid, name: c.pname }));
}

/** Best sellers of a city (or of one top-level category), one per style, through the search engine's sales order. */
async function itemRanking(
  deps: Deps,
  input: { city: string; cateId?: number } & Paging,
  viewer: Viewer,
): Promise<RankedItemsPage> {
  const { city, page, pageSize } = input;
  const offset = (page - 1) * pageSize;
  const result = await deps.index.search({
    city,
    terms: [],
    categoryId: input.cateId || undefined,
    filters: {},
    sort: 'sales',
    merge: true,
    offset,
    limit: pageSize,
    facets: false,
  });
  const cards = await deps.cards.cardsByIds(result.itemIds, viewer);
  return {
    list: cards.map((card, i) => ({ ...card, rank: offset + i + 1 })),
    total: result.total,
    page,
    pageSize,
  };
}

/**
 * Seven-day hot items: the city's on-shelf items by the pieces they sold in its last seven market days
 * with sales (counted back from its latest one, so a quiet day shows last week), most sold first.
 * Reads the (city, day) index range of those days only.
 */
async function hotItems(
  deps: Deps,
  input: { city: string } & Paging,
  viewer: Viewer,
): Promise<RankedItemsPage & { from: string; to: string }> {
  const { city, page, pageSize } = input;
  const offset = (page - 1) * pageSize;
  const to = (await deps.sales.latestSalesDay(city)) ?? marketDay(new Date());
  const from = marketDay(marketDayStart(to), HOT_WINDOW_DAYS - 1);
  const sold = await deps.sales.bestSellers({ city, from, to, offset, limit: pageSize });
  const cards = await deps.cards.cardsByIds(sold.ids, viewer);
  return {
    list: cards.map((card, i) => ({ ...card, rank: offset + i + 1 })),
    total: sold.total,
    page,
    pageSize,
    from,
    to,
  };
}

/** Ranked stalls as cards with their latest thumbnails; a stall without a summary is left out. */
async function rankedStalls(
  deps: Deps,
  rows: RankRow[],
  summaries: Map<number, StallSummary>,
): Promise<RankedShop[]> {
  const thumbs = await deps.items.latestThumbs(
    rows.map((r) => r.shopId),
    RANK_THUMBS_PER_SHOP,
  );
  return rows.flatMap((r) => {
    const s = summaries.get(r.shopId);
    if (!s) return [];
    return [{ ...toStallCard(s, thumbs), rank: r.rank, sales: r.sales }];
  });
}

/**
 * A city's stall ranking: the whole market in the order of the stalls' ranking (the top-N badge's rank,
 * spec 3 §5), or a
 * category by the pieces its stalls sold there, from the refreshed ranking table.
 */
async function rankIndex(
  db: Db,
  deps: Deps,
  input: { city: string; cateId?: number } & Paging,
  lang: Language,
): Promise<RankIndex> {
  const { city, page, pageSize } = input;
  const cateId = input.cateId ?? 0;
  const offset = (page - 1) * pageSize;
  const menu = await deps.categories.menu(city, lang);
  const withRanks = await rankedCategoriesOf(db, city);
  const cates = [
    { cateId: 0, name: '' },
    ...menu.filter((c) => withRanks.has(c.pid)).map((c) => ({ cateId: c.pid, name: c.pname })),
  ];
  let rows: RankRow[];
  let total: number;
  if (cateId === 0) {
    const found = await deps.shops.rankedInCity(city, offset, pageSize);
    // The place in the city's ranking; the stall's platform-wide rank stays on its top-N badge.
    rows = found.stalls.map((r, i) => ({ ...r, rank: offset + i + 1 }));
    total = found.total;
  } else {
    ({ rows, total } = await categoryRankingPage(db, city, cateId, offset, pageSize));
  }
  const summaries = await deps.shops.summaries(
    rows.map((r) => r.shopId),
    lang,
  );
  return { cates, cateId, list: await rankedStalls(deps, rows, summaries), total, page, pageSize };
}

/**
 * Items put on shelf in a city on one market day (UTC+8), newest first; without a date, the latest
 * day with uploads. The days list the latest upload days to switch between.
 */
async function newIn(
  deps: Deps,
  input: { city: string; date?: string } & Paging,
  viewer: Viewer,
): Promise<NewIn> {
  const { city, page, pageSize } = input;
  // Lists by day count back from the city's latest upload day, so a quiet day shows the last batch.
  const lastDay = marketDay((await deps.uploads.latestUpload(city)) ?? new Date());
  const firstDay = marketDay(marketDayStart(lastDay), NEW_IN_DAYS - 1);
  const days = await deps.uploads.perDay(
    city,
    marketDayStart(firstDay),
    new Date(marketDayStart(lastDay).getTime() + DAY_MS),
  );
  const date = input.date ?? lastDay;
  const start = marketDayStart(date);
  const uploaded = await deps.uploads.between({
    city,
    start,
    end: new Date(start.getTime() + DAY_MS),
    page,
    pageSize,
  });
  return {
    date,
    days,
    list: await deps.cards.cardsByIds(uploaded.ids, viewer),
    total: uploaded.total,
    page,
    pageSize,
  };
}

export function createRankingsService(db: Db, deps: Deps) {
  return {
    itemRankingCates: (city: string, lang: Language) => itemRankingCates(deps, city, lang),
    itemRanking: (input: { city: string; cateId?: number } & Paging, viewer: Viewer) =>
      itemRanking(deps, input, viewer),
    hotItems: (input: { city: string } & Paging, viewer: Viewer) => hotItems(deps, input, viewer),
    rankIndex: (input: { city: string; cateId?: number } & Paging, lang: Language) =>
      rankIndex(db, deps, input, lang),
    newIn: (input: { city: string; date?: string } & Paging, viewer: Viewer) => newIn(deps, input, viewer),
  };
}

export type RankingsService = ReturnType<typeof createRankingsService>;
