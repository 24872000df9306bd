import type { Language, OrderConfirm } from '@stallhub/contracts';
import type { ChangeEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Step } from './checkout-step.tsx';
import { CouponChoice, type CouponStates } from './coupon-choice.tsx';

/**
 * The coupon step: the bundles to choose from, and the new buyer's coupon claimed in place, a form posted
 * to the checkout's action (`claim`), which answers a refusal here.
 */
export function CouponStep({
  lang,
  quote,
  states,
  refusal,
  onChange,
}: {
  lang: Language;
  quote: OrderConfirm;
  states: CouponStates;
  refusal: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Step title={t('checkout.coupon.title')}>
      <CouponChoice
        lang={lang}
        coupons={quote.coupons}
        chosen={quote.couponId}
        states={states}
        onChange={onChange}
      />
      {quote.claimablePlanId !== null && (
        <Form method="post" className="self-start">
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="planId" value={quote.claimablePlanId} />
          <button
            type="submit"
            disabled={busy}
            data-testid="checkout-claim-coupon"
            className="min-h-6 py-1 text-brand text-sm hover:underline disabled:opacity-60"
          >
            {t('checkout.coupon.claim')}
          </button>
        </Form>
      )}
      {refusal !== undefined && (
        <p role="alert" className="text-red-600 text-sm">
          {refusal || t('checkout.coupon.claimFailed')}
        </p>
      )}
    </Step>
  );
}
