import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createMemorySearchIndex } from './memory/memory-search-index.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import {
  FACET_VALUES_SHOWN,
  FACETS,
  type Facet,
  type FacetCount,
  type ItemSearchDocument,
  type ItemSearchQuery,
  type SearchIndex,
} from './search-index.ts';
import { understandQuery } from './segmenter.ts';
import { at, doc } from './test-documents.ts';

// Decision 061: the in-memory engine counts facets in scratch tallies kept between queries and ranks
// only the page it answers. Whatever it reuses, each query's counts must be those of its own items.

/** A fixed pseudo-random sequence, so a failure replays. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    some: <T>(list: readonly T[], most: number): T[] =>
      list.filter(() => next() < most / list.length).slice(0, most),
  };
}

const GARMENTS = ['卫衣', '连衣裙', '牛仔裤', '羽绒服', '衬衫', 'T恤', '夹克', '开衫'];
const WORDS = ['韩版', '宽松', '加绒', '加厚', '男', '女', '童装', '碎花', '纯棉', '春秋'];
const COLOURS = ['黑色', '白色', '灰色', '红色', '蓝色', '卡其色', '杏色'];
const SIZES = ['S', 'M', 'L', 'XL', '2XL', '均码'];
const SERVICES = ['sp', 'df', 'tx'];

function catalogue(seed: number): ItemSearchDocument[] {
  const random = randomFrom(seed);
  return Array.from({ length: 360 }, (_, i) => {
    const title = `${random.pick(WORDS)}${random.pick(WORDS)}${random.pick(GARMENTS)}`;
    return doc(i + 1, title, {
      city: random.next() < 0.8 ? 'gz' : 'hz',
      shopId: 1 + Math.floor(random.next() * 12),
      styleId: 1 + Math.floor(random.next() * 5),
      modelId: random.next() < 0.3 ? null : 1 + Math.floor(random.next() * 4),
      styleGroupId: random.next() < 0.4 ? 1 + Math.floor(random.next() * 40) : null,
      colors: random.some(COLOURS, 3),
      sizes: random.some(SIZES, 4),
      services: random.some(SERVICES, 2),
      pattern: random.pick(['纯色', '条纹', '碎花', '']),
      season: random.pick(['春季', '秋季', '冬季']),
      price: 20 + Math.floor(random.next() * 30) * 5,
      saleNum: Math.floor(random.next() * 6),
      uploadNum: Math.floor(random.next() * 4),
      upTime: at(1 + Math.floor(random.next() * 20)),
      creditLevel: 1 + Math.floor(random.next() * 4),
      categoryId: random.pick([101, 102]),
    });
  });
}

/** A buyer's query: words or none, up to two ticked facets, any sort, merged or not, any page. */
function randomQuery(random: ReturnType<typeof randomFrom>): ItemSearchQuery {
  const words = random.pick(['', random.pick(GARMENTS), `${random.pick(WORDS)}${random.pick(GARMENTS)}`]);
  const filters: ItemSearchQuery['filters'] = {};
  if (random.next() < 0.5) filters.color = random.some(COLOURS, 2);
  if (random.next() < 0.4) filters.size = [random.pick(SIZES)];
  if (random.next() < 0.2) filters.services = [random.pick(SERVICES)];
  if (random.next() < 0.2) filters.style = [String(1 + Math.floor(random.next() * 5))];
  return {
    city: random.next() < 0.9 ? 'gz' : 'hz',
    terms: understandQuery(words).flatMap((w) => w.groups),
    filters,
    priceMin: random.next() < 0.2 ? 60 : undefined,
    sort: random.pick(['relevance', 'newest', 'price_asc', 'price_desc', 'sales', 'uploads'] as const),
    merge: random.next() < 0.4,
    offset: random.pick([0, 0, 10, 40]),
    limit: random.pick([10, 20, 40]),
  };
}

/** Every item the query finds, by walking its pages (facets not asked for). */
async function everyItem(index: SearchIndex, query: ItemSearchQuery): Promise<number[]> {
  const found = await index.search({ ...query, merge: false, offset: 0, limit: 10_000, facets: false });
  return found.itemIds;
}

