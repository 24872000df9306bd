import {
  type City,
  DEFAULT_PAGE_SIZE,
  ITEM_FACETS,
  ITEM_SORTS,
  type ItemFacet,
  type ItemSort,
  type Language,
  SEARCH_MAX_PAGE,
  type SearchPageInput,
} from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';

// The results page's URL (spec 3 §2 "/{city}/search/index.html (q, vcid, queryType; also merge)"), free of
// React: every filter, sort and page is a link or a GET form, so the page works before any script runs.

/** What the results page shows, read from its URL. */
export interface SearchState {
  q: string;
  vcid?: number;
  queryType?: number;
  merge: boolean;
  /** Chosen values per facet; modelId holds at most one (spec 3 §3: comma lists except modelId). */
  filters: Record<ItemFacet, string[]>;
  priceMin?: number;
  priceMax?: number;
  sort?: ItemSort;
  page: number;
}

/** A chosen filter as the active-filter bar lists it. */
export type ActiveFilter =
  | { facet: ItemFacet; value: string }
  | { facet: 'price'; min?: number; max?: number };

/** The API's limits on what it is sent (packages/contracts/src/search-page/schemas.ts). */
const MAX_QUERY_LENGTH = 100;
const MAX_LIST_LENGTH = 500;
/** Prices are whole yuan, typed as digits only (spec 3 §5 style); seven digits is ¥9,999,999. */
const MAX_PRICE_DIGITS = 7;

const SINGLE_VALUED: ReadonlySet<ItemFacet> = new Set(['modelId']);

const emptyFilters = (): Record<ItemFacet, string[]> =>
  Object.fromEntries(ITEM_FACETS.map((facet) => [facet, []])) as unknown as Record<ItemFacet, string[]>;

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n > 0 ? n : undefined;
};

const price = (raw: string | null): number | undefined => {
  const text = raw?.trim() ?? '';
  return new RegExp(`^\\d{1,${MAX_PRICE_DIGITS}}$`).test(text) ? Number(text) : undefined;
};

/** A facet's values from every copy of its parameter (a GET form may repeat it), as one clean list. */
function readList(params: URLSearchParams, facet: ItemFacet): string[] {
  const values = params
    .getAll(facet)
    .flatMap((raw) => raw.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const kept: string[] = [];
  let length = 0;
  for (const value of new Set(values)) {
    // The API refuses a list longer than it reads; the values past that are dropped, not the page.
    length += value.length + (kept.length > 0 ? 1 : 0);
    if (length > MAX_LIST_LENGTH) break;
    kept.push(value);
  }
  return SINGLE_VALUED.has(facet) ? kept.slice(0, 1) : kept;
}

/** Reads the page's URL; whatever the API would refuse is dropped, so a mistyped link still shows results. */
export function parseSearch(params: URLSearchParams): SearchState {
  const filters = emptyFilters();
  for (const facet of ITEM_FACETS) filters[facet] = readList(params, facet);
  let priceMin = price(params.get('priceMin'));
  let priceMax = price(params.get('priceMax'));
  // A range typed the wrong way round means the same range.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const sort = params.get('sort');
  const page = positiveInt(params.get('page')) ?? 1;
  const queryType = params.get('queryType');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    vcid: positiveInt(params.get('vcid')),
    queryType: queryType !== null && /^\d{1,3}$/.test(queryType) ? Number(queryType) : undefined,
    merge: ['1', 'true'].includes(params.get('merge') ?? ''),
    filters,
    priceMin,
    priceMax,
    sort: (ITEM_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ItemSort) : undefined,
    page: Math.min(page, SEARCH_MAX_PAGE),
  };
}

/** The API call for a state, in pages of 40: eight floors of five at full width. */
export function toApiInput(state: SearchState, city: City, lang: Language): SearchPageInput {
  const input: SearchPageInput = { city, lang, page: state.page, pageSize: DEFAULT_PAGE_SIZE };
  if (state.q) input.q = state.q;
  if (state.vcid !== undefined) input.vcid = state.vcid;
  if (state.queryType !== undefined) input.queryType = state.queryType;
  if (state.merge) input.merge = true;
  for (const facet of ITEM_FACETS) {
    const values = state.filters[facet];
    if (values.length > 0) input[facet] = values.join(',');
  }
  if (state.priceMin !== undefined) input.priceMin = state.priceMin;
  if (state.priceMax !== undefined) input.priceMax = state.priceMax;
  if (state.sort) input.sort = state.sort;
  return input;
}

