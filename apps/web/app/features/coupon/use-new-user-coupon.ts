import { COOKIE, couponReceiveRoute, type NewUserCoupon, newUserCouponRoute } from '@stallhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { writeCookie } from '../../components/cookie.ts';
import { quietApi } from '../../lib/api.ts';
import { secondsUntilTomorrow, shouldShowCouponDialog } from './coupon-rules.ts';

/**
 * The home page's new-user coupon dialog: asks for the bundle once the page is up, opens the dialog
 * when it may show today, and remembers (NEWUSERCOUPON) that it showed. Load and receive failures are
 * silent (spec 1 §8): the dialog simply does not show, or closes.
 */
export function useNewUserCoupon() {
  const [coupon, setCoupon] = useState<NewUserCoupon | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    quietApi
      .call(newUserCouponRoute, { scene: 'index-dialog' })
      .then((answer) => {
        if (!live || !shouldShowCouponDialog(answer, document.cookie)) return;
        writeCookie(COOKIE.newUserCoupon, '1', secondsUntilTomorrow(new Date()));
        setCoupon(answer);
        setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

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

  return { coupon, open, setOpen, busy, receive };
}
