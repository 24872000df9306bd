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
import type { SearchPage } from '@stallhub/contracts';
import pg from 'pg';
import { spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { createQueryDraw, searchPath } from './search-queries.ts';
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

const draw = createQueryDraw(db);

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
  const words = await draw.buyerWords();
  const { headline, mixed } = await draw.buildQueries(server.baseUrl, perSet);
  const suggest = draw.suggestPaths(words);
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
