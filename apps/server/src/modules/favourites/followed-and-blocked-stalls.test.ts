import { CODE, FOLLOWED_SHOPS_MAX } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Followed and blocked stalls (spec 3 §4 "Follow stall", §7, §8, §9; issue "Buying and keeping" 5, 6, 8).
const t = suiteFixture(openSignedInSeededApp);
let shopIds: number[];

beforeAll(async () => {
  // Stalls that have items on shelf, so the feed has something to show.
  shopIds = (
    await t.rows<{ shop_id: number }>(
      sql`select shop_id from items where status = 1 group by shop_id order by shop_id limit 6`,
    )
  ).map((r) => r.shop_id);
});

const follow = (shopId: unknown, cookies?: Record<string, string>) =>
  post(t.app, '/apic/user/favoriteShop/add', { shopId }, { cookies });
const followed = (userId: number) =>
  t.rows<{ shop_id: number }>(
    sql`select shop_id from followed_stalls where user_id = ${userId} order by shop_id`,
  );
const ids = (list: { shopId: number }[]) => list.map((r) => r.shopId);

describe('POST /apic/user/favoriteShop/add, cancel, hasFavorite', () => {
  it('answers 200 followed, 201 already, and hasFavorite says so', async () => {
    const shopId = shopIds[0]!;
    expect((await follow(shopId, t.buyer)).body).toMatchObject({
      code: CODE.ok,
      data: { shopId, hasFavorite: true },
    });
    const again = await follow(shopId, t.buyer);
    expect(again.body.code).toBe(CODE.already);
    expect(again.body.message).toBeTruthy();
    expect(await followed(t.buyerId)).toEqual([{ shop_id: shopId }]);
    const has = await get(t.app, `/apic/user/favoriteShop/hasFavorite?shopId=${shopId}`, {
      cookies: t.buyer,
    });
    expect(has.body.data.hasFavorite).toBe(true);
    const theirs = await get(t.app, `/apic/user/favoriteShop/hasFavorite?shopId=${shopId}`, {
      cookies: t.stall,
    });
    expect(theirs.body.data.hasFavorite).toBe(false);
  });

  it('answers 209 for an unknown stall, 400 naming shopId, 401 for a guest', async () => {
    expect((await follow(99_999_999, t.buyer)).body.code).toBe(CODE.serverMessage);
    const bad = await follow('x', t.buyer);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^shopId\b/);
    expect((await follow(shopIds[1]!)).status).toBe(401);
    expect((await get(t.app, `/apic/user/favoriteShop/hasFavorite?shopId=${shopIds[1]}`)).status).toBe(401);
  });

  it('follows a batch in one go, then cancel is idempotent', async () => {
    const batch = await post(
      t.app,
      '/apic/user/favoriteShop/addBatch',
      { shopIds: shopIds.slice(0, 3).join(',') },
      {
        cookies: t.buyer,
      },
    );
    expect(batch.body.code).toBe(CODE.ok);
    expect(batch.body.data.already).toEqual([shopIds[0]]);
    expect(batch.body.data.added.sort()).toEqual(shopIds.slice(1, 3).sort());
    for (let i = 0; i < 2; i++) {
      const { body } = await post(
        t.app,
        '/apic/user/favoriteShop/cancel',
        { shopId: shopIds[2] },
        { cookies: t.buyer },
      );
      expect(body).toMatchObject({ code: CODE.ok, data: { hasFavorite: false } });
    }
    expect(await followed(t.buyerId)).toEqual(shopIds.slice(0, 2).map((shop_id) => ({ shop_id })));
  });

  it("never touches another user's follows, whatever user id the body carries", async () => {
    const { body } = await post(
      t.app,
      '/apic/user/favoriteShop/cancel',
      { shopId: shopIds[0], userId: t.buyerId },
      { cookies: t.stall },
    );
    expect(body.code).toBe(CODE.ok);
    expect(
      ids((await get(t.app, '/apif/user/favoriteShop/list', { cookies: t.buyer })).body.data.list),
    ).toContain(shopIds[0]);
    expect((await get(t.app, '/apif/user/favoriteShop/list', { cookies: t.stall })).body.data.list).toEqual(
      [],
    );
  });
});

const followerCount = async (shopId: number) =>
  (await t.rows<{ focus_stall: number }>(sql`select focus_stall from stalls where id = ${shopId}`))[0]!
    .focus_stall;
const unfollow = (shopId: number, cookies: Record<string, string>) =>
  post(t.app, '/apic/user/favoriteShop/cancel', { shopId }, { cookies });

