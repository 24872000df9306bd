import type { CheckoutCoupon, CouponState, Language, ReceivedCoupon } from '@stallhub/contracts';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { CHOICES_FORM } from './checkout-choices.ts';

/** Where each received bundle stands, by id (the coupons call's answer), to say why one is out. */
export type CouponStates = readonly Pick<ReceivedCoupon, 'id' | 'state' | 'usedAt' | 'expiresAt'>[];

/** Why a coupon the quote cannot apply is out, in words: used (and when), expired (and when). */
function useReason(lang: Language, states: CouponStates) {
  const { t } = useT();
  return (coupon: CheckoutCoupon) => {
    const known = states.find((s) => s.id === coupon.id);
    const state: CouponState | undefined = known?.state;
    if (state === 'used')
      return known?.usedAt
        ? t('checkout.coupon.reason.usedAt', { time: marketTime(lang, known.usedAt) })
        : t('checkout.coupon.reason.used');
    if (state === 'expired')
      return t('checkout.coupon.reason.expired', { time: marketTime(lang, coupon.expiresAt) });
    return t('checkout.coupon.reason.other');
  };
}

/**
 * The coupon step of the checkout: the bundles that apply, each with what it takes off this order, to
 * choose from (or none); those that cannot apply listed apart, each saying why (issue 26 point 3).
 */
export function CouponChoice({
  lang,
  coupons,
  chosen,
  states,
  onChange,
}: {
  lang: Language;
  coupons: readonly CheckoutCoupon[];
  chosen: number | null;
  states: CouponStates;
  /** A choice made: the checkout prices it again. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useT();
  const { yuan } = useCurrency();
  const reason = useReason(lang, states);
  const usable = coupons.filter((c) => c.usable);
  const out = coupons.filter((c) => !c.usable);
  const option =
    'flex min-h-10 cursor-pointer items-center gap-2 rounded border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5';
  return (
    <div className="flex flex-col gap-3">
      {usable.length > 0 ? (
        <fieldset className="flex flex-col gap-2" data-testid="checkout-coupon">
          <legend className="sr-only">{t('checkout.coupon.title')}</legend>
          {usable.map((coupon) => (
            <label key={coupon.id} className={option}>
              <input
                type="radio"
                name="couponId"
                value={coupon.id}
                form={CHOICES_FORM}
                checked={chosen === coupon.id}
                onChange={onChange}
              />
              <span className="flex-1">{coupon.name}</span>
              <span className="font-medium text-brand">−{yuan(coupon.discount)}</span>
            </label>
          ))}
          <label className={option}>
            <input
              type="radio"
              name="couponId"
              value=""
              form={CHOICES_FORM}
              checked={chosen === null}
              onChange={onChange}
              data-testid="checkout-coupon-none"
            />
            <span className="flex-1">{t('checkout.coupon.none')}</span>
          </label>
        </fieldset>
      ) : (
        <p className="text-ink-soft text-sm" data-testid="checkout-coupon-nothing">
          {t('checkout.coupon.nothingApplies')}
        </p>
      )}
      {out.length > 0 && (
        <section aria-labelledby="checkout-coupons-out" data-testid="checkout-coupons-out">
          <h3 id="checkout-coupons-out" className="mb-1 text-ink-faint text-xs">
            {t('checkout.coupon.outTitle', { n: out.length })}
          </h3>
          <ul className="flex flex-col gap-2">
            {out.map((coupon) => (
              <li
                key={coupon.id}
                className="rounded border border-line border-dashed bg-page px-3 py-2 text-ink-soft text-sm"
                data-testid="checkout-coupon-out"
              >
                <span className="block">{coupon.name}</span>
                <span className="block text-xs" data-testid="checkout-coupon-reason">
                  {reason(coupon)}
                </span>
              </li>
            ))}
          </ul>
          <Link
            to={localePath(lang, '/user/coupons.html')}
            className="mt-1 inline-flex min-h-6 items-center text-brand text-xs hover:underline"
          >
            {t('checkout.coupon.seeAll')}
          </Link>
        </section>
      )}
    </div>
  );
}
