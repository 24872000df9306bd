// The search benchmark of issue 4, on PostgreSQL holding a catalogue seeded at scale:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/stallhub_1m npm run seed -- --scale 1000000
//   npm run bench:search -- --database postgres://postgres@127.0.0.1:5432/stallhub_1m
// It rotates hundreds of distinct buyer queries drawn from the catalogue itself (Chinese words of two to
// four characters, English words, art numbers; with and without filters and sorts; first and deep pages)
// so no single cached plan or hot page flatters the figures, and prints:
// /apif/searchPage p50/p95/p99 and req/s at 10 and 50 connections (keyword + two filters + a sort, and a
// mixed set), /apif/search/suggest p95, item detail and stall home pages (server-rendered, guests, hundreds
// of distinct pages so the 5 s guest page cache rarely answers) p95, index freshness (item write to
// found), the server's start (it loads its in-memory search copy), its RSS under load, and the stored
// documents' size on disk.

import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { CITIES, ITEM_SORTS, type SearchPage } from '@stallhub/contracts';
import pg from 'pg';
import { spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { formatLoad, type LoadResult, load } from './support.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/stallhub_1m' },
    seconds: { type: 'string', default: '20' },
    queries: { type: 'string', default: '240' },
  },
});
const seconds = Number(values.seconds);
const perSet = Number(values.queries);
const db = new pg.Client({ connectionString: values.database });
await db.connect();

const [{ items }] = (await db.query<{ items: number }>('select count(*)::int as items from items')).rows as [
  { items: number },
];
if (items === 0) {
  console.error(`${values.database} holds no items: seed it first (see the top of bench/search.ts).`);
  process.exit(1);
}
console.log(`Catalogue: ${items.toLocaleString('en')} items in ${values.database}`);

// A fixed seed makes every run draw the same queries.
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

const searchPath = (query: Record<string, string | number>) =>
  `/apif/searchPage?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/**
 * Query strings for the load: each word once with two of its own result set's facet values and a sort (the
 * issue's headline), and a mixed set with none, one or two filters, any sort, first and deep pages.
 */
async function buildQueries(baseUrl: string) {
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

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Runs a load while sampling the server's resident memory; answers both. */
async function measured(baseUrl: string, pid: number, paths: string[], connections: number) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 250);
  try {
    const result: LoadResult = await load(baseUrl, paths, connections, seconds);
    return { result, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Time from an item write (its art number changed by SQL) to the search finding it, over `rounds` writes. */
async function freshness(baseUrl: string, rounds: number) {
  const times: number[] = [];
  const { rows } = await db.query<{ id: number; city: string; art_no: string }>(
    `select id, city, art_no from items tablesample system (0.1) repeatable (1) where status = 1 limit ${rounds}`,
  );
  for (const [i, item] of rows.entries()) {
    const artNo = `FRESH${Date.now().toString(36).toUpperCase()}${i}`;
    await db.query('update items set art_no = $1 where id = $2', [artNo, item.id]);
    const written = performance.now();
    for (;;) {
      const found = (await (
        await fetch(`${baseUrl}${searchPath({ city: item.city, q: artNo })}`)
      ).json()) as {
        data: SearchPage;
      };
      if (found.data.list.some((card) => card.itemId === item.id)) break;
      if (performance.now() - written > 30_000)
        throw new Error(`item ${item.id} not found 30 s after its write`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - written);
    await db.query('update items set art_no = $1 where id = $2', [item.art_no, item.id]);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, rounds: times.length };
}

/** Item detail and stall home paths of sampled on-shelf items and their stalls: the same sample every run. */
async function pagePaths() {
  const { rows } = await db.query<{ vid: string; shop_id: number }>(
    'select vid, shop_id from items tablesample system (0.2) repeatable (1) where status = 1 limit 600',
  );
  return {
    items: rows.map((r) => `/item/${r.vid}`),
    stalls: [...new Set(rows.map((r) => `/shop/${r.shop_id}`))],
  };
}

const starting = performance.now();
const server = await spawnServer({ env: { DATABASE_URL: values.database }, timeoutMs: 900_000 });
console.log(`Server ready in ${((performance.now() - starting) / 1000).toFixed(1)} s (search copy loaded)`);
try {
  const idleRss = rssMb(server.pid);
  console.log('Drawing queries from the catalogue ...');
  const words = await buyerWords();
  const { headline, mixed } = await buildQueries(server.baseUrl);
  const suggest = suggestPaths(words);
  console.log(
    `Queries: ${headline.length} keyword + two filters + sort, ${mixed.length} mixed, ${suggest.length} suggestion prefixes`,
  );

  await load(server.baseUrl, mixed, 10, 3); // warm the JIT and the buffer cache a little, not the figures
  let peakRss = idleRss;
  for (const [label, paths] of [
    ['keyword + 2 filters + sort', headline],
    ['mixed queries', mixed],
  ] as const) {
    for (const connections of [10, 50]) {
      const { result, peak } = await measured(server.baseUrl, server.pid, paths, connections);
      peakRss = Math.max(peakRss, peak);
      console.log(formatLoad(`searchPage ${label}, ${connections} conns`, result));
    }
  }
  const suggestion = await measured(server.baseUrl, server.pid, suggest, 10);
  console.log(formatLoad('search/suggest, 10 conns', suggestion.result));
  const pages = await pagePaths();
  for (const [label, paths] of [
    ['item detail page (SSR)', pages.items],
    ['stall home page (SSR)', pages.stalls],
  ] as const) {
    const { result, peak } = await measured(server.baseUrl, server.pid, paths, 10);
    peakRss = Math.max(peakRss, peak);
    console.log(formatLoad(`${label}, 10 conns`, result));
  }

  const fresh = await freshness(server.baseUrl, 20);
  console.log(
    `Index freshness (write → found), ${fresh.rounds} writes: p50 ${fresh.p50.toFixed(0)} ms, max ${fresh.max.toFixed(0)} ms`,
  );
  console.log(`Server RSS: ${idleRss.toFixed(0)} MB idle, ${peakRss.toFixed(0)} MB peak under load`);

  const sizes = (
    await db.query<{ table_mb: number; indexes_mb: number; database_mb: number }>(
      `select pg_table_size('item_search_documents') / 1048576.0 as table_mb,
              pg_indexes_size('item_search_documents') / 1048576.0 as indexes_mb,
              pg_database_size(current_database()) / 1048576.0 as database_mb`,
    )
  ).rows[0]!;
  console.log(
    `Search index on disk: ${Number(sizes.table_mb).toFixed(0)} MB documents + ${Number(sizes.indexes_mb).toFixed(0)} MB indexes (database ${Number(sizes.database_mb).toFixed(0)} MB)`,
  );
} finally {
  await server.stop();
  await db.end();
}
