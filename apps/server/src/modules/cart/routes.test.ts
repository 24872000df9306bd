import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, buyableSkus, cartLinesOf, choice, type TestSku } from '../../testing/cart-calls.ts';
import { get, post } from '../../testing/http-calls.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// The cart and purchase-list calls (spec 3 §4 "Add to cart", §5 quantity, §6 visitors, §7, §8, §9).
const t = suiteFixture(openSignedInSeededApp);
let skus: TestSku[];

beforeAll(async () => {
  skus = await buyableSkus(t, 6);
});
beforeEach(async () => {
  await t.rows(sql`delete from cart_lines`);
  await t.rows(sql`delete from purchase_lines`);
});

describe('POST /apic/user/cart/add', () => {
  it('adds the SKU the colour and size name to the signed-in buyer’s cart and answers the badge count', async () => {
    const { status, body, userKey } = await addToCart(t, choice(skus[0]!, '3'), { cookies: t.buyer });
    expect(status).toBe(200);
    expect(body.data).toEqual({ user_key: null, amount: 3, cartCount: 1 });
    expect(userKey).toBeUndefined();
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([{ sku_id: skus[0]!.skuId, amount: 3 }]);
  });

  it('sums a second add of the same SKU into its line, capped at 999', async () => {
    await addToCart(t, choice(skus[0]!, 900), { cookies: t.buyer });
    const { body } = await addToCart(t, choice(skus[0]!, 200), { cookies: t.buyer });
    expect(body.data).toMatchObject({ amount: 999, cartCount: 1 });
  });

  it.each([
    ['0', 'zero'],
    ['1000', 'four digits'],
    ['1.5', 'a decimal'],
    ['-1', 'a sign'],
    ['', 'empty'],
    ['2a', 'a letter'],
  ])('refuses quantity %j (%s): digits only, 1 to 999', async (amount) => {
    const { status, body } = await addToCart(t, choice(skus[0]!, amount), { cookies: t.buyer });
    expect(status).toBe(400);
    expect(body.message).toContain('amount');
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([]);
  });

  it('asks to select colour and size when either is missing', async () => {
    const { itemId, colorId } = skus[0]!;
    const { status, body } = await addToCart(
      t,
      { itemId, color_id: colorId, amount: 1, lang: 'en' },
      { cookies: t.buyer },
    );
    expect(status).toBe(400);
    expect(body.message).toBe('Please select color and size');
    const cn = await addToCart(t, { itemId, amount: 1, lang: 'cn' }, { cookies: t.buyer });
    expect(cn.body.message).toBe('请选择颜色和尺码');
  });

  it('refuses a colour and size combination with no SKU, and a SKU priced 0', async () => {
    const { itemId, colorId } = skus[0]!;
    const none = await addToCart(
      t,
      { itemId, color_id: colorId, size_id: 999_999, amount: 1 },
      { cookies: t.buyer },
    );
    expect(none.status).toBe(400);
    await t.rows(sql`update skus set price = 0 where id = ${skus[1]!.skuId}`);
    try {
      const zero = await addToCart(t, choice(skus[1]!), { cookies: t.buyer });
      expect(zero.status).toBe(400);
    } finally {
      await t.rows(sql`update skus set price = ${skus[1]!.price} where id = ${skus[1]!.skuId}`);
    }
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([]);
  });

  it('refuses a SKU out of stock sent directly, naming it, in the cart and in a batch (issue 16 point 2)', async () => {
    await t.rows(sql`update skus set is_lack = true where id = ${skus[2]!.skuId}`);
    try {
      const lacking = await addToCart(t, choice(skus[2]!), { cookies: { ...t.buyer, lang: 'en' } });
      expect(lacking.status).toBe(400);
      expect(lacking.body.message).toBe('This colour and size is out of stock');
      const batch = await post(
        t.app,
        '/api/transaction/cart/batchadd',
        { items: [choice(skus[0]!), choice(skus[2]!)] },
        { cookies: t.buyer },
      );
      expect(batch.status).toBe(400);
    } finally {
      await t.rows(sql`update skus set is_lack = false where id = ${skus[2]!.skuId}`);
    }
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([]);
  });

  it('refuses pre-sold items and items with an empty art number', async () => {
    const [a, b] = [skus[2]!, skus[3]!];
    await t.rows(sql`update items set is_pre_sell = true where id = ${a.itemId}`);
    const artNo = (await t.rows<{ art_no: string }>(sql`select art_no from items where id = ${b.itemId}`))[0]!
      .art_no;
    await t.rows(sql`update items set art_no = '' where id = ${b.itemId}`);
    try {
      const preSold = await addToCart(t, { ...choice(a), lang: 'en' }, { cookies: t.buyer });
      expect(preSold.status).toBe(400);
      expect(preSold.body.message).toBe('This item cannot be bought');
      const noArtNo = await addToCart(t, choice(b), { cookies: t.buyer });
      expect(noArtNo.status).toBe(400);
    } finally {
      await t.rows(sql`update items set is_pre_sell = false where id = ${a.itemId}`);
      await t.rows(sql`update items set art_no = ${artNo} where id = ${b.itemId}`);
    }
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([]);
  });

  it('refuses an item whose price type is not 1 or 2 with the price-setting error', async () => {
    const sku = skus[4]!;
    await t.rows(sql`update items set price_type = 3 where id = ${sku.itemId}`);
    try {
      const { status, body } = await addToCart(t, { ...choice(sku), lang: 'en' }, { cookies: t.buyer });
      expect(status).toBe(400);
      expect(body.message).toMatch(/price/);
    } finally {
      await t.rows(sql`update items set price_type = 1 where id = ${sku.itemId}`);
    }
  });

  it('answers 404 for an item that does not exist, naming the field for a malformed one', async () => {
    expect(
      (await addToCart(t, { itemId: 99_999_999, color_id: 1, size_id: 1, amount: 1 }, { cookies: t.buyer }))
        .status,
    ).toBe(404);
    const bad = await addToCart(t, { itemId: 'x', amount: 1 }, { cookies: t.buyer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('itemId');
  });
});

describe('guest carts (user_key cookie)', () => {
  it('gives a guest a cart under a fresh, unguessable key set as an httpOnly 30-day cookie', async () => {
    const { status, body, response } = await addToCart(t, choice(skus[0]!, 2));
    expect(status).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'user_key')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(body.data.user_key).toBe(cookie.value);
    expect(await cartLinesOf(t, { guestKey: cookie.value })).toEqual([{ sku_id: skus[0]!.skuId, amount: 2 }]);
    const again = await addToCart(t, choice(skus[1]!), { cookies: { user_key: cookie.value } });
    expect(again.body.data).toMatchObject({ user_key: cookie.value, cartCount: 2 });
  });

  it('never answers a guest a price: no line price and no total, not even the field', async () => {
    const { userKey } = await addToCart(t, choice(skus[0]!, 2));
    const { body } = await get(t.app, '/apic/user/cart/list', { cookies: { user_key: userKey! } });
    expect(body.data.signedIn).toBe(false);
    expect(body.data.groups[0].lines[0].amount).toBe(2);
    expect(JSON.stringify(body.data)).not.toMatch(
      /"(price|total|totalInCurrency|totalPrice|totalPriceInCurrency)"/,
    );
  });

  it('does not honour a key the server did not issue: a made-up key gets a fresh cart', async () => {
    const { userKey: victim } = await addToCart(t, choice(skus[0]!, 5));
    const madeUp = 'A'.repeat(32);
    const { userKey } = await addToCart(t, choice(skus[1]!), { cookies: { user_key: madeUp } });
    expect(userKey).not.toBe(madeUp);
    expect(userKey).not.toBe(victim);
    const list = await get(t.app, '/apic/user/cart/list', { cookies: { user_key: madeUp } });
    expect(list.body.data.cartCount).toBe(0);
  });
});

describe('cart page calls: list, update, remove', () => {
  it('groups lines by stall with the total in the chosen currency and marks short stock', async () => {
    await addToCart(t, choice(skus[0]!, 2), { cookies: t.buyer });
    await addToCart(t, choice(skus[1]!, 1), { cookies: t.buyer });
    await t.rows(sql`update skus set stock = 0 where id = ${skus[1]!.skuId}`);
    const { body } = await get(t.app, '/apic/user/cart/list?currency=USD', { cookies: t.buyer });
    const lines = body.data.groups.flatMap((g: { lines: unknown[] }) => g.lines);
    expect(lines).toHaveLength(2);
    const short = lines.find((l: { skuId: number }) => l.skuId === skus[1]!.skuId);
    expect(short.stockShort).toBe(true);
    expect(body.data.currency).toBe('USD');
    // Only what can be bought counts: the out-of-stock line is shown but left out of the total.
    const total = Math.round(skus[0]!.price * 2 * 100) / 100;
    expect(body.data.totalPrice).toBeCloseTo(total, 2);
    const rate = (
      await t.rows<{ rate: number }>(
        sql`select rate::float as rate from currency_rates where currency = 'USD'`,
      )
    )[0]!.rate;
    expect(body.data.totalPriceInCurrency).toBeCloseTo(total * rate, 1);
    for (const group of body.data.groups) {
      const shopIds = await t.rows<{ shop_id: number }>(
        sql`select distinct shop_id from items where id in ${sql.raw(`(${group.lines.map((l: { itemId: number }) => l.itemId).join(',')})`)}`,
      );
      expect(shopIds).toEqual([{ shop_id: group.shopId }]);
    }
  });

  it('sets a line’s quantity within 1 to 999 and removes a line', async () => {
    await addToCart(t, choice(skus[0]!, 2), { cookies: t.buyer });
    const id = (await t.rows<{ id: number }>(sql`select id from cart_lines where user_id = ${t.buyerId}`))[0]!
      .id;
    const updated = await post(t.app, '/apic/user/cart/update', { id, amount: '7' }, { cookies: t.buyer });
    expect(updated.body.data.groups[0].lines[0].amount).toBe(7);
    expect(
      (await post(t.app, '/apic/user/cart/update', { id, amount: '1000' }, { cookies: t.buyer })).status,
    ).toBe(400);
    const removed = await post(t.app, '/apic/user/cart/delete', { id }, { cookies: t.buyer });
    expect(removed.body.data.cartCount).toBe(0);
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([]);
  });

  it('refuses another user’s line ids (404) and leaves them unchanged', async () => {
    await addToCart(t, choice(skus[0]!, 2), { cookies: t.buyer });
    const id = (await t.rows<{ id: number }>(sql`select id from cart_lines where user_id = ${t.buyerId}`))[0]!
      .id;
    const { userKey } = await addToCart(t, choice(skus[1]!));
    for (const cookies of [t.stall, { user_key: userKey! }, {}]) {
      expect((await post(t.app, '/apic/user/cart/update', { id, amount: 9 }, { cookies })).status).toBe(404);
      expect((await post(t.app, '/apic/user/cart/delete', { id }, { cookies })).status).toBe(404);
    }
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([{ sku_id: skus[0]!.skuId, amount: 2 }]);
  });

  it('keeps one guest’s lines out of another guest’s reach', async () => {
    const { userKey: first } = await addToCart(t, choice(skus[0]!, 2));
    const { userKey: second } = await addToCart(t, choice(skus[1]!, 1));
    const id = (
      await t.rows<{ id: number }>(sql`select id from cart_lines where sku_id = ${skus[0]!.skuId}`)
    )[0]!.id;
    expect(
      (await post(t.app, '/apic/user/cart/delete', { id }, { cookies: { user_key: second! } })).status,
    ).toBe(404);
    expect(await cartLinesOf(t, { guestKey: first! })).toHaveLength(1);
    const count = await get(t.app, '/apic/user/cart/count', { cookies: { user_key: second! } });
    expect(count.body.data.cartCount).toBe(1);
  });
});

describe('a cart line’s picture', () => {
  it('is its colour’s picture, as the item page shows it, in the cart and the purchase list', async () => {
    // A buyable SKU of a colour that has a gallery picture of its own, not the item's main picture.
    const [row] = await t.rows<TestSku & { vid: string }>(sql`
      select i.id as "itemId", i.vid, s.id as "skuId", s.color_id as "colorId", s.size_id as "sizeId", s.price::float as price
      from items i join skus s on s.item_id = i.id
      where i.status = 1 and not i.is_pre_sell and i.art_no <> '' and i.price_type in (1, 2) and s.price > 0
        and exists (select 1 from item_images p
                    where p.item_id = i.id and p.color_id = s.color_id and p.url <> i.index_img_url)
      order by i.id, s.color_id, s.id limit 1`);
    const detail = await get(t.app, `/apif/item/?vid=${row!.vid}`, { cookies: t.buyer });
    const colorPic = detail.body.data.item.colors.find((c: { id: number }) => c.id === row!.colorId).pic;
    expect(colorPic).toBeTruthy();
    expect(colorPic).not.toBe(detail.body.data.item.indexImgUrl);
    await addToCart(t, choice(row!, 2), { cookies: t.buyer });
    const cart = await get(t.app, '/apic/user/cart/list', { cookies: t.buyer });
    expect(cart.body.data.groups[0].lines[0].indexImgUrl).toBe(colorPic);
    const line = { itemId: row!.itemId, colorId: row!.colorId, sizeId: row!.sizeId, amount: 1 };
    await post(t.app, '/apic/user/purchase/addAll', { lines: [line] }, { cookies: t.buyer });
    const list = await get(t.app, '/apic/user/purchase/list', { cookies: t.buyer });
    expect(list.body.data.lines[0].indexImgUrl).toBe(colorPic);
  });
});

describe('POST /api/transaction/cart/batchadd and the favourite add-to-cart', () => {
  it('adds every line in one transaction, or none when one is refused', async () => {
    const ok = await post(
      t.app,
      '/api/transaction/cart/batchadd',
      { items: [choice(skus[0]!, 2), choice(skus[1]!, 3)] },
      { cookies: t.buyer },
    );
    expect(ok.body.data).toMatchObject({ added: 2, cartCount: 2 });
    const refused = await post(
      t.app,
      '/api/transaction/cart/batchadd',
      { items: [choice(skus[2]!, 1), { itemId: skus[3]!.itemId, amount: 1 }] },
      { cookies: t.buyer },
    );
    expect(refused.status).toBe(400);
    expect((await cartLinesOf(t, { userId: t.buyerId })).map((l) => l.sku_id)).toEqual(
      [skus[0]!.skuId, skus[1]!.skuId].sort((a, b) => a - b),
    );
  });

  it('adds nothing when one line of several is refused, and the refusal names that line', async () => {
    const { itemId, colorId } = skus[4]!;
    const refused = await post(
      t.app,
      '/api/transaction/cart/batchadd',
      {
        items: [
          choice(skus[0]!, 2),
          choice(skus[1]!, 3),
          { itemId, color_id: colorId, size_id: 999_999, amount: 1 },
        ],
      },
      { cookies: t.buyer },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^items\.2: \S/);
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([]);
  });

  it.each([
    ['0', 'zero'],
    ['1000', 'above 999'],
  ])('refuses quantity %s (%s) on one line, naming the line, and adds none of the others', async (amount) => {
    const refused = await post(
      t.app,
      '/api/transaction/cart/batchadd',
      { items: [choice(skus[0]!, 5), choice(skus[1]!, amount), choice(skus[2]!, 999)] },
      { cookies: t.buyer },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('items.1.amount: digits only, 1 to 999');
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([]);
  });

  it('favourite add-to-cart answers data.user_key for a guest', async () => {
    const { body, response } = await post(t.app, '/apic/user/favoriteItem/addCart', choice(skus[0]!));
    expect(body.data.user_key).toBe(response.cookies.find((c) => c.name === 'user_key')!.value);
  });
});

describe('POST /apic/user/purchase/addAll', () => {
  it('adds the lines to the buyer’s purchase list and answers orders_amount', async () => {
    const lines = [skus[0]!, skus[1]!].map((s) => ({
      itemId: s.itemId,
      colorId: s.colorId,
      sizeId: s.sizeId,
      amount: 2,
    }));
    const { status, body } = await post(t.app, '/apic/user/purchase/addAll', { lines }, { cookies: t.buyer });
    expect(status).toBe(200);
    expect(body.data).toEqual({ orders_amount: 2 });
    const again = await post(
      t.app,
      '/apic/user/purchase/addAll',
      { lines: [lines[0]] },
      { cookies: t.buyer },
    );
    expect(again.body.data).toEqual({ orders_amount: 2 });
    const list = await get(t.app, '/apic/user/purchase/list', { cookies: t.buyer });
    expect(list.body.data.pieces).toBe(6);
  });

  it('asks a guest to sign in (401) and shows the server message for a refused line', async () => {
    const line = { itemId: skus[0]!.itemId, colorId: skus[0]!.colorId, sizeId: skus[0]!.sizeId, amount: 1 };
    expect((await post(t.app, '/apic/user/purchase/addAll', { lines: [line] })).status).toBe(401);
    const refused = await post(
      t.app,
      '/apic/user/purchase/addAll',
      { lines: [line, { ...line, sizeId: undefined }], lang: 'en' },
      { cookies: t.buyer },
    );
    expect(refused.status).toBe(400);
    const rows = await t.rows(sql`select 1 from purchase_lines where user_id = ${t.buyerId}`);
    expect(rows).toEqual([]);
  });
});
