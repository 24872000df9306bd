import { FACETS, type Facet, type ItemSearchQuery } from '../search-index.ts';
import type { MultiColumn } from './columns.ts';
import {
  type DocumentTable,
  MULTI_FACETS,
  type MultiFacet,
  SCALAR_FACETS,
  type ScalarFacet,
} from './documents.ts';
import { intersect, type Matches, single, union, withinBlock } from './postings.ts';

/** Documents that pass every condition, and (for facet counts) those failing one facet's filter only. */
export interface Evaluated {
  ordinals: Uint32Array;
  hits: Uint8Array;
  /** Index into `filters` of the one facet filter the document fails; -1 when it passes them all. */
  failed: Int8Array;
  size: number;
  filters: FacetFilter[];
}

interface FacetFilter {
  facet: Facet;
  /** 1 at each wanted value's code. */
  wanted: Uint8Array;
  /** The scalar facet's slot in the table's scalars; -1 for a facet of several values per document. */
  slot: number;
  multi: MultiColumn | null;
  /** Wanted values a document must hold: every ticked one for services, else one; -1: none can match. */
  needed: number;
}

const isMulti = (facet: Facet): facet is MultiFacet => (MULTI_FACETS as readonly Facet[]).includes(facet);

function chosenValues(query: ItemSearchQuery, facet: Facet): string[] {
  if (facet === 'modelId') return query.filters.modelId ? [query.filters.modelId] : [];
  return query.filters[facet] ?? [];
}

function facetFilter(table: DocumentTable, facet: Facet, values: string[]): FacetFilter {
  const multi = isMulti(facet) ? table.multis[facet] : null;
  const slot = multi ? -1 : SCALAR_FACETS.indexOf(facet as ScalarFacet);
  const dictionary = multi ? multi.dictionary : table.scalars.dictionaries[slot]!;
  const codes = values.map((v) => dictionary.find(v));
  const wanted = new Uint8Array(dictionary.size + 1);
  for (const code of codes) if (code >= 0) wanted[code] = 1;
  // A buyer who ticks two services wants stalls offering both.
  const needed = facet !== 'services' ? 1 : codes.includes(-1) ? -1 : new Set(codes).size;
  return { facet, wanted, slot, multi, needed };
}

/** Whether document `o` holds a value the filter wants (one plain function, so the hot loop stays monomorphic). */
function passes(table: DocumentTable, filter: FacetFilter, o: number): boolean {
  const { wanted, multi } = filter;
  if (multi === null) {
    const rows = table.scalars;
    const code = rows.codes[o * rows.width + filter.slot]!;
    return code >= 0 && wanted[code] === 1;
  }
  if (filter.needed < 0) return false;
  let found = 0;
  for (let k = multi.starts[o]!, end = k + multi.lengths[o]!; k < end; k++) {
    found += wanted[multi.pool[k]!]!;
    if (found === filter.needed) return true;
  }
  return false;
}

/** The documents the query's words find (every group, any alternative), or its narrowest listing. */
function candidates(table: DocumentTable, query: ItemSearchQuery, allCities: boolean): Matches {
  const block = allCities ? null : table.cityBlock(query.city);
  const postings = (list: Uint32Array) => (block ? withinBlock(list, block) : list);
  if (query.terms.length > 0) {
    const groups = query.terms.map((alternatives) =>
      alternatives.map((term) => single(postings(table.terms.get(term)))).reduce(union),
    );
    groups.sort((a, b) => a.ordinals.length - b.ordinals.length);
    return groups.reduce(intersect);
  }
  const lists: Uint32Array[] = [];
  if (query.shopId !== undefined) lists.push(postings(table.byShop.get(String(query.shopId))));
  if (query.shopIds !== undefined) {
    lists.push(
      query.shopIds
        .map((id) => single(table.byShop.get(String(id))))
        .reduce(union, single(new Uint32Array(0))).ordinals,
    );
  }
  if (query.categoryId !== undefined) lists.push(postings(table.byCategory.get(String(query.categoryId))));
  if (!allCities) lists.push(postings(table.byCity.get(query.city)));
  if (lists.length === 0) return single(Uint32Array.from({ length: table.size }, (_, o) => o));
  return single(lists.reduce((a, b) => (b.length < a.length ? b : a)));
}

