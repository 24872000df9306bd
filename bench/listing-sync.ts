// The listing sync benchmark of issue 14 point 6 (decisions 057, 062): a buyer's listings on the platform
// sandbox's Douyin shop (pushed by a batch, priced by a markup rule), then the stall changes prices in the
// catalogue, as its own writes would. Prints p50/p95 from the committed price change to the moment the
// sandbox shop shows the listing's new marked-up price: first one change at a time, then a burst of every
// listed item changed in one statement. Then relists: items taken off shelf and put back one at a time,
// from the committed change to the shop showing the listing on sale again; and the buyer's markup rule
// changed, from the save's answer to the shop showing each listing's new price. The server is the
// compiled one on a fresh PostgreSQL database with its default timings (the item-changes feed every
// 200 ms); the sandbox runs as its own process.
//   npm run bench:listing-sync -- --listings 100 --changes 60 --relists 20 --postgres postgres://postgres@127.0.0.1:5432/test

import { parseArgs } from 'node:util';
import { markedUpCents } from '@stallhub/contracts';
import { loadAverage, openListingBench, percentile } from './listing-support.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100' },
    changes: { type: 'string', default: '60' },
    relists: { type: 'string', default: '20' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const LISTINGS = Number(values.listings);
const CHANGES = Number(values.changes);
const RELISTS = Number(values.relists);
const RULE = { channel: 'douyin', multiplier: 1.8, add: 5, rounding: 'nine' } as const;
const NEW_RULE = { channel: 'douyin', multiplier: 2.2, add: 0, rounding: 'whole' } as const;
/** How often the shop page is read while waiting for a listing: the figures are this coarse. */
const PROBE_MS = 20;

const bench = await openListingBench({
  name: 'listing-sync',
  channels: ['douyin'],
  postgres: values.postgres,
});
const { api, db } = bench;

/** Each listing on the sandbox shop page, by the platform's item id: its price and whether it is on sale. */
async function shopListings(): Promise<Map<string, { price: string; onSale: boolean }>> {
  const page = await bench.shopPage('douyin', 'douyin-normal');
  const listings = new Map<string, { price: string; onSale: boolean }>();
  for (const match of page.matchAll(
    /<article class="item( delisted)?" id="item-(\d+)"[\s\S]*?<p class="price">¥([\d.]+)<\/p>/g,
  )) {
    listings.set(match[2]!, { price: match[3]!, onSale: match[1] === undefined });
  }
  return listings;
}

type Listing = { itemId: number; toItemId: string };
type Shown = { price: string; onSale: boolean } | undefined;

/** Milliseconds from `since` until the shop shows every listing as `done` says, read every PROBE_MS. */
async function waitFor(listings: Listing[], since: number, done: (shown: Shown) => boolean) {
  const took = new Map<string, number>();
  const deadline = since + 120_000;
  while (took.size < listings.length && performance.now() < deadline) {
    const shown = await shopListings();
    const seenAt = performance.now();
    for (const { toItemId } of listings) {
      if (!took.has(toItemId) && done(shown.get(toItemId))) took.set(toItemId, seenAt - since);
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
  if (took.size < listings.length) throw new Error(`${listings.length - took.size} listings never synced`);
  return [...took.values()];
}

const setShelf = (listings: Listing[], status: 0 | 1) =>
  db.query('update items set status = $2 where id = any($1)', [listings.map((l) => l.itemId), status]);

/** Sets the stall's price of the items (item and SKUs, one statement) and waits until each shows on the shop. */
async function changeAndWait(listings: Listing[], yuan: number) {
  const wanted = (markedUpCents(yuan, RULE) / 100).toFixed(2);
  const ids = listings.map((listing) => listing.itemId);
  await db.query(
    `with changed as (update items set price = $2 where id = any($1) returning id)
     update skus set price = $2 where item_id in (select id from changed)`,
    [ids, yuan],
  );
  return waitFor(listings, performance.now(), (shown) => shown?.price === wanted);
}

const figures = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${label}: ${sorted.length} listings, p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

try {
  await bench.authorise('douyin', 'douyin-normal');
  await api('POST', '/apic/listing/markup/save', RULE);

  // The buyer's listings: one batch (up to 200, the spec's limit) pushed to the Douyin shop.
  const added = await (
    await api('POST', '/apic/multiupload/taobao/task/add', {
      itemVidList: await bench.listableItems(LISTINGS),
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
  console.log(`${figures(`a burst of ${listings.length} changes`, burst)}; load ${loadAverage()}`);

  // 3. Relists: taken off shelf (not timed), then put back one at a time.
  const relisted = listings.slice(0, RELISTS);
  await setShelf(relisted, 0);
  await waitFor(relisted, performance.now(), (shown) => shown?.onSale === false);
  const relists: number[] = [];
  for (const listing of relisted) {
    await setShelf([listing], 1);
    relists.push(...(await waitFor([listing], performance.now(), (shown) => shown?.onSale === true)));
  }
  console.log(figures('relisted when back on shelf, one at a time', relists));

  // 4. The buyer's markup rule changes: every live listing repriced, timed from sending the save.
  const clicked = performance.now();
  const saved = await api('POST', '/apic/listing/markup/save', NEW_RULE);
  if (saved.status !== 200) throw new Error(`markup save answered ${saved.status}`);
  const answeredMs = performance.now() - clicked;
  const wanted = (markedUpCents(123.45, NEW_RULE) / 100).toFixed(2);
  const repriced = await waitFor(listings, clicked, (shown) => shown?.price === wanted);
  console.log(
    `${figures('repriced after a markup rule change', repriced)}; the save answered in ${answeredMs.toFixed(0)} ms; load ${loadAverage()}`,
  );
} finally {
  await bench.close();
}
