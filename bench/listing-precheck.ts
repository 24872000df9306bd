// The precheck and direct upload benchmark of issue 14 ("Figures to report"): the upload drawer's precheck
// (POST /apic/v3/itemupload/precheck) and the direct Taobao upload (POST /apic/v2/itemupload/taobao) at
// 20 connections, each request from the next of many signed-in buyers, each with the sandbox Taobao shop
// authorised, and for the next item of the demo catalogue, so the uploads are pushes to the platform rather
// than "uploaded before" (201) answers from our own records. The server is the compiled one on a fresh
// PostgreSQL database with the demo seed; the platform sandbox runs as its own process. Prints req/s,
// p50/p95/p99, the envelope codes answered and the load average.
//   npm run bench:listing-precheck -- --seconds 20 --connections 20 --buyers 40 --port 4100

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ARGON2_OPTIONS, hashPassword } from '../apps/server/src/modules/users/index.ts';
import {
  benchServerEnv,
  buyerSession,
  cpuMs,
  formatLoad,
  freshPostgres,
  healthy,
  loadAverage,
  loadPosts,
  runLogged,
  startSandboxProcess,
} from './support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    buyers: { type: 'string', default: '40' },
    port: { type: 'string', default: '4100' },
    /** A directory for a V8 CPU profile of the server (written when it stops). */
    profile: { type: 'string' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const buyerCount = Number(values.buyers);
const PASSWORD = 'bench-password-1';
const firstPhone = 15_900_000_000;
const log = fs.createWriteStream(path.join(os.tmpdir(), 'stallhub-bench-listing-precheck.log'), {
  flags: 'a',
});

console.log(`machine: ${os.cpus().length} cores, load average (1/5/15 min) at start ${loadAverage()}`);
const database = await freshPostgres(values.postgres, 'stallhub_bench_listing_precheck');
const [port, sandboxPort] = [Number(values.port), Number(values.port) + 1];
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-bench-precheck-'));
const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
const sandbox = await startSandboxProcess({ port: sandboxPort, baseUrl, channels: ['taobao'], log });
const started = performance.now();
const server = runLogged(
  [process.execPath, ...profile, 'apps/server/dist/main.js'],
  benchServerEnv(port, dataDir, database.url, sandbox.serverEnv),
  log,
);
const db = new pg.Client({ connectionString: database.url });
try {
  await healthy(`${baseUrl}/healthz`, server, log);
  console.log(`server migrated, seeded and ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await db.connect();

  // Many buyers (one argon2id hash copied: the sign-ins are set-up, not measured), each signed in and with
  // the sandbox's normal Taobao shop authorised: one buyer's pushes run one at a time (decision 042).
  console.log(`argon2id memoryCost ${ARGON2_OPTIONS.memoryCost} KiB; signing in ${buyerCount} buyers`);
  await db.query(
    `insert into users (mobile, mobile_confirmed, password_hash, nickname)
     select (${firstPhone} + n)::text, true, $1, 'bench buyer ' || n from generate_series(0, $2 - 1) as n`,
    [await hashPassword(PASSWORD), buyerCount],
  );
  const cookies: string[] = [];
  for (let n = 0; n < buyerCount; n++) {
    const buyer = buyerSession(baseUrl);
    await buyer.signIn(String(firstPhone + n), PASSWORD, `10.9.${n >> 8}.${n & 255}`);
    await buyer.authorise('taobao', 'taobao-normal');
    cookies.push(buyer.cookie());
  }

  const { rows } = await db.query<{ id: number }>(
    `select i.id from items i where i.status = 1 and i.transaction_mode = 1
       and exists (select 1 from skus s where s.item_id = i.id) order by i.id`,
  );
  const itemIds = rows.map((row) => row.id);
  console.log(`${itemIds.length} listable items in the demo catalogue`);

  /** The next buyer and the next item, in turn: every request a different item until they run out. */
  const rotation = (body: (itemId: number) => object) => {
    let n = 0;
    return () => {
      const at = n++;
      return { cookie: cookies[at % cookies.length]!, body: body(itemIds[at % itemIds.length]!) };
    };
  };
  const codesOf = (codes: Map<number, number>) =>
    [...codes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([code, count]) => `${code}: ${count}`)
      .join(', ');

  // A short warm-up of each (JIT, pools, the sandbox's memory of picture sizes is not warmed: each item
  // pushed is new to it, as a real push's pictures are new to the platform).
  await loadPosts(
    baseUrl,
    '/apic/v3/itemupload/precheck',
    rotation((itemId) => ({ itemId })),
    4,
    3,
  );

  /** Each process's CPU time per answered request over a run: where the time goes, beside the latency. */
  const measured = async (run: () => ReturnType<typeof loadPosts>) => {
    const pids = { server: server.pid!, sandbox: sandbox.child.pid! };
    const before = { server: cpuMs(pids.server), sandbox: cpuMs(pids.sandbox) };
    const result = await run();
    const per = (name: keyof typeof pids) =>
      ((cpuMs(pids[name]) - before[name]) / Math.max(1, result.figures.requests)).toFixed(1);
    return { ...result, cpu: `CPU per request: server ${per('server')} ms, sandbox ${per('sandbox')} ms` };
  };

  const precheck = await measured(() =>
    loadPosts(
      baseUrl,
      '/apic/v3/itemupload/precheck',
      rotation((itemId) => ({ itemId })),
      connections,
      seconds,
    ),
  );
  console.log(`${formatLoad(`precheck, ${connections} conns`, precheck.figures)}  load ${precheck.load}`);
  console.log(`  codes: ${codesOf(precheck.codes)}; ${precheck.cpu}`);

  const upload = await measured(() =>
    loadPosts(
      baseUrl,
      '/apic/v2/itemupload/taobao',
      rotation((itemId) => ({ itemId, market: 'taobao', unCheckRecord: '2', btn: 2 })),
      connections,
      seconds,
    ),
  );
  console.log(`${formatLoad(`direct upload, ${connections} conns`, upload.figures)}  load ${upload.load}`);
  console.log(`  codes: ${codesOf(upload.codes)}; ${upload.cpu}`);
  const { rows: recorded } = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int n from listing_uploads group by status',
  );
  console.log(`  recorded uploads: ${recorded.map((row) => `${row.status} ${row.n}`).join(', ')}`);
} finally {
  await db.end().catch(() => undefined);
  // Both stop before the database goes (and write their profiles when asked for).
  await Promise.all(
    [server, sandbox.child].map((child) =>
      child.exitCode === null
        ? new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          })
        : undefined,
    ),
  );
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
