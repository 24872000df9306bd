import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyableSkus, cartLinesOf, choice, type TestSku } from '../../testing/cart-calls.ts';
import { post } from '../../testing/http-calls.ts';
import { parallel } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Issue "Buying and keeping" item 8: repeated clicks and retried requests do not duplicate lines. The
// spec (3 §5, §9) gives a quantity per add and a 999 cap and no "set" call for adding: an add adds its
// pieces to the line (docs/decisions/018), so N identical adds leave one line holding N × the pieces.
const N = 20;
const t = suiteFixture(openSignedInSeededApp);
let skus: TestSku[];

beforeAll(async () => {
  skus = await buyableSkus(t, 2);
});
beforeEach(async () => {
  await t.rows(sql`delete from cart_lines`);
  await t.rows(sql`delete from purchase_lines`);
  await t.rows(sql`delete from favourite_items`);
});

/** The same request N times at once, as a double-clicking buyer or a retrying client sends it. */
const times = <T>(run: (i: number) => Promise<T>) => parallel(N, run);
const purchaseLines = () =>
  t.rows<{ sku_id: number; amount: number }>(
    sql`select sku_id, amount from purchase_lines where user_id = ${t.buyerId} order by sku_id`,
  );
const bySku = (lines: { sku_id: number; amount: number }[]) => [...lines].sort((a, b) => a.sku_id - b.sku_id);

describe(`${N} identical requests in parallel leave one line a SKU, the pieces of every add in it`, () => {
  it('/apic/user/cart/add', async () => {
    const answers = await times(() =>
      post(t.app, '/apic/user/cart/add', choice(skus[0]!, 2), { cookies: t.buyer }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([{ sku_id: skus[0]!.skuId, amount: 2 * N }]);
  });

  it('the favourite add-to-cart call (/apic/user/favoriteItem/addCart)', async () => {
    const answers = await times(() =>
      post(t.app, '/apic/user/favoriteItem/addCart', choice(skus[1]!, 3), { cookies: t.buyer }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([{ sku_id: skus[1]!.skuId, amount: 3 * N }]);
  });

  it('/api/transaction/cart/batchadd, its two SKUs sent in either order', async () => {
    const [a, b] = [choice(skus[0]!, 1), choice(skus[1]!, 4)];
    const answers = await times((i) =>
      post(t.app, '/api/transaction/cart/batchadd', { items: i % 2 ? [a, b] : [b, a] }, { cookies: t.buyer }),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual(
      bySku([
        { sku_id: skus[0]!.skuId, amount: N },
        { sku_id: skus[1]!.skuId, amount: 4 * N },
      ]),
    );
  });

  it('/apic/user/purchase/addAll, its two lines sent in either order; orders_amount counts lines', async () => {
    const line = (sku: TestSku, amount: number) => ({
      itemId: sku.itemId,
      colorId: sku.colorId,
      sizeId: sku.sizeId,
      amount,
    });
    const [a, b] = [line(skus[0]!, 5), line(skus[1]!, 1)];
    const answers = await times((i) =>
      post(t.app, '/apic/user/purchase/addAll', { lines: i % 2 ? [a, b] : [b, a] }, { cookies: t.buyer }),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(answers.map((r) => r.body.data.orders_amount)).toEqual(Array(N).fill(2));
    expect(await purchaseLines()).toEqual(
      bySku([
        { sku_id: skus[0]!.skuId, amount: 5 * N },
        { sku_id: skus[1]!.skuId, amount: N },
      ]),
    );
  });

  it('/apic/user/favoriteItem/add and /apic/user/favoriteItems/add: one row, one 200, the rest 201 / already', async () => {
    const one = await times(() =>
      post(t.app, '/apic/user/favoriteItem/add', { itemId: skus[0]!.itemId }, { cookies: t.buyer }),
    );
    const codes = one.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 201)).toHaveLength(N - 1);
    const many = await times(() =>
      t.app
        .inject({
          method: 'POST',
          url: '/apic/user/favoriteItems/add',
          payload: { itemIds: [skus[0]!.itemId, skus[1]!.itemId] },
          cookies: t.buyer,
        })
        .then((r) => ({ status: r.statusCode, body: r.json() })),
    );
    expect(many.map((r) => r.status)).toEqual(Array(N).fill(200));
    const added = many.flatMap((r) => r.body.data.added as number[]);
    expect(added).toEqual([skus[1]!.itemId]);
    const rows = await t.rows<{ item_id: number; n: number }>(sql`
      select item_id, count(*)::int as n from favourite_items where user_id = ${t.buyerId} group by item_id order by item_id`);
    expect(rows).toEqual(
      [skus[0]!.itemId, skus[1]!.itemId].sort((x, y) => x - y).map((item_id) => ({ item_id, n: 1 })),
    );
  });
});
