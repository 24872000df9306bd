import type { SearchCategory, SearchPage } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// The results page's search through HTTP on the seeded catalogue (issue 17, decision 047).
const t = suiteFixture(openSeededTestApp);
/** The seed's down-jacket leaves: women's, men's and kids'. */
const DOWN_JACKETS = [108, 207, 304];
const MENS_DOWN = 207;
let city: string;

beforeAll(async () => {
  const [row] = await t.rows<{ city: string }>(sql`
    select city from item_search_documents where not removed and category_id in (108, 207, 304)
    group by city order by count(*) desc, city limit 1`);
  city = row!.city;
});

const searchPage = async (q: string, lang: 'cn' | 'en' = 'cn') => {
  const response = await t.get<SearchPage>('/apif/searchPage', { query: { q, city, lang, pageSize: 40 } });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

const categoriesOf = async (page: SearchPage) =>
  (
    await t.rows<{ category_id: number }>(sql`
      select distinct category_id from item_search_documents where item_id in (${sql.join(
        page.list.map((card) => sql`${card.itemId}`),
        sql`, `,
      )})`)
  ).map((r) => r.category_id);

describe('GET /apif/searchPage understands buyers', () => {
  it('answers a query no item fully matches with the garment it names, saying which words it gave up', async () => {
    const page = await searchPage('蕾丝羽绒服');
    expect(page.relaxed).toEqual({ query: '羽绒服', dropped: ['蕾丝'] });
    expect(page.total).toBeGreaterThan(0);
    expect((await categoriesOf(page)).every((id) => DOWN_JACKETS.includes(id))).toBe(true);
    const english = await searchPage('lace down jackets', 'en');
    expect(english.relaxed).toEqual({ query: 'down jacket', dropped: ['lace'] });
    expect(english.total).toBe(page.total);
  });

  it('does not relax a query items match as typed', async () => {
    const page = await searchPage('羽绒服');
    expect(page.relaxed).toBeNull();
    expect(page.total).toBeGreaterThan(0);
  });

  it('finds the same items by the synonyms and word forms of the trade', async () => {
    expect((await searchPage('女士羽绒服')).total).toBe((await searchPage('羽绒服女')).total);
    expect((await searchPage("women's down jacket", 'en')).total).toBe((await searchPage('羽绒服女')).total);
  });

  it('puts the category the words name first, in the category row and in the results', async () => {
    const row = (await t.get<SearchCategory[]>('/apif/search/category', { query: { q: '男士羽绒服', city } }))
      .body.data;
    expect(row[0]!.vcid).toBe(MENS_DOWN);
    const page = await searchPage('羽绒服男款');
    const firstIds = page.list.slice(0, 5).map((card) => sql`${card.itemId}`);
    const firsts = await t.rows<{ category_id: number }>(sql`
      select distinct category_id from item_search_documents where item_id in (${sql.join(firstIds, sql`, `)})`);
    expect(firsts.map((r) => r.category_id)).toEqual([MENS_DOWN]);
  });
});
