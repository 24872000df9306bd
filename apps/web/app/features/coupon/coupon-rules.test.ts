import type { NewUserCoupon } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { secondsUntilTomorrow, shouldOfferCoupon } from './coupon-rules.ts';

const offerInfo = {
  totalAmount: 30,
  expressAmount: 10,
  checkQualityAmount: 5,
  refundAmount: 10,
  refundFailAmount: 5,
  orderTotal: 1,
  refundTotal: 1,
  remainingDays: 30,
};
const claimable: NewUserCoupon = {
  receivedFlag: false,
  receiveEnableFlag: true,
  couponSendPlanId: 1,
  offerInfo,
};

describe('new-user coupon offer', () => {
  it('shows when not yet received and claimable, and not yet shown today', () => {
    expect(shouldOfferCoupon(claimable, 'lang=cn')).toBe(true);
  });

  it('shows at most once a day: the NEWUSERCOUPON cookie holds it back', () => {
    expect(shouldOfferCoupon(claimable, 'lang=cn; NEWUSERCOUPON=1')).toBe(false);
  });

  it('does not show once received, when not claimable, or without a plan', () => {
    expect(shouldOfferCoupon({ ...claimable, receivedFlag: true }, '')).toBe(false);
    expect(shouldOfferCoupon({ ...claimable, receiveEnableFlag: false }, '')).toBe(false);
    expect(shouldOfferCoupon({ ...claimable, couponSendPlanId: null, offerInfo: null }, '')).toBe(false);
  });

  it('the shown-today cookie lasts until midnight', () => {
    expect(secondsUntilTomorrow(new Date(2026, 0, 1, 23, 0, 0))).toBe(3600);
    expect(secondsUntilTomorrow(new Date(2026, 0, 1, 0, 0, 0))).toBe(24 * 3600);
    expect(secondsUntilTomorrow(new Date(2026, 0, 1, 23, 59, 59, 500))).toBe(1);
  });
});
