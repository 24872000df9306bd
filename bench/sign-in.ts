// The sign-in benchmark of issue "Accounts" (figures to report): password sign-in (POST /apic/login)
// throughput and p50/p95/p99 at 10 and 50 connections on a fresh PostgreSQL database, then the
// server-render time of the same pages for a guest and for a signed-in buyer (/gz and an item page).
//   npm run bench:sign-in -- --seconds 20 --postgres postgres://postgres@127.0.0.1:5432/test
//
// Sign-ins rotate over many phone accounts, each from its own address (X-Forwarded-For, believed from
// loopback) and device, as real buyers arrive: one account or one address would meet the per-address
// rate limit and the captcha after 3 attempts in flight, which is the abuse guard, not sign-in's cost.
// Every account carries the same argon2id hash (one hash computed, copied), so each check costs the same.

import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ARGON2_OPTIONS, hashPassword } from '../apps/server/src/modules/users/index.ts';
import { spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { formatLoad, freshPostgres, type LoadResult } from './support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    accounts: { type: 'string', default: '1000' },
    'render-seconds': { type: 'string', default: '10' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const seconds = Number(values.seconds);
const accountCount = Number(values.accounts);
const renderSeconds = Number(values['render-seconds']);
const PASSWORD = 'bench-password-1';
const firstPhone = 15_800_000_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs autocannon and times every response itself (autocannon reports no p95); counts status codes. */
async function run(options: autocannon.Options): Promise<LoadResult & { byStatus: Record<number, number> }> {
  const latencies: number[] = [];
  const byStatus: Record<number, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    byStatus,
  };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
console.log(`machine: ${os.cpus().length} cores, load average (1/5/15 min) at start ${load()}`);
console.log(
  `argon2id: memoryCost ${ARGON2_OPTIONS.memoryCost} KiB (${ARGON2_OPTIONS.memoryCost / 1024} MiB), ` +
    `timeCost ${ARGON2_OPTIONS.timeCost}, parallelism ${ARGON2_OPTIONS.parallelism}`,
);

const database = await freshPostgres(values.postgres, 'bench_signin');
// Every page rendered (no 5 s guest cache), so guest and buyer pages are compared render for render.
const server = await spawnServer({
  env: { DATABASE_URL: database.url, PAGE_CACHE_TTL_MS: '0' },
  timeoutMs: 900_000,
});
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  const started = performance.now();
  const hash = await hashPassword(PASSWORD);
  console.log(`one argon2id hash here and now: ${(performance.now() - started).toFixed(0)} ms`);
  await db.query(
    `insert into users (mobile, mobile_confirmed, password_hash, nickname)
     select (${firstPhone} + n)::text, true, $1, 'bench ' || n from generate_series(0, $2 - 1) as n`,
    [hash, accountCount],
  );

  let next = 0;
  const signIn = (connections: number) =>
    run({
      url: server.baseUrl,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/apic/login',
          setupRequest: (request) => {
            const n = next++ % accountCount;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                origin: server.baseUrl,
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                'device-id': `bench-device-${n}`,
              },
              body: JSON.stringify({ username: String(firstPhone + n), password: PASSWORD }),
            };
          },
        },
      ],
    });

  await signIn(4).catch(() => undefined); // warm the JIT and the pools
  // The envelope's code travels in the body (a 509 captcha answer is HTTP 200): count the sessions opened.
  const sessionCount = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;
  for (const connections of [10, 50]) {
    const before = await sessionCount();
    const result = await signIn(connections);
    console.log(
      formatLoad(`password sign-in, ${connections} conns`, result),
      JSON.stringify(result.byStatus),
    );
    console.log(`  sessions opened: ${(await sessionCount()) - before}; load average after: ${load()}`);
  }

  // A signed-in buyer's cookie, and an item to open.
  const login = await fetch(`${server.baseUrl}/apic/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, 'device-id': 'bench-device-0' },
    body: JSON.stringify({ username: String(firstPhone), password: PASSWORD }),
  });
  const sid = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!sid) throw new Error(`sign-in failed: ${login.status}`);
  const {
    rows: [item],
  } = await db.query<{ vid: string }>(`select vid from items where status = 1 order by id limit 1`);

  // One connection: the time to render one page, not the queue in front of it.
  for (const path of ['/gz', `/item/${item!.vid}`]) {
    for (const [who, headers] of [
      ['guest', {}],
      ['signed-in buyer', { cookie: sid }],
    ] as const) {
      const page = () =>
        run({
          url: server.baseUrl,
          connections: 1,
          duration: renderSeconds,
          requests: [{ method: 'GET', path, headers }],
        });
      await run({
        url: server.baseUrl,
        connections: 1,
        duration: 2,
        requests: [{ method: 'GET', path, headers }],
      });
      console.log(formatLoad(`render ${path.slice(0, 14)}, ${who}`, await page()));
    }
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  await db.end();
  await server.stop();
  await database.drop();
}
