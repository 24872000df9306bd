import { ITEM_FACETS, type ItemFacet, type ItemSort } from '@stallhub/contracts';

/** The facets item search counts over its current result set (spec 3 §3 "Search"). */
export const FACETS = ITEM_FACETS;
export type Facet = ItemFacet;
/** Values a facet (or a count by key) shows at most, most found first. */
export const FACET_VALUES_SHOWN = 40;
export type Sort = ItemSort;

export interface ItemSearchQuery {
  city: string;
  /** Groups of alternative terms (see segmenter.ts); empty to browse without text. */
  terms: string[][];
  categoryId?: number;
  /** One stall's items only (the stall home's list and in-shop search). */
  shopId?: number;
  /** Only items of these stalls (a market building's); an empty list finds nothing. */
  shopIds?: number[];
  filters: Partial<Record<Exclude<Facet, 'modelId'>, string[]>> & { modelId?: string };
  priceMin?: number;
  priceMax?: number;
  sort: Sort;
  /** Fold items of one style (one same-style group, decided by their pictures) into one result. */
  merge: boolean;
  offset: number;
  limit: number;
  /** Count the facets too (the default); a plain list of items skips that work. */
  facets?: boolean;
}

/** What countBy groups matching items by: a facet, the leaf category, or the city (every city counted). */
export type CountKey = Facet | 'category' | 'city';

export interface FacetCount {
  value: string;
  count: number;
}

export interface ItemSearchResult {
  itemIds: number[];
  total: number;
  facets: Record<Facet, FacetCount[]>;
}

/** One on-shelf item as search sees it. */
export interface ItemSearchDocument {
  itemId: number;
  city: string;
  categoryId: number;
  parentCategoryId: number | null;
  styleId: number | null;
  shopId: number;
  /** The same-style group of the item's main picture (SameStyleGroups); null folds with nothing. */
  styleGroupId: number | null;
  price: number;
  upTime: Date;
  saleNum: number;
  uploadNum: number;
  colors: string[];
  sizes: string[];
  pattern: string;
  fabric: string;
  season: string;
  suitableAge: string;
  modelId: number | null;
  creditLevel: number;
  strengthType: number;
  services: string[];
  /**
   * Whether a buyer can buy it: its price type is a sound one (spec 3 §4; not so, cards show 价格异常).
   * Every order ranks the unbuyable after every buyable item; they stay findable (issue 26 point 9c).
   */
  buyable: boolean;
  terms: string[];
}

/**
 * The item search engine. PostgreSQL full-text search implements it today; an OpenSearch
 * implementation can replace it without the pages or the catalogue noticing.
 */
export interface SearchIndex {
  upsert(documents: ItemSearchDocument[]): Promise<void>;
  remove(itemIds: number[]): Promise<void>;
  search(query: ItemSearchQuery): Promise<ItemSearchResult>;
  /** Matching items (style groups when merged) per value of `key`, most first. */
  countBy(query: ItemSearchQuery, key: CountKey, limit: number): Promise<FacetCount[]>;
}
