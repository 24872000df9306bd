import {
  CREDIT_LEVEL,
  type Language,
  type ModelListEntry,
  type NoResultOffers,
  SEARCH_HELPER_LIMIT,
  type SearchCategory,
  SHOP_CATEGORIES_SHOWN,
  type ShopItemDistro,
} from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { CategoriesService, MarketsService } from '../catalogue/index.ts';
import { namedCategoryTerms } from './named-category.ts';
import { searchRelaxing } from './relaxation.ts';
import { searchedTermsContaining } from './repository.ts';
import type { CountKey, FacetCount, ItemSearchQuery, SearchIndex } from './search-index.ts';
import { preciseQuery } from './segmenter.ts';

/** Credit levels as the filter lists them: excellent, good, general, low. */
const CREDIT_FILTER_ORDER = [
  CREDIT_LEVEL.excellent,
  CREDIT_LEVEL.good,
  CREDIT_LEVEL.general,
  CREDIT_LEVEL.low,
];
/** The cuts a garment can have (seed attributes, labelled by the page). */
const MODEL_LIMIT = 20;

type Deps = { index: SearchIndex; categories: CategoriesService; markets: MarketsService };

/** A city's on-shelf items (or one category's), without words, filters or a page: each helper adds its own. */
const browse = (city: string, categoryId?: number): ItemSearchQuery => ({
  city,
  categoryId,
  terms: [],
  filters: {},
  sort: 'sales',
  merge: false,
  offset: 0,
  limit: 0,
  facets: false,
});

/** Counts by `key` of what the words find, relaxed as the results page relaxes them. */
async function countWords(deps: Deps, q: string, query: ItemSearchQuery, key: CountKey, limit: number) {
  const { answer } = await searchRelaxing(
    q,
    (terms) => deps.index.countBy({ ...query, terms }, key, limit),
    (found) => found.length > 0,
  );
  return answer;
}

/** The categories the words find items of `base` in (a city's, or one stall's), named from the city's menu. */
async function categories(
  deps: Deps,
  q: string,
  base: ItemSearchQuery,
  lang: Language,
  limit: number,
): Promise<SearchCategory[]> {
  return named(deps, countWords(deps, q, base, 'category', limit), base.city, lang);
}

/** Category counts named from the city's menu, in the viewer's language. */
async function named(deps: Deps, counting: Promise<FacetCount[]>, city: string, lang: Language) {
  const [counts, menu] = await Promise.all([counting, deps.categories.menu(city, lang)]);
  const leaves = new Map(
    menu.flatMap((top) =>
      top.list.flatMap((tag) =>
        tag.catlist.map(
          (leaf) => [leaf.vcid, { vcname: leaf.vcname, pid: top.pid, pname: top.pname }] as const,
        ),
      ),
    ),
  );
  const tops = new Map(menu.map((top) => [top.pid, top.pname]));
  return counts.map(({ value, count }) => {
    const vcid = Number(value);
    const leaf = leaves.get(vcid);
    if (leaf) return { vcid, ...leaf, count };
    // Items may sit on a top-level category itself.
    return { vcid, vcname: tops.get(vcid) ?? value, pid: null, pname: null, count };
  });
}

/** The category of most items whose category is named by the first term set that finds any. */
async function namedCategory(deps: Deps, tries: string[][][], city: string, lang: Language) {
  for (const terms of tries) {
    const counts = await deps.index.countBy({ ...browse(city), terms }, 'category', 1);
    if (counts.length > 0) return named(deps, Promise.resolve(counts), city, lang);
  }
  return [];
}

async function queryCategory(
  deps: Deps,
  q: string,
  city: string,
  lang: Language,
): Promise<SearchCategory | null> {
  if (!q) return null;
  const [best] = await categories(deps, q, browse(city), lang, 1);
  return best ?? null;
}

/**
 * What an empty results page offers (decision 054), in the whole city market as the other helpers
 * count: the words relaxed as the results page relaxes them, and the category they name — by the
 * garment (and audience) the vocabulary reads in them, else the one most of the relaxed words' items
 * are in.
 */
async function noResultOffers(deps: Deps, q: string, city: string, lang: Language): Promise<NoResultOffers> {
  if (!q) return { relaxed: null, category: null };
  const garments = namedCategoryTerms(q);
  const [{ answer, relaxed }, [category]] = await Promise.all([
    searchRelaxing(
      q,
      (terms) => deps.index.search({ ...browse(city), terms, limit: 1 }),
      (found) => found.total > 0,
    ),
    garments.length > 0
      ? namedCategory(deps, garments, city, lang)
      : categories(deps, q, browse(city), lang, 1),
  ]);
  return {
    relaxed: relaxed && { ...relaxed, count: answer.total },
    category: category ?? null,
  };
}

