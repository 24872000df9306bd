import type { ReceivedCoupon } from '@stallhub/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { couponState } from './coupon-state.ts';
import { couponReceipts, couponSendPlans } from './tables.ts';

/** The coupon bundles a user received (the user centre's coupons page), each with where it stands. */
export function createReceivedCouponsService(db: Db) {
  return {
    async list(userId: number, now = new Date()): Promise<ReceivedCoupon[]> {
      const rows = await db
        .select({ receipt: couponReceipts, plan: couponSendPlans })
        .from(couponReceipts)
        .innerJoin(couponSendPlans, eq(couponSendPlans.id, couponReceipts.planId))
        .where(eq(couponReceipts.userId, userId))
        .orderBy(desc(couponReceipts.receivedAt), desc(couponReceipts.id));
      return rows.map(({ receipt, plan }) => ({
        id: receipt.id,
        name: plan.name,
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
        ordersUsed: receipt.ordersUsed,
        receivedAt: receipt.receivedAt.toISOString(),
        expiresAt: receipt.expiresAt.toISOString(),
        state: couponState(receipt, plan, now),
        usedAt: receipt.usedAt?.toISOString() ?? null,
      }));
    },
  };
}

export type ReceivedCouponsService = ReturnType<typeof createReceivedCouponsService>;
