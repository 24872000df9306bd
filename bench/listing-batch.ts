// The batch upload benchmark of issue 14 (decision 045): batches of 500 items in all (200 per batch, the
// spec's limit) pushed to the platform sandbox's Douyin shop on a fresh PostgreSQL database, then 500
// more to the Kuaishou shop with the server killed (SIGKILL) in the middle and started again. Prints
// items per second and p50/p95 per item (an attempt's claim to its recorded outcome), and after the kill:
// items lost (not listed once the batches end) and items listed twice on the platform. The sandbox runs
// as its own process, so its shops outlive the server's death.
//   npm run bench:listing-batch -- --items 500 --postgres postgres://postgres@127.0.0.1:5432/test

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../apps/server/src/testing/spawn-server.ts';
import { buyerSession, freshPostgres, healthy, runLogged, startSandboxProcess } from './support.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '4' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const ITEMS = Number(values.items);
const BATCH = 200;
const LEASE_MS = 10_000;
const log = fs.createWriteStream(path.join(os.tmpdir(), 'stallhub-bench-listing-batch.log'), { flags: 'a' });

const database = await freshPostgres(values.postgres, 'stallhub_bench_listing_batch');
const [port, sandboxPort] = [await freePort(), await freePort()];
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-bench-batch-'));
const sandbox = await startSandboxProcess({
  port: sandboxPort,
  baseUrl,
  channels: ['douyin', 'kuaishou'],
  log,
});
const sandboxUrl = sandbox.url;

const serverEnv = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  LISTING_BATCH_CONCURRENCY: values.concurrency,
  JOB_LEASE_MS: String(LEASE_MS),
  ...sandbox.serverEnv,
};
const startServer = async () => {
  const child = runLogged([process.execPath, 'apps/server/dist/main.js'], serverEnv, log);
  await healthy(`${baseUrl}/healthz`, child, log);
  return child;
};
let server = await startServer();
const db = new pg.Client({ connectionString: database.url });
await db.connect();

const buyer = buyerSession(baseUrl);
const api = buyer.api;

/** Confirms batches of `ids` (200 at most each) to the platform; answers their ids. */
async function confirmAll(channelId: number, ids: number[]) {
  const batchIds: string[] = [];
  for (let at = 0; at < ids.length; at += BATCH) {
    const added = await (
      await api('POST', '/apic/multiupload/taobao/task/add', {
        itemVidList: ids.slice(at, at + BATCH),
        channelId,
      })
    ).json();
    if (added.code !== 200) throw new Error(`add answered ${JSON.stringify(added)}`);
    batchIds.push(added.data.batchId);
  }
  for (const batchId of batchIds) await api('POST', '/apic/multiupload/taobao/task/confirm', { batchId });
  return batchIds;
}

async function waitingIn(batchIds: string[]) {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) n from listing_batch_items where batch_id = any($1) and status in ('waiting', 'running')`,
    [batchIds],
  );
  return Number(rows[0]!.n);
}

async function outcome(batchIds: string[], channel: string, shop: string, ids: number[]) {
  const { rows } = await db.query<{ status: string; n: string }>(
    `select status, count(*) n from listing_batch_items where batch_id = any($1) group by status`,
    [batchIds],
  );
  const page = await (await fetch(`${sandboxUrl}/shops/${channel}/${shop}`)).text();
  const listings = ids.map((id) => page.split(`Outer id ${id} `).length - 1);
  return {
    statuses: Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])),
    lost: listings.filter((n) => n === 0).length,
    twice: listings.filter((n) => n > 1).length,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

try {
  await buyer.signIn('buyer@demo.stallhub', 'stallhub-demo');
  await buyer.authorise(sandboxUrl, 'douyin', 'douyin-normal');
  await buyer.authorise(sandboxUrl, 'kuaishou', 'kuaishou-normal');
  const { rows } = await db.query<{ id: number }>(
    `select i.id from items i where i.status = 1 and i.transaction_mode = 1
       and exists (select 1 from skus s where s.item_id = i.id) order by i.id limit $1`,
    [ITEMS * 2],
  );
  if (rows.length < ITEMS * 2) throw new Error(`only ${rows.length} listable items in the demo catalogue`);
  const first = rows.slice(0, ITEMS).map((row) => row.id);
  const second = rows.slice(ITEMS).map((row) => row.id);

  // 1. A clean run: throughput and time per item.
  const started = performance.now();
  const clean = await confirmAll(18, first);
  while ((await waitingIn(clean)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - started) / 1000;
  const { rows: times } = await db.query<{ ms: number }>(
    `select extract(epoch from finished_at - claimed_at) * 1000 ms from jobs where group_key = any($1) and finished_at is not null`,
    [clean],
  );
  const perItem = times.map((row) => Number(row.ms)).sort((a, b) => a - b);
  const cleanOutcome = await outcome(clean, 'douyin', 'douyin-normal', first);
  console.log(
    `clean: ${ITEMS} items in ${seconds.toFixed(1)} s = ${(ITEMS / seconds).toFixed(1)} items/s at ${values.concurrency} pushes at once; per item p50 ${percentile(perItem, 0.5).toFixed(0)} ms, p95 ${percentile(perItem, 0.95).toFixed(0)} ms; ${JSON.stringify(cleanOutcome)}; load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  // 2. kill -9 in the middle, then a restart: the leases run out and the jobs are claimed again.
  const crashed = await confirmAll(17, second);
  while ((await waitingIn(crashed)) > ITEMS * 0.6) await new Promise((resolve) => setTimeout(resolve, 20));
  const waitingAtKill = await waitingIn(crashed);
  server.kill('SIGKILL');
  await new Promise((resolve) => server.once('exit', resolve));
  const restarted = performance.now();
  server = await startServer();
  while ((await waitingIn(crashed)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const { rows: retried } = await db.query<{ n: string }>(
    `select count(*) n from jobs where group_key = any($1) and attempts > 1`,
    [crashed],
  );
  const crashOutcome = await outcome(crashed, 'kuaishou', 'kuaishou-normal', second);
  console.log(
    `kill -9 with ${waitingAtKill} of ${ITEMS} waiting; finished ${((performance.now() - restarted) / 1000).toFixed(1)} s after the restart (lease ${LEASE_MS / 1000} s); ${retried[0]!.n} jobs claimed again; items lost ${crashOutcome.lost}, listed twice ${crashOutcome.twice}; ${JSON.stringify(crashOutcome.statuses)}`,
  );
  if (crashOutcome.lost > 0 || crashOutcome.twice > 0 || cleanOutcome.lost > 0 || cleanOutcome.twice > 0) {
    process.exitCode = 1;
  }
} finally {
  await db.end();
  server.kill('SIGTERM');
  sandbox.child.kill('SIGTERM');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
