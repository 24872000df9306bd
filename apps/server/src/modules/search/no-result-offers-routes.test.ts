import type { NoResultOffers, SearchPage } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// What an empty results page offers instead (issue 17 point 6, decision 054), on the seeded catalogue.
const t = suiteFixture(openSeededTestApp);
/** The seed's down-jacket leaves: women's, men's and kids'. */
const MENS_DOWN = 207;
const DOWN_JACKETS = [108, MENS_DOWN, 304];
let city: string;

beforeAll(async () => {
  const [row] = await t.rows<{ city: string }>(sql`
    select city from item_search_documents where not removed and category_id in (108, 207, 304)
    group by city order by count(*) desc, city limit 1`);
  city = row!.city;
});

const data = async <T>(url: string, query: Record<string, string | number>) => {
  const response = await t.get<T>(url, { query });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};
const offers = (q: string, lang: 'cn' | 'en' = 'cn') =>
  data<NoResultOffers>('/apif/search/noResultOffers', { q, city, lang });
const total = async (q: string, vcid?: number) =>
  (await data<SearchPage>('/apif/searchPage', { q, city, pageSize: 1, ...(vcid ? { vcid } : {}) })).total;

describe('GET /apif/search/noResultOffers', () => {
  it('offers the words kept when the least telling are given up, with what they find in the city', async () => {
    const answer = await offers('蕾丝羽绒服');
    expect(answer.relaxed).toEqual({ query: '羽绒服', dropped: ['蕾丝'], count: await total('羽绒服') });
    expect(answer.relaxed!.count).toBeGreaterThan(0);
    const english = await offers('lace down jackets', 'en');
    expect(english.relaxed).toEqual({
      query: 'down jacket',
      dropped: ['lace'],
      count: answer.relaxed!.count,
    });
  });

  it('offers the category the words name, in the asked language, with its items in the city', async () => {
    const { category } = await offers('蕾丝羽绒服');
    expect(DOWN_JACKETS).toContain(category!.vcid);
    const [name] = await t.rows<{ name: string }>(sql`
      select name from category_translations where category_id = ${category!.vcid} and lang = 'en'`);
    expect((await offers('lace down jackets', 'en')).category).toMatchObject({
      vcid: category!.vcid,
      vcname: name!.name,
    });
    const [shelf] = await t.rows<{ n: number }>(sql`
      select count(*)::int as n from item_search_documents
      where not removed and city = ${city} and category_id = ${category!.vcid}`);
    expect(category!.count).toBe(shelf!.n);
  });

  it('names the category of the audience the words name, whatever synonym and word form they use', async () => {
    for (const q of ['男士蕾丝羽绒服', '羽绒服男款蕾丝']) {
      expect((await offers(q)).category!.vcid, q).toBe(MENS_DOWN);
    }
    expect((await offers("men's lace down jackets", 'en')).category!.vcid).toBe(MENS_DOWN);
  });

  it('offers no relaxed words when the words find items as typed, only the category', async () => {
    const answer = await offers('男士羽绒服');
    expect(answer.relaxed).toBeNull();
    expect(answer.category!.vcid).toBe(MENS_DOWN);
  });

  it('offers nothing for words that name nothing and no item has', async () => {
    expect(await offers('zzqqxx')).toEqual({ relaxed: null, category: null });
  });
});
