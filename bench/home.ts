// The home page benchmark of issue 2: server-rendered home at demo scale, 20 connections, on PGlite
// and on PostgreSQL (requests per second, p50/p95/p99), and the page weight for first paint (gzipped).
// Usage: npm run bench -- [--seconds 20] [--postgres postgres://postgres@127.0.0.1:5432/test]

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CITIES } from '@stallhub/contracts';
import { spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { formatLoad, freshPostgres, load } from './support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const homes = CITIES.map((city) => `/${city}`);

async function pageWeight(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/gz`)).text();
  const assets = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]+href="([^"]+)"/g))
    assets.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:\(\s*)?"(\/assets\/[^"]+\.js)"/g)) assets.add(m[1]!);
  let total = gzipSync(html).length;
  const lines = [`  HTML                ${(gzipSync(html).length / 1024).toFixed(1)} KB`];
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(new URL(asset, baseUrl))).arrayBuffer());
    const size = gzipSync(body).length;
    total += size;
    lines.push(`  ${asset.padEnd(40)} ${(size / 1024).toFixed(1)} KB`);
  }
  return { total, lines };
}

async function benchOne(label: string, env: Record<string, string>) {
  const started = Date.now();
  const server = await spawnServer({ env, timeoutMs: 900_000 });
  console.log(`${label}: started (migrate + seed) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    await load(server.baseUrl, homes, connections, 3); // warm caches and JIT
    const result = await load(server.baseUrl, homes, connections, seconds);
    console.log(formatLoad(`${label} home, ${connections} conns`, result));
    return server.baseUrl;
  } finally {
    await server.stop();
  }
}

const pglite = await spawnServer({ timeoutMs: 900_000 });
try {
  const weight = await pageWeight(pglite.baseUrl);
  console.log(`Home page weight for first paint (gzipped): ${(weight.total / 1024).toFixed(1)} KB`);
  for (const line of weight.lines) console.log(line);
} finally {
  await pglite.stop();
}

await benchOne('PGlite', {});
// Every request rendered: what a signed-in buyer (never cached) costs.
await benchOne('PGlite, no page cache', { PAGE_CACHE_TTL_MS: '0' });
if (!values['skip-postgres']) {
  const database = await freshPostgres(values.postgres, 'stallhub_bench_home');
  try {
    await benchOne('PostgreSQL', { DATABASE_URL: database.url });
    await benchOne('PostgreSQL, no page cache', { DATABASE_URL: database.url, PAGE_CACHE_TTL_MS: '0' });
  } finally {
    await database.drop();
  }
}
