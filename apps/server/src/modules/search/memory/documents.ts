import { FACETS, type Facet, type ItemSearchDocument } from '../search-index.ts';
import { MultiColumn, ScalarRows, withRoom } from './columns.ts';
import { Postings } from './postings.ts';

export const MULTI_FACETS = ['color', 'size', 'services'] as const;
export type MultiFacet = (typeof MULTI_FACETS)[number];
export type ScalarFacet = Exclude<Facet, MultiFacet>;
export const SCALAR_FACETS = FACETS.filter(
  (facet): facet is ScalarFacet => !(MULTI_FACETS as readonly Facet[]).includes(facet),
);

/** A facet's text as the PostgreSQL engine shows it (numbers as text, null as none). */
function scalarValue(doc: ItemSearchDocument, facet: ScalarFacet): string | null {
  switch (facet) {
    case 'style':
      return doc.styleId === null ? null : String(doc.styleId);
    case 'modelId':
      return doc.modelId === null ? null : String(doc.modelId);
    case 'clothingPattern':
      return doc.pattern;
    case 'fabric':
      return doc.fabric;
    case 'season':
      return doc.season;
    case 'suitableAge':
      return doc.suitableAge;
    case 'credit':
      return String(doc.creditLevel);
    case 'strength':
      return String(doc.strengthType);
  }
}

const multiValues = (doc: ItemSearchDocument, facet: MultiFacet) =>
  facet === 'color' ? doc.colors : facet === 'size' ? doc.sizes : doc.services;

