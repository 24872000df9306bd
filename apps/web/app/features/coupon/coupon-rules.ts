import { COOKIE, type NewUserCoupon } from '@stallhub/contracts';
import { readCookie } from '../../routing/locale.ts';

/**
 * Spec 1 §4 "Coupon", §6: the offer shows when the bundle is not yet received and may be claimed,
 * and at most once a day (the NEWUSERCOUPON cookie says it was shown today).
 */
export const shouldOfferCoupon = (coupon: NewUserCoupon, cookieText: string) =>
  coupon.couponSendPlanId !== null &&
  coupon.offerInfo !== null &&
  !coupon.receivedFlag &&
  coupon.receiveEnableFlag &&
  readCookie(cookieText, COOKIE.newUserCoupon) === undefined;

/** Seconds from `now` to the next local midnight: "once a day" means once per calendar day. */
export function secondsUntilTomorrow(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
}
