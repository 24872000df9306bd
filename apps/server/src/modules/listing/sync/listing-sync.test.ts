import { markedUpCents, type UploadRecord } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env.ts';
import type { ChannelAdapter } from '../../../outside/channels/channel-adapter.ts';
import { configuredChannels } from '../../../outside/channels/channels.ts';
import { createServices, type Services } from '../../../services.ts';
import { BUYER, DEMO_PASSWORD, get, post, STALL, signIn } from '../../../testing/http-calls.ts';
import { type ListingApp, openListingApp } from '../../../testing/listing-sandbox.ts';
import { SYNC_QUEUE } from './sync-queue.ts';

// Listings stay in step (issue 14 point 6, decisions 057 and 062), on a real database: two buyers push
// one item to their sandbox Taobao shops, then the stall changes it in the catalogue, or a buyer changes
// their markup rule. The item-changes feed is drained by hand (the app's own timer is off in tests) and a
// sync worker of another "process" on the same database runs the jobs, through an adapter that counts the
// platform calls.

const APP_SECRET = 'listing-sync-tests-app-secret-of-32-characters+';
const DAY_MS = 24 * 60 * 60_000;
const RULE_A = { channel: 'taobao', multiplier: 1.8, add: 5, rounding: 'nine' } as const;
const RULE_B = { channel: 'taobao', multiplier: 2, add: 0, rounding: 'whole' } as const;
/** The sandbox platform's clock runs ahead by this much: a month ahead, every token it gave has expired. */
let sandboxAheadMs = 0;
let t: ListingApp;
let buyerA: Record<string, string>;
let buyerB: Record<string, string>;
let worker: Services;
const calls = { update: 0, delist: 0, relist: 0 };

/** The buyer authorises `shopId` as their Taobao shop. */
async function authorise(cookies: Record<string, string>, shopId: string) {
  expect((await t.authorise(cookies, shopId)).answer.statusCode).toBe(302);
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
  const page = await t.shopPage(shopId);
  const start = page.indexOf(`id="item-${toItemId}"`);
  return page.slice(start, page.indexOf('</article>', start));
}

async function history(cookies: Record<string, string>, itemId: number): Promise<UploadRecord> {
  const { body } = await post(t.app, '/apic/user/favoriteUpload/list?lang=en', {}, { cookies });
  return (body.data.list as UploadRecord[]).find(
    (record) => record.itemId === itemId && record.channel === 'taobao',
  )!;
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
  await worker.itemChangeFeed.drain();
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
  t = await openListingApp({
    appSecret: APP_SECRET,
    clientSecret: 'listing-sync-test-client-secret',
    env: { LISTING_BATCH_CONCURRENCY: '0' },
    sandboxNow: () => Date.now() + sandboxAheadMs,
  });
  buyerA = { sid: (await signIn(t.app, BUYER, DEMO_PASSWORD)).sid! };
  buyerB = { sid: (await signIn(t.app, STALL, DEMO_PASSWORD)).sid! };
  await authorise(buyerA, 'taobao-normal');
  await authorise(buyerB, 'taobao-portrait');
  expect((await post(t.app, '/apic/listing/markup/save', RULE_A, { cookies: buyerA })).status).toBe(200);
  expect((await post(t.app, '/apic/listing/markup/save', RULE_B, { cookies: buyerB })).status).toBe(200);

  const base = configuredChannels(parseEnv({ ...process.env, ...t.env })).taobao!;
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
    relist: (...args) => {
      calls.relist += 1;
      return base.relist(...args);
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
  itemIds = await t.listableItems(16, 2);
  // Changes made while seeding and pushing are not the tests' to sync.
  await worker.itemChangeFeed.drain();
}, 120_000);

