import type { CouponState } from '@stallhub/contracts';

/**
 * Where a received bundle stands on `now` (issue 26 point 3): the one rule the coupons page and the
 * checkout both read. Used up wins over expired, as a card wallet files a spent coupon under used.
 */
export function couponState(
  receipt: { ordersUsed: number; expiresAt: Date },
  plan: { orderTotal: number },
  now: Date,
): CouponState {
  if (receipt.ordersUsed >= plan.orderTotal) return 'used';
  if (receipt.expiresAt <= now) return 'expired';
  return 'available';
}
