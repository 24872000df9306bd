// The buyer queries of the search benchmarks (bench/search.ts, bench/search-ab.ts), drawn from a seeded
// catalogue with a fixed seed so every run draws the same ones.

import { CITIES, ITEM_SORTS, type SearchPage } from '@stallhub/contracts';
import type pg from 'pg';

export const searchPath = (query: Record<string, string | number>) =>
  `/apif/searchPage?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** A query drawer over the catalogue in `db`; its random sequence starts anew with each drawer. */
export function createQueryDraw(db: pg.Client) {
  let state = 20_261_122;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };

  /** Buyer words drawn from the catalogue: what the search terms, English titles and art numbers hold. */
  async function buyerWords() {
    const chinese = (
      await db.query<{ city: string; term: string }>(
        `select city, term from search_terms where term ~ '^[\\u4e00-\\u9fff]{2,4}$' order by weight desc limit 3000`,
      )
    ).rows;
    const english = (
      await db.query<{ city: string; word: string }>(
        `select distinct i.city, lower(w) as word
           from (select item_id, title from item_translations tablesample system (1) repeatable (1) where lang = 'en') t
           join items i on i.id = t.item_id,
           regexp_split_to_table(t.title, '\\s+') as w
          where w ~ '^[A-Za-z]{4,}$' limit 3000`,
      )
    ).rows;
    const artNumbers = (
      await db.query<{ city: string; art_no: string }>(
        `select city, art_no from items tablesample system (0.1) repeatable (1) where status = 1 and art_no <> '' limit 3000`,
      )
    ).rows;
    return [
      ...sample(chinese, 160).map((r) => ({ city: r.city, q: r.term })),
      ...sample(english, 60).map((r) => ({ city: r.city, q: r.word })),
      ...sample(artNumbers, 60).map((r) => ({ city: r.city, q: r.art_no })),
    ];
  }

  /**
   * Query strings for the load: each word once with two of its own result set's facet values and a sort
   * (the headline), and a mixed set with none, one or two filters, any sort, first and deep pages.
   */
  async function buildQueries(baseUrl: string, perSet: number) {
    const words = await buyerWords();
    const headline: string[] = [];
    const mixed: string[] = [];
    for (const { city, q } of words) {
      const first = (await (await fetch(`${baseUrl}${searchPath({ city, q })}`)).json()) as {
        data: SearchPage;
      };
      const facets = first.data.facets;
      const colour = facets.color?.[0]?.value;
      const size = facets.size?.[1]?.value ?? facets.size?.[0]?.value;
      const style = facets.style?.[0]?.value;
      const sort = pick(ITEM_SORTS.filter((s) => s !== 'relevance'));
      const pages = Math.max(1, Math.ceil(first.data.total / 40));
      if (colour && size) headline.push(searchPath({ city, q, color: colour, size, sort }));
      const filters = pick<Record<string, string>>([
        {},
        colour ? { color: colour } : {},
        style && size ? { style, size } : {},
      ]);
      const page = pick([1, 1, 2, Math.min(pages, 5), Math.min(pages, 20)]);
      mixed.push(searchPath({ city, q, ...filters, sort: pick(ITEM_SORTS), page }));
    }
    // Browsing a city without words, deep into the list, is a buyer query too.
    for (const city of CITIES) mixed.push(searchPath({ city, sort: 'newest', page: pick([1, 10, 50]) }));
    return { headline: [...new Set(headline)].slice(0, perSet), mixed: [...new Set(mixed)].slice(0, perSet) };
  }

  /** Suggestion prefixes of the words: one or two Chinese characters, two to four letters or digits. */
  function suggestPaths(words: { city: string; q: string }[]) {
    return [
      ...new Set(
        words.map(({ city, q }) => {
          const prefix = /^[\u4e00-\u9fff]/.test(q) ? q.slice(0, pick([1, 2])) : q.slice(0, pick([2, 3, 4]));
          return `/apif/search/suggest?${new URLSearchParams({ city, q: prefix })}`;
        }),
      ),
    ];
  }

  return { buyerWords, buildQueries, suggestPaths };
}

/** The search paths every server answers with the same number of cards (at least one). */
export async function equalAnswers(baseUrls: readonly string[], paths: readonly string[]) {
  const equal: string[] = [];
  for (const path of paths) {
    const lengths = await Promise.all(
      baseUrls.map(
        async (baseUrl) =>
          ((await (await fetch(`${baseUrl}${path}`)).json()) as { data: SearchPage }).data.list.length,
      ),
    );
    if (lengths[0]! > 0 && lengths.every((n) => n === lengths[0])) equal.push(path);
  }
  return equal;
}
