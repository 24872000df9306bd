import v8 from 'node:v8';
import {
  type CountKey,
  FACET_VALUES_SHOWN,
  FACETS,
  type Facet,
  type FacetCount,
  type ItemSearchDocument,
  type ItemSearchQuery,
  type ItemSearchResult,
  type SearchIndex,
  type Sort,
} from '../search-index.ts';
import type { Dictionary, MultiColumn, ScalarRows } from './columns.ts';
import {
  DocumentTable,
  MULTI_FACETS,
  type MultiFacet,
  SCALAR_FACETS,
  type ScalarFacet,
} from './documents.ts';
import { byGroup, type Evaluated, evaluate } from './evaluate.ts';
import { Tally } from './tally.ts';

/** The documents kept by a query, each marked with the facet whose filter it fails (-1: none). */
interface Kept {
  ordinals: Uint32Array;
  failedFacet: Int8Array;
}

/**
 * Counts, per value of several columns of `rows` (into `tallies`, one a column), the documents at `order`
 * (or their style groups, when `groups` is given and `order` keeps each group's documents together). A
 * document failing another facet's filter is skipped for that column: each facet counts with every filter
 * applied but its own.
 */
function tallyRows(
  rows: ScalarRows,
  slots: readonly number[],
  facets: readonly number[],
  tallies: readonly Tally[],
  kept: Kept,
  order: Uint32Array,
  groups: Int32Array | null,
) {
  const { ordinals, failedFacet } = kept;
  const { codes, width } = rows;
  for (let p = 0; p < order.length; p++) {
    const i = order[p]!;
    const failed = failedFacet[i]!;
    const o = ordinals[i]!;
    const group = groups === null ? -1 : groups[o]!;
    const base = o * width;
    for (let j = 0; j < slots.length; j++) {
      if (failed !== -1 && failed !== facets[j]) continue;
      const code = codes[base + slots[j]!]!;
      if (code < 0) continue;
      const tally = tallies[j]!;
      if (group >= 0) {
        if (tally.lastGroup[code] === group) continue;
        tally.lastGroup[code] = group;
      }
      const count = tally.counts[code]!;
      tally.counts[code] = count + 1;
      if (count === 0) tally.touched[tally.size++] = code;
    }
  }
}

/** `tallyRows` for a column of several values per document. */
function tallyMulti(
  column: MultiColumn,
  facet: number,
  tally: Tally,
  kept: Kept,
  order: Uint32Array,
  groups: Int32Array | null,
) {
  const { ordinals, failedFacet } = kept;
  const { counts, lastGroup, touched } = tally;
  for (let p = 0; p < order.length; p++) {
    const i = order[p]!;
    const failed = failedFacet[i]!;
    if (failed !== -1 && failed !== facet) continue;
    const o = ordinals[i]!;
    const group = groups === null ? -1 : groups[o]!;
    for (let k = column.starts[o]!, end = k + column.lengths[o]!; k < end; k++) {
      const code = column.pool[k]!;
      if (group >= 0) {
        if (lastGroup[code] === group) continue;
        lastGroup[code] = group;
      }
      const count = counts[code]!;
      counts[code] = count + 1;
      if (count === 0) touched[tally.size++] = code;
    }
  }
}

const SCALAR_SLOTS = SCALAR_FACETS.map((_, slot) => slot);
const SCALAR_FACET_IDS = SCALAR_FACETS.map((facet) => FACETS.indexOf(facet));

/** How a sort orders documents: ascending keys, ties broken by the newer item id. */
function sortKey(
  table: DocumentTable,
  sort: Sort,
  hasTerms: boolean,
): (ordinal: number, hits: number) => number {
  switch (sort) {
    case 'relevance':
      return hasTerms ? (o, hits) => -(hits * 2 ** 32 + table.sales[o]!) : (o) => -table.sales[o]!;
    case 'newest':
      return (o) => -table.upTimes[o]!;
    case 'price_asc':
      return (o) => table.prices[o]!;
    case 'price_desc':
      return (o) => -table.prices[o]!;
    case 'sales':
      return (o) => -table.sales[o]!;
    case 'uploads':
      return (o) => -table.uploads[o]!;
  }
}