/**
 * Runs the query's conditions over its candidates. With `disjunctive`, documents failing exactly one
 * facet filter are kept (marked) too: each facet counts with every other filter applied but its own.
 */
export function evaluate(
  table: DocumentTable,
  query: ItemSearchQuery,
  options: { allCities?: boolean; disjunctive?: boolean } = {},
): Evaluated {
  const allCities = options.allCities ?? false;
  const filters = FACETS.flatMap((facet) => {
    const values = chosenValues(query, facet);
    return values.length > 0 ? [facetFilter(table, facet, values)] : [];
  });
  const found = candidates(table, query, allCities);
  const cityCode = allCities ? -1 : table.cities.dictionaries[0]!.find(query.city);
  const shopIds = query.shopIds === undefined ? undefined : new Set(query.shopIds);
  const priceMin = query.priceMin ?? Number.NEGATIVE_INFINITY;
  const priceMax = query.priceMax ?? Number.POSITIVE_INFINITY;
  const n = found.ordinals.length;
  const ordinals = new Uint32Array(n);
  const hits = new Uint8Array(n);
  const failed = new Int8Array(n);
  let size = 0;
  if (!allCities && cityCode < 0) return { ordinals, hits, failed, size, filters };
  const cities = table.cities.codes;
  for (let i = 0; i < n; i++) {
    const o = found.ordinals[i]!;
    if (table.alive[o] === 0) continue;
    if (!allCities && cities[o] !== cityCode) continue;
    if (
      query.categoryId !== undefined &&
      table.categoryIds[o] !== query.categoryId &&
      table.parentCategoryIds[o] !== query.categoryId
    )
      continue;
    if (query.shopId !== undefined && table.shopIds[o] !== query.shopId) continue;
    if (shopIds !== undefined && !shopIds.has(table.shopIds[o]!)) continue;
    const price = table.prices[o]!;
    if (price < priceMin || price > priceMax) continue;
    let failing = -1;
    let kept = true;
    for (let f = 0; f < filters.length; f++) {
      if (passes(table, filters[f]!, o)) continue;
      if (failing >= 0 || !options.disjunctive) {
        kept = false;
        break;
      }
      failing = f;
    }
    if (!kept) continue;
    ordinals[size] = o;
    hits[size] = found.hits[i]!;
    failed[size++] = failing;
  }
  return { ordinals, hits, failed, size, filters };
}

/** Positions 0..size-1 of `evaluated` ordered by same-style group, so each group's documents are adjacent. */
export function byGroup(table: DocumentTable, evaluated: Evaluated): Uint32Array {
  const { ordinals, size } = evaluated;
  const order = new Uint32Array(size);
  if (size * 8 < table.groupCount) {
    for (let i = 0; i < size; i++) order[i] = i;
    return order.sort((a, b) => table.groups[ordinals[a]!]! - table.groups[ordinals[b]!]!);
  }
  // A counting sort: linear in the documents and groups, where a comparison sort of many would not be.
  const starts = new Uint32Array(table.groupCount + 1);
  for (let i = 0; i < size; i++) {
    const g = table.groups[ordinals[i]!]! + 1;
    starts[g] = starts[g]! + 1;
  }
  for (let g = 1; g <= table.groupCount; g++) starts[g] = starts[g]! + starts[g - 1]!;
  for (let i = 0; i < size; i++) {
    const g = table.groups[ordinals[i]!]!;
    order[starts[g]!] = i;
    starts[g] = starts[g]! + 1;
  }
  return order;
}
