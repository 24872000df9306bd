import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createMemorySearchIndex } from './memory/memory-search-index.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import type { ItemSearchQuery, SearchIndex } from './search-index.ts';
import { preciseQuery } from './segmenter.ts';
import { at, doc } from './test-documents.ts';

const query = (overrides: Partial<ItemSearchQuery> = {}): ItemSearchQuery => ({
  city: 'gz',
  terms: [],
  filters: {},
  sort: 'newest',
  merge: false,
  offset: 0,
  limit: 20,
  ...overrides,
});

// Every engine behind SearchIndex answers the same: the pages cannot tell which one runs.
describe.each([
  ['PostgreSQL full-text search', (database: Database) => createPostgresSearchIndex(database.db)],
  ['the in-memory index', () => createMemorySearchIndex()],
])('item search on %s', (_engine, create) => {
  let database: Database;
  let index: SearchIndex;

  beforeAll(async () => {
    database = await openTestDatabase();
    index = create(database);
    await index.upsert([
      doc(1, '韩版宽松连帽卫衣女', {
        colors: ['黑色', '白色'],
        sizes: ['M', 'L'],
        price: 59,
        saleNum: 30,
        upTime: at(3),
      }),
      doc(2, '加绒加厚卫衣男', {
        colors: ['灰色'],
        sizes: ['XL'],
        price: 79,
        saleNum: 5,
        upTime: at(5),
        styleGroupId: 9,
      }),
      doc(3, '加绒加厚卫衣男 同款', {
        colors: ['灰色'],
        sizes: ['L'],
        price: 69,
        saleNum: 8,
        upTime: at(4),
        styleGroupId: 9,
      }),
      doc(4, '法式碎花连衣裙', {
        colors: ['白色'],
        price: 99,
        saleNum: 50,
        upTime: at(2),
        services: ['sp', 'df'],
      }),
      doc(5, '卫衣 杭州', { city: 'hz' }),
    ]);
  });
  afterAll(() => database.close());

  const search = (q: Partial<ItemSearchQuery>) => index.search(query(q));

  it('finds items by a Chinese word, only in the asked city', async () => {
    const result = await search({ terms: preciseQuery('卫衣') });
    expect(result.itemIds.sort()).toEqual([1, 2, 3]);
    expect(result.total).toBe(3);
  });

  it('finds an item by its art number', async () => {
    expect((await search({ terms: preciseQuery('A4') })).itemIds).toEqual([4]);
  });

  it('sorts by price both ways, by sales and by newest', async () => {
    const terms = preciseQuery('卫衣');
    expect((await search({ terms, sort: 'price_asc' })).itemIds).toEqual([1, 3, 2]);
    expect((await search({ terms, sort: 'price_desc' })).itemIds).toEqual([2, 3, 1]);
    expect((await search({ terms, sort: 'sales' })).itemIds).toEqual([1, 3, 2]);
    expect((await search({ terms, sort: 'newest' })).itemIds).toEqual([2, 3, 1]);
  });

  it('folds one style sold by several stalls into one result when merging', async () => {
    const merged = await search({ terms: preciseQuery('卫衣'), merge: true, sort: 'price_asc' });
    expect(merged.itemIds).toEqual([1, 3]);
    expect(merged.total).toBe(2);
  });

  it('folds a style group only within one leaf category: a coat never folds into a dress', async () => {
    await index.upsert([
      doc(6, '双排扣 同款', { city: 'xt', styleGroupId: 11, categoryId: 101, price: 80 }),
      doc(7, '双排扣 同款', { city: 'xt', styleGroupId: 11, categoryId: 101, price: 70 }),
      doc(8, '双排扣 同款', { city: 'xt', styleGroupId: 11, categoryId: 102, price: 90 }),
    ]);
    const merged = await search({
      city: 'xt',
      terms: preciseQuery('双排扣'),
      merge: true,
      sort: 'price_asc',
    });
    expect(merged.itemIds).toEqual([7, 8]);
    expect(merged.total).toBe(2);
    await index.remove([6, 7, 8]);
  });

  it('ranks an item priced wrong after every buyable one in every sort, still finding it', async () => {
    // Issue 26 point 9c: 21 outsells, outshines and undercuts them all, but no buyer can buy it.
    await index.upsert([
      doc(20, '灯芯绒 衬衫', { city: 'xt', price: 40, saleNum: 5, uploadNum: 5, upTime: at(2) }),
      doc(21, '灯芯绒 灯芯绒 衬衫', {
        city: 'xt',
        price: 10,
        saleNum: 900,
        uploadNum: 900,
        upTime: at(9),
        buyable: false,
      }),
      doc(22, '灯芯绒 衬衫', { city: 'xt', price: 60, saleNum: 7, uploadNum: 1, upTime: at(3) }),
    ]);
    const terms = preciseQuery('灯芯绒');
    const sorted = async (sort: ItemSearchQuery['sort']) =>
      (await search({ city: 'xt', terms, sort })).itemIds;
    expect(await sorted('sales')).toEqual([22, 20, 21]);
    expect(await sorted('uploads')).toEqual([20, 22, 21]);
    expect(await sorted('newest')).toEqual([22, 20, 21]);
    expect(await sorted('price_asc')).toEqual([20, 22, 21]);
    expect(await sorted('price_desc')).toEqual([22, 20, 21]);
    expect((await sorted('relevance')).at(-1)).toBe(21);
    expect((await search({ city: 'xt', sort: 'sales' })).itemIds).toEqual([22, 20, 21]);
    // Folded with a buyable item of its style, the buyable one stands for the group.
    await index.upsert([doc(23, '灯芯绒 衬衫 同款', { city: 'xt', styleGroupId: 30, saleNum: 1 })]);
    await index.upsert([
      doc(21, '灯芯绒 衬衫 同款', { city: 'xt', styleGroupId: 30, saleNum: 900, buyable: false }),
    ]);
    expect((await search({ city: 'xt', terms, sort: 'sales', merge: true })).itemIds).toEqual([22, 20, 23]);
    await index.remove([20, 21, 22, 23]);
  });

  it('counts facet values over the current result set', async () => {
    const result = await search({ terms: preciseQuery('卫衣') });
    expect(result.facets.color).toEqual([
      { value: '灰色', count: 2 },
      { value: '白色', count: 1 },
      { value: '黑色', count: 1 },
    ]);
  });

  it('counts a facet with the other filters applied but not its own', async () => {
    const result = await search({ terms: preciseQuery('卫衣'), filters: { color: ['灰色'], size: ['L'] } });
    expect(result.itemIds).toEqual([3]);
    expect(result.facets.color).toEqual([
      { value: '灰色', count: 1 },
      { value: '白色', count: 1 },
      { value: '黑色', count: 1 },
    ]);
    expect(result.facets.size).toEqual([
      { value: 'L', count: 1 },
      { value: 'XL', count: 1 },
    ]);
  });

  it('filters by price range and by all of the chosen services', async () => {
    expect((await search({ priceMin: 60, priceMax: 80 })).itemIds).toEqual([2, 3]);
    expect((await search({ filters: { services: ['sp', 'df'] } })).itemIds).toEqual([4]);
    expect((await search({ filters: { services: ['sp', 'tx'] } })).itemIds).toEqual([]);
  });

  it('finds a changed item by its new title at once, and a removed one no more', async () => {
    await index.upsert([doc(4, '法式碎花半身裙', { colors: ['白色'] })]);
    expect((await search({ terms: preciseQuery('半身裙') })).itemIds).toEqual([4]);
    expect((await search({ terms: preciseQuery('连衣裙') })).itemIds).toEqual([]);
    await index.remove([4]);
    expect((await search({ terms: preciseQuery('半身裙') })).itemIds).toEqual([]);
  });

  it('answers right after every item was rewritten twice (old copies squeezed out)', async () => {
    const ids = Array.from({ length: 1500 }, (_, i) => 1000 + i);
    const write = (title: (id: number) => string) =>
      index.upsert(ids.map((id) => doc(id, title(id), { city: 'xt', price: id % 100 })));
    await write((id) => (id % 2 ? '牛仔外套' : '针织开衫'));
    await write((id) => (id % 3 ? '羊毛大衣' : '针织开衫'));
    await write((id) => (id % 5 ? '羊毛大衣' : '针织开衫'));
    const cardigans = ids.filter((id) => id % 5 === 0);
    const found = await search({ city: 'xt', terms: preciseQuery('开衫'), sort: 'price_asc', limit: 1000 });
    expect(found.total).toBe(cardigans.length);
    expect(found.itemIds).toHaveLength(cardigans.length);
    expect(new Set(found.itemIds)).toEqual(new Set(cardigans));
    expect((await search({ city: 'xt', terms: preciseQuery('牛仔') })).total).toBe(0);
    expect((await search({ city: 'xt' })).total).toBe(ids.length);
  });
});