/**
 * The state's query string, in a fixed order and without defaults, so one state has one URL. It is
 * written the way URLSearchParams writes (commas as %2C, spaces as +) because React Router re-serialises
 * the request's query that way on the server: any other spelling would differ between the server's HTML
 * and the browser's location, and hydration would complain about every link built from it.
 */
export function toQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.vcid !== undefined) params.set('vcid', String(state.vcid));
  if (state.queryType !== undefined) params.set('queryType', String(state.queryType));
  if (state.merge) params.set('merge', '1');
  for (const facet of ITEM_FACETS) {
    const values = state.filters[facet];
    if (values.length > 0) params.set(facet, values.join(','));
  }
  if (state.priceMin !== undefined) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('priceMax', String(state.priceMax));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The results page's path in a language and city. */
export const resultsPath = (lang: Language, city: City) => localePath(lang, `/${city}/search/index.html`);

/** The link to a state of the results page. */
export const resultsHref = (lang: Language, city: City, state: SearchState) =>
  resultsPath(lang, city) + toQueryString(state);

// Every change of what is shown starts again at page 1: page 7 of the old results means nothing now.

const withFilters = (state: SearchState, facet: ItemFacet, values: string[]): SearchState => ({
  ...state,
  filters: { ...state.filters, [facet]: values },
  page: 1,
});

/** Ticks a value, or unticks it when chosen; a single-valued facet swaps its value for the new one. */
export function toggleFilter(state: SearchState, facet: ItemFacet, value: string): SearchState {
  const chosen = state.filters[facet];
  if (chosen.includes(value))
    return withFilters(
      state,
      facet,
      chosen.filter((v) => v !== value),
    );
  return withFilters(state, facet, SINGLE_VALUED.has(facet) ? [value] : [...chosen, value]);
}

/** Drops one chosen value (the × in the active-filter bar). */
export const removeFilter = (state: SearchState, facet: ItemFacet, value: string): SearchState =>
  withFilters(
    state,
    facet,
    state.filters[facet].filter((v) => v !== value),
  );

/** Sets or clears the price range; a reversed range is put the right way round. */
export function setPrice(state: SearchState, min?: number, max?: number): SearchState {
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return { ...state, priceMin: low, priceMax: high, page: 1 };
}

/** "Clear all": every facet and the price go; the words, category, sort and merge stay. */
export const clearFilters = (state: SearchState): SearchState => ({
  ...state,
  filters: emptyFilters(),
  priceMin: undefined,
  priceMax: undefined,
  page: 1,
});

export const setSort = (state: SearchState, sort: ItemSort): SearchState => ({ ...state, sort, page: 1 });

/** The price sort toggles: ascending first, descending when ascending is showing. */
export const priceSortAfter = (shown: ItemSort): ItemSort =>
  shown === 'price_asc' ? 'price_desc' : 'price_asc';

export const toggleMerge = (state: SearchState): SearchState => ({ ...state, merge: !state.merge, page: 1 });

export const goToPage = (state: SearchState, page: number): SearchState => ({
  ...state,
  page: Math.min(Math.max(1, Math.floor(page)), SEARCH_MAX_PAGE),
});

/** Every chosen value, facet by facet, then the price range. */
export function activeFilters(state: SearchState): ActiveFilter[] {
  const chosen: ActiveFilter[] = ITEM_FACETS.flatMap((facet) =>
    state.filters[facet].map((value) => ({ facet, value })),
  );
  if (state.priceMin !== undefined || state.priceMax !== undefined) {
    chosen.push({ facet: 'price', min: state.priceMin, max: state.priceMax });
  }
  return chosen;
}

/** The state with one active filter taken away. */
export const withoutFilter = (state: SearchState, filter: ActiveFilter): SearchState =>
  filter.facet === 'price' ? setPrice(state) : removeFilter(state, filter.facet, filter.value);

export const hasFilters = (state: SearchState) => activeFilters(state).length > 0;

/** Pages a result has, up to the deepest the API serves. */
export const pageCount = (total: number, pageSize: number) =>
  Math.min(Math.ceil(Math.max(0, total) / Math.max(1, pageSize)), SEARCH_MAX_PAGE);

/**
 * The page links of a pager: the first and last pages, the current one with `around` pages each side,
 * and a gap where pages are skipped (a gap of one page shows that page instead).
 */
export function pageWindow(current: number, count: number, around = 2): (number | 'gap')[] {
  if (count <= 0) return [];
  const low = Math.max(1, current - around);
  const high = Math.min(count, current + around);
  const shown = new Set([1, count]);
  for (let p = low; p <= high; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const window: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) window.push(p - 1);
    else if (previous !== undefined && p - previous > 2) window.push('gap');
    window.push(p);
  });
  return window;
}
