// The new-user coupon bundle (spec 1 §1, §3 "Coupon info", §4 "Coupon", §6, §7).

import { z } from 'zod';
import { COUPON_SCENES } from '../constants.ts';
import { id } from '../ids.ts';

export const newUserCouponInput = z.object({ scene: z.enum(COUPON_SCENES) });
export type NewUserCouponInput = z.input<typeof newUserCouponInput>;

/** What the bundle holds, in CNY; the counts are how many orders and refunds it covers. */
export const couponOffer = z.object({
  /** The sum of the four amounts. */
  totalAmount: z.number(),
  expressAmount: z.number(),
  checkQualityAmount: z.number(),
  refundAmount: z.number(),
  refundFailAmount: z.number(),
  orderTotal: z.number().int(),
  refundTotal: z.number().int(),
  /** Days left: to use the received coupons, else to claim them as a new user. */
  remainingDays: z.number().int(),
});
export type CouponOffer = z.infer<typeof couponOffer>;

export const newUserCoupon = z.object({
  receivedFlag: z.boolean(),
  /** True while the viewer may claim it: a guest (who signs in first) or an account still new. */
  receiveEnableFlag: z.boolean(),
  /** null when no new-user plan is running; the page then shows nothing. */
  couponSendPlanId: z.number().int().nullable(),
  offerInfo: couponOffer.nullable(),
});
export type NewUserCoupon = z.infer<typeof newUserCoupon>;

export const couponReceiveInput = z.object({ couponSendPlanId: id });
export type CouponReceiveInput = z.input<typeof couponReceiveInput>;
export const couponReceiveData = z.object({ result: z.boolean() });
export type CouponReceiveData = z.infer<typeof couponReceiveData>;
