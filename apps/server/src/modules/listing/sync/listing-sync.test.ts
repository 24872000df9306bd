import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { markedUpCents, shopCallbackPath, type UploadRecord } from '@stallhub/contracts';
import { type RunningSandbox, startSandbox } from '@stallhub/platform-sandbox';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env.ts';
import type { ChannelAdapter } from '../../../outside/channels/channel-adapter.ts';
import { configuredChannels } from '../../../outside/channels/channels.ts';
import { createServices, type Services } from '../../../services.ts';
import { BUYER, DEMO_PASSWORD, get, post, STALL, signIn, TEST_CAPTCHA } from '../../../testing/http-calls.ts';
import { openSeededTestApp, type SeededTestApp } from '../../../testing/seeded-test-app.ts';
import { ensureDemoAccounts } from '../../users/index.ts';
import { SYNC_QUEUE } from './listing-sync.ts';

// Listings stay in step (issue 14 point 6, decision 057), on a real database: two buyers push one item
// to their sandbox Taobao shops, then the stall changes it in the catalogue. The item-changes feed is
// drained by hand (the app's own timer is off in tests) and a sync worker of another "process" on the
// same database runs the jobs, through an adapter that counts the platform calls.

const APP_SECRET = 'listing-sync-tests-app-secret-of-32-characters+';
const CLIENT = { clientId: 'stallhub-taobao-shop', clientSecret: 'listing-sync-test-client-secret' };
const DAY_MS = 24 * 60 * 60_000;
const RULE_A = { channel: 'taobao', multiplier: 1.8, add: 5, rounding: 'nine' } as const;
const RULE_B = { channel: 'taobao', multiplier: 2, add: 0, rounding: 'whole' } as const;
let pictures: { origin: string; server: Server };
let sandbox: RunningSandbox;
/** The sandbox platform's clock runs ahead by this much: a month ahead, every token it gave has expired. */
let sandboxAheadMs = 0;
let t: SeededTestApp;
let buyerA: Record<string, string>;
let buyerB: Record<string, string>;
let worker: Services;
const calls = { update: 0, delist: 0 };