/**
 * The best `k` of `positions`, best first; a bounded heap when k is small beside the list. `before` is a
 * strict total order (ties end at the item id), so the heap's page is the sorted list's, whatever the
 * list's size: a first page of 40 out of a few hundred found no longer sorts them all (decision 061).
 */
function best(positions: Uint32Array, k: number, before: (a: number, b: number) => boolean): number[] {
  if (k <= 0) return [];
  if (k * 4 >= positions.length) {
    return [...positions].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)).slice(0, k);
  }
  // A max-heap of the k best so far, its worst on top: most documents lose to the top and cost one comparison.
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(b, a);
  const siftDown = (start: number) => {
    for (let i = start; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && worse(heap[r]!, heap[top]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (const p of positions) {
    if (heap.length < k) {
      heap.push(p);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (before(p, heap[0]!)) {
      heap[0] = p;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}

export interface MemorySearchIndex extends SearchIndex {
  readonly size: number;
  groupByCity(): void;
  /** The whole copy as bytes, for a snapshot (decision 094). */
  pack(): Buffer;
  /** Replaces the whole copy by the one `pack` gave; throws when the bytes are not one. */
  restore(packed: Buffer): void;
  /** Forgets every document. */
  clear(): void;
}

/**
 * Item search held in this process's memory: posting lists find the candidates, columns filter,
 * count and sort them. Every query is one synchronous pass, so no lock is needed between them.
 */
export function createMemorySearchIndex(): MemorySearchIndex {
  let table = new DocumentTable();
  const tallies = new Map<Dictionary, Tally>();
  /** The tally of a column's values, cleared and with room for every value its dictionary holds now. */
  const tallyOf = (dictionary: Dictionary) => {
    const tally = tallies.get(dictionary) ?? new Tally();
    tallies.set(dictionary, tally);
    return tally.ready(dictionary.size);
  };

  /** Positions of the kept documents: each group's together when merging, else as found. */
  function orderOf(evaluated: Evaluated, merge: boolean): Uint32Array {
    if (merge) return byGroup(table, evaluated);
    const order = new Uint32Array(evaluated.size);
    for (let i = 0; i < order.length; i++) order[i] = i;
    return order;
  }

  function search(query: ItemSearchQuery): ItemSearchResult {
    const evaluated = evaluate(table, query, { disjunctive: query.facets !== false });
    const { ordinals, hits, failed } = evaluated;
    const keyOf = sortKey(table, query.sort, query.terms.length > 0);
    const keys = new Float64Array(evaluated.size);
    // A buyer cannot buy an item priced wrong: whatever the sort, it comes after every buyable one
    // (issue 26 point 9c). A class of its own rather than an offset on the key, which would round prices.
    const sunk = new Uint8Array(evaluated.size);
    // Only documents passing every filter are ranked; the rest are kept for the facet counts alone.
    for (let i = 0; i < evaluated.size; i++) {
      if (failed[i] !== -1) continue;
      keys[i] = keyOf(ordinals[i]!, hits[i]!);
      sunk[i] = 1 - table.buyable[ordinals[i]!]!;
    }
    const before = (a: number, b: number) =>
      sunk[a]! < sunk[b]! ||
      (sunk[a] === sunk[b] &&
        (keys[a]! < keys[b]! ||
          (keys[a] === keys[b] && table.itemIds[ordinals[a]!]! > table.itemIds[ordinals[b]!]!)));
    const order = orderOf(evaluated, query.merge);

    // The results: every fully kept document, or with merge the best of each group.
    const ranked = new Uint32Array(evaluated.size);
    let rankedSize = 0;
    let lastGroup = -1;
    for (let p = 0; p < order.length; p++) {
      const i = order[p]!;
      if (failed[i] !== -1) continue;
      const group = table.groups[ordinals[i]!]!;
      if (!query.merge || group !== lastGroup) {
        ranked[rankedSize++] = i;
        lastGroup = group;
      } else if (before(i, ranked[rankedSize - 1]!)) {
        ranked[rankedSize - 1] = i;
      }
    }
    const page = best(ranked.subarray(0, rankedSize), query.offset + query.limit, before).slice(query.offset);

    const failedFacet = new Int8Array(evaluated.size);
    const facetOfFilter = evaluated.filters.map((f) => FACETS.indexOf(f.facet));
    for (let i = 0; i < evaluated.size; i++)
      failedFacet[i] = failed[i] === -1 ? -1 : facetOfFilter[failed[i]!]!;
    const groups = query.merge ? table.groups : null;
    const facets: Partial<Record<Facet, FacetCount[]>> = {};
    if (query.facets !== false) {
      const kept = { ordinals, failedFacet };
      const scalarTallies = SCALAR_FACETS.map((_, slot) => tallyOf(table.scalars.dictionaries[slot]!));
      tallyRows(table.scalars, SCALAR_SLOTS, SCALAR_FACET_IDS, scalarTallies, kept, order, groups);
      SCALAR_FACETS.forEach((facet, slot) => {
        facets[facet] = scalarTallies[slot]!.take(table.scalars.dictionaries[slot]!, FACET_VALUES_SHOWN);
      });
      for (const facet of MULTI_FACETS) {
        const column = table.multis[facet];
        const tally = tallyOf(column.dictionary);
        tallyMulti(column, FACETS.indexOf(facet), tally, kept, order, groups);
        facets[facet] = tally.take(column.dictionary, FACET_VALUES_SHOWN);
      }
    }
    return {
      itemIds: page.map((i) => table.itemIds[ordinals[i]!]!),
      total: rankedSize,
      facets: Object.fromEntries(FACETS.map((facet) => [facet, facets[facet] ?? []])) as Record<
        Facet,
        FacetCount[]
      >,
    };
  }

  function countBy(query: ItemSearchQuery, key: CountKey, limit: number): FacetCount[] {
    // Unlike a facet, the key's own filter stays: these are counts of what the query finds.
    const evaluated = evaluate(table, query, { allCities: key === 'city' });
    const kept = { ordinals: evaluated.ordinals, failedFacet: evaluated.failed };
    const order = orderOf(evaluated, query.merge);
    const groups = query.merge ? table.groups : null;
    if (key === 'color' || key === 'size' || key === 'services') {
      const column = table.multis[key as MultiFacet];
      const tally = tallyOf(column.dictionary);
      tallyMulti(column, -1, tally, kept, order, groups);
      return tally.take(column.dictionary, limit);
    }
    const [rows, slot] =
      key === 'city'
        ? [table.cities, 0]
        : key === 'category'
          ? [table.categories, 0]
          : [table.scalars, SCALAR_FACETS.indexOf(key as ScalarFacet)];
    const tally = tallyOf(rows.dictionaries[slot]!);
    tallyRows(rows, [slot], [-1], [tally], kept, order, groups);
    return tally.take(rows.dictionaries[slot]!, limit);
  }

  return {
    get size() {
      return table.live;
    },
    /** Lays the loaded documents out city by city: call once the bulk is in (see DocumentTable). */
    groupByCity() {
      table.groupByCity();
    },
    pack: () => v8.serialize(table.pack()),
    clear() {
      table = new DocumentTable();
      tallies.clear();
    },
    restore(packed) {
      const restored = DocumentTable.unpack(v8.deserialize(packed));
      if (!(restored.itemIds instanceof Int32Array) || restored.itemIds.length !== restored.size) {
        throw new Error('not a search copy');
      }
      table = restored;
      tallies.clear();
    },
    async upsert(documents: ItemSearchDocument[]) {
      for (const doc of documents) table.upsert(doc);
      table.compactIfWorthIt();
    },
    async remove(itemIds: number[]) {
      for (const id of itemIds) table.remove(id);
      table.compactIfWorthIt();
    },
    async search(query) {
      return search(query);
    },
    async countBy(query, key, limit) {
      return countBy(query, key, limit);
    },
  };
}
