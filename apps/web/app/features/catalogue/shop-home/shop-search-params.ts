import {
  CREDIT_LEVEL_CODES,
  SEARCH_MAX_PAGE,
  SHOP_SEARCH_SORTS,
  SHOP_SEARCH_TAGS,
  type ShopSearchSort,
  type ShopSearchTag,
  STRENGTH_TYPE_CODES,
} from '@stallhub/contracts';

// The stall search page's URL (spec 3 §2 "/{city}/shops/search.html (q, queryType=1)"), free of React.
// One value per filter: a row of links, each a GET page, so it works before any script runs.

export interface ShopSearchState {
  q: string;
  bid?: number;
  credit?: string;
  strength?: string;
  tag?: ShopSearchTag;
  sort?: ShopSearchSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.includes(raw as T) ? (raw as T) : undefined;

/** Reads the URL; whatever the API would refuse is dropped, so a mistyped link still shows stalls. */
export function readShopSearch(params: URLSearchParams): ShopSearchState {
  const bid = params.get('bid');
  const page = params.get('page');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    bid: bid && /^\d{1,9}$/.test(bid) && Number(bid) > 0 ? Number(bid) : undefined,
    credit: oneOf(CREDIT_LEVEL_CODES, params.get('credit')),
    strength: oneOf(STRENGTH_TYPE_CODES, params.get('strength')),
    tag: oneOf(SHOP_SEARCH_TAGS, params.get('tags')),
    sort: oneOf(SHOP_SEARCH_SORTS, params.get('sort')),
    page: page && /^\d{1,4}$/.test(page) && Number(page) > 0 ? Math.min(Number(page), SEARCH_MAX_PAGE) : 1,
  };
}

/** The state's query string in a fixed order, without defaults; queryType=1 marks a stall search. */
export function shopSearchQuery(state: ShopSearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  params.set('queryType', '1');
  if (state.bid !== undefined) params.set('bid', String(state.bid));
  if (state.credit) params.set('credit', state.credit);
  if (state.strength) params.set('strength', state.strength);
  if (state.tag) params.set('tags', state.tag);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return `?${params}`;
}
