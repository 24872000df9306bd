// The listing sync benchmark of issue 14 point 6 (decision 057): a buyer's listings on the platform
// sandbox's Douyin shop (pushed by a batch, priced by a markup rule), then the stall changes prices in the
// catalogue, as its own writes would. Prints p50/p95 from the committed price change to the moment the
// sandbox shop shows the listing's new marked-up price: first one change at a time, then a burst of every
// listed item changed in one statement. The server is the compiled one on a fresh PostgreSQL database
// with its default timings (the item-changes feed every 200 ms); the sandbox runs as its own process.
//   npm run bench:listing-sync -- --listings 100 --changes 60 --postgres postgres://postgres@127.0.0.1:5432/test

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markedUpCents } from '@stallhub/contracts';
import pg from 'pg';
import { freePort } from '../apps/server/src/testing/spawn-server.ts';
import { buyerSession, freshPostgres, healthy, runLogged, startSandboxProcess } from './support.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100' },
    changes: { type: 'string', default: '60' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const LISTINGS = Number(values.listings);
const CHANGES = Number(values.changes);
const RULE = { channel: 'douyin', multiplier: 1.8, add: 5, rounding: 'nine' } as const;
/** How often the shop page is read while waiting for a price: the figures are this coarse. */
const PROBE_MS = 20;
const log = fs.createWriteStream(path.join(os.tmpdir(), 'stallhub-bench-listing-sync.log'), { flags: 'a' });

const database = await freshPostgres(values.postgres, 'stallhub_bench_listing_sync');
const [port, sandboxPort] = [await freePort(), await freePort()];
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-bench-sync-'));
const sandbox = await startSandboxProcess({ port: sandboxPort, baseUrl, channels: ['douyin'], log });
const server = runLogged(
  [process.execPath, 'apps/server/dist/main.js'],
  {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    ...sandbox.serverEnv,
  },
  log,
);
await healthy(`${baseUrl}/healthz`, server, log);
const db = new pg.Client({ connectionString: database.url });
await db.connect();

const buyer = buyerSession(baseUrl);
const api = buyer.api;

/** Each listing's price on the sandbox shop page, by the platform's item id. */
async function shopPrices(): Promise<Map<string, string>> {
  const page = await (await fetch(`${sandbox.url}/shops/douyin/douyin-normal`)).text();
  const prices = new Map<string, string>();
  for (const match of page.matchAll(/id="item-(\d+)"[\s\S]*?<p class="price">¥([\d.]+)<\/p>/g)) {
    prices.set(match[1]!, match[2]!);
  }
  return prices;
}

/** Sets the stall's price of the items (item and SKUs, one statement) and waits until each shows on the shop. */
async function changeAndWait(listings: { itemId: number; toItemId: string }[], yuan: number) {
  const wanted = (markedUpCents(yuan, RULE) / 100).toFixed(2);
  const ids = listings.map((listing) => listing.itemId);
  await db.query(
    `with changed as (update items set price = $2 where id = any($1) returning id)
     update skus set price = $2 where item_id in (select id from changed)`,
    [ids, yuan],
  );
  const changedAt = performance.now();
  const took = new Map<string, number>();
  const deadline = changedAt + 120_000;
  while (took.size < listings.length && performance.now() < deadline) {
    const prices = await shopPrices();
    const seenAt = performance.now();
    for (const { toItemId } of listings) {
      if (!took.has(toItemId) && prices.get(toItemId) === wanted) took.set(toItemId, seenAt - changedAt);
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
  if (took.size < listings.length) throw new Error(`${listings.length - took.size} listings never synced`);
  return [...took.values()];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const figures = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${label}: ${sorted.length} listings, p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

try {
  await buyer.signIn('buyer@demo.stallhub', 'stallhub-demo');
  await buyer.authorise(sandbox.url, 'douyin', 'douyin-normal');
  await api('POST', '/apic/listing/markup/save', RULE);

  // The buyer's listings: one batch (up to 200, the spec's limit) pushed to the Douyin shop.
  const { rows } = await db.query<{ id: number }>(
    `select i.id from items i where i.status = 1 and i.transaction_mode = 1
       and exists (select 1 from skus s where s.item_id = i.id) order by i.id limit $1`,
    [LISTINGS],
  );
  const added = await (
    await api('POST', '/apic/multiupload/taobao/task/add', {
      itemVidList: rows.map((r) => r.id),
      channelId: 18,
    })
  ).json();
  if (added.code !== 200) throw new Error(`add answered ${JSON.stringify(added)}`);
  await api('POST', '/apic/multiupload/taobao/task/confirm', { batchId: added.data.batchId });
  for (;;) {
    const { rows: left } = await db.query<{ n: string }>(
      `select count(*) n from listing_batch_items where batch_id = $1 and status in ('waiting', 'running')`,
      [added.data.batchId],
    );
    if (Number(left[0]!.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows: listings } = await db.query<{ itemId: number; toItemId: string }>(
    `select item_id "itemId", to_item_id "toItemId" from listing_uploads where status = 'listed' order by item_id`,
  );
  // The pushes' own changes (none to the catalogue) settle before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  // 1. One change at a time: the latency a stall meets when it edits one item.
  const single: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    single.push(...(await changeAndWait([listings[i % listings.length]!], 30 + i)));
  }
  console.log(figures('one price change at a time', single));

  // 2. Every listed item changed at once: the queue of syncs drains behind the platform calls.
  const burst = await changeAndWait(listings, 123.45);
  console.log(
    `${figures(`a burst of ${listings.length} changes`, burst)}; load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await db.end();
  server.kill('SIGTERM');
  sandbox.child.kill('SIGTERM');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
