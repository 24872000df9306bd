import { ITEM_SORTS } from '@stallhub/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemSearchDocument, ItemSearchQuery } from '../search-index.ts';
import { looseQuery, preciseQuery } from '../segmenter.ts';
import { at, doc } from '../test-documents.ts';
import { createMemorySearchIndex } from './memory-search-index.ts';

// Laying the copy out city by city is only a speed-up: every answer must stay what it was.

const CITIES = ['gz', 'pn', 'hz'] as const;
const WORDS = ['卫衣', '连衣裙', '牛仔裤', '外套', '衬衫'];
const COLOURS = ['黑色', '白色', '灰色', '红色'];
const SIZES = ['S', 'M', 'L', 'XL'];

/** A deterministic catalogue: the same documents every run. */
function catalogue(count: number, firstId: number, seed: number): ItemSearchDocument[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  return Array.from({ length: count }, (_, i) =>
    doc(firstId + i, `${WORDS[next(WORDS.length)]}${WORDS[next(WORDS.length)]}女款`, {
      city: CITIES[next(CITIES.length)],
      shopId: 1 + next(20),
      categoryId: 101 + next(3),
      styleGroupId: next(3) === 0 ? null : 1 + next(40),
      price: 20 + next(200),
      saleNum: next(50),
      uploadNum: next(30),
      upTime: at(1 + next(20)),
      colors: [COLOURS[next(COLOURS.length)]!, COLOURS[next(COLOURS.length)]!],
      sizes: [SIZES[next(SIZES.length)]!],
    }),
  );
}

const queryArbitrary: fc.Arbitrary<Partial<ItemSearchQuery>> = fc.record({
  city: fc.constantFrom(...CITIES, 'xt'),
  terms: fc.oneof(
    fc.constant<string[][]>([]),
    fc.constantFrom(...WORDS).map(preciseQuery),
    fc.constantFrom(...WORDS).map(looseQuery),
  ),
  filters: fc.record({
    color: fc.subarray(COLOURS, { maxLength: 2 }),
    size: fc.subarray(SIZES, { maxLength: 2 }),
  }),
  categoryId: fc.option(fc.constantFrom(101, 102, 103), { nil: undefined }),
  shopId: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  sort: fc.constantFrom(...ITEM_SORTS),
  merge: fc.boolean(),
  offset: fc.constantFrom(0, 20),
});

const full = (q: Partial<ItemSearchQuery>): ItemSearchQuery => ({
  city: 'gz',
  terms: [],
  filters: {},
  sort: 'relevance',
  merge: false,
  offset: 0,
  limit: 20,
  ...q,
});

describe('the in-memory copy laid out city by city', () => {
  it('answers every query, count and facet as the copy in load order does, through appends, moves and compaction', async () => {
    const plain = createMemorySearchIndex();
    const grouped = createMemorySearchIndex();
    const loaded = catalogue(2_400, 1, 7);
    await plain.upsert(loaded);
    await grouped.upsert(loaded);
    grouped.groupByCity();

    const same = () =>
      fc.assert(
        fc.asyncProperty(queryArbitrary, async (q) => {
          expect(await grouped.search(full(q))).toEqual(await plain.search(full(q)));
          expect(await grouped.countBy(full(q), 'color', 10)).toEqual(
            await plain.countBy(full(q), 'color', 10),
          );
          expect(await grouped.countBy(full(q), 'city', 10)).toEqual(
            await plain.countBy(full(q), 'city', 10),
          );
        }),
        { numRuns: 60 },
      );
    await same();

    // New items, and loaded ones rewritten into another city, land after the blocks.
    const appended = [
      ...catalogue(300, 5_000, 11),
      ...loaded.slice(0, 200).map((d, i) => ({ ...d, city: CITIES[i % 3]!, price: d.price + 1 })),
    ];
    await plain.upsert(appended);
    await grouped.upsert(appended);
    await same();

    // Enough removals to squeeze the dead out: the blocks move down with them.
    const removed = loaded.slice(200, 1_500).map((d) => d.itemId);
    await plain.remove(removed);
    await grouped.remove(removed);
    expect(grouped.size).toBe(2_400 + 300 - 1_300);
    await same();
  });
});

describe('the in-memory copy restored from its snapshot (decision 094)', () => {
  it('answers every query, count and facet as the copy it was packed from, through appends, moves and compaction', async () => {
    const original = createMemorySearchIndex();
    const loaded = catalogue(2_400, 1, 13);
    await original.upsert(loaded);
    original.groupByCity();
    const restored = createMemorySearchIndex();
    restored.restore(original.pack());
    expect(restored.size).toBe(original.size);

    const same = () =>
      fc.assert(
        fc.asyncProperty(queryArbitrary, async (q) => {
          expect(await restored.search(full(q))).toEqual(await original.search(full(q)));
          expect(await restored.countBy(full(q), 'size', 10)).toEqual(
            await original.countBy(full(q), 'size', 10),
          );
          expect(await restored.countBy(full(q), 'category', 10)).toEqual(
            await original.countBy(full(q), 'category', 10),
          );
        }),
        { numRuns: 60 },
      );
    await same();

    // Appends grow the restored posting lists out of the one packed array without touching their neighbours.
    const appended = [
      ...catalogue(300, 5_000, 17),
      ...loaded.slice(0, 200).map((d, i) => ({ ...d, city: CITIES[(i + 1) % 3]!, saleNum: d.saleNum + 3 })),
    ];
    await original.upsert(appended);
    await restored.upsert(appended);
    await same();

    const removed = loaded.slice(200, 1_500).map((d) => d.itemId);
    await original.remove(removed);
    await restored.remove(removed);
    await same();
  });

  it('refuses bytes that are not a packed copy', () => {
    expect(() => createMemorySearchIndex().restore(Buffer.from('not a copy'))).toThrow();
  });
});
