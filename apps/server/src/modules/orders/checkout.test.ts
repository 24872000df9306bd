import { CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choice, type TestSku } from '../../testing/cart-calls.ts';
import { addressIdOf } from '../../testing/checkout-calls.ts';
import { freshAddress, get, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { ensureNewUserCouponPlan } from '../coupons/index.ts';

// Checkout from the cart or the purchase list (issue 16 point 1, spec 3 §7 `getOrderConfirmList`,
// `distribute-support-list`, `payConfirmPost`; docs/decisions/049).
const t = suiteFixture(openSignedInSeededApp);

interface CitySku extends TestSku {
  shopId: number;
  city: string;
  stock: number;
}

/**
 * Buyable SKUs with stock for every test's pieces, one per item, taking the stalls of a city in turn:
 * the first ones are of different stalls.
 */
const skusOf = (city: string, n: number) =>
  t.rows<CitySku>(sql`
    select "itemId", "skuId", "colorId", "sizeId", price, "shopId", city, stock from (
      select distinct on (i.id) i.id as "itemId", s.id as "skuId", s.color_id as "colorId",
        s.size_id as "sizeId", s.price::float as price, i.shop_id as "shopId", i.city, s.stock
      from items i join skus s on s.item_id = i.id
      where i.city = ${city} and i.status = 1 and not i.is_pre_sell and i.art_no <> ''
        and i.price_type in (1, 2) and s.price > 0 and not s.is_lack and s.stock >= 15
      order by i.id, s.id
    ) picked
    order by row_number() over (partition by "shopId" order by "itemId"), "shopId"
    limit ${n}`);

let gz: CitySku[];
let pn: CitySku[];

beforeAll(async () => {
  await ensureNewUserCouponPlan(t.database.db);
  gz = await skusOf('gz', 12);
  pn = await skusOf('pn', 1);
  expect([gz.length, pn.length]).toEqual([12, 1]);
});
beforeEach(async () => {
  await t.rows(sql`delete from cart_lines`);
  await t.rows(sql`delete from purchase_lines`);
  await t.rows(sql`update coupon_receipts set orders_used = 0`);
});

/** Puts SKUs in the buyer's cart; answers the cart's line ids in the order given. */
async function cartOf(lines: readonly [CitySku, number][], cookies = t.buyer): Promise<number[]> {
  for (const [sku, amount] of lines) {
    const added = await post(t.app, '/apic/user/cart/add', choice(sku, amount), { cookies });
    expect(added.body).toMatchObject({ code: CODE.ok });
  }
  const cart = await get(t.app, '/apic/user/cart/list', { cookies });
  const bySku = new Map<number, number>(
    cart.body.data.groups.flatMap((g: { lines: { skuId: number; id: number }[] }) =>
      g.lines.map((l) => [l.skuId, l.id]),
    ),
  );
  return lines.map(([sku]) => bySku.get(sku.skuId)!);
}

const quote = (fields: Record<string, unknown>, cookies = t.buyer) =>
  post(t.app, '/shopc/vas/getOrderConfirmList', { source: 'cart', ...fields }, { cookies });

const place = (fields: Record<string, unknown>, cookies = t.buyer) =>
  post(t.app, '/apic/user/payConfirmPost', { source: 'cart', ...fields }, { cookies });

const cents = (yuan: number) => Math.round(yuan * 100);

describe('a checkout needs a signed-in buyer', () => {
  it('answers 401 to a guest asking for the quote or the order', async () => {
    expect((await post(t.app, '/shopc/vas/getOrderConfirmList', {})).status).toBe(401);
    expect((await post(t.app, '/apic/user/payConfirmPost', { source: 'cart' })).status).toBe(401);
  });
});

describe('the quote groups the chosen lines by stall (getOrderConfirmList)', () => {
  it('shows only the chosen lines, each stall its own group with its goods, and totals the server’s prices', async () => {
    const [a, b, c] = await cartOf([
      [gz[0]!, 2],
      [gz[1]!, 3],
      [gz[2]!, 1],
    ]);
    const answer = await quote({ lineIds: [a, b] });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.groups.map((g: { shopId: number }) => g.shopId)).toEqual([gz[0]!.shopId, gz[1]!.shopId]);
    expect(data.groups[0].lines.map((l: { lineId: number }) => l.lineId)).toEqual([a]);
    expect(data.groups[1]).toMatchObject({ pieces: 3, goods: (cents(gz[1]!.price) * 3) / 100 });
    expect(
      data.groups.flatMap((g: { lines: { lineId: number }[] }) => g.lines.map((l) => l.lineId)),
    ).not.toContain(c);
    expect(data.pieces).toBe(5);
    expect(cents(data.goods)).toBe(cents(gz[0]!.price) * 2 + cents(gz[1]!.price) * 3);
    expect(cents(data.total)).toBe(
      cents(data.goods) + cents(data.deliveryFee) + cents(data.qualityCheckFee) - cents(data.discount),
    );
  });

  it('accepts the line ids as a form’s comma-separated list', async () => {
    const [a, b] = await cartOf([
      [gz[0]!, 1],
      [gz[1]!, 1],
    ]);
    const answer = await quote({ lineIds: `${a},${b}` });
    expect(answer.body.data.pieces).toBe(2);
  });

  it('answers 404 for a line that is not the buyer’s', async () => {
    const [theirs] = await cartOf([[gz[0]!, 1]], t.stall);
    expect((await quote({ lineIds: [theirs] })).status).toBe(404);
    expect((await place({ lineIds: [theirs], addressId: await addressIdOf(t, t.buyer) })).status).toBe(404);
  });
});

