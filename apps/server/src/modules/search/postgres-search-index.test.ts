import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import type { ItemSearchDocument, ItemSearchQuery, SearchIndex } from './search-index.ts';
import { documentTerms, preciseQuery } from './segmenter.ts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));

function doc(itemId: number, title: string, overrides: Partial<ItemSearchDocument> = {}): ItemSearchDocument {
  return {
    itemId,
    city: 'gz',
    categoryId: 101,
    parentCategoryId: 1,
    styleId: 1,
    shopId: 1,
    styleGroupId: null,
    price: 50,
    upTime: at(1),
    saleNum: 0,
    uploadNum: 0,
    colors: ['黑色'],
    sizes: ['M'],
    pattern: '纯色',
    fabric: '棉',
    season: '秋季',
    suitableAge: '18-24',
    modelId: null,
    creditLevel: 2,
    strengthType: -1,
    services: [],
    terms: documentTerms({ title, artNo: `A${itemId}` }),
    ...overrides,
  };
}

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

describe('item search on PostgreSQL full-text search', () => {
  let database: Database;
  let index: SearchIndex;

  beforeAll(async () => {
    database = await openTestDatabase();
    index = createPostgresSearchIndex(database.db);
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
});
