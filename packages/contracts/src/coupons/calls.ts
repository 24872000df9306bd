// coupons: the calls, each its route (method and path) joined with its input and answer schemas.
import { defineCall } from '../call.ts';
import { couponReceiveRoute, newUserCouponRoute } from './routes.ts';
import { couponReceiveData, couponReceiveInput, newUserCoupon, newUserCouponInput } from './schemas.ts';

export const getNewUserCoupon = defineCall({
  ...newUserCouponRoute,
  input: newUserCouponInput,
  data: newUserCoupon,
});

/**
 * Claims a plan's coupons for the signed-in user, at most once. 201 already received (data.result
 * false); COUPON_CODE for a plan that has ended or an account no longer new.
 */
export const receiveCoupon = defineCall({
  ...couponReceiveRoute,
  input: couponReceiveInput,
  data: couponReceiveData,
});
