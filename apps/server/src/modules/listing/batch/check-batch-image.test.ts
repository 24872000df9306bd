import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BatchImageCheck, imageUrl, shopCallbackPath } from '@stallhub/contracts';
import { type RunningSandbox, startSandbox } from '@stallhub/platform-sandbox';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// checkBatchImage (spec 2 §7, §5, §9; decision 060) through HTTP on a real database: the items of a
// buyer's batch whose first 5 main pictures, as the batch will send them, break the shop template's rule.
// The pictures live in the app's own storage (DATA_DIR/storage), each of the size a case needs, and the
// sizes are read from there; the platform sandbox in this process plays the Taobao shops (decision 041).

const ORIGIN = 'http://stallhub.test';
const APP_SECRET = 'check-batch-image-tests-app-secret-of-32-chars+';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-check-batch-image-'));
const clientOf = (channel: string) => ({
  [`${channel.toUpperCase()}_SHOP_CLIENT_ID`]: `stallhub-${channel}-shop`,
  [`${channel.toUpperCase()}_SHOP_CLIENT_SECRET`]: `check-batch-image-${channel}-client-secret`,
});
let sandbox: RunningSandbox;
let t: SeededTestApp;
let buyer: Record<string, string>;
let other: Record<string, string>;
let itemIds: number[] = [];
const nextItem = () => itemIds.shift()!;

/** Gives the item main pictures of these sizes in the app's storage (null: a picture never stored). */
async function picturesOf(itemId: number, sizes: ([number, number] | null)[]) {
  await t.rows(sql`delete from item_images where item_id = ${itemId}`);
  for (const [sort, size] of sizes.entries()) {
    const key = `check-batch-image/${itemId}/${sort}`;
    await t.rows(
      sql`insert into item_images (item_id, sort, url) values (${itemId}, ${sort}, ${`/storage/${key}`})`,
    );
    if (!size) continue;
    const file = path.join(dataDir, 'storage', imageUrl(key, 800));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const [width, height] = size;
    await sharp({ create: { width, height, channels: 3, background: '#d8cfc0' } })
      .webp()
      .toFile(file);
  }
}
const pictureUrl = (itemId: number, sort: number) =>
  `${ORIGIN}/storage/${imageUrl(`check-batch-image/${itemId}/${sort}`, 800)}`;

async function addBatch(cookies: Record<string, string>, ids: number[], channelId = 5) {
  const { body } = await post(
    t.app,
    '/apic/multiupload/taobao/task/add',
    { itemVidList: ids, channelId },
    { cookies },
  );
  expect(body.code).toBe(200);
  return body.data.batchId as string;
}
const check = (cookies: Record<string, string>, batchId: string) =>
  get(t.app, `/apic/multiupload/taobao/task/checkBatchImage?batchId=${batchId}&lang=en`, { cookies });
const faults = async (cookies: Record<string, string>, batchId: string) => {
  const { status, body } = await check(cookies, batchId);
  expect(status).toBe(200);
  return body.data as BatchImageCheck;
};

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
  const answer = await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies });
  expect(answer.statusCode).toBe(302);
}

