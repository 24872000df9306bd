import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { couponSendPlans } from './tables.ts';

/**
 * The first-order bundle a fresh install offers new users: ¥30 in four coupons for the first order and
 * its refund, claimable in an account's first 30 days and usable for 30 days after.
 */
export const NEW_USER_PLAN = {
  kind: 'newUser',
  name: '新人首单礼包',
  expressAmount: 10,
  checkQualityAmount: 5,
  refundAmount: 10,
  refundFailAmount: 5,
  orderTotal: 1,
  refundTotal: 1,
  newUserDays: 30,
  validDays: 30,
} as const;

/** Creates the new-user plan when there is none (idempotent); returns whether it created one. */
export async function ensureNewUserCouponPlan(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: couponSendPlans.id })
    .from(couponSendPlans)
    .where(eq(couponSendPlans.kind, NEW_USER_PLAN.kind))
    .limit(1);
  if (existing) return false;
  await db.insert(couponSendPlans).values(NEW_USER_PLAN);
  return true;
}
