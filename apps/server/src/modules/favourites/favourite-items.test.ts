import { CODE, FAVOURITE_ITEMS_MAX } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Favourite items (spec 3 §7; §8 "Favourite add", "Favourite cancel"; issue "Buying and keeping" 4, 8).
const t = suiteFixture(openSignedInSeededApp);
let items: { id: number; vid: string }[];

beforeAll(async () => {
  items = await t.rows<{ id: number; vid: string }>(
    sql`select id, vid from items where status = 1 order by id limit 20`,
  );
});

const favourites = (userId: number) =>
  t.rows<{ item_id: number }>(
    sql`select item_id from favourite_items where user_id = ${userId} order by item_id`,
  );
const add = (itemId: unknown, cookies?: Record<string, string>) =>
  post(t.app, '/apic/user/favoriteItem/add', { itemId }, { cookies });
const cancel = (itemId: unknown, cookies?: Record<string, string>, extra: object = {}) =>
  post(t.app, '/apic/user/favoriteItem/cancel', { itemId, lang: 'cn', ...extra }, { cookies });

const favouriteCount = async (itemId: number) =>
  (await t.rows<{ fav_num: number }>(sql`select fav_num from items where id = ${itemId}`))[0]!.fav_num;

describe("the item's favourite count (shown on its cards)", () => {
  it('rises by one per buyer who keeps the item, not for a repeat, and falls when one cancels', async () => {
    const item = items[10]!;
    const before = await favouriteCount(item.id);
    await Promise.all(Array.from({ length: 10 }, () => add(item.id, t.buyer)));
    await add(item.id, t.stall);
    expect(await favouriteCount(item.id)).toBe(before + 2);
    await cancel(item.id, t.stall);
    await cancel(item.id, t.stall);
    expect(await favouriteCount(item.id)).toBe(before + 1);
    await post(
      t.app,
      '/apic/user/favoriteItems/add',
      { itemIds: [item.id, items[11]!.id] },
      { cookies: t.stall },
    );
    expect(await favouriteCount(item.id)).toBe(before + 2);
    await cancel(item.id, t.buyer);
    await cancel(item.id, t.stall);
    await cancel(items[11]!.id, t.stall);
    expect(await favouriteCount(item.id)).toBe(before);
  });
});

describe('POST /apic/user/favoriteItem/add', () => {
  it('answers 200 favourited, then 201 already for the same item, keeping one row', async () => {
    const item = items[0]!;
    const first = await add(item.id, t.buyer);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: CODE.ok, data: { itemId: item.id, isFavorited: 1 } });
    const again = await add(item.id, t.buyer);
    expect(again.body.code).toBe(CODE.already);
    expect(again.body.message).toBeTruthy();
    expect(await favourites(t.buyerId)).toEqual([{ item_id: item.id }]);
  });

  it('answers 209 with the server message for an item taken off shelf', async () => {
    const item = items[1]!;
    await t.database.db.execute(sql`update items set status = 0 where id = ${item.id}`);
    const { status, body } = await add(item.id, t.buyer);
    expect(status).toBe(200);
    expect(body.code).toBe(CODE.serverMessage);
    expect(body.message).toMatch(/off the shelf|下架/);
    await t.database.db.execute(sql`update items set status = 1 where id = ${item.id}`);
  });

  it('asks a guest to sign in (401) and 400 names a bad itemId', async () => {
    const guest = await add(items[2]!.id);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(CODE.notLoggedIn);
    for (const bad of ['abc', -3, undefined]) {
      const { status, body } = await add(bad, t.buyer);
      expect(status, String(bad)).toBe(400);
      expect(body.message).toMatch(/^itemId\b/);
    }
  });

  it('leaves exactly one row after 50 parallel identical requests', async () => {
    const item = items[3]!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(item.id, t.stall)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 201)).toHaveLength(49);
    const rows = await t.rows<{ n: number }>(sql`select count(*)::int as n from favourite_items
      where user_id = ${t.stallUserId} and item_id = ${item.id}`);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('POST /apic/user/favoriteItems/add (JSON)', () => {
  it('adds the new ones in one go and names those already kept', async () => {
    const ids = [items[0]!.id, items[4]!.id, items[5]!.id];
    const response = await t.app.inject({
      method: 'POST',
      url: '/apic/user/favoriteItems/add',
      payload: { itemIds: ids },
      cookies: t.buyer,
    });
    const body = response.json();
    expect(body.code).toBe(CODE.ok);
    expect(body.data.added.sort()).toEqual([items[4]!.id, items[5]!.id].sort());
    expect(body.data.already).toEqual([items[0]!.id]);
    const kept = (await favourites(t.buyerId)).map((r) => r.item_id);
    expect(kept).toEqual(expect.arrayContaining(ids));
  });

  it('answers 400 for an empty list and 209 when no id is on shelf', async () => {
    const empty = await post(t.app, '/apic/user/favoriteItems/add', { itemIds: [] }, { cookies: t.buyer });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^itemIds\b/);
    const none = await post(
      t.app,
      '/apic/user/favoriteItems/add',
      { itemIds: [99_999_999] },
      { cookies: t.buyer },
    );
    expect(none.body.code).toBe(CODE.serverMessage);
  });
});