async function startPictures() {
  const made = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const size = /\/size-(\d+)x(\d+)\//.exec(request.url ?? '');
    const key = size ? `${size[1]}x${size[2]}` : '800x800';
    let png = made.get(key);
    if (!png) {
      const [width, height] = key.split('x').map(Number) as [number, number];
      png = await sharp({ create: { width, height, channels: 3, background: '#d8cfc0' } })
        .png()
        .toBuffer();
      made.set(key, png);
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The buyer authorises `shopId` as their Taobao shop: the app's address, the seller's consent, the callback. */
async function authorise(cookies: Record<string, string>, shopId: string) {
  const { body } = await get(t.app, '/apic/listing/authorise?channel=taobao', { cookies });
  const page = await (await fetch(body.data.url)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
  const decided = await fetch(`${sandbox.baseUrl}/open/taobao/oauth/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, shop: shopId, decision: 'allow' }),
    redirect: 'manual',
  });
  const back = new URL(decided.headers.get('location')!);
  expect((await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies })).statusCode).toBe(
    302,
  );
}

/** Pushes the item to the buyer's shop; answers the platform's item id. Shop B takes 3:4 pictures. */
async function push(cookies: Record<string, string>, itemId: number, portrait = false) {
  const { body } = await post(
    t.app,
    '/apic/v2/itemupload/taobao?lang=en',
    {
      itemId,
      unCheckRecord: '2',
      ...(portrait ? { imageUrls: ['/storage/crops/size-750x1000/1.jpg'] } : {}),
    },
    { cookies },
  );
  expect(body.code).toBe(200);
  return body.data.toItemId as string;
}

/** The listing as the sandbox shop page shows it. */
async function listing(shopId: string, toItemId: string) {
  const page = await (await fetch(`${sandbox.baseUrl}/shops/taobao/${shopId}`)).text();
  const start = page.indexOf(`id="item-${toItemId}"`);
  return page.slice(start, page.indexOf('</article>', start));
}

async function history(cookies: Record<string, string>, itemId: number): Promise<UploadRecord> {
  const { body } = await post(t.app, '/apic/user/favoriteUpload/list?lang=en', {}, { cookies });
  return (body.data.list as UploadRecord[]).find((record) => record.itemId === itemId)!;
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The stall's change reaches the feed, and every sync it queued has run. */
async function syncsRun() {
  await worker.searchIndexFeed.drain();
  await until(
    () =>
      t.rows<{ n: number }>(
        sql`select count(*)::int as n from jobs where queue = ${SYNC_QUEUE} and status in ('waiting', 'running')`,
      ),
    (rows) => rows[0]!.n === 0,
  );
}

const setPrice = (itemId: number, yuan: number) =>
  t.database.db.execute(sql`
    with item as (update items set price = ${yuan} where id = ${itemId} returning id)
    update skus set price = ${yuan} where item_id in (select id from item)`);

let itemIds: number[] = [];
const nextItem = () => itemIds.shift()!;

beforeAll(async () => {
  pictures = await startPictures();
  sandbox = await startSandbox({
    clients: [],
    listingClients: [
      {
        channel: 'taobao',
        ...CLIENT,
        redirectUris: [new URL(shopCallbackPath('taobao'), pictures.origin).href],
      },
    ],
    imageOrigins: [pictures.origin],
    now: () => Date.now() + sandboxAheadMs,
  });
  const settings = {
    PUBLIC_ORIGIN: pictures.origin,
    APP_SECRET,
    CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
    TAOBAO_SHOP_CLIENT_ID: CLIENT.clientId,
    TAOBAO_SHOP_CLIENT_SECRET: CLIENT.clientSecret,
    TAOBAO_OPEN_API_URL: `${sandbox.baseUrl}/open/taobao`,
    LISTING_BATCH_CONCURRENCY: '0',
  };
  t = await openSeededTestApp({ env: settings });
  await ensureDemoAccounts(t.database.db);
  buyerA = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
  buyerB = { sid: (await signIn(t.app, STALL, DEMO_PASSWORD)).sid! };
  await authorise(buyerA, 'taobao-normal');
  await authorise(buyerB, 'taobao-portrait');
  expect((await post(t.app, '/apic/listing/markup/save', RULE_A, { cookies: buyerA })).status).toBe(200);
  expect((await post(t.app, '/apic/listing/markup/save', RULE_B, { cookies: buyerB })).status).toBe(200);

  const base = configuredChannels(parseEnv({ ...process.env, ...settings })).taobao!;
  const counted: ChannelAdapter = {
    ...base,
    updateItem: (...args) => {
      calls.update += 1;
      return base.updateItem(...args);
    },
    delist: (...args) => {
      calls.delist += 1;
      return base.delist(...args);
    },
  };
  worker = createServices(t.database.db, {
    secret: Buffer.from(APP_SECRET),
    channels: { taobao: counted },
    jobs: { concurrency: 4, leaseMs: 30_000, pollMs: 20, retryBaseMs: 100, retryMaxMs: 1_000 },
  });
  worker.listingSyncWorker.start((error) => {
    throw error;
  });
  const rows = await t.rows<{ id: number }>(sql`
    select i.id from items i
    where i.status = 1 and i.transaction_mode = 1
      and (select count(*) from skus s where s.item_id = i.id) >= 2
      and (select count(*) from item_images m where m.item_id = i.id) between 1 and 5
    order by i.id limit 10`);
  itemIds = rows.map((row) => row.id);
  // Changes made while seeding and pushing are not the tests' to sync.
  await worker.searchIndexFeed.drain();
}, 120_000);

afterAll(async () => {
  await worker?.listingSyncWorker.stop();
  await t?.close();
  await sandbox?.close();
  pictures?.server.close();
});

describe('listings stay in step with the stall (issue 14 point 6)', () => {
  it("a stall's price change reaches every buyer's listing, each priced by that buyer's markup rule", async () => {
    const itemId = nextItem();
    const [toA, toB] = [await push(buyerA, itemId), await push(buyerB, itemId, true)];
    await setPrice(itemId, 42.3);
    await syncsRun();

    const priceA = markedUpCents(42.3, RULE_A);
    const priceB = markedUpCents(42.3, RULE_B);
    expect(priceA).toBe(8190);
    expect(priceB).toBe(8500);
    const [onA, onB] = [await listing('taobao-normal', toA), await listing('taobao-portrait', toB)];
    expect(onA).toContain('<p class="price">¥81.90</p>');
    expect(onA).toContain('<td>¥81.90</td>');
    expect(onA).toContain('data-testid="modified"');
    expect(onB).toContain('<p class="price">¥85.00</p>');
    expect(onB).toContain('<td>¥85.00</td>');
    expect((await history(buyerA, itemId)).sync).toMatchObject({ note: 'price', priceCents: priceA });
    expect((await history(buyerB, itemId)).sync).toMatchObject({ note: 'price', priceCents: priceB });
  });

  it('a SKU the stall sold out is set to stock 0 on the platform, and the history counts it', async () => {
    const itemId = nextItem();
    const toItemId = await push(buyerA, itemId);
    const [sku] = await t.rows<{ id: number; color: string; size: string; stock: number }>(
      sql`select id, color, size, stock from skus where item_id = ${itemId} and stock > 0 order by id limit 1`,
    );
    await t.database.db.execute(sql`update skus set stock = 0 where id = ${sku!.id}`);
    await syncsRun();

    const row = new RegExp(`<td>${sku!.color}</td><td>${sku!.size}</td><td>[^<]+</td><td>(\\d+)</td>`);
    expect(row.exec(await listing('taobao-normal', toItemId))?.[1]).toBe('0');
    expect((await history(buyerA, itemId)).sync).toMatchObject({ note: 'stock', soldOutSkus: 1 });
  });

  it('a replayed sync job finds the listing in step and calls the platform no more', async () => {
    const itemId = nextItem();
    await push(buyerA, itemId);
    await setPrice(itemId, 19.9);
    await syncsRun();
    const [record] = await t.rows<{ id: number; synced_at: Date }>(
      sql`select id, synced_at from listing_uploads where item_id = ${itemId}`,
    );
    const before = { ...calls };
    // The job again, as a worker that died before ending it would leave it, and a change that moves nothing.
    await t.database.db.execute(sql`
      insert into jobs (queue, group_key, payload, max_attempts)
      values (${SYNC_QUEUE}, ${`replay-${record!.id}`}, ${JSON.stringify({ uploadId: record!.id })}::jsonb, 3)`);
    worker.listingSyncWorker.wake();
    await t.database.db.execute(sql`update items set price = price where id = ${itemId}`);
    await syncsRun();

    expect(calls).toEqual(before);
    const [after] = await t.rows<{ synced_at: Date }>(
      sql`select synced_at from listing_uploads where id = ${record!.id}`,
    );
    expect(after!.synced_at).toEqual(record!.synced_at);
  });

  it('an item taken off shelf at the stall is delisted, once, and later changes leave the listing alone', async () => {
    const itemId = nextItem();
    const toItemId = await push(buyerA, itemId);
    await t.database.db.execute(sql`update items set status = 0 where id = ${itemId}`);
    await syncsRun();
    expect(await listing('taobao-normal', toItemId)).toContain('已下架 Delisted');
    expect((await history(buyerA, itemId)).sync).toMatchObject({ note: 'delisted' });

    const before = { ...calls };
    await setPrice(itemId, 99);
    await t.database.db.execute(sql`update items set status = 0 where id = ${itemId}`);
    await syncsRun();
    expect(calls).toEqual(before);
  });

  it('a burst of changes to one item queues one sync per listing while the first still waits', async () => {
    const itemId = nextItem();
    await push(buyerA, itemId);
    await worker.listingSyncWorker.stop();
    try {
      const queued = [];
      for (let i = 0; i < 3; i++) queued.push(await worker.listingSync.itemsChanged([itemId]));
      expect(queued).toEqual([1, 0, 0]);
    } finally {
      worker.listingSyncWorker.start((error) => {
        throw error;
      });
    }
    await syncsRun();
  });

  it("a listing whose shop's authorisation expired is marked so, and its job ends instead of retrying", async () => {
    const itemId = nextItem();
    await push(buyerA, itemId);
    // A month on at the platform: the access token and the refresh token have both expired.
    sandboxAheadMs = 31 * DAY_MS;
    try {
      await setPrice(itemId, 55);
      await syncsRun();
    } finally {
      sandboxAheadMs = 0;
    }
    expect((await history(buyerA, itemId)).sync).toMatchObject({ note: 'shopExpired' });
    const [job] = await t.rows<{ status: string; attempts: number }>(sql`
      select j.status, j.attempts from jobs j
      join listing_uploads u on j.payload = jsonb_build_object('uploadId', u.id)
      where u.item_id = ${itemId} order by j.id desc limit 1`);
    expect(job).toEqual({ status: 'done', attempts: 1 });
    // The refused refresh forgot the grant: the buyer is asked to authorise again.
    const auth = await get(t.app, '/apic/v1/itemupload/user-auth', { cookies: buyerA });
    expect(auth.body.data.shops).toEqual([]);
  });
});
