// Item search of two builds on one machine in one run, loaded in turn, to tell whether a change slowed it
// (issue 17: the vocabulary layer must not slow search by more than 10%). Each build is a checkout after
// `npm ci && npm run build`, with a PostgreSQL database seeded at scale (see the top of bench/search.ts).
// The two databases should hold one catalogue, each with the search documents its own build indexed:
// seed one with the after build, copy it (`create database before_db template after_db`), and rebuild the
// copy's documents with the before build's indexer, as its seed does (`createServices(db, { searchEngine:
// 'postgres' }).searchIndexer.rebuild()` run in that checkout). Seeding each with its own build also runs,
// but a build's seed may write other titles, and so the same queries find other items.
//   npm run bench:search-ab -- --before ../before --before-database postgres://…/before_db \
//     --after-database postgres://…/after_db [--after DIR, default this checkout] [--engine memory|postgres] [--rounds 5] [--seconds 10]
// `--profile DIR` starts both servers with --cpu-prof, each writing its profile to DIR/before or DIR/after when it stops.
// Both servers run at once; each round loads one then the other (the order alternates by round) with the
// same query strings, drawn from the after database as bench/search.ts draws them. The "equal" set holds
// the drawn searchPage queries both builds answer with the same number of cards: there both render the
// same page, so the difference is the cost of reading and matching the query, not of showing more found. Prints per round
// /apif/searchPage p50/p95 per query set and connection count and /apif/search/suggest p50/p95, with the
// server's CPU time per request (its own process: PostgreSQL's work is not in it), then the median of each
// over the rounds and the after/before ratio of each median.

import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type SpawnedServer, spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { createQueryDraw, equalAnswers } from './search-queries.ts';
import { cpuMs, type LoadResult, load } from './support.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    'before-database': { type: 'string' },
    'after-database': { type: 'string' },
    engine: { type: 'string', default: 'memory' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,50' },
    queries: { type: 'string', default: '240' },
    profile: { type: 'string' },
  },
});
if (!values.before || !values['before-database'] || !values['after-database']) {
  console.error(
    'Give --before DIR, --before-database URL and --after-database URL (see the top of this file).',
  );
  process.exit(1);
}
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connectionCounts = values.connections.split(',').map(Number);

// npm runs this in bench/: a relative checkout is read from where npm was called.
const checkout = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
const builds = [
  { name: 'before', root: checkout(values.before), database: values['before-database'] },
  {
    name: 'after',
    root: checkout(values.after ?? path.resolve(import.meta.dirname, '..')),
    database: values['after-database'],
  },
] as const;

const servers: SpawnedServer[] = [];
try {
  for (const build of builds) {
    const starting = performance.now();
    servers.push(
      await spawnServer({
        root: build.root,
        env: { DATABASE_URL: build.database, SEARCH_ENGINE: values.engine },
        timeoutMs: 900_000,
        nodeFlags: values.profile
          ? ['--cpu-prof', `--cpu-prof-dir=${path.join(checkout(values.profile), build.name)}`]
          : [],
      }),
    );
    console.log(
      `${build.name}: ${build.root} on ${build.database}, engine ${values.engine}, ready in ${((performance.now() - starting) / 1000).toFixed(1)} s`,
    );
  }

  const db = new pg.Client({ connectionString: builds[1].database });
  await db.connect();
  const draw = createQueryDraw(db);
  const words = await draw.buyerWords();
  const { headline, mixed } = await draw.buildQueries(servers[1]!.baseUrl, Number(values.queries));
  const suggest = draw.suggestPaths(words);
  await db.end();
  const equal = await equalAnswers(
    servers.map((s) => s.baseUrl),
    [...headline, ...mixed],
  );
  console.log(
    `Queries: ${headline.length} keyword + two filters + sort, ${mixed.length} mixed, ${equal.length} of both answered with the same number of cards, ${suggest.length} suggestion prefixes; ${seconds} s a load`,
  );

  const loads = [
    ...connectionCounts.flatMap((connections) => [
      { label: `searchPage filtered ${connections}c`, paths: headline, connections },
      { label: `searchPage mixed ${connections}c`, paths: mixed, connections },
      { label: `searchPage equal ${connections}c`, paths: equal, connections },
    ]),
    { label: 'suggest 10c', paths: suggest, connections: 10 },
  ];
  // JIT and buffer cache, not counted.
  for (const server of servers) await load(server.baseUrl, mixed, 10, 3);

  const results = new Map<string, (LoadResult & { cpuPerRequest: number })[]>();
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? [0, 1] : [1, 0];
    for (const index of order) {
      const cells: string[] = [];
      for (const { label, paths, connections } of loads) {
        const server = servers[index]!;
        const cpuBefore = cpuMs(server.pid);
        const loaded = await load(server.baseUrl, paths, connections, seconds);
        const result = { ...loaded, cpuPerRequest: (cpuMs(server.pid) - cpuBefore) / loaded.requests };
        if (result.errors > 0 || result.non2xx > 0) {
          console.log(`  ${builds[index]!.name} ${label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
        }
        const key = `${builds[index]!.name} ${label}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        cells.push(
          `${label} ${result.p50.toFixed(1)}/${result.p95.toFixed(1)}/${result.cpuPerRequest.toFixed(2)}`,
        );
      }
      console.log(`round ${round} ${builds[index]!.name.padEnd(6)} p50/p95/cpu ms: ${cells.join(' | ')}`);
    }
  }

  const median = (numbers: number[]) => {
    const sorted = [...numbers].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  console.log(
    `\nMedians over ${rounds} rounds (ms; cpu: the server's CPU time per request), engine ${values.engine}:`,
  );
  const columns = ['p50', 'p95', 'cpu'] as const;
  console.log(
    `${'load'.padEnd(24)}${columns.map((c) => `before ${c}`.padStart(12)).join('')}${columns.map((c) => `after ${c}`.padStart(11)).join('')}${columns.map((c) => `ratio ${c}`.padStart(11)).join('')}`,
  );
  for (const { label } of loads) {
    const [b, a] = builds.map((build) => {
      const list = results.get(`${build.name} ${label}`)!;
      return {
        p50: median(list.map((r) => r.p50)),
        p95: median(list.map((r) => r.p95)),
        cpu: median(list.map((r) => r.cpuPerRequest)),
      };
    }) as [Record<(typeof columns)[number], number>, Record<(typeof columns)[number], number>];
    console.log(
      `${label.padEnd(24)}${columns.map((c) => b[c].toFixed(2).padStart(12)).join('')}${columns.map((c) => a[c].toFixed(2).padStart(11)).join('')}${columns.map((c) => (a[c] / b[c]).toFixed(2).padStart(11)).join('')}`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
}
