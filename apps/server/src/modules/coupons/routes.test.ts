import { CODE, COUPON_CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { BUYER, freshAddress, openAuthTestApp, post, STALL, signIn } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { ensureNewUserCouponPlan, NEW_USER_PLAN } from './new-user-plan.ts';
import { daysLeft } from './service.ts';

const t = suiteFixture(openAuthTestApp);
let planId: number;
beforeAll(async () => {
  await ensureNewUserCouponPlan(t.database.db);
  planId = (await queryRows<{ id: number }>(t.database.db, sql`select id from coupon_send_plans`))[0]!.id;
});

const info = (scene: string, cookies: Record<string, string> = {}) =>
  post(t.app, '/apic/coupon/info/newUser', { scene }, { cookies });
const receive = (sid: string, id = planId) =>
  post(
    t.app,
    '/apic/user/coupon/receive',
    { couponSendPlanId: id },
    { cookies: { sid }, from: freshAddress() },
  );
const receipts = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from coupon_receipts where user_id = ${userId}`,
    )
  )[0]!.n;

const OFFER = {
  totalAmount: 30,
  expressAmount: 10,
  checkQualityAmount: 5,
  refundAmount: 10,
  refundFailAmount: 5,
  orderTotal: 1,
  refundTotal: 1,
};

describe('the seeded new-user plan', () => {
  it('is created once however often the seed runs', async () => {
    expect(await ensureNewUserCouponPlan(t.database.db)).toBe(false);
    const rows = await queryRows(t.database.db, sql`select 1 from coupon_send_plans where kind = 'newUser'`);
    expect(rows).toHaveLength(1);
  });
});

describe('POST /apic/coupon/info/newUser', () => {
  it('offers a guest the bundle to claim, for every scene', async () => {
    for (const scene of ['index', 'index-dialog', 'product']) {
      const { status, body } = await info(scene);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        receivedFlag: false,
        receiveEnableFlag: true,
        couponSendPlanId: planId,
        offerInfo: { ...OFFER, remainingDays: NEW_USER_PLAN.newUserDays },
      });
    }
  });

  it('answers 400 naming scene for a missing or unknown scene', async () => {
    for (const payload of [{}, { scene: 'cart' }]) {
      const { status, body } = await post(t.app, '/apic/coupon/info/newUser', payload);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^scene: /);
    }
  });

  it('lets a new account claim, and shows the days left to use it once received', async () => {
    const { sid } = await signIn(t.app, STALL);
    const before = (await info('index-dialog', { sid: sid! })).body.data;
    expect(before).toMatchObject({ receivedFlag: false, receiveEnableFlag: true, couponSendPlanId: planId });
    expect(before.offerInfo.remainingDays).toBe(NEW_USER_PLAN.newUserDays);

    const { body } = await receive(sid!);
    expect(body).toMatchObject({ code: CODE.ok, data: { result: true } });
    const after = (await info('index', { sid: sid! })).body.data;
    expect(after).toMatchObject({ receivedFlag: true, receiveEnableFlag: false });
    expect(after.offerInfo.remainingDays).toBe(NEW_USER_PLAN.validDays);
  });

  it('an account older than the plan allows can no longer claim', async () => {
    const { sid, body: login } = await signIn(t.app, BUYER);
    const userId = login.data.userInfo.id as number;
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '31 days' where id = ${userId}`,
    );
    try {
      const data = (await info('index', { sid: sid! })).body.data;
      expect(data).toMatchObject({ receivedFlag: false, receiveEnableFlag: false });
      expect(data.offerInfo.remainingDays).toBe(0);
      const { body } = await receive(sid!);
      expect(body).toEqual({
        code: COUPON_CODE.notNewUser,
        message: expect.any(String),
        data: { result: false },
      });
      expect(await receipts(userId)).toBe(0);
    } finally {
      await t.database.db.execute(sql`update users set created_at = now() where id = ${userId}`);
    }
  });

  it('shows nothing to claim when no plan runs', async () => {
    await t.database.db.execute(sql`update coupon_send_plans set ends_at = now() - interval '1 second'`);
    try {
      const { body } = await info('index');
      expect(body.data).toEqual({
        receivedFlag: false,
        receiveEnableFlag: false,
        couponSendPlanId: null,
        offerInfo: null,
      });
      const { sid } = await signIn(t.app, BUYER);
      expect((await receive(sid!)).body).toMatchObject({
        code: COUPON_CODE.planEnded,
        data: { result: false },
      });
    } finally {
      await t.database.db.execute(sql`update coupon_send_plans set ends_at = null`);
    }
  });
});

describe('POST /apic/user/coupon/receive', () => {
  it('answers 401 to a guest, whatever display cookies it sends', async () => {
    const { status, body } = await post(
      t.app,
      '/apic/user/coupon/receive',
      { couponSendPlanId: planId },
      { cookies: { uid: '1' } },
    );
    expect(status).toBe(401);
    expect(body.code).toBe(CODE.notLoggedIn);
  });

  it('answers 400 naming couponSendPlanId when it is missing or not a number', async () => {
    const { sid } = await signIn(t.app, BUYER);
    for (const payload of [{}, { couponSendPlanId: 'abc' }, { couponSendPlanId: -3 }]) {
      const { status, body } = await post(t.app, '/apic/user/coupon/receive', payload, {
        cookies: { sid: sid! },
      });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^couponSendPlanId: /);
    }
  });

  it('answers 530 for an unknown plan', async () => {
    const { sid } = await signIn(t.app, BUYER);
    expect((await receive(sid!, 999_999)).body).toMatchObject({
      code: COUPON_CODE.planEnded,
      data: { result: false },
    });
  });

  it('gives a user the plan once: 20 parallel claims make one receipt, the others answer 201', async () => {
    const { sid, body: login } = await signIn(t.app, BUYER);
    const userId = login.data.userInfo.id as number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => receive(sid!)));
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 201)).toHaveLength(19);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await receipts(userId)).toBe(1);
    expect((await receive(sid!)).body).toMatchObject({
      code: COUPON_CODE.alreadyReceived,
      data: { result: false },
    });
  });
});

describe('daysLeft', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('rounds a part day up and never goes below 0', () => {
    expect(daysLeft(new Date('2026-01-02T00:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-01-02T00:00:01Z'), now)).toBe(2);
    expect(daysLeft(new Date('2025-12-01T00:00:00Z'), now)).toBe(0);
  });
});