/** A 53-bit hash (cyrb53) of what a document is listed under: unchanged, an update can stay in place. */
function signature(doc: ItemSearchDocument): number {
  const text = `${doc.city}\u0000${doc.shopId}\u0000${doc.styleGroupId}\u0000${doc.categoryId}\u0000${doc.parentCategoryId}\u0000${[...doc.terms].sort().join('\u0000')}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The documents as columns indexed by ordinal, and the posting lists that find them. An item keeps its
 * ordinal while what it is found by stays the same; otherwise its old ordinal dies and it is appended
 * anew. Dead ordinals are squeezed out once they are a quarter of the table.
 *
 * Once the bulk is loaded, `groupByCity` lays each city's documents out as one block of ordinals, so a
 * query in one city reads only that block of each posting list (and the documents appended since).
 */
export class DocumentTable {
  size = 0;
  live = 0;
  alive = new Uint8Array(0);
  itemIds = new Int32Array(0);
  categoryIds = new Int32Array(0);
  parentCategoryIds = new Int32Array(0);
  shopIds = new Int32Array(0);
  /** Dense index of the document's same-style group, or of the item itself when it has none. */
  groups = new Int32Array(0);
  groupCount = 0;
  private ownGroup = new Uint8Array(0);
  prices = new Float64Array(0);
  upTimes = new Float64Array(0);
  sales = new Float64Array(0);
  uploads = new Float64Array(0);
  /** 1 for an item a buyer can buy, 0 for one priced wrong (ranked after every buyable one). */
  buyable = new Uint8Array(0);
  private signatures = new Float64Array(0);
  readonly cities = new ScalarRows(1);
  readonly categories = new ScalarRows(1);
  /** The scalar facets, one column each in SCALAR_FACETS order. */
  readonly scalars = new ScalarRows(SCALAR_FACETS.length);
  readonly multis = Object.fromEntries(MULTI_FACETS.map((f) => [f, new MultiColumn()])) as Record<
    MultiFacet,
    MultiColumn
  >;
  readonly terms = new Postings();
  readonly byCity = new Postings();
  readonly byShop = new Postings();
  readonly byCategory = new Postings();
  /** Ordinal + 1 of each item id; 0 for an item not in the table. */
  private ordinalOfItem = new Int32Array(0);
  /**
   * After `groupByCity`: where each city's block starts, by city code, ending with the end of the
   * grouped documents (those appended since lie beyond it, in any city).
   */
  private cityBlockStarts: Int32Array | null = null;
  /** Merge's group of each same-style group within a leaf category (decision 068), by `group category`. */
  private readonly styleGroups = new Map<string, number>();

  /** The table as plain arrays (what a snapshot of the search copy holds): only the used part of each. */
  pack() {
    const n = this.size;
    return {
      size: n,
      live: this.live,
      groupCount: this.groupCount,
      alive: this.alive.slice(0, n),
      itemIds: this.itemIds.slice(0, n),
      categoryIds: this.categoryIds.slice(0, n),
      parentCategoryIds: this.parentCategoryIds.slice(0, n),
      shopIds: this.shopIds.slice(0, n),
      groups: this.groups.slice(0, n),
      ownGroup: this.ownGroup.slice(0, n),
      prices: this.prices.slice(0, n),
      upTimes: this.upTimes.slice(0, n),
      sales: this.sales.slice(0, n),
      uploads: this.uploads.slice(0, n),
      buyable: this.buyable.slice(0, n),
      signatures: this.signatures.slice(0, n),
      cities: this.cities.pack(n),
      categories: this.categories.pack(n),
      scalars: this.scalars.pack(n),
      multis: MULTI_FACETS.map((facet) => this.multis[facet].pack(n)),
      postings: [this.terms, this.byCity, this.byShop, this.byCategory].map((p) => p.pack()),
      ordinalOfItem: this.ordinalOfItem,
      cityBlockStarts: this.cityBlockStarts,
      styleGroups: [...this.styleGroups],
    };
  }

  /** The table `pack` gave. */
  static unpack(packed: ReturnType<DocumentTable['pack']>): DocumentTable {
    const table = new DocumentTable();
    const { cities, categories, scalars, multis, postings, styleGroups, ...columns } = packed;
    Object.assign(table, columns);
    table.cities.restore(cities);
    table.categories.restore(categories);
    table.scalars.restore(scalars);
    MULTI_FACETS.forEach((facet, i) => {
      table.multis[facet].restore(multis[i]!);
    });
    [table.terms, table.byCity, table.byShop, table.byCategory].forEach((p, i) => {
      p.restore(postings[i]!);
    });
    for (const [key, group] of styleGroups) table.styleGroups.set(key, group);
    return table;
  }

  upsert(doc: ItemSearchDocument) {
    const current = this.ordinalOf(doc.itemId);
    // Hashing every document of a first load would cost as much as indexing it: a new item's signature
    // waits for its first rewrite.
    const sig = current >= 0 ? signature(doc) : Number.NaN;
    if (current >= 0 && this.signatures[current] === sig) {
      this.setColumns(current, doc);
      return;
    }
    // An item without a style group stays its own group across re-appends.
    const itemGroup =
      current >= 0 && doc.styleGroupId === null && this.ownGroup[current] ? this.groups[current]! : -1;
    if (current >= 0) this.kill(current);
    const ordinal = this.size++;
    this.live++;
    this.alive = withRoom(this.alive, this.size);
    this.itemIds = withRoom(this.itemIds, this.size);
    this.signatures = withRoom(this.signatures, this.size);
    this.alive[ordinal] = 1;
    this.itemIds[ordinal] = doc.itemId;
    this.signatures[ordinal] = sig;
    this.ordinalOfItem = withRoom(this.ordinalOfItem, doc.itemId + 1);
    this.ordinalOfItem[doc.itemId] = ordinal + 1;
    this.groups = withRoom(this.groups, this.size);
    this.groups[ordinal] = this.groupOf(doc, itemGroup);
    this.ownGroup = withRoom(this.ownGroup, this.size);
    this.ownGroup[ordinal] = doc.styleGroupId === null ? 1 : 0;
    this.setColumns(ordinal, doc);
    for (const term of doc.terms) this.terms.add(term, ordinal);
    this.byCity.add(doc.city, ordinal);
    this.byShop.add(String(doc.shopId), ordinal);
    this.byCategory.add(String(doc.categoryId), ordinal);
    if (doc.parentCategoryId !== null) this.byCategory.add(String(doc.parentCategoryId), ordinal);
  }

  remove(itemId: number) {
    const ordinal = this.ordinalOf(itemId);
    if (ordinal >= 0) this.kill(ordinal);
  }

  /** Squeezes dead ordinals out when they have grown to a quarter of the table. */
  compactIfWorthIt() {
    const dead = this.size - this.live;
    if (dead >= 1024 && dead * 4 >= this.size) this.compact();
  }

  private ordinalOf(itemId: number): number {
    return itemId < this.ordinalOfItem.length ? this.ordinalOfItem[itemId]! - 1 : -1;
  }

  private kill(ordinal: number) {
    this.alive[ordinal] = 0;
    this.ordinalOfItem[this.itemIds[ordinal]!] = 0;
    this.live--;
  }

  private groupOf(doc: ItemSearchDocument, itemGroup: number): number {
    if (doc.styleGroupId === null) return itemGroup >= 0 ? itemGroup : this.groupCount++;
    const key = `${doc.styleGroupId} ${doc.categoryId}`;
    let group = this.styleGroups.get(key);
    if (group === undefined) {
      group = this.groupCount++;
      this.styleGroups.set(key, group);
    }
    return group;
  }

  private setColumns(ordinal: number, doc: ItemSearchDocument) {
    const n = ordinal + 1;
    this.categoryIds = withRoom(this.categoryIds, n);
    this.parentCategoryIds = withRoom(this.parentCategoryIds, n);
    this.shopIds = withRoom(this.shopIds, n);
    this.prices = withRoom(this.prices, n);
    this.upTimes = withRoom(this.upTimes, n);
    this.sales = withRoom(this.sales, n);
    this.uploads = withRoom(this.uploads, n);
    this.buyable = withRoom(this.buyable, n);
    this.categoryIds[ordinal] = doc.categoryId;
    this.parentCategoryIds[ordinal] = doc.parentCategoryId ?? -1;
    this.shopIds[ordinal] = doc.shopId;
    this.prices[ordinal] = doc.price;
    this.upTimes[ordinal] = doc.upTime.getTime();
    this.sales[ordinal] = doc.saleNum;
    this.uploads[ordinal] = doc.uploadNum;
    this.buyable[ordinal] = doc.buyable ? 1 : 0;
    this.cities.set(ordinal, 0, doc.city);
    this.categories.set(ordinal, 0, String(doc.categoryId));
    SCALAR_FACETS.forEach((facet, slot) => {
      this.scalars.set(ordinal, slot, scalarValue(doc, facet));
    });
    for (const facet of MULTI_FACETS) this.multis[facet].set(ordinal, multiValues(doc, facet));
  }

  /** The ordinals of `city`'s block, and where the grouped documents end; null before `groupByCity`. */
  cityBlock(city: string): { start: number; end: number; groupedEnd: number } | null {
    const starts = this.cityBlockStarts;
    if (!starts) return null;
    const code = this.cities.dictionaries[0]!.find(city);
    const groupedEnd = starts[starts.length - 1]!;
    if (code < 0 || code + 1 >= starts.length) return { start: 0, end: 0, groupedEnd };
    return { start: starts[code]!, end: starts[code + 1]!, groupedEnd };
  }

  /** Renumbers the live documents city by city (keeping their order within a city), dropping the dead. */
  groupByCity() {
    const cityCodes = this.cities.codes;
    const cityCount = this.cities.dictionaries[0]!.size;
    const starts = new Int32Array(cityCount + 1);
    for (let o = 0; o < this.size; o++) {
      if (!this.alive[o]) continue;
      // A document without a city belongs to no block: leave the table as it is.
      if (cityCodes[o]! < 0) return;
      starts[cityCodes[o]! + 1]!++;
    }
    for (let c = 1; c <= cityCount; c++) starts[c] = starts[c]! + starts[c - 1]!;
    const next = starts.slice();
    const moved = new Int32Array(this.size).fill(-1);
    for (let o = 0; o < this.size; o++) if (this.alive[o]) moved[o] = next[cityCodes[o]!]!++;
    this.renumber(moved, starts[cityCount]!, { reordered: true });
    this.cityBlockStarts = starts;
  }

  private compact() {
    const moved = new Int32Array(this.size).fill(-1);
    let next = 0;
    for (let o = 0; o < this.size; o++) if (this.alive[o]) moved[o] = next++;
    // Blocks keep their order; each boundary moves down by the dead documents before it.
    const starts = this.cityBlockStarts;
    if (starts) {
      for (let b = 0; b < starts.length; b++) {
        let at = starts[b]!;
        while (at < this.size && moved[at]! < 0) at++;
        starts[b] = at < this.size ? moved[at]! : next;
      }
    }
    this.renumber(moved, next, { reordered: false });
  }

  /** Moves every column and posting list to the new ordinals (`moved[old]`, -1 for a dropped document). */
  private renumber(moved: Int32Array, next: number, options: { reordered: boolean }) {
    const keep = <T extends Int32Array | Float64Array | Uint8Array>(column: T): T => {
      const kept = new (column.constructor as new (length: number) => T)(Math.max(next, 64));
      for (let o = 0; o < this.size; o++) if (moved[o]! >= 0) kept[moved[o]!] = column[o]!;
      return kept;
    };
    this.itemIds = keep(this.itemIds);
    this.categoryIds = keep(this.categoryIds);
    this.parentCategoryIds = keep(this.parentCategoryIds);
    this.shopIds = keep(this.shopIds);
    this.groups = keep(this.groups);
    this.ownGroup = keep(this.ownGroup);
    this.prices = keep(this.prices);
    this.upTimes = keep(this.upTimes);
    this.sales = keep(this.sales);
    this.uploads = keep(this.uploads);
    this.buyable = keep(this.buyable);
    this.signatures = keep(this.signatures);
    for (const rows of [this.cities, this.categories, this.scalars]) rows.compact(moved, next);
    for (const column of Object.values(this.multis)) column.compact(moved, next);
    for (const postings of [this.terms, this.byCity, this.byShop, this.byCategory])
      postings.compact(moved, options);
    this.alive = new Uint8Array(Math.max(next, 64)).fill(1, 0, next);
    this.ordinalOfItem.fill(0);
    for (let o = 0; o < next; o++) this.ordinalOfItem[this.itemIds[o]!] = o + 1;
    this.size = next;
  }
}
