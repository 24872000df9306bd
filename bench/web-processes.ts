// Issue 28's scaling figure (decision 088): requests per second with 1 and 2 web processes on one
// machine (WEB_CONCURRENCY), and with 2 machines simulated as 2 process groups (two starts of ROLE=web on
// their own ports, the load split between them), each beside one ROLE=worker, over one PostgreSQL
// database holding the demo catalogue. The load: item pages and filtered searches as a guest with the
// page cache off (every request rendered), round-robin over `--items` items.
//   npm run web-processes -w @stallhub/bench -- --seconds 15 --connections 10

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../apps/server/src/testing/spawn-server.ts';
import {
  benchServerEnv,
  formatLoad,
  freshPostgres,
  healthy,
  type LoadResult,
  load,
  loadAverage,
  runLogged,
} from './support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    items: { type: 'string', default: '200' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const log = fs.createWriteStream(path.join(os.tmpdir(), 'stallhub-bench-web-processes.log'), { flags: 'a' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-bench-web-processes-'));
const database = await freshPostgres(values.postgres, 'stallhub_bench_web_processes');

/** Starts `ROLE=role` on a free port with these settings; answers its address and a stop. */
async function start(role: 'web' | 'worker' | 'all', extra: Record<string, string>) {
  const port = await freePort();
  const env = benchServerEnv(port, dataDir, database.url, { ROLE: role, PAGE_CACHE_TTL_MS: '0', ...extra });
  const child = runLogged([process.execPath, 'apps/server/dist/main.js'], env, log);
  const baseUrl = `http://127.0.0.1:${port}`;
  await healthy(`${baseUrl}/healthz`, child, log);
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function loadPaths() {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query<{ vid: string }>(
    'select vid from items where status = 1 and city = $1 order by id limit $2',
    ['gz', Number(values.items)],
  );
  await db.end();
  const searches = ['卫衣', '连衣裙', '牛仔裤', '外套', 'T恤'].map(
    (q) => `/apif/searchPage?q=${encodeURIComponent(q)}&city=gz&lang=cn&sort=newest&page=1&pageSize=40`,
  );
  return [...rows.map((row) => `/item/${row.vid}`), ...searches];
}

/** Loads the groups at once, the connections split between them; answers the figures summed. */
async function loadGroups(baseUrls: string[], paths: string[]): Promise<LoadResult> {
  const each = await Promise.all(
    baseUrls.map((baseUrl) => load(baseUrl, paths, Math.max(1, connections / baseUrls.length), seconds)),
  );
  const requests = each.reduce((sum, r) => sum + r.requests, 0);
  const weighted = (key: 'p50' | 'p95' | 'p99') =>
    each.reduce((sum, r) => sum + r[key] * r.requests, 0) / requests;
  return {
    requests,
    errors: each.reduce((sum, r) => sum + r.errors, 0),
    non2xx: each.reduce((sum, r) => sum + r.non2xx, 0),
    rps: each.reduce((sum, r) => sum + r.rps, 0),
    p50: weighted('p50'),
    p95: Math.max(...each.map((r) => r.p95)),
    p99: Math.max(...each.map((r) => r.p99)),
  };
}

try {
  console.log(`seeding the demo catalogue into ${database.url} (a minute or two)`);
  const seeder = await start('all', { SEED_DEMO: '1', WEB_CONCURRENCY: '1' });
  await seeder.stop();
  const paths = await loadPaths();
  console.log(
    `${os.availableParallelism()} cores; ${paths.length} paths; ${connections} connections, ${seconds} s each`,
  );
  const worker = await start('worker', { SEED_DEMO: '0' });
  const figures: [string, LoadResult][] = [];
  for (const [label, groups, perGroup] of [
    ['1 web process', 1, '1'],
    ['2 web processes (WEB_CONCURRENCY=2)', 1, '2'],
    ['2 process groups of 1 (2 machines)', 2, '1'],
  ] as const) {
    const started = await Promise.all(
      Array.from({ length: groups }, () => start('web', { SEED_DEMO: '0', WEB_CONCURRENCY: perGroup })),
    );
    const urls = started.map((s) => s.baseUrl);
    await loadGroups(urls, paths.slice(0, 20)); // warm-up: JIT and the copies' first look
    const result = await loadGroups(urls, paths);
    figures.push([label, result]);
    console.log(`${formatLoad(label, result)}  load ${loadAverage()}`);
    await Promise.all(started.map((s) => s.stop()));
  }
  const base = figures[0]![1].rps;
  for (const [label, r] of figures.slice(1))
    console.log(`${label}: ${(r.rps / base).toFixed(2)}x the req/s of one`);
  await worker.stop();
} finally {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
