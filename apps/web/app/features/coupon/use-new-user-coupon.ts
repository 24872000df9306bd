import { COOKIE, couponReceiveRoute, type NewUserCoupon } from '@stallhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { writeCookie } from '../../components/cookie.ts';
import { quietApi } from '../../lib/api.ts';
import { secondsUntilTomorrow } from './coupon-rules.ts';

/**
 * The home page's new-user coupon offer, as the page was rendered with it: remembers (NEWUSERCOUPON)
 * that it showed today, and claims the bundle. A receive failure is silent (spec 1 §8): the offer closes.
 */
export function useNewUserCoupon(offered: NewUserCoupon | null) {
  const [coupon, setCoupon] = useState(offered);
  const [open, setOpen] = useState(offered !== null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (offered) writeCookie(COOKIE.newUserCoupon, '1', secondsUntilTomorrow(new Date()));
  }, [offered]);

  const receive = useCallback(async () => {
    if (!coupon?.couponSendPlanId) return;
    setBusy(true);
    try {
      const { result } = await quietApi.call(couponReceiveRoute, {
        couponSendPlanId: coupon.couponSendPlanId,
      });
      if (result) setCoupon({ ...coupon, receivedFlag: true, receiveEnableFlag: false });
      else setOpen(false);
    } catch {
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }, [coupon]);

  return { coupon, open, close: () => setOpen(false), busy, receive };
}
