import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BATCH_MAX_ITEMS,
  BATCH_PLATFORM_ID,
  type BatchItemStatuses,
  LISTING_CODE,
  shopCallbackPath,
} from '@stallhub/contracts';
import { type RunningSandbox, startSandbox } from '@stallhub/platform-sandbox';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env.ts';
import { configuredChannels } from '../../../outside/channels/channels.ts';
import { createServices } from '../../../services.ts';
import {
  BUYER,
  DEMO_PASSWORD,
  ensureDemoAccounts,
  get,
  post,
  STALL,
  signIn,
  TEST_CAPTCHA,
} from '../../../testing/http-calls.ts';
import { openSeededTestApp, type SeededTestApp } from '../../../testing/seeded-test-app.ts';
import { sellerAllows } from '../../../testing/shop-consent.ts';
import { createListingSourcesService } from '../../catalogue/index.ts';
import { createJobQueue } from '../../jobs/index.ts';
import { createBatchJobHandler } from './batch-worker.ts';

// Batch uploads as durable jobs (issue 14 point 4, spec 2 §4 "Batch Taobao", "Douyin batch confirm
// dialog", §7, decision 045), through HTTP on a real database. The app starts no worker of its own here
// (LISTING_BATCH_CONCURRENCY 0): each test starts the workers it needs on the same database, as other
// server processes would, so it decides when items move. Douyin is the platform sandbox behind a relay
// that can hold a push on the wire or answer 503 (a platform outage), by outer id.

const APP_SECRET = 'listing-batch-tests-app-secret-of-32-characters+';
const CLIENT = { clientId: 'stallhub-douyin-shop', clientSecret: 'listing-batch-test-client-secret' };
const RETRY_BASE_MS = 150;
let pictures: { origin: string; server: Server };
let sandbox: RunningSandbox;
let relay: Relay;
let t: SeededTestApp;
let buyer: Record<string, string>;
let other: Record<string, string>;
let env: ReturnType<typeof parseEnv>;

/** What the relay does with a push of an outer id: answer 503 so many times, or hold it until released. */
interface Relay {
  origin: string;
  server: Server;
  failures: Map<string, number>;
  held: Set<string>;
  release(): void;
  /** When each push of an outer id reached the relay. */
  pushes: Map<string, number[]>;
}

async function startPictures() {
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#d8cfc0' } })
    .png()
    .toBuffer();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function startRelay(target: () => string): Promise<Relay> {
  const failures = new Map<string, number>();
  const held = new Set<string>();
  const pushes = new Map<string, number[]>();
  let waiting: (() => void)[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (request.method === 'POST' && /\/shops\/[^/]+\/items$/.test(request.url ?? '')) {
      const outerId = String(JSON.parse(body.toString()).outerId);
      pushes.set(outerId, [...(pushes.get(outerId) ?? []), Date.now()]);
      const left = failures.get(outerId) ?? 0;
      if (left > 0) {
        failures.set(outerId, left - 1);
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"busy"}');
        return;
      }
      while (held.has(outerId)) await new Promise<void>((resolve) => waiting.push(resolve));
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => !['host', 'content-length', 'connection'].includes(name),
      ),
    ) as Record<string, string>;
    const answer = await fetch(`${target()}${request.url}`, {
      method: request.method,
      headers,
      body: body.length > 0 ? body : undefined,
      redirect: 'manual',
    });
    response
      .writeHead(answer.status, Object.fromEntries(answer.headers))
      .end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    failures,
    held,
    pushes,
    release() {
      held.clear();
      const wake = waiting;
      waiting = [];
      for (const resolve of wake) resolve();
    },
  };
}

const call = async (url: string, cookies: Record<string, string> | undefined, payload: object = {}) =>
  url.startsWith('GET ') ? get(t.app, url.slice(4), { cookies }) : post(t.app, url, payload, { cookies });

/** The buyer authorises `shopId` as their Douyin shop: the app's address, the seller's consent, the callback. */
async function authorise(cookies: Record<string, string>, shopId: string) {
  const { body } = await call('GET /apic/listing/authorise?channel=douyin', cookies);
  const back = await sellerAllows(body.data.url.replace(relay.origin, sandbox.baseUrl), shopId);
  const answer = await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies });
  expect(answer.statusCode).toBe(302);
}

