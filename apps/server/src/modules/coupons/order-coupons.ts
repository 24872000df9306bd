import type { CouponState } from '@stallhub/contracts';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { couponState } from './coupon-state.ts';
import { couponReceipts, couponSendPlans } from './tables.ts';

/** A received bundle as a checkout sees it: its order parts (CNY) and whether it still covers an order. */
export interface OrderCoupon {
  id: number;
  name: string;
  expressAmount: number;
  checkQualityAmount: number;
  expiresAt: Date;
  /** Why it cannot cover an order, when it cannot: used up or expired. */
  state: CouponState;
  usable: boolean;
}

/** The parts of a bundle an order uses: the delivery and the quality check (refund parts wait for refunds). */
export type OrderCouponParts = Pick<OrderCoupon, 'expressAmount' | 'checkQualityAmount'>;

/**
 * Received coupon bundles at checkout (docs/decisions/049). Using one is one conditional update: of ten
 * checkouts racing with the same bundle, only as many as it covers orders get it.
 */
export function createOrderCouponsService(db: Db) {
  return {
    async ofBuyer(userId: number, now = new Date()): Promise<OrderCoupon[]> {
      const rows = await db
        .select({ receipt: couponReceipts, plan: couponSendPlans })
        .from(couponReceipts)
        .innerJoin(couponSendPlans, eq(couponSendPlans.id, couponReceipts.planId))
        .where(eq(couponReceipts.userId, userId))
        .orderBy(asc(couponReceipts.expiresAt), asc(couponReceipts.id));
      return rows.map(({ receipt, plan }) => {
        const state = couponState(receipt, plan, now);
        return {
          id: receipt.id,
          name: plan.name,
          expressAmount: plan.expressAmount,
          checkQualityAmount: plan.checkQualityAmount,
          expiresAt: receipt.expiresAt,
          state,
          usable: state === 'available',
        };
      });
    },

    /** Uses a buyer's bundle for one order inside the caller's transaction; null when it cannot be used. */
    async useForOrder(tx: Db, userId: number, receiptId: number): Promise<OrderCouponParts | null> {
      const [used] = await tx
        .update(couponReceipts)
        .set({ ordersUsed: sql`${couponReceipts.ordersUsed} + 1`, usedAt: sql`now()` })
        .from(couponSendPlans)
        .where(
          and(
            eq(couponReceipts.id, receiptId),
            eq(couponReceipts.userId, userId),
            eq(couponSendPlans.id, couponReceipts.planId),
            gt(couponReceipts.expiresAt, sql`now()`),
            lt(couponReceipts.ordersUsed, couponSendPlans.orderTotal),
          ),
        )
        .returning({
          expressAmount: couponSendPlans.expressAmount,
          checkQualityAmount: couponSendPlans.checkQualityAmount,
        });
      return used ?? null;
    },
  };
}

export type OrderCouponsService = ReturnType<typeof createOrderCouponsService>;
