import { CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyableSkus, choice } from '../../testing/cart-calls.ts';
import { addressIdOf } from '../../testing/checkout-calls.ts';
import { type CallOptions, freshAddress, get, post } from '../../testing/http-calls.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { ensureNewUserCouponPlan } from './new-user-plan.ts';

// Issue 26 point 3: a received bundle says where it stands (available, used and when, expired) on the
// coupons page, and the checkout reads the same rule.
const t = suiteFixture(openSignedInSeededApp);
type Cookies = NonNullable<CallOptions['cookies']>;

beforeAll(async () => {
  await ensureNewUserCouponPlan(t.database.db);
});

const couponsOf = async (cookies: Cookies) =>
  (await get(t.app, '/apic/user/coupon/getList', { cookies })).body.data;

async function receiveNewUserBundle(cookies: Cookies): Promise<number> {
  const info = await post(t.app, '/apic/coupon/info/newUser', { scene: 'index' }, { cookies });
  await post(
    t.app,
    '/apic/user/coupon/receive',
    { couponSendPlanId: info.body.data.couponSendPlanId },
    { cookies, from: freshAddress() },
  );
  return (await couponsOf(cookies))[0].id as number;
}

/** One line in the cart of the cookies' owner; answers its id. */
async function oneCartLine(cookies: Cookies, offset: number): Promise<number> {
  const [sku] = await buyableSkus(t, 1, offset);
  expect((await post(t.app, '/apic/user/cart/add', choice(sku!, 1), { cookies })).body.code).toBe(CODE.ok);
  const cart = await get(t.app, '/apic/user/cart/list', { cookies });
  const lines = cart.body.data.groups.flatMap((g: { lines: { skuId: number; id: number }[] }) => g.lines);
  return lines.find((l: { skuId: number }) => l.skuId === sku!.skuId).id;
}

const quoteCoupons = async (cookies: Cookies, lineId: number) =>
  (await post(t.app, '/shopc/vas/getOrderConfirmList', { source: 'cart', lineIds: [lineId] }, { cookies }))
    .body.data.coupons;

const expireReceipt = (id: number) =>
  t.rows(sql`update coupon_receipts set expires_at = now() - interval '1 minute' where id = ${id}`);

describe('a received coupon says where it stands', () => {
  let buyerCoupon: number;

  it('a bundle just received is available and unused', async () => {
    buyerCoupon = await receiveNewUserBundle(t.buyer);
    expect((await couponsOf(t.buyer))[0]).toMatchObject({
      id: buyerCoupon,
      state: 'available',
      ordersUsed: 0,
      usedAt: null,
    });
  });

  it('a bundle that paid for its order reads used, with when it was used, and checkout cannot apply it', async () => {
    const lineId = await oneCartLine(t.buyer, 0);
    const before = Date.now();
    const placed = await post(
      t.app,
      '/apic/user/payConfirmPost',
      { source: 'cart', lineIds: [lineId], addressId: await addressIdOf(t, t.buyer), couponId: buyerCoupon },
      { cookies: t.buyer },
    );
    expect(placed.body.code).toBe(CODE.ok);
    const [coupon] = await couponsOf(t.buyer);
    expect(coupon).toMatchObject({ id: buyerCoupon, state: 'used', ordersUsed: 1 });
    expect(Date.parse(coupon.usedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(coupon.usedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const next = await oneCartLine(t.buyer, 1);
    expect(await quoteCoupons(t.buyer, next)).toEqual([
      expect.objectContaining({ id: buyerCoupon, usable: false, discount: 0 }),
    ]);
  });

  it('a used bundle stays used once its days run out: used wins over expired', async () => {
    await expireReceipt(buyerCoupon);
    expect((await couponsOf(t.buyer))[0]).toMatchObject({ id: buyerCoupon, state: 'used' });
  });

  it('an unused bundle past its days reads expired, and checkout cannot apply it', async () => {
    const id = await receiveNewUserBundle(t.stall);
    const lineId = await oneCartLine(t.stall, 2);
    expect(await quoteCoupons(t.stall, lineId)).toEqual([expect.objectContaining({ id, usable: true })]);
    await expireReceipt(id);
    expect((await couponsOf(t.stall))[0]).toMatchObject({
      id,
      state: 'expired',
      ordersUsed: 0,
      usedAt: null,
    });
    expect(await quoteCoupons(t.stall, lineId)).toEqual([expect.objectContaining({ id, usable: false })]);
  });
});
