import {
  CITIES,
  type getCategoryMenu,
  MARKET_IDS,
  parseCategoryListPath,
  type RouteData,
  type SearchPage,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openSeededTestApp);

type Menu = RouteData<typeof getCategoryMenu>;

const CJK = /[\u3400-\u9fff]/;

const menu = async (city: string, lang = 'cn') => {
  const response = await t.get<Menu>('/apif/global/index/category/menu', { query: { city, lang } });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

/** On-shelf items of a city per leaf and per top-level category, straight from the tables. */
async function countsIn(city: string) {
  const rows = await t.rows<{ leaf: number; top: number; n: number }>(sql`
    select c.id as leaf, coalesce(c.parent_id, c.id) as top, count(*)::int as n
    from items i join categories c on c.id = i.category_id
    where i.city = ${city} and i.status = 1 group by c.id, c.parent_id`);
  const leaves = new Map(rows.map((r) => [r.leaf, Number(r.n)]));
  const tops = new Map<number, number>();
  for (const r of rows) tops.set(r.top, (tops.get(r.top) ?? 0) + Number(r.n));
  return { leaves, tops };
}

const leavesOf = (entry: Menu['categories'][number]) => entry.list.flatMap((tag) => tag.catlist);

describe('GET /apif/global/index/category/menu', () => {
  it('lists the top categories that have on-shelf items in the city, most items first', async () => {
    const [order] = await t.rows<{ ids: number[] }>(sql`
      select array_agg(id order by sort) as ids from categories where parent_id is null`);
    const referenceOrder = order!.ids.map(Number);
    for (const city of CITIES) {
      const { tops } = await countsIn(city);
      const expected = [...tops.keys()].sort(
        (a, b) => tops.get(b)! - tops.get(a)! || referenceOrder.indexOf(a) - referenceOrder.indexOf(b),
      );
      const { categories } = await menu(city);
      expect(
        categories.map((c) => c.pid),
        city,
      ).toEqual(expected);
      const counts = categories.map((c) => tops.get(c.pid)!);
      expect(counts.every((n, i) => n > 0 && (i === 0 || counts[i - 1]! >= n))).toBe(true);
    }
  });

  it('leads the shoe market with shoes and leaves out what it does not sell', async () => {
    const jfn = await menu('jfn', 'en');
    expect(jfn.categories[0]!.pname).toMatch(/shoes/i);
    const gz = await menu('gz', 'en');
    expect(gz.categories[0]!.pname).not.toMatch(/shoes/i);
    const [all] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from categories where parent_id is null`,
    );
    expect(jfn.categories.length).toBeLessThan(all!.n);
  });

  it('lists only the leaves that have on-shelf items in the city, every one of them', async () => {
    for (const city of CITIES) {
      const { leaves } = await countsIn(city);
      const { categories } = await menu(city);
      const listed = categories.flatMap(leavesOf);
      expect(
        listed.map((l) => l.vcid).sort((a, b) => a - b),
        city,
      ).toEqual([...leaves.keys()].sort((a, b) => a - b));
      for (const category of categories) {
        expect(
          category.list.every((tag) => tag.catlist.length > 0),
          `${city} ${category.pid}`,
        ).toBe(true);
        for (const leaf of category.showList) expect(leaves.get(leaf.vcid), city).toBeGreaterThan(0);
      }
    }
  });

  it('groups leaves under tags, shows the inline leaves, and links each to the category list', async () => {
    const { categories } = await menu('gz', 'cn');
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.some((c) => c.showList.length > 0)).toBe(true);
    for (const category of categories) {
      expect(category.pname).toMatch(CJK);
      const all = new Map(leavesOf(category).map((leaf) => [leaf.vcid, leaf]));
      for (const leaf of category.showList) {
        expect(leaf.hrefUrl).toBe(`/gz/list/set-${leaf.vcid}-0.html`);
        expect(all.get(leaf.vcid)?.vcname).toBe(leaf.vcname);
      }
      for (const tag of category.list) {
        expect(tag.tag_name).not.toBe('');
        for (const leaf of tag.catlist) expect(leaf.href_url).toBe(`/gz/list/set-${leaf.vcid}-0.html`);
      }
    }
  });

  it('names categories, tags, markets and styles in the asked language', async () => {
    const cn = await menu('gz', 'cn');
    const en = await menu('gz', 'en');
    expect(en.categories.map((c) => c.pid)).toEqual(cn.categories.map((c) => c.pid));
    for (const part of [
      en.categories.map((c) => c.pname),
      en.markets.map((m) => m.name),
      en.styles.map((s) => s.styleName),
    ]) {
      for (const name of part) expect(name).not.toMatch(CJK);
    }
    expect(en.categories[0]!.list[0]!.tag_name).not.toMatch(CJK);
    expect(cn.styles.map((s) => s.styleName)).toContain('韩版');
  });

  it('lists the market buildings of the city, linked to the market directory', async () => {
    for (const city of CITIES) {
      const { markets } = await menu(city);
      const buildings = await t.rows<{ bid: number }>(
        sql`select bid from market_buildings where city = ${city} order by sort`,
      );
      expect(
        markets.map((m) => m.bid),
        city,
      ).toEqual(buildings.map((b) => b.bid));
      expect(markets.length, city).toBeGreaterThan(0);
      for (const market of markets) {
        expect(Math.floor(market.bid / 100)).toBe(MARKET_IDS[city]);
        expect(market.href).toBe(`/${city}/markets.html?bid=${market.bid}`);
        expect(market.name).not.toBe('');
      }
    }
  });

  it('links every style to the city category list of that style', async () => {
    const { styles } = await menu('xt', 'en');
    expect(styles).toHaveLength(16);
    for (const style of styles) {
      expect(style.href).toBe(`/xt/list/set-0-${style.styleId}.html`);
      expect(style.urlPath).not.toBe('');
    }
    // Following the link finds exactly the city's on-shelf items of that style.
    const [counts] = await t.rows<{ style_id: number; n: number }>(sql`
      select style_id, count(*)::int as n from items where city = 'xt' and status = 1 and style_id is not null
      group by style_id order by n desc limit 1`);
    const style = styles.find((s) => s.styleId === Number(counts!.style_id))!;
    const selection = parseCategoryListPath(style.href.replace('/xt/list/', ''));
    expect(selection?.styleId).toBe(style.styleId);
    const { body } = await t.get<SearchPage>('/apif/searchPage', {
      query: { city: 'xt', style: selection!.styleId! },
    });
    expect(body.data.total).toBe(counts!.n);
  });

  it('answers 400 naming city or lang when unknown', async () => {
    for (const [query, message] of [
      [{ city: 'paris' }, /^city\b/],
      [{ lang: 'xx' }, /^lang\b/],
    ] as const) {
      const { status, body } = await t.get('/apif/global/index/category/menu', { query });
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    }
  });
});
