import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createMemorySearchIndex } from './memory/memory-search-index.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import { searchRelaxing } from './relaxation.ts';
import type { ItemSearchDocument, SearchIndex } from './search-index.ts';
import { documentTerms } from './segmenter.ts';
import { doc } from './test-documents.ts';

interface Facts {
  english?: string;
  category?: string[];
  colors?: string[];
  fabric?: string;
  pattern?: string;
  saleNum?: number;
}

/** A document indexed as the indexer indexes an item: its titles, category names and attributes. */
function item(itemId: number, title: string, facts: Facts = {}): ItemSearchDocument {
  const colors = facts.colors ?? [];
  const pattern = facts.pattern ?? 'solid';
  const fabric = facts.fabric ?? 'polyester';
  return doc(itemId, title, {
    colors,
    pattern,
    fabric,
    saleNum: facts.saleNum ?? 0,
    terms: documentTerms({
      title,
      englishTitle: facts.english,
      artNo: `A${itemId}`,
      facts: {
        categoryNames: facts.category ?? [],
        colors,
        pattern,
        fabric,
        season: 'autumn',
        modelId: null,
      },
    }),
  });
}

// The understanding lives in the terms, so every engine behind SearchIndex answers alike.
describe.each([
  ['PostgreSQL full-text search', (database: Database) => createPostgresSearchIndex(database.db)],
  ['the in-memory index', () => createMemorySearchIndex()],
])('search that understands buyers, on %s', (_engine, create) => {
  let database: Database;
  let index: SearchIndex;
  const HOODIES = ['卫衣', 'Sweatshirts & Hoodies', '女装', "Women's Clothing"];

  beforeAll(async () => {
    database = await openTestDatabase();
    index = create(database);
    await index.upsert([
      item(1, '2026秋季新款工装夹克男', {
        english: 'Utility Jacket for Men, New for Autumn 2026',
        category: ['夹克', 'Jackets', '男装', "Men's Clothing"],
      }),
      item(2, '婴儿连体衣', {
        english: 'Romper for Babies',
        category: ['婴儿连体衣', 'Baby Rompers', '童装', "Kids' Clothing"],
      }),
      item(3, '洋气男童羽绒服', {
        english: 'Stylish Down Jacket for Boys',
        category: ['儿童羽绒服', "Kids' Down Jackets", '童装', "Kids' Clothing"],
      }),
      item(4, '法式碎花裙女', {
        english: 'Floral Dress for Women',
        category: ['连衣裙', 'Dresses', '女装', "Women's Clothing"],
      }),
      item(5, '宽松连帽卫衣女', {
        english: 'Loose Hooded Sweatshirt for Women',
        category: HOODIES,
        colors: ['黑色', '白色'],
        fabric: 'cotton',
        pattern: 'stripes',
        saleNum: 3,
      }),
      item(6, '百搭卫衣短裙两件套女', {
        english: 'Two-Piece Set for Women',
        category: ['时尚套装', 'Co-ord Sets', '女装', "Women's Clothing"],
        saleNum: 90,
      }),
      item(7, '短袖T恤女', {
        english: 'Short-Sleeve T-Shirt for Women',
        category: ['T恤', 'T-shirts', '女装', "Women's Clothing"],
      }),
      item(8, '直筒牛仔裤男', {
        english: 'Straight-Leg Jeans for Men',
        category: ['牛仔裤', 'Jeans', '男装', "Men's Clothing"],
        fabric: 'denim',
      }),
      item(9, '阔腿休闲裤女', {
        english: 'Wide-Leg Trousers for Women',
        category: ['休闲裤', 'Casual Trousers', '女装', "Women's Clothing"],
      }),
      item(10, '加绒卫衣女', { english: 'Fleece-Lined Sweatshirt for Women', category: HOODIES }),
    ]);
  });
  afterAll(() => database.close());

  async function find(q: string) {
    const { answer, relaxed } = await searchRelaxing(
      q,
      (terms) =>
        index.search({
          city: 'gz',
          terms,
          filters: {},
          sort: 'relevance',
          merge: false,
          offset: 0,
          limit: 20,
        }),
      (found) => found.total > 0,
    );
    return { ids: answer.itemIds, relaxed };
  }

  it('finds a title by the trade synonym of its words, in any order', async () => {
    expect((await find('男士夹克')).ids).toEqual([1]);
    expect((await find('男款外套')).ids).toEqual([1]);
    expect((await find('宝宝连体衣')).ids).toEqual([2]);
    expect((await find('碎花连衣裙')).ids).toEqual([4]);
    expect((await find('半袖t恤')).ids).toEqual([7]);
  });

  it("finds boys' and girls' items for children, and never men's for boys'", async () => {
    expect((await find('儿童羽绒服')).ids).toEqual([3]);
    // Men's down jackets there are none: the boys' one is shown only as a relaxed answer that says so.
    expect(await find('男士羽绒服')).toEqual({ ids: [3], relaxed: { query: '羽绒服', dropped: ['男士'] } });
  });

  it('finds an item by the colour, fabric and pattern it carries, in Chinese and English', async () => {
    for (const q of [
      '黑色卫衣',
      '纯棉卫衣',
      '条纹卫衣',
      'black hoodie',
      'cotton hoodie',
      'striped sweatshirt',
    ]) {
      expect((await find(q)).ids, q).toEqual([5]);
    }
  });

  it('reads English plurals, possessives, hyphens and US words as the titles write them', async () => {
    expect((await find("women's t shirts")).ids).toEqual([7]);
    expect((await find('tshirt')).ids).toEqual([7]);
    expect((await find("men's jacket")).ids).toEqual([1]);
    expect((await find('pants')).ids.sort()).toEqual([8, 9]);
    expect((await find('babies')).ids).toEqual([2]);
    expect((await find('fleece hoodie')).ids).toEqual([10]);
  });

  it('ranks the items of the category the query names above items that only mention it', async () => {
    const { ids } = await find('卫衣');
    expect(ids.slice(0, 2).sort()).toEqual([10, 5].sort());
    expect(ids.at(-1)).toBe(6);
  });

  it('gives up a modifier before the garment and says which', async () => {
    const { ids, relaxed } = await find('蕾丝羽绒服');
    expect(ids).toEqual([3]);
    expect(relaxed).toEqual({ query: '羽绒服', dropped: ['蕾丝'] });
    expect((await find('lace down jacket')).relaxed).toEqual({ query: 'down jacket', dropped: ['lace'] });
  });

  it('never falls back to items of another category', async () => {
    // Denim shorts: there are jeans of denim, but no shorts.
    expect(await find('牛仔短裤')).toEqual({ ids: [], relaxed: null });
    expect(await find('denim shorts')).toEqual({ ids: [], relaxed: null });
  });
});
