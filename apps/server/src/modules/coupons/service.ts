import type { CouponOffer, NewUserCoupon } from '@stallhub/contracts';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { UsersService } from '../users/index.ts';
import { couponReceipts, couponSendPlans } from './tables.ts';

type Plan = typeof couponSendPlans.$inferSelect;
type Receipt = typeof couponReceipts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from now until `end`, rounded up (a day and a bit left reads as 2), never negative. */
export const daysLeft = (end: Date, now: Date) =>
  Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

const offerOf = (plan: Plan, remainingDays: number): CouponOffer => ({
  // Summed in cents so 0.1 + 0.2 stays 0.3.
  totalAmount:
    Math.round(
      (plan.expressAmount + plan.checkQualityAmount + plan.refundAmount + plan.refundFailAmount) * 100,
    ) / 100,
  expressAmount: plan.expressAmount,
  checkQualityAmount: plan.checkQualityAmount,
  refundAmount: plan.refundAmount,
  refundFailAmount: plan.refundFailAmount,
  orderTotal: plan.orderTotal,
  refundTotal: plan.refundTotal,
  remainingDays,
});

/** Until when an account may claim a plan: while it is new, and while the plan runs. */
const claimDeadline = (plan: Plan, registeredAt: Date) => {
  const newUntil = new Date(registeredAt.getTime() + plan.newUserDays * DAY_MS);
  return plan.endsAt && plan.endsAt < newUntil ? plan.endsAt : newUntil;
};

export type ReceiveResult = 'received' | 'already' | 'planEnded' | 'notNewUser';

export function createCouponsService(db: Db, deps: { users: UsersService }) {
  const running = () =>
    and(
      eq(couponSendPlans.active, true),
      lte(couponSendPlans.startsAt, sql`now()`),
      or(isNull(couponSendPlans.endsAt), gt(couponSendPlans.endsAt, sql`now()`)),
    );

  const receiptOf = async (planId: number, userId: number): Promise<Receipt | null> =>
    (
      await db
        .select()
        .from(couponReceipts)
        .where(and(eq(couponReceipts.planId, planId), eq(couponReceipts.userId, userId)))
    )[0] ?? null;

  return {
    /** The newest running new-user plan, or null. */
    async newUserPlan(): Promise<Plan | null> {
      const [plan] = await db
        .select()
        .from(couponSendPlans)
        .where(and(eq(couponSendPlans.kind, 'newUser'), running()))
        .orderBy(desc(couponSendPlans.id))
        .limit(1);
      return plan ?? null;
    },

    /**
     * The new-user bundle as the viewer sees it. A guest may claim (the page signs them in first); an
     * account may while it is new; one that received it sees the days left to use it.
     */
    async newUserInfo(userId: number | null, now = new Date()): Promise<NewUserCoupon> {
      const plan = await this.newUserPlan();
      if (!plan)
        return { receivedFlag: false, receiveEnableFlag: false, couponSendPlanId: null, offerInfo: null };
      const base = { couponSendPlanId: plan.id };
      if (userId === null) {
        const until = claimDeadline(plan, now);
        return {
          ...base,
          receivedFlag: false,
          receiveEnableFlag: true,
          offerInfo: offerOf(plan, daysLeft(until, now)),
        };
      }
      const receipt = await receiptOf(plan.id, userId);
      if (receipt) {
        return {
          ...base,
          receivedFlag: true,
          receiveEnableFlag: false,
          offerInfo: offerOf(plan, daysLeft(receipt.expiresAt, now)),
        };
      }
      const user = await deps.users.byId(userId);
      const left = user ? daysLeft(claimDeadline(plan, user.createdAt), now) : 0;
      return { ...base, receivedFlag: false, receiveEnableFlag: left > 0, offerInfo: offerOf(plan, left) };
    },

    /**
     * Claims a plan for a user, at most once: the unique (plan, user) index decides between parallel
     * requests, and the losers answer `already`.
     */
    async receive(userId: number, planId: number, now = new Date()): Promise<ReceiveResult> {
      const [plan] = await db
        .select()
        .from(couponSendPlans)
        .where(and(eq(couponSendPlans.id, planId), running()));
      if (!plan) return 'planEnded';
      if (await receiptOf(plan.id, userId)) return 'already';
      const user = await deps.users.byId(userId);
      if (!user || daysLeft(claimDeadline(plan, user.createdAt), now) === 0) return 'notNewUser';
      const inserted = await db
        .insert(couponReceipts)
        .values({
          planId: plan.id,
          userId,
          expiresAt: sql`now() + ${plan.validDays}::int * interval '1 day'`,
        })
        .onConflictDoNothing({ target: [couponReceipts.planId, couponReceipts.userId] })
        .returning({ id: couponReceipts.id });
      return inserted.length > 0 ? 'received' : 'already';
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