describe("the stall's follower count (focusStall, shown in its header)", () => {
  it('rises by one per buyer who follows, not for a repeat, and falls when one cancels', async () => {
    const [shopId, other] = [shopIds[5]!, shopIds[4]!];
    const before = await followerCount(shopId);
    const answers = await parallel(10, () => follow(shopId, t.buyer));
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, [CODE.already]: 9 });
    await follow(shopId, t.stall);
    expect(await followerCount(shopId)).toBe(before + 2);
    await unfollow(shopId, t.stall);
    await unfollow(shopId, t.stall);
    expect(await followerCount(shopId)).toBe(before + 1);
    await post(
      t.app,
      '/apic/user/favoriteShop/addBatch',
      { shopIds: `${shopId},${other}` },
      { cookies: t.stall },
    );
    expect(await followerCount(shopId)).toBe(before + 2);
    await unfollow(shopId, t.buyer);
    await unfollow(shopId, t.stall);
    await unfollow(other, t.stall);
    expect(await followerCount(shopId)).toBe(before);
  });
});

describe('the followed-stall lists and feed', () => {
  it('lists followed stalls newest first with their pictures, and advice leaves them out', async () => {
    const list = await get(t.app, '/apif/user/favoriteShop/list', { cookies: t.buyer });
    expect(list.body.data.total).toBe(2);
    expect(ids(list.body.data.list)).toEqual([shopIds[1], shopIds[0]]);
    expect(list.body.data.list[0].thumbs.length).toBeGreaterThan(0);
    const city = (await t.rows<{ city: string }>(sql`select city from stalls where id = ${shopIds[0]}`))[0]!
      .city;
    const advice = await get(t.app, `/apif/user/favoriteShop/adviceList?city=${city}`, { cookies: t.buyer });
    expect(advice.body.code).toBe(CODE.ok);
    expect(ids(advice.body.data.list)).not.toContain(shopIds[0]);
    expect(ids(advice.body.data.list)).not.toContain(shopIds[1]);
  });

  it('feeds the newest items of followed stalls only, and their off-shelf items in offlog', async () => {
    const feed = await get(t.app, '/apif/user/focusNew/list?pageSize=100', { cookies: t.buyer });
    const expected = await t.rows<{ n: number }>(sql`select count(*)::int as n from items
      where status = 1 and shop_id in (${shopIds[0]}, ${shopIds[1]})`);
    expect(feed.body.data.total).toBe(expected[0]!.n);
    expect(new Set(feed.body.data.list.map((c: { shopId: number }) => c.shopId))).toEqual(
      new Set([shopIds[0], shopIds[1]]),
    );
    const [off] = await t.rows<{ id: number }>(
      sql`select id from items where shop_id = ${shopIds[0]} limit 1`,
    );
    await t.database.db.execute(sql`update items set status = 0 where id = ${off!.id}`);
    const offlog = await get(t.app, '/apif/user/focus/offlog', { cookies: t.buyer });
    const offIds = offlog.body.data.list.map((c: { itemId: number }) => c.itemId);
    expect(offIds).toContain(off!.id);
    const shown = await t.rows<{ n: number }>(sql`select count(*)::int as n from items
      where status <> 1 and shop_id in (${shopIds[0]}, ${shopIds[1]})`);
    expect(offlog.body.data.total).toBe(shown[0]!.n);
    await t.database.db.execute(sql`update items set status = 1 where id = ${off!.id}`);
    expect((await get(t.app, '/apif/user/focusNew/list')).status).toBe(401);
  });
});

