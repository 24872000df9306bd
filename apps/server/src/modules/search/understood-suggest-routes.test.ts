import type { SearchPage, SearchSuggest } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { analyse } from './understanding.ts';

// Suggestions read typed words as search reads them (issue 17 point 6, decision 054), on the seeded catalogue.
const t = suiteFixture(openSeededTestApp);
/** The seed's men's jackets (夹克 / "Jackets" under 男装). */
const MENS_JACKETS = 205;

type Lang = 'cn' | 'en';
const suggest = async (q: string, city: string, lang: Lang = 'cn') => {
  const response = await t.get<SearchSuggest>('/apif/search/suggest', { query: { q, city, lang } });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};
const searchPage = async (q: string, city: string) =>
  (await t.get<SearchPage>('/apif/searchPage', { query: { q, city, pageSize: 1 } })).body.data;
/** The city whose completion terms hold `term`. */
const cityWithTerm = async (term: string) => {
  const [row] = await t.rows<{ city: string }>(
    sql`select city from search_terms where term = ${term} order by weight desc, city limit 1`,
  );
  return row!.city;
};

let jacketCity: string;
beforeAll(async () => {
  jacketCity = await cityWithTerm('夹克');
});

describe('GET /apif/search/suggest understands buyers', () => {
  it('completes words no term starts with by the synonyms of the trade, each finding items as suggested', async () => {
    // Titles say 夹克男; no term starts with 男士夹克 or 男士茄克.
    const typed = await suggest('男士夹克', jacketCity);
    expect(typed.suggests).toContain('男士夹克');
    expect((await suggest('男士茄克', jacketCity)).suggests).toContain('男士夹克');
    expect((await suggest('宝宝', await cityWithTerm('婴儿'))).suggests).toContain('婴儿');
    for (const suggestion of typed.suggests) {
      const page = await searchPage(suggestion, jacketCity);
      expect(page.total, suggestion).toBeGreaterThan(0);
      expect(page.relaxed, suggestion).toBeNull();
    }
  });

  it('completes the unfinished last word after the words understood', async () => {
    expect((await suggest('男士卫', 'gz')).suggests).toContain('男士卫衣');
  });

  it('never completes a word into another of its kind (男 into 男童 or 男女)', async () => {
    const { suggests } = await suggest('羽绒服男', 'gz');
    expect(suggests.length).toBeGreaterThan(0);
    for (const suggestion of suggests) {
      const audiences = analyse(suggestion).filter((s) => s.concept?.kind === 'audience');
      expect(
        audiences.map((s) => s.concept!.key),
        suggestion,
      ).toEqual(['men']);
    }
  });

  it('suggests the categories the words name, whatever their synonym, word form or possessive', async () => {
    const [en] = await t.rows<{ name: string }>(
      sql`select name from category_translations where category_id = ${MENS_JACKETS} and lang = 'en'`,
    );
    for (const q of ["men's jackets", 'Men Jacket', 'MENS JACKET']) {
      expect((await suggest(q, jacketCity, 'en')).cats, q).toContainEqual({
        vcid: MENS_JACKETS,
        vcname: en!.name,
      });
    }
    for (const q of ['男士茄克', '夹克男']) {
      expect((await suggest(q, jacketCity)).cats, q).toContainEqual({ vcid: MENS_JACKETS, vcname: '夹克' });
    }
  });

  it('suggests only categories of the audience named when the city has one', async () => {
    const { cats } = await suggest('男士茄克', jacketCity);
    const ids = cats.map((c) => c.vcid);
    const rows = await t.rows<{ id: number; parent: number }>(sql`
      select c.id, c.parent_id as parent from categories c where c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const [men] = await t.rows<{ parent: number }>(
      sql`select parent_id as parent from categories where id = ${MENS_JACKETS}`,
    );
    expect(rows.every((r) => r.parent === men!.parent)).toBe(true);
  });
});