describe('isFavorited on cards and the item page', () => {
  it('is 1 for the signed-in user who kept the item, 0 for another user and for guests', async () => {
    const item = items[0]!;
    const mine = await get(t.app, `/apif/item/?vid=${item.vid}`, { cookies: t.buyer });
    expect(mine.body.data.item.isFavorited).toBe(1);
    const theirs = await get(t.app, `/apif/item/?vid=${item.vid}`, { cookies: t.stall });
    expect(theirs.body.data.item.isFavorited).toBe(0);
    const guest = await get(t.app, `/apif/item/?vid=${item.vid}`);
    expect(guest.body.data.item.isFavorited).toBe(0);
    const list = await get(t.app, '/apic/user/favoriteData?pageSize=100', { cookies: t.buyer });
    expect(list.body.data.list.every((c: { isFavorited: number }) => c.isFavorited === 1)).toBe(true);
  });
});

describe('POST /apic/user/favoriteItem/cancel', () => {
  it('answers 200 cancelled, also when retried, and the item leaves the list', async () => {
    const item = items[5]!;
    for (let i = 0; i < 2; i++) {
      const { body } = await cancel(item.id, t.buyer);
      expect(body).toMatchObject({ code: CODE.ok, data: { itemId: item.id, isFavorited: 0 } });
    }
    const list = await get(t.app, '/apic/user/favoriteData?pageSize=100', { cookies: t.buyer });
    expect(list.body.data.list.map((c: { itemId: number }) => c.itemId)).not.toContain(item.id);
  });

  it("never touches another user's rows, whatever user id the body carries", async () => {
    const item = items[0]!;
    const { body } = await cancel(item.id, t.stall, { userId: t.buyerId, uid: t.buyerId });
    expect(body.code).toBe(CODE.ok);
    expect((await favourites(t.buyerId)).map((r) => r.item_id)).toContain(item.id);
    const theirs = await get(t.app, '/apic/user/favoriteData?pageSize=100', { cookies: t.stall });
    expect(theirs.body.data.list.map((c: { itemId: number }) => c.itemId)).toEqual([items[3]!.id]);
  });
});

describe('the user-centre lists', () => {
  it('lists kept items on shelf in favoriteData and those taken off shelf in offShelfList', async () => {
    const item = items[4]!;
    await t.database.db.execute(sql`update items set status = 0 where id = ${item.id}`);
    const onShelf = await get(t.app, '/apic/user/favoriteData?pageSize=100', { cookies: t.buyer });
    const off = await post(t.app, '/apic/userCenter/item/offShelfList', {}, { cookies: t.buyer });
    expect(onShelf.body.data.list.map((c: { itemId: number }) => c.itemId)).not.toContain(item.id);
    expect(off.body.data.list.map((c: { itemId: number }) => c.itemId)).toEqual([item.id]);
    expect(off.body.data.total).toBe(1);
    await t.database.db.execute(sql`update items set status = 1 where id = ${item.id}`);
    const guest = await get(t.app, '/apic/user/favoriteData');
    expect(guest.status).toBe(401);
  });
});