beforeAll(async () => {
  sandbox = await startSandbox({
    clients: [],
    listingClients: (['taobao', 'douyin'] as const).map((channel) => ({
      channel,
      clientId: `stallhub-${channel}-shop`,
      clientSecret: `check-batch-image-${channel}-client-secret`,
      redirectUris: [new URL(shopCallbackPath(channel), ORIGIN).href],
    })),
    imageOrigins: [ORIGIN],
  });
  t = await openSeededTestApp({
    env: {
      PUBLIC_ORIGIN: ORIGIN,
      DATA_DIR: dataDir,
      APP_SECRET,
      CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
      ...clientOf('taobao'),
      TAOBAO_OPEN_API_URL: `${sandbox.baseUrl}/open/taobao`,
      ...clientOf('douyin'),
      DOUYIN_OPEN_API_URL: `${sandbox.baseUrl}/open/douyin`,
    },
  });
  await ensureDemoAccounts(t.database.db);
  buyer = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
  other = { sid: (await signIn(t.app, STALL, DEMO_PASSWORD)).sid! };
  const rows = await t.rows<{ id: number }>(sql`
    select id from items where status = 1 and transaction_mode = 1 order by id limit 20`);
  itemIds = rows.map((row) => row.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('checkBatchImage (spec 2 §7), the Taobao main-picture rule of spec 2 §5', () => {
  it('answers the items whose first 5 pictures are not 1:1 or under 700 px, each picture with its size and why', async () => {
    const [bad, good, missing] = [nextItem(), nextItem(), nextItem()];
    await picturesOf(bad, [
      [800, 800],
      [800, 1000],
      [600, 600],
      [700, 700],
    ]);
    await picturesOf(good, [
      [800, 800],
      [700, 700],
    ]);
    await picturesOf(missing, [[800, 800], null]);
    const batchId = await addBatch(buyer, [bad, good, missing]);
    const answer = await faults(buyer, batchId);
    expect(answer.imageCropRatio).toBe('1');
    expect(answer.enableImageCrop).toBe(true);
    expect(answer.items).toEqual([
      {
        vid: bad,
        images: [
          { index: 1, url: pictureUrl(bad, 1), width: 800, height: 1000, reason: 'ratio' },
          { index: 2, url: pictureUrl(bad, 2), width: 600, height: 600, reason: 'too-small' },
        ],
      },
      {
        vid: missing,
        images: [{ index: 1, url: pictureUrl(missing, 1), width: 0, height: 0, reason: 'unreadable' }],
      },
    ]);
  });

  it('checks only the first 5 pictures, the ones the batch sends', async () => {
    const itemId = nextItem();
    await picturesOf(itemId, [
      [800, 800],
      [800, 800],
      [800, 800],
      [800, 800],
      [800, 800],
      [800, 1000],
    ]);
    const batchId = await addBatch(buyer, [itemId]);
    expect((await faults(buyer, batchId)).items).toEqual([]);
  });

  it("another buyer's batch is 404, and a guest is asked to sign in", async () => {
    const itemId = nextItem();
    await picturesOf(itemId, [[800, 1000]]);
    const batchId = await addBatch(buyer, [itemId]);
    expect((await check(other, batchId)).status).toBe(404);
    expect((await check({}, batchId)).status).toBe(401);
    expect((await check(buyer, 'not a batch id')).status).toBe(400);
  });

  it('rechecks the pictures the buyer edited: crops pass, a non-square picture is answered by its address', async () => {
    const itemId = nextItem();
    await picturesOf(itemId, [
      [800, 1000],
      [800, 800],
      [640, 800],
    ]);
    const batchId = await addBatch(buyer, [itemId]);
    expect((await faults(buyer, batchId)).items.map((item) => item.vid)).toEqual([itemId]);

    const crop = async (width: number, height: number) => {
      const jpeg = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer();
      const { body } = await post(
        t.app,
        '/apic/listing/crop/upload',
        { image: `data:image/jpeg;base64,${jpeg.toString('base64')}`, ratio: '1' },
        { cookies: buyer },
      );
      return new URL(body.data.url, ORIGIN).href;
    };
    const edit = (imageUrls: string[]) =>
      post(
        t.app,
        '/apic/multiupload/taobao/task/editMultiUploadImageData',
        { batchId, itemId, imageUrls },
        { cookies: buyer },
      );
    const cropped = [await crop(800, 800), pictureUrl(itemId, 1), await crop(720, 720)];
    expect((await edit(cropped)).body.code).toBe(200);
    expect((await faults(buyer, batchId)).items).toEqual([]);

    expect((await edit([cropped[0]!, pictureUrl(itemId, 2)])).body.code).toBe(200);
    expect((await faults(buyer, batchId)).items).toEqual([
      {
        vid: itemId,
        images: [{ index: 1, url: pictureUrl(itemId, 2), width: 640, height: 800, reason: 'ratio' }],
      },
    ]);
  });

  it('answers that the buyer turned picture cropping off in the upload settings', async () => {
    const itemId = nextItem();
    await picturesOf(itemId, [[800, 1000]]);
    const batchId = await addBatch(other, [itemId]);
    const saved = await post(
      t.app,
      '/apic/listing/settings/save',
      { enableImageCrop: false },
      { cookies: other },
    );
    expect(saved.body.code).toBe(200);
    const answer = await faults(other, batchId);
    expect(answer.enableImageCrop).toBe(false);
    expect(answer.items.map((item) => item.vid)).toEqual([itemId]);
  });

  it('a platform without the picture rule (Douyin) answers no items', async () => {
    const itemId = nextItem();
    await picturesOf(itemId, [[800, 1000]]);
    const batchId = await addBatch(buyer, [itemId], 18);
    expect(await faults(buyer, batchId)).toEqual({ imageCropRatio: null, enableImageCrop: true, items: [] });
  });

  it('a shop with the 3:4 template checks 3:4 from 750x1000', async () => {
    const itemId = nextItem();
    await picturesOf(itemId, [
      [750, 1000],
      [800, 800],
      [600, 800],
      [900, 1200],
    ]);
    await authorise(buyer, 'taobao-portrait');
    const batchId = await addBatch(buyer, [itemId]);
    const answer = await faults(buyer, batchId);
    expect(answer.imageCropRatio).toBe('3:4');
    expect(answer.items).toEqual([
      {
        vid: itemId,
        images: [
          { index: 1, url: pictureUrl(itemId, 1), width: 800, height: 800, reason: 'ratio' },
          { index: 2, url: pictureUrl(itemId, 2), width: 600, height: 800, reason: 'too-small' },
        ],
      },
    ]);
  });
});