describe('POST /apic/block/shops/add, cancel; GET /apic/user/stallBlackList', () => {
  it('blocks once however often asked at once, flags the stall’s items isBlock for that user only, and unblocks', async () => {
    const shopId = shopIds[3]!;
    const answers = await parallel(50, () =>
      post(t.app, '/apic/block/shops/add', { shopId }, { cookies: t.buyer }),
    );
    expect(tally(answers)).toEqual({ [CODE.ok]: 50 });
    expect(answers[0]!.body.data).toEqual({ shopId, isBlock: true });
    const rows = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from blocked_stalls where user_id = ${t.buyerId} and shop_id = ${shopId}`,
    );
    expect(rows[0]!.n).toBe(1);
    const list = await get(t.app, '/apic/user/stallBlackList', { cookies: t.buyer });
    expect(ids(list.body.data.list)).toEqual([shopId]);
    expect((await get(t.app, '/apic/user/stallBlackList', { cookies: t.stall })).body.data.list).toEqual([]);

    const [item] = await t.rows<{ vid: string }>(
      sql`select vid from items where shop_id = ${shopId} and status = 1`,
    );
    const mine = await get(t.app, `/apif/item/?vid=${item!.vid}`, { cookies: t.buyer });
    expect(mine.body.data.item.isBlock).toBe(true);
    const theirs = await get(t.app, `/apif/item/?vid=${item!.vid}`, { cookies: t.stall });
    expect(theirs.body.data.item.isBlock).toBe(false);

    const { body } = await post(t.app, '/apic/block/shops/cancel', { shopId }, { cookies: t.buyer });
    expect(body.data.isBlock).toBe(false);
    expect((await get(t.app, '/apic/user/stallBlackList', { cookies: t.buyer })).body.data.list).toEqual([]);
  });

  it('answers 209 for an unknown stall, 400 naming shopId and 401 for a guest', async () => {
    expect(
      (await post(t.app, '/apic/block/shops/add', { shopId: 99_999_999 }, { cookies: t.buyer })).body.code,
    ).toBe(209);
    const bad = await post(t.app, '/apic/block/shops/add', {}, { cookies: t.buyer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^shopId\b/);
    expect((await post(t.app, '/apic/block/shops/add', { shopId: shopIds[3] })).status).toBe(401);
    expect((await get(t.app, '/apic/user/stallBlackList')).status).toBe(401);
  });
});

describe(`the ${FOLLOWED_SHOPS_MAX}-stall follow limit`, () => {
  it(`leaves exactly ${FOLLOWED_SHOPS_MAX} follows after 50 parallel follows at ${FOLLOWED_SHOPS_MAX - 1}`, async () => {
    await t.database.db.execute(sql`insert into stalls (city, bid, floor_id, name, position, opened_at)
      select city, bid, floor_id, 'fill ' || g, 'F' || g, opened_at from stalls, generate_series(1, ${FOLLOWED_SHOPS_MAX + 50}) g
      where stalls.id = ${shopIds[0]}`);
    const fill = (
      await t.rows<{ id: number }>(sql`select id from stalls where name like 'fill %' order by id`)
    ).map((r) => r.id);
    await t.database.db.execute(sql`insert into followed_stalls (user_id, shop_id)
      select ${t.stallUserId}, id from stalls where name like 'fill %' order by id limit ${FOLLOWED_SHOPS_MAX - 1}`);
    const rest = fill.slice(FOLLOWED_SHOPS_MAX - 1, FOLLOWED_SHOPS_MAX - 1 + 50);
    const answers = await Promise.all(rest.map((shopId) => follow(shopId, t.stall)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === CODE.ok)).toHaveLength(1);
    expect(codes.filter((c) => c === CODE.limit)).toHaveLength(49);
    expect(answers.find((a) => a.body.code === CODE.limit)!.body.message).toContain(
      String(FOLLOWED_SHOPS_MAX),
    );
    const rows = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from followed_stalls where user_id = ${t.stallUserId}`,
    );
    expect(rows[0]!.n).toBe(FOLLOWED_SHOPS_MAX);
    // A batch past the limit adds nothing.
    const batch = await post(
      t.app,
      '/apic/user/favoriteShop/addBatch',
      { shopIds: [fill.at(-1), shopIds[5]] },
      {
        cookies: t.stall,
      },
    );
    expect(batch.body.code).toBe(CODE.limit);
    const after = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from followed_stalls where user_id = ${t.stallUserId}`,
    );
    expect(after[0]!.n).toBe(FOLLOWED_SHOPS_MAX);
  });

  it(`keeps exactly ${FOLLOWED_SHOPS_MAX - 1} when 20 batch follows of two race for the last three places (issue 12 point 6)`, async () => {
    const fill = (
      await t.rows<{ id: number }>(sql`select id from stalls where name like 'fill %' order by id`)
    ).map((r) => r.id);
    await t.database.db.execute(sql`delete from followed_stalls where user_id = ${t.stallUserId}`);
    await t.database.db.execute(sql`insert into followed_stalls (user_id, shop_id)
      select ${t.stallUserId}, id from stalls where name like 'fill %' order by id limit ${FOLLOWED_SHOPS_MAX - 3}`);
    const rest = fill.slice(FOLLOWED_SHOPS_MAX - 3);
    // All or nothing: the first batch takes two of the three places, every later one would pass the limit.
    const answers = await parallel(20, (i) =>
      post(
        t.app,
        '/apic/user/favoriteShop/addBatch',
        { shopIds: `${rest[2 * i]},${rest[2 * i + 1]}` },
        { cookies: t.stall },
      ),
    );
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, [CODE.limit]: 19 });
    const rows = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from followed_stalls where user_id = ${t.stallUserId}`,
    );
    expect(rows[0]!.n).toBe(FOLLOWED_SHOPS_MAX - 1);
  });
});
