import { type ItemCard, NO_RESULT_RECOMMEND_SIZE, type SearchPage } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// What the item results page asks of search beyond the plain search (issue 4, item 1): facet counts that
// match folded results, and the recommendation of an empty page.
const t = suiteFixture(openSeededTestApp);

const recommend = async (query: Record<string, string | number>) => {
  const response = await t.get<ItemCard[]>('/apif/search/noresult/recommend', { query });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

describe('GET /apif/search/noresult/recommend', () => {
  it("answers the city's best sellers, most sales first, two floors by default", async () => {
    const cards = await recommend({ city: 'gz' });
    expect(cards).toHaveLength(NO_RESULT_RECOMMEND_SIZE);
    const sales = cards.map((c) => c.saleNum);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const [top] = await t.rows<{ id: number }>(sql`
      select id from items where city = 'gz' and status = 1 order by sale_num desc, id desc limit 1`);
    expect(cards[0]!.itemId).toBe(top!.id);
  });

  it('recommends only on-shelf items of the asked city', async () => {
    const cards = await recommend({ city: 'jfn', pageSize: 30 });
    const rows = await t.rows<{ id: number }>(sql`select id from items where city = 'jfn' and status = 1`);
    const jfn = new Set(rows.map((r) => r.id));
    expect(cards.length).toBe(30);
    for (const card of cards) expect(jfn.has(card.itemId)).toBe(true);
  });

  it('shows one card per same-style group', async () => {
    const cards = await recommend({ city: 'gz', pageSize: 100 });
    // The image engine's same-style groups (of the main pictures, decision 055) within a leaf category
    // (decision 068).
    const rows = await t.rows<{ id: number; style: string | null }>(sql`
      select m.item_id as id, p.group_id || ' ' || m.category_id as style from image_item_pictures m
        join image_pictures p on p.id = m.picture_id
      where m.city = 'gz' and m.sort = 0`);
    const groupOf = new Map(rows.map((r) => [r.id, r.style]));
    const groups = cards.map((c) => groupOf.get(c.itemId)).filter((g) => g != null);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('gives guests no price, and titles cards in the asked language', async () => {
    const response = await t.get<ItemCard[]>('/apif/search/noresult/recommend', {
      query: { city: 'gz', lang: 'en' },
    });
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.text).not.toMatch(/"price"/);
    expect(response.body.data.some((c) => /[a-z]{3}/i.test(c.title))).toBe(true);
  });

  it('answers 400 naming the field at fault', async () => {
    for (const [query, field] of [
      [{ city: 'paris' }, /^city\b/],
      [{ pageSize: 0 }, /^pageSize\b/],
    ] as const) {
      const { status, body } = await t.get('/apif/search/noresult/recommend', { query });
      expect(status).toBe(400);
      expect(body.message).toMatch(field);
    }
  });
});

describe('GET /apif/searchPage with merge=1', () => {
  /** The city with the most same-style groups (the image engine's) of several items: where folding changes the counts. */
  let city: string;
  beforeAll(async () => {
    const [top] = await t.rows<{ city: string }>(sql`
      select city from (select m.city, p.group_id from image_item_pictures m
          join image_pictures p on p.id = m.picture_id
        where m.sort = 0 group by m.city, p.group_id, m.category_id having count(*) > 1) g
      group by city order by count(*) desc, city limit 1`);
    city = top!.city;
  });
  const search = async (query: Record<string, string | number>) => {
    const response = await t.get<SearchPage>('/apif/searchPage', { query: { city, merge: 1, ...query } });
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };

  it('counts fewer than the plain counts where a style group has several items, each group once per value', async () => {
    const [merged, plain] = await Promise.all([search({}), search({ merge: 0 })]);
    const sum = (page: SearchPage) => page.facets.season.reduce((total, f) => total + f.count, 0);
    expect(merged.total).toBeLessThan(plain.total);
    // A group of a leaf category counts once under each season its items have: pictures, not the seed's
    // labels, make the groups, and one picture may show items listed for different seasons.
    const [pairs] = await t.rows<{ n: number }>(sql`
      select count(distinct (coalesce(p.group_id, -i.id), i.category_id, i.season))::int as n from items i
        left join image_item_pictures m on m.item_id = i.id and m.sort = 0
        left join image_pictures p on p.id = m.picture_id
      where i.city = ${city} and i.status = 1 and i.season <> ''`);
    expect(sum(merged)).toBe(pairs!.n);
    expect(sum(plain)).toBe(plain.total);
  });

  it('counts each facet value as the folded results ticking it would show', async () => {
    const all = await search({});
    for (const facet of ['color', 'size', 'season', 'style', 'services'] as const) {
      for (const { value, count } of all.facets[facet].slice(0, 3)) {
        expect((await search({ [facet]: value, pageSize: 1 })).total, `${facet}=${value}`).toBe(count);
      }
    }
  });

  it('counts a second facet over the folded results of the first', async () => {
    const all = await search({});
    const color = all.facets.color[0]!.value;
    const colored = await search({ color });
    for (const { value, count } of colored.facets.size.slice(0, 3)) {
      expect((await search({ color, size: value, pageSize: 1 })).total, value).toBe(count);
    }
  });
});