/**
 * A facet counted plainly: the items found with every filter but the facet's own, each value counted once
 * per item, or once per style group when merging, most first (ties by value), at most the shown number.
 */
async function recount(
  index: SearchIndex,
  query: ItemSearchQuery,
  facet: Facet,
  documents: Map<number, ItemSearchDocument>,
): Promise<FacetCount[]> {
  const { [facet as 'color']: _own, ...others } = query.filters;
  const ids = await everyItem(index, { ...query, filters: others });
  const counted = new Map<string, Set<string>>();
  for (const id of ids) {
    const d = documents.get(id)!;
    // Merge folds a style group within one leaf category (decision 068).
    const unit = query.merge && d.styleGroupId !== null ? `g${d.styleGroupId} ${d.categoryId}` : `i${id}`;
    for (const value of valuesOf(d, facet)) {
      if (!counted.has(value)) counted.set(value, new Set());
      counted.get(value)!.add(unit);
    }
  }
  return [...counted]
    .map(([value, units]) => ({ value, count: units.size }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, FACET_VALUES_SHOWN);
}

function valuesOf(d: ItemSearchDocument, facet: Facet): string[] {
  const one = (value: string | number | null) => (value === null || value === '' ? [] : [String(value)]);
  switch (facet) {
    case 'color':
      return [...new Set(d.colors)];
    case 'size':
      return [...new Set(d.sizes)];
    case 'services':
      return [...new Set(d.services)];
    case 'style':
      return one(d.styleId);
    case 'modelId':
      return one(d.modelId);
    case 'clothingPattern':
      return one(d.pattern);
    case 'fabric':
      return one(d.fabric);
    case 'season':
      return one(d.season);
    case 'suitableAge':
      return one(d.suitableAge);
    case 'credit':
      return one(d.creditLevel);
    case 'strength':
      return one(d.strengthType);
  }
}

describe.each([
  ['PostgreSQL full-text search', (database: Database) => createPostgresSearchIndex(database.db)],
  ['the in-memory index', () => createMemorySearchIndex()],
])('facet counts and pages of random queries on %s', (_engine, create) => {
  let database: Database;
  let index: SearchIndex;
  const documents = new Map<number, ItemSearchDocument>();
  const queries = Array.from({ length: 40 }, (_, i) => randomQuery(randomFrom(1000 + i)));

  beforeAll(async () => {
    database = await openTestDatabase();
    index = create(database);
    const all = catalogue(61);
    // Half loaded and laid out by city, then the rest appended after, as a server follows new items.
    await index.upsert(all.slice(0, 180));
    (index as { groupByCity?(): void }).groupByCity?.();
    await index.upsert(all.slice(180));
    for (const d of all) documents.set(d.itemId, d);
  });
  afterAll(() => database.close());

  it('count each facet as a plain recount of the items found with the other filters', async () => {
    for (const query of queries) {
      const result = await index.search(query);
      for (const facet of FACETS) {
        expect(result.facets[facet], `${facet} of ${JSON.stringify(query)}`).toEqual(
          await recount(index, query, facet, documents),
        );
      }
    }
  }, 120_000);

  it('answer each page as the same slice of the whole ranked list', async () => {
    for (const query of queries) {
      const page = await index.search(query);
      const whole = await index.search({ ...query, offset: 0, limit: 10_000, facets: false });
      expect(page.total, JSON.stringify(query)).toBe(whole.total);
      expect(page.itemIds, JSON.stringify(query)).toEqual(
        whole.itemIds.slice(query.offset, query.offset + query.limit),
      );
    }
  }, 120_000);

  it('count the same whatever query ran before (no count carried over)', async () => {
    const first = await Promise.all(queries.slice(0, 10).map((q) => index.search(q)));
    const reversed = [];
    for (const query of queries.slice(0, 10).reverse()) reversed.push(await index.search(query));
    expect(reversed.reverse().map((r) => r.facets)).toEqual(first.map((r) => r.facets));
  });
});