/** How many listings of each item the sandbox shop holds. */
async function listingsIn(shopId: string, itemIds: number[]) {
  const page = await (await fetch(`${sandbox.baseUrl}/shops/douyin/${shopId}`)).text();
  return itemIds.map((id) => page.split(`Outer id ${id} `).length - 1);
}

/** Worker processes on the app's database: each its own services, as another server would have. */
function startWorkers(count: number, concurrency: number) {
  const running = Array.from({ length: count }, () => {
    const services = createServices(t.database.db, {
      secret: Buffer.from(APP_SECRET),
      channels: configuredChannels(env),
      jobs: { concurrency, leaseMs: 30_000, pollMs: 20, retryBaseMs: RETRY_BASE_MS, retryMaxMs: 5_000 },
    });
    services.listingBatchWorker.start((error) => {
      throw error;
    });
    return services.listingBatchWorker;
  });
  return { stop: () => Promise.all(running.map((worker) => worker.stop())) };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const progressOf = async (batchId: string, cookies = buyer): Promise<BatchItemStatuses> =>
  (await call(`GET /apic/multiupload/taobao/task/progress?batchId=${batchId}`, { ...cookies, lang: 'en' }))
    .body.data;
const finished = (data: BatchItemStatuses) => data.status === 'finished' || data.status === 'cancelled';

/** A confirmed Douyin batch of `itemIds` for `cookies`; answers its id. */
async function confirmedBatch(itemIds: number[], cookies = buyer) {
  const added = await call('/apic/multiupload/taobao/task/add', cookies, {
    itemVidList: itemIds.join(','),
    channelId: BATCH_PLATFORM_ID.douyin,
  });
  expect(added.body.code).toBe(200);
  const { batchId } = added.body.data;
  const confirmed = await call('/apic/multiupload/taobao/task/confirm', cookies, { batchId });
  expect(confirmed.body.data.status).toBe('running');
  return batchId as string;
}

/** Listable items, taken in order so no test meets another's listing. */
let itemIds: number[] = [];
const take = (n: number) => itemIds.splice(0, n);

beforeAll(async () => {
  pictures = await startPictures();
  relay = await startRelay(() => sandbox.baseUrl);
  sandbox = await startSandbox({
    clients: [],
    listingClients: [
      {
        channel: 'douyin',
        ...CLIENT,
        redirectUris: [new URL(shopCallbackPath('douyin'), pictures.origin).href],
      },
    ],
    imageOrigins: [pictures.origin],
  });
  const settings = {
    PUBLIC_ORIGIN: pictures.origin,
    APP_SECRET,
    CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
    DOUYIN_SHOP_CLIENT_ID: CLIENT.clientId,
    DOUYIN_SHOP_CLIENT_SECRET: CLIENT.clientSecret,
    DOUYIN_OPEN_API_URL: `${relay.origin}/open/douyin`,
    LISTING_BATCH_CONCURRENCY: '0',
  };
  env = parseEnv({ ...process.env, ...settings });
  t = await openSeededTestApp({ env: settings });
  await ensureDemoAccounts(t.database.db);
  buyer = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
  other = { sid: (await signIn(t.app, STALL, DEMO_PASSWORD)).sid! };
  const rows = await t.rows<{ id: number }>(sql`
    select i.id from items i
    where i.status = 1 and i.transaction_mode = 1
      and exists (select 1 from skus s where s.item_id = i.id)
      and (select count(*) from item_images m where m.item_id = i.id) between 1 and 3
    order by i.id limit 120`);
  itemIds = rows.map((row) => row.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  relay?.server.close();
  pictures?.server.close();
});

describe('the multiupload precheck (spec 2 §3 "Batch precheck result", §4 "Douyin batch confirm dialog")', () => {
  it('answers tbAuthType 3 before the shop is authorised and 1 after, and the tool chosen last', async () => {
    const ids = itemIds.slice(0, 2).join(',');
    const before = await call('/apic/v2/itemupload/multiupload/precheck', buyer, {
      itemVidList: ids,
      channelId: 18,
    });
    expect(before.body.data).toMatchObject({ tbAuthType: 3, lastChooseToolId: null });
    await authorise(buyer, 'douyin-normal');
    expect(
      (await call('/apic/v2/itemupload/multiupload/saveChoose', buyer, { toolId: 1 })).body.data,
    ).toEqual({
      toolId: 1,
    });
    const after = await call('/apic/v2/itemupload/multiupload/precheck', buyer, {
      itemVidList: ids,
      channelId: 18,
    });
    expect(after.body.data).toMatchObject({ tbAuthType: 1, lastChooseToolId: 1 });
  });

  it('puts items on sale for more than 15 days among the risky ones, with discountPrice in 2 decimals', async () => {
    const [fresh, old, custom] = itemIds.slice(-3) as [number, number, number];
    await t.database.db.execute(sql`update items set up_time = now() - interval '20 days' where id = ${old}`);
    await t.database.db.execute(sql`update items set up_time = now() - interval '1 day' where id = ${fresh}`);
    await t.database.db.execute(sql`update items set transaction_mode = 2 where id = ${custom}`);
    const { body } = await call('/apic/v2/itemupload/multiupload/precheck?lang=en', buyer, {
      itemVidList: `${fresh},${old},${custom}`,
      channelId: 18,
    });
    expect(body.data.normalItemList.map((item: { vid: number }) => item.vid)).toEqual([fresh]);
    expect(body.data.errorItemList).toHaveLength(1);
    expect(body.data.errorItemList[0]).toMatchObject({
      vid: old,
      errorMessage: "This item may break the platform's rules; listing it is a risk",
      errorMessageDetail: ['On sale for more than 15 days: a risk under the return rules'],
    });
    expect(body.data.errorItemList[0].discountPrice).toMatch(/^\d+\.\d\d$/);
    expect(body.data.unableItemList).toEqual([
      { vid: custom, errorMessage: 'Custom items cannot be uploaded in one click' },
    ]);
    itemIds.splice(-3, 3);
  });

  it('answers "no available platform" for a platform this deployment does not list to', async () => {
    const { body } = await call('/apic/v2/itemupload/multiupload/precheck?lang=en', buyer, {
      itemVidList: String(itemIds[0]),
      channelId: BATCH_PLATFORM_ID.taobao,
    });
    expect(body).toMatchObject({ code: LISTING_CODE.refused, message: 'No available platform' });
  });

  it("marks a blocked stall's item isBlock and reads titles in the reader's language", async () => {
    const blocked = itemIds[2]!;
    const [{ shop_id: shopId }] = (await t.rows<{ shop_id: number }>(
      sql`select shop_id from items where id = ${blocked}`,
    )) as [{ shop_id: number }];
    const [{ id: mine }] = (await t.rows<{ id: number }>(
      sql`select id from items where id = any(${`{${itemIds.slice(3, 20).join(',')}}`}::int[]) and shop_id <> ${shopId} limit 1`,
    )) as [{ id: number }];
    await call('/apic/block/shops/add', buyer, { shopId });
    try {
      const { body } = await call('/apic/v2/itemupload/multiupload/precheck?lang=en', buyer, {
        itemVidList: `${mine},${blocked}`,
        channelId: 18,
      });
      const listed = [...body.data.normalItemList, ...body.data.errorItemList] as {
        vid: number;
        isBlock: boolean;
        title: string;
        errorMessageDetail: string[];
      }[];
      const byId = new Map(listed.map((item) => [item.vid, item]));
      expect(byId.get(blocked)?.isBlock).toBe(true);
      expect(byId.get(mine)?.isBlock).toBe(false);
      const english = await t.rows<{ item_id: number; title: string }>(
        sql`select item_id, title from item_translations where lang = 'en' and item_id in (${mine}, ${blocked})`,
      );
      for (const row of english) expect(byId.get(row.item_id)?.title).toBe(row.title);
      expect(english.length).toBeGreaterThan(0);
    } finally {
      await call('/apic/block/shops/cancel', buyer, { shopId });
    }
  });

  it('getItemIdsByVids answers the ids of the vids asked, in their order, unknown vids left out', async () => {
    const rows = await t.rows<{ id: number; vid: string }>(
      sql`select id, vid from items where id in (${itemIds[0]}, ${itemIds[1]})`,
    );
    const [first, second] = rows.sort((a, b) => b.id - a.id) as [
      { id: number; vid: string },
      { id: number; vid: string },
    ];
    const { body } = await call(
      `GET /item/query/getItemIdsByVids?vids=${first.vid},99999999999,${second.vid}`,
      buyer,
    );
    expect(body.data.items).toEqual([
      { vid: first.vid, itemId: first.id },
      { vid: second.vid, itemId: second.id },
    ]);
    const malformed = await call('GET /item/query/getItemIdsByVids?vids=12ab', buyer);
    expect(malformed.response.statusCode).toBe(400);
    expect(malformed.body.message).toContain('vids');
    const guest = await call(`GET /item/query/getItemIdsByVids?vids=${first.vid}`, undefined);
    expect(guest.response.statusCode).toBe(401);
  });

  it('refuses more than 200 items, naming itemVidList, and a guest with 401', async () => {
    const many = Array.from({ length: BATCH_MAX_ITEMS + 1 }, (_, i) => i + 1).join(',');
    const answer = await call('/apic/multiupload/taobao/task/add', buyer, {
      itemVidList: many,
      channelId: 18,
    });
    expect(answer.response.statusCode).toBe(400);
    expect(answer.body.message).toContain('itemVidList');
    expect(
      (await call('/apic/multiupload/taobao/task/add', undefined, { itemVidList: '1', channelId: 18 }))
        .response.statusCode,
    ).toBe(401);
  });
});

describe('a draft batch: list4Uploading, editTitle, editMultiUploadImageData, delete', () => {
  it('keeps the edited title and own pictures, refuses pictures outside our storage, removes an item', async () => {
    const [a, b] = take(2) as [number, number];
    const added = await call('/apic/multiupload/taobao/task/add', buyer, {
      itemVidList: `${a},${b}`,
      channelId: 18,
    });
    const { batchId } = added.body.data;
    const title = await call('/apic/multiupload/taobao/task/editTitle', buyer, {
      batchId,
      itemId: a,
      title: 'Knit cardigan',
    });
    expect(title.body.data.item).toMatchObject({ vid: a, title: 'Knit cardigan', status: 'draft' });
    const empty = await call('/apic/multiupload/taobao/task/editTitle', buyer, {
      batchId,
      itemId: a,
      title: ' ',
    });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.body.message).toContain('title');
    const own = `${pictures.origin}/storage/items/${a}/cropped.jpg`;
    const images = await call('/apic/multiupload/taobao/task/editMultiUploadImageData', buyer, {
      batchId,
      itemId: a,
      imageUrls: [own],
    });
    expect(images.body.data.item.imageUrls).toEqual([own]);
    const foreign = await call('/apic/multiupload/taobao/task/editMultiUploadImageData', buyer, {
      batchId,
      itemId: a,
      imageUrls: ['https://elsewhere.example/x.jpg'],
    });
    expect(foreign.response.statusCode).toBe(400);
    expect(foreign.body.message).toContain('imageUrls');
    const removed = await call('/apic/multiupload/taobao/task/delete', buyer, { batchId, itemId: b });
    expect(removed.body.data.progress.total).toBe(1);
    const listed = await call('/apic/multiupload/taobao/task/list4Uploading', buyer, { batchId });
    expect(listed.body.data).toMatchObject({
      batchId,
      channel: 'douyin',
      status: 'draft',
      shopName: expect.any(String),
    });
    expect(listed.body.data.items.map((item: { vid: number }) => item.vid)).toEqual([a]);
  });
});

describe("ownership: buyer B can never see, edit, confirm, cancel or delete buyer A's batch", () => {
  it("answers 404 to every call on another buyer's batch, and batchDelete deletes none of it", async () => {
    const [a] = take(1) as [number];
    const added = await call('/apic/multiupload/taobao/task/add', buyer, {
      itemVidList: String(a),
      channelId: 18,
    });
    const { batchId } = added.body.data;
    const calls: [string, object][] = [
      ['/apic/multiupload/taobao/task/list4Uploading', { batchId }],
      ['/apic/multiupload/taobao/task/editTitle', { batchId, itemId: a, title: 'Mine now' }],
      [
        '/apic/multiupload/taobao/task/editMultiUploadImageData',
        { batchId, itemId: a, imageUrls: [`${pictures.origin}/storage/x.jpg`] },
      ],
      ['/apic/multiupload/taobao/task/delete', { batchId, itemId: a }],
      ['/apic/multiupload/taobao/task/confirm', { batchId }],
      ['/apic/multiupload/taobao/task/cancel', { batchId }],
    ];
    for (const [url, payload] of calls) {
      expect((await call(url, other, payload)).response.statusCode, url).toBe(404);
    }
    expect(
      (await call(`GET /apic/multiupload/taobao/task/progress?batchId=${batchId}`, other)).response
        .statusCode,
    ).toBe(404);
    expect(
      (await call('/apic/multiupload/taobao/task/batchDelete', other, { batchIds: [batchId] })).body.data,
    ).toEqual({ deleted: 0 });
    const mine = await call('/apic/multiupload/taobao/task/list4Uploading', buyer, { batchId });
    expect(mine.body.data).toMatchObject({ status: 'draft', progress: { total: 1, waiting: 1 } });
    expect(mine.body.data.items[0].title).not.toBe('Mine now');
    expect(
      (await call('/apic/multiupload/taobao/task/batchDelete', buyer, { batchIds: [batchId] })).body.data,
    ).toEqual({ deleted: 1 });
    expect(
      (await call('/apic/multiupload/taobao/task/list4Uploading', buyer, { batchId })).response.statusCode,
    ).toBe(404);
  });
});

describe('batch items as durable jobs (decision 045)', () => {
  it('lists every item once with the edited title, and the history records each under the batch', async () => {
    const ids = take(5);
    const added = await call('/apic/multiupload/taobao/task/add', buyer, {
      itemVidList: ids.join(','),
      channelId: 18,
    });
    const { batchId } = added.body.data;
    await call('/apic/multiupload/taobao/task/editTitle', buyer, {
      batchId,
      itemId: ids[0],
      title: 'Edited for Douyin',
    });
    await call('/apic/multiupload/taobao/task/confirm', buyer, { batchId });
    const again = await call('/apic/multiupload/taobao/task/confirm', buyer, { batchId });
    expect(again.body.data.status).toBe('running');
    const workers = startWorkers(1, 2);
    const done = await until(() => progressOf(batchId), finished);
    await workers.stop();
    expect(done).toMatchObject({
      status: 'finished',
      progress: { total: 5, done: 5, failed: 0, waiting: 0 },
    });
    expect(await listingsIn('douyin-normal', ids)).toEqual([1, 1, 1, 1, 1]);
    const page = await (await fetch(`${sandbox.baseUrl}/shops/douyin/douyin-normal`)).text();
    expect(page).toContain('Edited for Douyin');
    const keys = await t.rows<{ idempotency_key: string }>(
      sql`select idempotency_key from listing_uploads where idempotency_key like ${`%:${batchId}`} and status = 'listed'`,
    );
    expect(keys).toHaveLength(5);
    expect(keys[0]!.idempotency_key).toMatch(new RegExp(`^u\\d+:i\\d+:douyin:douyin-normal:${batchId}$`));
  });

  it('parallel workers never push the same item twice: 3 workers of 4 pushes each, 30 items', async () => {
    const ids = take(30);
    const batchId = await confirmedBatch(ids);
    const workers = startWorkers(3, 4);
    const done = await until(() => progressOf(batchId), finished);
    await workers.stop();
    expect(done.progress).toMatchObject({ total: 30, done: 30, failed: 0 });
    expect(await listingsIn('douyin-normal', ids)).toEqual(ids.map(() => 1));
    for (const id of ids) expect(relay.pushes.get(String(id))).toHaveLength(1);
    const attempts = await t.rows<{ attempts: number }>(
      sql`select attempts from jobs where group_key = ${batchId}`,
    );
    expect(attempts.map((row) => row.attempts)).toEqual(ids.map(() => 1));
  });

  it('resumes a job whose worker died after the platform listed the item, without listing it again', async () => {
    const ids = take(3);
    const batchId = await confirmedBatch(ids);
    // A worker that dies between the platform's answer and writing it down: its lease runs out.
    const services = createServices(t.database.db, {
      secret: Buffer.from(APP_SECRET),
      channels: configuredChannels(env),
    });
    const queue = createJobQueue(t.database.db, { baseMs: RETRY_BASE_MS, maxMs: 5_000 });
    const dying = createBatchJobHandler({
      db: t.database.db,
      queue: {
        ...queue,
        complete: async () => {
          throw new Error('killed');
        },
      },
      channels: configuredChannels(env),
      grants: services.listingGrants,
      markup: services.listingMarkup,
      uploadSettings: services.listingSettings,
      sources: createListingSourcesService(t.database.db),
      batches: services.listingBatches,
    });
    const claimed = await queue.claim<{ batchId: string; itemId: number; origin: string; lang: 'en' }>(
      'listing.batch-item',
      1,
      300,
    );
    expect(claimed).toHaveLength(1);
    const died = claimed[0]!;
    await expect(dying.run(died)).rejects.toThrow('killed');
    expect((await listingsIn('douyin-normal', [died.payload.itemId]))[0]).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));

    const workers = startWorkers(1, 2);
    const done = await until(() => progressOf(batchId), finished);
    await workers.stop();
    expect(done.progress).toMatchObject({ total: 3, done: 3, failed: 0 });
    expect(await listingsIn('douyin-normal', ids)).toEqual([1, 1, 1]);
    const resumed = done.items.find((item) => item.vid === died.payload.itemId);
    expect(resumed).toMatchObject({ status: 'listed', errorCode: LISTING_CODE.alreadyUploaded });
    const [job] = await t.rows<{ attempts: number; status: string }>(
      sql`select attempts, status from jobs where id = ${died.id}`,
    );
    expect(job).toEqual({ attempts: 2, status: 'done' });
  });

  it('cancel stops the waiting items; the pushes on the wire finish and are recorded', async () => {
    const ids = take(6);
    for (const id of ids) relay.held.add(String(id));
    const batchId = await confirmedBatch(ids);
    const workers = startWorkers(1, 2);
    await until(
      async () => ids.filter((id) => relay.pushes.has(String(id))).length,
      (n) => n === 2,
    );
    const cancelled = await call('/apic/multiupload/taobao/task/cancel', buyer, { batchId });
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      progress: { cancelled: 4, waiting: 2 },
    });
    relay.release();
    const done = await until(
      () => progressOf(batchId),
      (data) => data.progress.waiting === 0,
    );
    await workers.stop();
    expect(done).toMatchObject({ status: 'cancelled', progress: { total: 6, done: 2, cancelled: 4 } });
    const counts = await listingsIn('douyin-normal', ids);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const jobs = await t.rows<{ status: string }>(
      sql`select status from jobs where group_key = ${batchId} order by status`,
    );
    expect(jobs.map((job) => job.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'done',
      'done',
    ]);
  });

  it('retries a platform outage with doubling backoff, and gives up after 5 attempts', async () => {
    const [flaky, down] = take(2) as [number, number];
    relay.failures.set(String(flaky), 2);
    relay.failures.set(String(down), 99);
    const batchId = await confirmedBatch([flaky, down]);
    const workers = startWorkers(1, 2);
    const done = await until(() => progressOf(batchId), finished, 60_000);
    await workers.stop();
    const times = relay.pushes.get(String(flaky))!;
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2);
    expect(relay.pushes.get(String(down))).toHaveLength(5);
    const byVid = new Map(done.items.map((item) => [item.vid, item]));
    expect(byVid.get(flaky)).toMatchObject({ status: 'listed' });
    expect(byVid.get(down)).toMatchObject({
      status: 'failed',
      errorMessage: 'The platform did not answer after several tries, please retry later',
    });
    expect(await listingsIn('douyin-normal', [flaky, down])).toEqual([1, 0]);
  });

  it('does not retry a business refusal: a full image space fails the item after one attempt', async () => {
    await authorise(other, 'douyin-space-full');
    const [a] = take(1) as [number];
    const batchId = await confirmedBatch([a], other);
    const workers = startWorkers(1, 1);
    const done = await until(() => progressOf(batchId, other), finished);
    await workers.stop();
    expect(done.items[0]).toMatchObject({ status: 'failed', errorCode: LISTING_CODE.imageSpaceFull });
    const [job] = await t.rows<{ attempts: number }>(
      sql`select attempts from jobs where group_key = ${batchId}`,
    );
    expect(job!.attempts).toBe(1);
  });
});
