// The batch upload benchmark of issue 14 (decision 045): batches of 500 items in all (200 per batch, the
// spec's limit) pushed to the platform sandbox's Douyin shop on a fresh PostgreSQL database, then 500
// more to the Kuaishou shop with the server killed (SIGKILL) in the middle and started again. Prints
// items per second and p50/p95 per item (an attempt's claim to its recorded outcome), and after the kill:
// items lost (not listed once the batches end) and items listed twice on the platform. The sandbox runs
// as its own process, so its shops outlive the server's death.
//   npm run bench:listing-batch -- --items 500 --postgres postgres://postgres@127.0.0.1:5432/test

import { parseArgs } from 'node:util';
import { loadAverage, openListingBench, percentile } from './listing-support.ts';

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

const bench = await openListingBench({
  name: 'listing-batch',
  channels: ['douyin', 'kuaishou'],
  serverEnv: { LISTING_BATCH_CONCURRENCY: values.concurrency, JOB_LEASE_MS: String(LEASE_MS) },
  postgres: values.postgres,
});
const { api, db } = bench;

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
  const page = await bench.shopPage(channel, shop);
  const listings = ids.map((id) => page.split(`Outer id ${id} `).length - 1);
  return {
    statuses: Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])),
    lost: listings.filter((n) => n === 0).length,
    twice: listings.filter((n) => n > 1).length,
  };
}

try {
  await bench.authorise('douyin', 'douyin-normal');
  await bench.authorise('kuaishou', 'kuaishou-normal');
  const ids = await bench.listableItems(ITEMS * 2);
  if (ids.length < ITEMS * 2) throw new Error(`only ${ids.length} listable items in the demo catalogue`);
  const first = ids.slice(0, ITEMS);
  const second = ids.slice(ITEMS);

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
    `clean: ${ITEMS} items in ${seconds.toFixed(1)} s = ${(ITEMS / seconds).toFixed(1)} items/s at ${values.concurrency} pushes at once; per item p50 ${percentile(perItem, 0.5).toFixed(0)} ms, p95 ${percentile(perItem, 0.95).toFixed(0)} ms; ${JSON.stringify(cleanOutcome)}; load ${loadAverage()}`,
  );

  // 2. kill -9 in the middle, then a restart: the leases run out and the jobs are claimed again.
  const crashed = await confirmAll(17, second);
  while ((await waitingIn(crashed)) > ITEMS * 0.6) await new Promise((resolve) => setTimeout(resolve, 20));
  const waitingAtKill = await waitingIn(crashed);
  await bench.killServer();
  const restarted = performance.now();
  await bench.startServer();
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
  await bench.close();
}