describe('the favourite limit', () => {
  it(`answers 202 with the server message once ${FAVOURITE_ITEMS_MAX} items are kept`, async () => {
    // Fill the stall user's favourites up to one below the limit with copies of a catalogue item.
    await t.database.db.execute(sql`insert into items (vid, shop_id, city, category_id, title, art_no, price,
        original_price, index_img_url, up_time, color, pattern, fabric, season, suitable_age)
      select 'fill-' || g, shop_id, city, category_id, title, art_no, price, original_price, index_img_url,
        up_time - interval '400 days', color, pattern, fabric, season, suitable_age
      from items, generate_series(1, ${FAVOURITE_ITEMS_MAX}) g where items.id = ${items[0]!.id}`);
    await t.database.db.execute(sql`insert into favourite_items (user_id, item_id)
      select ${t.stallUserId}, id from items where vid like 'fill-%' order by id limit ${FAVOURITE_ITEMS_MAX - 2}`);
    // One kept already (items[3]) plus the fill: one below the limit.
    const last = await add(items[6]!.id, t.stall);
    expect(last.body.code).toBe(CODE.ok);
    const over = await add(items[7]!.id, t.stall);
    expect(over.body.code).toBe(CODE.limit);
    expect(over.body.message).toContain(String(FAVOURITE_ITEMS_MAX));
    const batch = await post(
      t.app,
      '/apic/user/favoriteItems/add',
      { itemIds: `${items[8]!.id},${items[9]!.id}` },
      {
        cookies: t.stall,
      },
    );
    expect(batch.body.code).toBe(CODE.limit);
    const rows = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from favourite_items where user_id = ${t.stallUserId}`,
    );
    expect(rows[0]!.n).toBe(FAVOURITE_ITEMS_MAX);
  });

  it(`keeps exactly ${FAVOURITE_ITEMS_MAX} when 50 adds and 20 batch adds race for the last places (issue 12 point 6)`, async () => {
    // The fill of the test above, less what the races below may take.
    const held = async () =>
      (
        await t.rows<{ n: number }>(
          sql`select count(*)::int as n from favourite_items where user_id = ${t.stallUserId}`,
        )
      )[0]!.n;
    const fillTo = async (n: number) => {
      await t.database.db.execute(sql`delete from favourite_items where user_id = ${t.stallUserId}`);
      await t.database.db.execute(sql`insert into favourite_items (user_id, item_id)
        select ${t.stallUserId}, id from items where vid like 'fill-%' order by id limit ${n}`);
    };
    const others = (
      await t.rows<{ id: number }>(
        sql`select id from items where status = 1 and vid not like 'fill-%' order by id limit 50`,
      )
    ).map((r) => r.id);

    await fillTo(FAVOURITE_ITEMS_MAX - 1);
    const singles = await parallel(others.length, (i) => add(others[i]!, t.stall));
    expect(tally(singles)).toEqual({ [CODE.ok]: 1, [CODE.limit]: others.length - 1 });
    expect(await held()).toBe(FAVOURITE_ITEMS_MAX);

    // All or nothing: the first batch of two takes the last places but one, every other one would pass.
    await fillTo(FAVOURITE_ITEMS_MAX - 3);
    const batches = await parallel(20, (i) =>
      post(
        t.app,
        '/apic/user/favoriteItems/add',
        { itemIds: [others[2 * i], others[2 * i + 1]] },
        { cookies: t.stall },
      ),
    );
    expect(tally(batches)).toEqual({ [CODE.ok]: 1, [CODE.limit]: 19 });
    expect(await held()).toBe(FAVOURITE_ITEMS_MAX - 1);
  });
});