describe('delivery (distribute-support-list): one parcel per city market, a service that ships from all', () => {
  it('lists a city market’s services with their prices; an unknown city is refused naming the field', async () => {
    const list = await post(t.app, '/apic/citymarket/distribute-support-list', { city: 'pn' });
    expect(list.body.data.services.map((s: { code: string }) => s.code)).toEqual([
      'zto',
      'yto',
      'sf',
      'freight',
    ]);
    expect(list.body.data.services[0]).toMatchObject({
      fee: 8,
      firstPieces: 5,
      extraFee: 0.5,
      daysMin: 2,
      daysMax: 4,
    });
    const bad = await post(t.app, '/apic/citymarket/distribute-support-list', { city: 'paris' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/city/);
  });

  it('offers an order from two city markets only the services both ship with (no JD from pn), priced per parcel', async () => {
    const ids = await cartOf([
      [gz[0]!, 7],
      [pn[0]!, 1],
    ]);
    const data = (await quote({ lineIds: ids, delivery: 'zto' })).body.data;
    expect(data.deliveryOptions.map((o: { code: string }) => o.code).sort()).toEqual([
      'freight',
      'sf',
      'yto',
      'zto',
    ]);
    // gz: 8 + 2 pieces past the first 5 at 0.5; pn: 8.
    expect(data.deliveryFee).toBe(17);
    expect(data.delivery).toBe('zto');
  });

  it('refuses to make an order with a service that does not ship from every market of it', async () => {
    const ids = await cartOf([
      [gz[0]!, 1],
      [pn[0]!, 1],
    ]);
    const made = await place({ lineIds: ids, delivery: 'jd', addressId: await addressIdOf(t, t.buyer) });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe('所选快递不能从订单的所有市场发货，请换一种');
  });
});

describe('the order needs a delivery address of the buyer’s own book', () => {
  it('refuses an order without an address, and one naming another user’s address', async () => {
    const ids = await cartOf([[gz[0]!, 1]]);
    const none = await post(
      t.app,
      '/apic/user/payConfirmPost',
      { source: 'cart', lineIds: ids },
      { cookies: { ...t.buyer, lang: 'en' } },
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please choose a delivery address');
    const theirs = await addressIdOf(t, t.stall);
    const other = await place({ lineIds: ids, addressId: theirs });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('地址簿中没有这个收货地址');
    expect((await get(t.app, '/apic/user/cart/list', { cookies: t.buyer })).body.data.cartCount).toBe(1);
  });

  it('keeps the address as it was on the order, and takes the ordered lines out of the cart only', async () => {
    const [a, b] = await cartOf([
      [gz[0]!, 1],
      [gz[1]!, 1],
    ]);
    const addressId = await addressIdOf(t, t.buyer);
    const made = await place({ lineIds: [a], addressId });
    expect(made.status).toBe(200);
    const order = await get(t.app, `/apic/user/settled/pay_confirm?orderNo=${made.body.data.orderNo}`, {
      cookies: t.buyer,
    });
    expect(order.body.data.shipTo).toMatchObject({ name: '王芳', city: '广州市' });
    expect(order.body.data.delivery).toBe('yto');
    const cart = await get(t.app, '/apic/user/cart/list', { cookies: t.buyer });
    expect(
      cart.body.data.groups.flatMap((g: { lines: { id: number }[] }) => g.lines.map((l) => l.id)),
    ).toEqual([b]);
  });
});

describe('stock shortfalls are shown and stay out of the order', () => {
  it('names the line out of stock and the line short of stock; the order takes the rest, they stay in the cart', async () => {
    const [ok, lacking, short] = await cartOf([
      [gz[0]!, 2],
      [gz[1]!, 1],
      [gz[2]!, 5],
    ]);
    await t.rows(sql`update skus set is_lack = true where id = ${gz[1]!.skuId}`);
    await t.rows(sql`update skus set stock = 3 where id = ${gz[2]!.skuId}`);
    try {
      const data = (await quote({ lineIds: [ok, lacking, short] })).body.data;
      expect(
        data.shortfalls.map((s: { lineId: number; reason: string; stock: number }) => [s.lineId, s.reason]),
      ).toEqual([
        [lacking, 'outOfStock'],
        [short, 'short'],
      ]);
      expect(data.shortfalls[1].stock).toBe(3);
      expect(data.pieces).toBe(2);
      const made = await place({ lineIds: [ok, lacking, short], addressId: await addressIdOf(t, t.buyer) });
      expect(made.status).toBe(200);
      const cart = await get(t.app, '/apic/user/cart/list', { cookies: t.buyer });
      expect(
        cart.body.data.groups.flatMap((g: { lines: { id: number }[] }) => g.lines.map((l) => l.id)).sort(),
      ).toEqual([lacking, short].sort());
      const nothing = await place({ lineIds: [lacking, short], addressId: await addressIdOf(t, t.buyer) });
      expect(nothing.status).toBe(400);
    } finally {
      await t.rows(sql`update skus set is_lack = false where id = ${gz[1]!.skuId}`);
      await t.rows(sql`update skus set stock = ${gz[2]!.stock} where id = ${gz[2]!.skuId}`);
    }
  });
});

describe('the new-user coupon at checkout', () => {
  async function receivedCoupon() {
    const listed = await get(t.app, '/apic/user/coupon/getList', { cookies: t.buyer });
    if (listed.body.data.length > 0) return listed.body.data[0].id as number;
    const info = await post(t.app, '/apic/coupon/info/newUser', { scene: 'index' }, { cookies: t.buyer });
    const planId = info.body.data.couponSendPlanId;
    await post(
      t.app,
      '/apic/user/coupon/receive',
      { couponSendPlanId: planId },
      { cookies: t.buyer, from: freshAddress() },
    );
    return (await get(t.app, '/apic/user/coupon/getList', { cookies: t.buyer })).body.data[0].id as number;
  }

  it('takes its delivery part off the delivery and its quality-check part off the quality check', async () => {
    const couponId = await receivedCoupon();
    const ids = await cartOf([[gz[0]!, 12]]);
    const data = (await quote({ lineIds: ids, delivery: 'sf', qualityCheck: '1', couponId })).body.data;
    // sf: 18 + 9 pieces at 1.5 = 31.5; quality check 12 x 0.5 = 6; the bundle: 10 + 5.
    expect(data).toMatchObject({ deliveryFee: 31.5, qualityCheckFee: 6, discount: 15, couponId });
    expect(cents(data.total)).toBe(cents(gz[0]!.price) * 12 + 3150 + 600 - 1500);
    const without = (await quote({ lineIds: ids, delivery: 'zto' })).body.data;
    // zto: 8 + 7 pieces past the first 5 at 0.5 = 11.5, of which the bundle's delivery part pays 10.
    expect(without.coupons[0]).toMatchObject({ id: couponId, usable: true, discount: 10 });
    expect(without.discount).toBe(0);
  });

  it('is used by one order only when 10 checkouts use it at once; the others are refused and make nothing', async () => {
    const couponId = await receivedCoupon();
    const addressId = await addressIdOf(t, t.buyer);
    const ids = await cartOf(gz.slice(0, 10).map((sku) => [sku, 1] as [CitySku, number]));
    const [before] = await t.rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    const answers = await parallel(10, (i) => place({ lineIds: [ids[i]], addressId, couponId }));
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.message)).toEqual([]);
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, 409: 9 });
    const [after] = await t.rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(after!.n - before!.n).toBe(1);
    const [used] = await t.rows<{ n: number }>(
      sql`select orders_used as n from coupon_receipts where id = ${couponId}`,
    );
    expect(used!.n).toBe(1);
    expect((await get(t.app, '/apic/user/cart/list', { cookies: t.buyer })).body.data.cartCount).toBe(9);
    // Any line still in the cart: which one the winning checkout took is the race's.
    const [left] = await t.rows<{ id: number }>(
      sql`select id from cart_lines where id in ${ids} order by id limit 1`,
    );
    const again = (await quote({ lineIds: [left!.id], couponId })).body.data;
    expect(again.coupons[0].usable).toBe(false);
    expect(again.couponId).toBeNull();
  });

  it('refuses another user’s coupon', async () => {
    const couponId = await receivedCoupon();
    const ids = await cartOf([[gz[0]!, 1]], t.stall);
    const made = await place({ lineIds: ids, addressId: await addressIdOf(t, t.stall), couponId }, t.stall);
    expect(made.status).toBe(409);
  });
});

describe('checkout input is checked and named', () => {
  it('refuses an unknown source, delivery or an empty choice, naming the field', async () => {
    expect((await quote({ source: 'basket' })).body.message).toMatch(/source/);
    expect((await quote({ delivery: 'pigeon' })).body.message).toMatch(/delivery/);
    expect((await quote({ lineIds: [] })).body.message).toMatch(/lineIds/);
  });
});
