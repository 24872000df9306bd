import { beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, get, openAuthTestApp, post, STALL, signIn } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { ensureNewUserCouponPlan, NEW_USER_PLAN } from './new-user-plan.ts';

// The user centre's coupons page: the bundles the user received, and only theirs.
const t = suiteFixture(openAuthTestApp);
beforeAll(async () => {
  await ensureNewUserCouponPlan(t.database.db);
});

describe('received coupons', () => {
  it('lists a received bundle with its amounts and expiry for its owner only', async () => {
    const buyer = { sid: (await signIn(t.app)).sid! };
    const stall = { sid: (await signIn(t.app, STALL)).sid! };
    expect((await get(t.app, '/apic/user/coupon/getList', { cookies: buyer })).body.data).toEqual([]);
    const info = await post(t.app, '/apic/coupon/info/newUser', { scene: 'index' }, { cookies: buyer });
    const planId = info.body.data.couponSendPlanId;
    await post(
      t.app,
      '/apic/user/coupon/receive',
      { couponSendPlanId: planId },
      { cookies: buyer, from: freshAddress() },
    );
    const [coupon, ...rest] = (await get(t.app, '/apic/user/coupon/getList', { cookies: buyer })).body.data;
    expect(rest).toEqual([]);
    expect(coupon).toMatchObject({
      name: NEW_USER_PLAN.name,
      state: 'available',
      ordersUsed: 0,
      usedAt: null,
      orderTotal: NEW_USER_PLAN.orderTotal,
    });
    const days = (Date.parse(coupon.expiresAt) - Date.parse(coupon.receivedAt)) / 86_400_000;
    expect(Math.round(days)).toBe(NEW_USER_PLAN.validDays);
    expect((await get(t.app, '/apic/user/coupon/getList', { cookies: stall })).body.data).toEqual([]);
    expect((await get(t.app, '/apic/user/coupon/getList')).status).toBe(401);
  });
});
