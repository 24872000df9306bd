import {
  CITIES,
  type CityMarket,
  type ItemCard,
  type ModelListEntry,
  type SearchCategory,
  type SearchPage,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// The results page's helpers (issue: search helpers), checked against the tables they count.
const t = suiteFixture(openSeededTestApp);
/** A word of many gz titles: the helpers' answers are about what it finds. */
let word: string;
beforeAll(async () => {
  // A two-character term that longer searched terms contain, so related searches exist too.
  const [top] = await t.rows<{ term: string }>(sql`
    select s.term from search_terms s where s.city = 'gz' and char_length(s.term) = 2
      and exists (select 1 from search_terms l where l.city = 'gz' and l.term like '%' || s.term || '%'
        and l.term <> s.term)
    order by s.weight desc, s.term limit 1`);
  word = top!.term;
});

type Query = Record<string, string | number>;
const data = async <T>(url: string, query: Query) => {
  const response = await t.get<T>(url, { query });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

describe('GET /apif/search/category', () => {
  it("counts the word's items per category, most first, named in the asked language", async () => {
    const found = await data<SearchCategory[]>('/apif/search/category', { q: word, city: 'gz', lang: 'cn' });
    // Each count is what the results page finds for the word in that category.
    expect(found.length).toBeGreaterThan(0);
    for (const category of found) {
      const { total } = await data<SearchPage>('/apif/searchPage', {
        q: word,
        city: 'gz',
        vcid: category.vcid,
        pageSize: 1,
      });
      expect(category.count).toBe(total);
    }
    const counts = found.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [name] = await t.rows<{ name: string }>(sql`
      select name from category_translations where category_id = ${found[0]!.vcid} and lang = 'cn'`);
    expect(found[0]!.vcname).toBe(name!.name);
    expect(found[0]!.pname).toBeTruthy();
  });

  it('finds nothing for words no title has', async () => {
    expect(await data('/apif/search/category', { q: 'zzqqxx', city: 'gz' })).toEqual([]);
  });
});

describe('GET /apif/queryCategory', () => {
  it("answers the category with most of the words' items, and null without words", async () => {
    const all = await data<SearchCategory[]>('/apif/search/category', { q: word, city: 'gz' });
    expect(await data('/apif/queryCategory', { q: word, city: 'gz' })).toEqual(all[0]);
    expect(await data('/apif/queryCategory', { city: 'gz' })).toBeNull();
  });
});

describe('GET /apif/modelList', () => {
  it("lists the cuts of the city's (and category's) on-shelf items with their counts", async () => {
    const models = await data<ModelListEntry[]>('/apif/modelList', { city: 'gz' });
    const expected = await t.rows<{ model_id: number; n: number }>(sql`
      select model_id, count(*)::int as n from item_search_documents
      where city = 'gz' and model_id is not null group by model_id order by model_id`);
    expect(models).toEqual(expected.map((r) => ({ modelId: r.model_id, count: Number(r.n) })));

    const [shoes] = await t.rows<{ category_id: number }>(sql`
      select category_id from item_search_documents where city = 'gz' and model_id is null
      group by category_id having bool_and(model_id is null) limit 1`);
    if (shoes) expect(await data('/apif/modelList', { city: 'gz', vcid: shoes.category_id })).toEqual([]);
  });
});

describe('GET /apif/custom/filters/credit', () => {
  it('lists every credit level best first with its on-shelf item count', async () => {
    const levels = await data<{ level: number; count: number }[]>('/apif/custom/filters/credit', {
      city: 'gz',
    });
    expect(levels.map((l) => l.level)).toEqual([3, 2, 0, 1]);
    const rows = await t.rows<{ credit_level: number; n: number }>(sql`
      select credit_level, count(*)::int as n from item_search_documents where city = 'gz' group by 1`);
    const counts = new Map(rows.map((r) => [r.credit_level, Number(r.n)]));
    for (const l of levels) expect(l.count).toBe(counts.get(l.level) ?? 0);
  });
});

describe('GET /apif/search/bottom', () => {
  it('relates searches that contain the word, most searched first, without the word itself', async () => {
    const { related } = await data<{ related: { word: string; count: number }[] }>('/apif/search/bottom', {
      q: word,
      city: 'gz',
    });
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => r.word.includes(word) && r.word !== word)).toBe(true);
    const counts = related.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await data('/apif/search/bottom', { city: 'gz' })).toEqual({ related: [] });
  });

  it('treats LIKE wildcards in the words as text', async () => {
    expect(await data('/apif/search/bottom', { q: '%%', city: 'gz' })).toEqual({ related: [] });
  });
});

describe('GET /apif/v1/searchPage/rec', () => {
  it("recommends the best sellers of the word's category, one per style, with no price for guests", async () => {
    const [category] = await data<SearchCategory[]>('/apif/search/category', { q: word, city: 'gz' });
    const response = await t.get<ItemCard[]>('/apif/v1/searchPage/rec', { query: { q: word, city: 'gz' } });
    const cards = response.body.data;
    expect(cards).toHaveLength(5);
    expect(response.text).not.toMatch(/"price":\s*-?\d/);
    const rows = await t.rows<{ item_id: number; category_id: number; sale_num: number }>(sql`
      select item_id, category_id, sale_num from item_search_documents
      where item_id in (${sql.join(
        cards.map((c) => sql`${c.itemId}`),
        sql`, `,
      )})`);
    expect(rows.every((r) => r.category_id === category!.vcid)).toBe(true);
    const sales = cards.map((c) => c.saleNum);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });
});

describe('GET /apif/queryItemShopRecommended', () => {
  it('answers the other city markets where the word finds items, most first', async () => {
    const { cityMarkets } = await data<{
      cityMarkets: (Pick<CityMarket, 'code' | 'name'> & { count: number })[];
    }>('/apif/queryItemShopRecommended', { q: word, city: 'gz', lang: 'en' });
    // What the results page finds for the word in each other city.
    const expected = [];
    for (const city of CITIES.filter((c) => c !== 'gz')) {
      const { total } = await data<SearchPage>('/apif/searchPage', { q: word, city, pageSize: 1 });
      if (total > 0) expected.push([city, total] as const);
    }
    expected.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    expect(cityMarkets.map((c) => [c.code, c.count])).toEqual(expected);
    expect(cityMarkets.every((c) => c.name && c.name !== c.code)).toBe(true);
  });
});

describe('the search helpers answer 400 naming the field at fault', () => {
  it.each([
    ['/apif/search/category', { city: 'paris' }, /^city\b/],
    ['/apif/queryCategory', { q: 'x'.repeat(101) }, /^q\b/],
    ['/apif/modelList', { vcid: -1 }, /^vcid\b/],
    ['/apif/v1/searchPage/rec', { pageSize: 0 }, /^pageSize\b/],
    ['/apif/custom/filters/credit', { lang: 'xx' }, /^lang\b/],
    ['/apif/queryItemShopRecommended', { city: 'moon' }, /^city\b/],
    ['/apif/search/bottom', { city: 'moon' }, /^city\b/],
  ] as const)('%s', async (url, query, field) => {
    const { status, body } = await t.get(url, { query });
    expect(status).toBe(400);
    expect(body.message).toMatch(field);
  });
});