afterAll(async () => {
  await worker?.listingSyncWorker.stop();
  await t?.close();
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
      join listing_uploads u on (j.payload->>'uploadId')::bigint = u.id
      where u.item_id = ${itemId} order by j.id desc limit 1`);
    expect(job).toEqual({ status: 'done', attempts: 1 });
    // The refused refresh forgot the grant: the buyer is asked to authorise again.
    const auth = await get(t.app, '/apic/v1/itemupload/user-auth', { cookies: buyerA });
    expect(auth.body.data.shops).toEqual([]);
    // Authorised again, for the cases that follow.
    await authorise(buyerA, 'taobao-normal');
  });
});

const setShelf = (itemId: number, onShelf: boolean) =>
  t.database.db.execute(sql`update items set status = ${onShelf ? 1 : 0} where id = ${itemId}`);

/** Jobs queued for these listings since `afterId`, by the reason they were queued for. */
const syncJobsOf = (uploadIds: number[], afterId: number) =>
  t.rows<{ upload_id: number; reason: string | null }>(sql`
    select (payload->>'uploadId')::int as upload_id, payload->>'reason' as reason from jobs
    where queue = ${SYNC_QUEUE} and id > ${afterId}
      and (payload->>'uploadId')::int in (${sql.join(
        uploadIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by (payload->>'uploadId')::int, id`);
const lastJobId = async () =>
  (await t.rows<{ id: number | null }>(sql`select max(id)::int as id from jobs`))[0]!.id ?? 0;
const uploadOf = async (cookies: Record<string, string>, itemId: number) =>
  (await history(cookies, itemId)).id;

describe('a listing the stall took off shelf comes back on sale with it (decision 062)', () => {
  it('an item back on shelf is relisted on the platform with its current price and stock', async () => {
    const itemId = nextItem();
    const toItemId = await push(buyerA, itemId);
    await setShelf(itemId, false);
    await syncsRun();
    expect(await listing('taobao-normal', toItemId)).toContain('已下架 Delisted');

    // While off shelf the stall changes the price and restocks a SKU: the listing stays delisted.
    const [sku] = await t.rows<{ id: number; color: string; size: string }>(
      sql`select id, color, size from skus where item_id = ${itemId} order by id limit 1`,
    );
    await setPrice(itemId, 33.3);
    await t.database.db.execute(sql`update skus set stock = 7 where id = ${sku!.id}`);
    await syncsRun();
    expect(await listing('taobao-normal', toItemId)).toContain('已下架 Delisted');

    const before = { ...calls };
    await setShelf(itemId, true);
    await syncsRun();
    const price = markedUpCents(33.3, RULE_A);
    const shown = await listing('taobao-normal', toItemId);
    expect(shown).toContain('重新上架 Relisted');
    expect(shown).not.toContain('已下架 Delisted');
    expect(shown).toContain(`<p class="price">¥${(price / 100).toFixed(2)}</p>`);
    expect(shown).toContain(
      `<td>${sku!.color}</td><td>${sku!.size}</td><td>¥${(price / 100).toFixed(2)}</td><td>7</td>`,
    );
    expect(calls.relist - before.relist).toBe(1);
    expect((await history(buyerA, itemId)).sync).toMatchObject({ note: 'relisted', priceCents: price });
  });

  it('a listing its seller deleted on the platform is not relisted, and later changes leave it alone', async () => {
    const itemId = nextItem();
    const toItemId = await push(buyerA, itemId);
    await setShelf(itemId, false);
    await syncsRun();
    const deleted = await fetch(`${t.sandbox.baseUrl}/shops/taobao/taobao-normal/items/${toItemId}/delete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(deleted.status).toBe(303);

    await setShelf(itemId, true);
    await syncsRun();
    expect(await t.shopPage('taobao-normal')).not.toContain(`id="item-${toItemId}"`);
    expect((await history(buyerA, itemId)).sync).toMatchObject({ note: 'refused' });
    const [record] = await t.rows<{ delisted: boolean }>(
      sql`select delisted_at is not null as delisted from listing_uploads where item_id = ${itemId}`,
    );
    expect(record!.delisted).toBe(true);

    const before = { ...calls };
    const afterId = await lastJobId();
    await setPrice(itemId, 66);
    await setShelf(itemId, false);
    await setShelf(itemId, true);
    await syncsRun();
    expect(calls).toEqual(before);
    expect(await syncJobsOf([await uploadOf(buyerA, itemId)], afterId)).toEqual([]);
  });

  it('a replayed relist job finds the listing on sale and calls the platform no more', async () => {
    const itemId = nextItem();
    await push(buyerA, itemId);
    await setShelf(itemId, false);
    await syncsRun();
    await setShelf(itemId, true);
    await syncsRun();
    const [record] = await t.rows<{ id: number; synced_at: Date; sync_note: string }>(
      sql`select id, synced_at, sync_note from listing_uploads where item_id = ${itemId}`,
    );
    expect(record!.sync_note).toBe('relisted');
    const before = { ...calls };
    await t.database.db.execute(sql`
      insert into jobs (queue, group_key, payload, max_attempts)
      values (${SYNC_QUEUE}, ${`replay-${record!.id}`}, ${JSON.stringify({ uploadId: record!.id })}::jsonb, 3)`);
    worker.listingSyncWorker.wake();
    await syncsRun();

    expect(calls).toEqual(before);
    const [after] = await t.rows<{ synced_at: Date }>(
      sql`select synced_at from listing_uploads where id = ${record!.id}`,
    );
    expect(after!.synced_at).toEqual(record!.synced_at);
  });
});

describe("a buyer's markup rule change reprices their live listings at once (decision 062)", () => {
  const RULE_A2 = { channel: 'taobao', multiplier: 2.5, add: 3, rounding: 'whole' } as const;

  it('a markup change reprices every live listing of that platform, and no other platform nor buyer', async () => {
    const mine = [nextItem(), nextItem()];
    const theirs = nextItem();
    const mineOnTaobao = [await push(buyerA, mine[0]!), await push(buyerA, mine[1]!)];
    const theirsOnTaobao = await push(buyerB, theirs, true);
    const ours = await Promise.all(mine.map((itemId) => uploadOf(buyerA, itemId)));
    // A's listing on another platform, as a push to Douyin would have left it.
    const [onDouyin] = await t.rows<{ id: number }>(sql`
      insert into listing_uploads (user_id, item_id, channel, platform_shop_id, platform_shop_name, title,
        idempotency_key, status, to_item_id, price_cents)
      select user_id, item_id, 'douyin', 'douyin-normal', platform_shop_name, title, idempotency_key || ':douyin',
        status, '7000001', price_cents
      from listing_uploads where id = ${ours[0]!}
      returning id`);
    await syncsRun();
    const others = [await uploadOf(buyerB, theirs), onDouyin!.id];
    const theirPage = await listing('taobao-portrait', theirsOnTaobao);

    const afterId = await lastJobId();
    const saved = await post(t.app, '/apic/listing/markup/save', RULE_A2, { cookies: buyerA });
    expect(saved.status).toBe(200);
    // Queued with the rule, one job per listing (in no particular order): in the database before the save answered.
    expect(await syncJobsOf([...ours, ...others], afterId)).toEqual(
      [...ours].sort((a, b) => a - b).map((id) => ({ upload_id: id, reason: 'markup' })),
    );
    await syncsRun();

    for (const [i, itemId] of mine.entries()) {
      const [item] = await t.rows<{ price: number }>(
        sql`select price::float8 as price from items where id = ${itemId}`,
      );
      const price = markedUpCents(item!.price, RULE_A2);
      expect(await listing('taobao-normal', mineOnTaobao[i]!)).toContain(
        `<p class="price">¥${(price / 100).toFixed(2)}</p>`,
      );
      expect((await history(buyerA, itemId)).sync).toMatchObject({ note: 'markup', priceCents: price });
    }
    expect(await listing('taobao-portrait', theirsOnTaobao)).toBe(theirPage);
    expect((await history(buyerB, theirs)).sync).toBeNull();

    // The same rule saved again prices nothing differently: nothing is queued.
    const againId = await lastJobId();
    await post(t.app, '/apic/listing/markup/save', RULE_A2, { cookies: buyerA });
    expect(await syncJobsOf(ours, againId)).toEqual([]);

    await post(t.app, '/apic/listing/markup/save', RULE_A, { cookies: buyerA });
    await syncsRun();
    await t.database.db.execute(sql`delete from listing_uploads where id = ${onDouyin!.id}`);
  });
});
