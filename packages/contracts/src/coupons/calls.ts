// coupons: the calls, each its route (method and path) joined with its input and answer schemas.
import { defineCall } from '../call.ts';
import { COUPON_CODE } from './constants.ts';
import { couponReceiveRoute, newUserCouponRoute } from './routes.ts';
import { couponReceiveData, couponReceiveInput, newUserCoupon, newUserCouponInput } from './schemas.ts';

export const getNewUserCoupon = defineCall({
  ...newUserCouponRoute,
  input: newUserCouponInput,
  data: newUserCoupon,
  example: { scene: 'index' },
});

/**
 * Claims a plan's coupons for the signed-in user, at most once. 201 already received (data.result
 * false); COUPON_CODE for a plan that has ended or an account no longer new.
 */
export const receiveCoupon = defineCall({
  ...couponReceiveRoute,
  input: couponReceiveInput,
  data: couponReceiveData,
  signIn: true,
  codes: {
    [COUPON_CODE.alreadyReceived]: 'already received',
    [COUPON_CODE.planEnded]: 'the coupon plan has ended',
    [COUPON_CODE.notNewUser]: 'only new accounts can receive it',
  },
  example: { couponSendPlanId: 1 },
});
