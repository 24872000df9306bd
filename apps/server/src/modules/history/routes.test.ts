import { CODE, GOODS_HISTORY_MAX, type GoodsHistoryPage } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parallel, tally } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Browsing history (/goods-history): the item page records a signed-in buyer's views.
const t = suiteFixture(openSignedInSeededApp);
let onShelf: { id: number; vid: string }[];

beforeAll(async () => {
  onShelf = await t.rows(sql`select id, vid from items where status = 1 order by id limit 250`);
});

const view = (vid: string, cookies?: Record<string, string>) =>
  t.get('/apif/item/', { query: { vid }, cookies });
const history = async (cookies: Record<string, string>, query: Record<string, number> = {}) => {
  const response = await t.get<GoodsHistoryPage>('/apic/user/goodsHistory', { query, cookies });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

describe('browsing history', () => {
  it('records a signed-in view, newest first, one row per item moved to the front on revisit', async () => {
    const [a, b, c] = onShelf;
    for (const item of [a!, b!, c!, a!]) expect((await view(item.vid, t.buyer)).status).toBe(200);
    const page = await history(t.buyer);
    expect(page.list.map((card) => card.itemId)).toEqual([a!.id, c!.id, b!.id]);
    expect(page.total).toBe(3);
    const times = page.list.map((card) => card.viewedAt);
    expect(times).toEqual([...times].sort().reverse());
    // Cards of the history carry the buyer's prices.
    expect(page.list.every((card) => typeof card.price === 'number')).toBe(true);
  });

  it("records nothing for a guest, and keeps each user's history their own", async () => {
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from goods_history`);
    await view(onShelf[10]!.vid);
    const after = await t.rows<{ n: number }>(sql`select count(*)::int as n from goods_history`);
    expect(after[0]!.n).toBe(before[0]!.n);
    await view(onShelf[11]!.vid, t.stall);
    expect((await history(t.stall)).list.map((c) => c.itemId)).toEqual([onShelf[11]!.id]);
    expect((await history(t.buyer)).list.map((c) => c.itemId)).not.toContain(onShelf[11]!.id);
  });

  it(`keeps the newest ${GOODS_HISTORY_MAX} items and drops the oldest`, async () => {
    await t.rows(sql`delete from goods_history where user_id = ${t.buyerId}`);
    const old = onShelf.slice(0, GOODS_HISTORY_MAX);
    for (const [i, item] of old.entries()) {
      await t.rows(sql`insert into goods_history (user_id, item_id, viewed_at)
        values (${t.buyerId}, ${item.id}, now() - make_interval(mins => ${GOODS_HISTORY_MAX - i}))`);
    }
    const newest = onShelf[GOODS_HISTORY_MAX]!;
    await view(newest.vid, t.buyer);
    const rows = await t.rows<{ item_id: number }>(
      sql`select item_id from goods_history where user_id = ${t.buyerId}`,
    );
    expect(rows).toHaveLength(GOODS_HISTORY_MAX);
    const kept = new Set(rows.map((r) => r.item_id));
    expect(kept.has(old[0]!.id)).toBe(false);
    expect(kept.has(newest.id)).toBe(true);
    const page = await history(t.buyer, { page: 2, pageSize: 50 });
    expect(page.total).toBe(GOODS_HISTORY_MAX);
    expect(page.list).toHaveLength(50);
    expect(page.list[0]!.itemId).toBe(old[GOODS_HISTORY_MAX - 50]!.id);
  });

  it(`keeps exactly the newest ${GOODS_HISTORY_MAX} items when 50 views arrive at once (issue 12 point 6)`, async () => {
    await t.rows(sql`delete from goods_history where user_id = ${t.buyerId}`);
    const held = GOODS_HISTORY_MAX - 10;
    for (const [i, item] of onShelf.slice(0, held).entries()) {
      await t.rows(sql`insert into goods_history (user_id, item_id, viewed_at)
        values (${t.buyerId}, ${item.id}, now() - make_interval(mins => ${held - i}))`);
    }
    const fresh = onShelf.slice(held, held + 50);
    const answers = await parallel(fresh.length, (i) => view(fresh[i]!.vid, t.buyer));
    expect(tally(answers)).toEqual({ [CODE.ok]: fresh.length });
    const kept = new Set(
      (
        await t.rows<{ item_id: number }>(sql`select item_id from goods_history where user_id = ${t.buyerId}`)
      ).map((r) => r.item_id),
    );
    expect(kept.size).toBe(GOODS_HISTORY_MAX);
    expect(fresh.every((item) => kept.has(item.id))).toBe(true);
  });

  it('answers a guest 401 and bad paging 400 naming the field', async () => {
    const guest = await t.get('/apic/user/goodsHistory');
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(CODE.notLoggedIn);
    const bad = await t.get('/apic/user/goodsHistory', { query: { pageSize: 1000 }, cookies: t.buyer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^pageSize\b/);
  });
});
