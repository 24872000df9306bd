// coupons: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { CouponReceiveData, CouponReceiveInput, NewUserCoupon, NewUserCouponInput } from './schemas.ts';

export const newUserCouponRoute = defineRoute<NewUserCouponInput, NewUserCoupon>(
  'POST',
  '/apic/coupon/info/newUser',
);
export const couponReceiveRoute = defineRoute<CouponReceiveInput, CouponReceiveData>(
  'POST',
  '/apic/user/coupon/receive',
);