/** A stall's on-shelf items by category, and how many it has in all (its home's category row). */
async function shopCategories(
  deps: Deps,
  shopId: number,
  city: string,
  lang: Language,
): Promise<ShopItemDistro> {
  // Every item has one category, so all of the stall's counts add up to its total: one count, no search.
  const all = await categories(deps, '', { ...browse(city), shopId }, lang, Number.MAX_SAFE_INTEGER);
  return {
    total: all.reduce((sum, c) => sum + c.count, 0),
    categories: all.slice(0, SHOP_CATEGORIES_SHOWN),
  };
}

async function modelList(
  deps: Deps,
  q: string,
  city: string,
  vcid: number | undefined,
): Promise<ModelListEntry[]> {
  const counts = await countWords(deps, q, browse(city, vcid), 'modelId', MODEL_LIMIT);
  return counts
    .map(({ value, count }) => ({ modelId: Number(value), count }))
    .sort((a, b) => a.modelId - b.modelId);
}

async function creditFilters(deps: Deps, q: string, city: string) {
  const counts = new Map(
    (await countWords(deps, q, browse(city), 'credit', CREDIT_FILTER_ORDER.length)).map((c: FacetCount) => [
      Number(c.value),
      c.count,
    ]),
  );
  return CREDIT_FILTER_ORDER.map((level) => ({ level, count: counts.get(level) ?? 0 }));
}

/** Terms buyers search that contain one of the words (not the words themselves), most searched first. */
async function related(db: Db, q: string, city: string) {
  const text = q.toLowerCase();
  // The query's whole words (no lone characters or bigrams): what a related search shares with it.
  const words = [
    ...new Set([text, ...preciseQuery(text).map((group) => group[0]!)].filter((w) => !/^[12]:/.test(w))),
  ].filter((w) => w.length >= 2);
  if (words.length === 0) return { related: [] };
  return { related: await searchedTermsContaining(db, { city, text, words, limit: SEARCH_HELPER_LIMIT }) };
}

/** The best sellers of the category the words mean (the city's, without one), one per style. */
async function recIds(deps: Deps, q: string, city: string, pageSize: number): Promise<number[]> {
  const [top] = q ? await countWords(deps, q, browse(city), 'category', 1) : [];
  const { itemIds } = await deps.index.search({
    ...browse(city, top ? Number(top.value) : undefined),
    merge: true,
    limit: pageSize,
  });
  return itemIds;
}

/** The other city markets where the words find items, most first. */
async function otherCities(deps: Deps, q: string, city: string, lang: Language) {
  const [counts, markets] = await Promise.all([
    countWords(deps, q, browse(city), 'city', SEARCH_HELPER_LIMIT + 1),
    deps.markets.cityMarkets(lang),
  ]);
  const names = new Map(markets.map((m) => [m.code, m.name]));
  return {
    cityMarkets: counts
      .filter((c) => c.value !== city && names.has(c.value))
      .slice(0, SEARCH_HELPER_LIMIT)
      .map((c) => ({ code: c.value, name: names.get(c.value)!, count: c.count })),
  };
}

/** The search helpers of the results page; every count is of on-shelf items, as the results count them. */
export function createSearchHelpersService(db: Db, deps: Deps) {
  return {
    categories: (q: string, city: string, lang: Language) =>
      categories(deps, q, browse(city), lang, SEARCH_HELPER_LIMIT),
    queryCategory: (q: string, city: string, lang: Language) => queryCategory(deps, q, city, lang),
    noResultOffers: (q: string, city: string, lang: Language) => noResultOffers(deps, q, city, lang),
    shopCategories: (shopId: number, city: string, lang: Language) =>
      shopCategories(deps, shopId, city, lang),
    modelList: (q: string, city: string, vcid: number | undefined) => modelList(deps, q, city, vcid),
    creditFilters: (q: string, city: string) => creditFilters(deps, q, city),
    related: (q: string, city: string) => related(db, q, city),
    recIds: (q: string, city: string, pageSize: number) => recIds(deps, q, city, pageSize),
    otherCities: (q: string, city: string, lang: Language) => otherCities(deps, q, city, lang),
  };
}

export type SearchHelpersService = ReturnType<typeof createSearchHelpersService>;
