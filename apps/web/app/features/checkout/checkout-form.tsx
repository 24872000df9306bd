import {
  type CheckoutInput,
  couponReceiveRoute,
  type Language,
  type OrderConfirm,
  orderConfirmListRoute,
  payConfirmPostRoute,
  QUALITY_CHECK_CENTS_PER_PIECE,
} from '@stallhub/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import { ChargedTotal } from '../payment/order-lines.tsx';
import { AddressChoice } from './address-choice.tsx';
import { CouponChoice, type CouponStates } from './coupon-choice.tsx';
import { Shortfalls, StallParcels } from './stall-parcels.tsx';

function Step({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-4">
      <h2 className="font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The checkout: address, goods by stall, shortfalls, delivery, quality check and coupon, each change
 * priced again by the server's quote (`getOrderConfirmList`), then the order and on to paying it.
 */
export function CheckoutForm({
  lang,
  initial,
  lineIds,
  couponStates,
}: {
  lang: Language;
  initial: OrderConfirm;
  lineIds: readonly number[] | undefined;
  couponStates: CouponStates;
}) {
  const { t } = useT();
  const { yuan } = useCurrency();
  const navigate = useNavigate();
  const [quote, setQuote] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const chosen: CheckoutInput = {
    source: quote.source,
    lineIds: lineIds ? [...lineIds] : undefined,
    addressId: quote.addressId ?? undefined,
    delivery: quote.delivery ?? undefined,
    qualityCheck: quote.qualityCheck,
    couponId: quote.couponId ?? undefined,
  };

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem((error as Error).message || t('checkout.failed'));
    } finally {
      setBusy(false);
    }
  }

  const requote = (change: Partial<CheckoutInput>) =>
    run(async () => setQuote(await browserApi.call(orderConfirmListRoute, { ...chosen, ...change })));

  const claimCoupon = (planId: number) =>
    run(async () => {
      await browserApi.call(couponReceiveRoute, { couponSendPlanId: planId });
      const next = await browserApi.call(orderConfirmListRoute, chosen);
      const claimed = next.coupons.find((c) => c.usable);
      setQuote(
        claimed ? await browserApi.call(orderConfirmListRoute, { ...chosen, couponId: claimed.id }) : next,
      );
    });

  const submit = () =>
    run(async () => {
      if (quote.addressId === null) throw new Error(t('checkout.chooseAddress'));
      const { orderNo } = await browserApi.call(payConfirmPostRoute, chosen);
      await navigate(localePath(lang, `/user/pay.html?orderNo=${orderNo}`));
    });

  const nothing = quote.groups.length === 0;
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
      <div className="flex min-w-0 flex-col gap-4">
        <Step title={t('checkout.address.title')}>
          <AddressChoice
            addresses={quote.addresses}
            chosen={quote.addressId}
            onChoose={(addressId) => requote({ addressId })}
          />
        </Step>
        <Step title={t('checkout.goodsTitle')}>
          {nothing && <p className="text-ink-soft text-sm">{t('checkout.nothing')}</p>}
          <StallParcels lang={lang} groups={quote.groups} />
          <Shortfalls lang={lang} shortfalls={quote.shortfalls} />
        </Step>
        {!nothing && (
          <Step title={t('checkout.delivery.title')}>
            {quote.deliveryOptions.length === 0 ? (
              <p className="text-red-700 text-sm">{t('checkout.delivery.none')}</p>
            ) : (
              <fieldset className="grid gap-2 sm:grid-cols-2" data-testid="checkout-delivery">
                <legend className="mb-2 text-ink-faint text-xs">{t('checkout.delivery.parcels')}</legend>
                {quote.deliveryOptions.map((option) => (
                  <label
                    key={option.code}
                    className="flex cursor-pointer items-center gap-2 rounded border border-line px-3 py-2 text-sm has-[:checked]:border-brand"
                  >
                    <input
                      type="radio"
                      name="delivery"
                      value={option.code}
                      checked={quote.delivery === option.code}
                      onChange={() => requote({ delivery: option.code })}
                    />
                    <span className="flex-1">
                      {t(`checkout.delivery.services.${option.code}`)}
                      <span className="block text-ink-faint text-xs">
                        {t('checkout.delivery.days', { min: option.daysMin, max: option.daysMax })}
                      </span>
                    </span>
                    <span className="text-ink">{yuan(option.fee)}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </Step>
        )}
        {!nothing && (
          <Step title={t('checkout.vas.title')}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={quote.qualityCheck}
                onChange={(event) => requote({ qualityCheck: event.target.checked })}
                data-testid="checkout-quality-check"
              />
              {t('checkout.vas.qualityCheck', { fee: yuan(QUALITY_CHECK_CENTS_PER_PIECE / 100) })}
            </label>
          </Step>
        )}
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        {!nothing && (
          <Step title={t('checkout.coupon.title')}>
            <CouponChoice
              lang={lang}
              coupons={quote.coupons}
              chosen={quote.couponId}
              states={couponStates}
              busy={busy}
              onChoose={(couponId) => requote({ couponId })}
            />
            {quote.claimablePlanId !== null && (
              <button
                type="button"
                onClick={() => claimCoupon(quote.claimablePlanId!)}
                disabled={busy}
                data-testid="checkout-claim-coupon"
                className="min-h-6 self-start py-1 text-brand text-sm hover:underline"
              >
                {t('checkout.coupon.claim')}
              </button>
            )}
          </Step>
        )}
        <Step title={t('checkout.summary.total')}>
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm" data-testid="checkout-summary">
            <dt className="text-ink-soft">
              {t('checkout.summary.goods')} ({t('checkout.summary.pieces', { count: quote.pieces })})
            </dt>
            <dd className="text-right">{yuan(quote.goods)}</dd>
            <dt className="text-ink-soft">{t('checkout.summary.delivery')}</dt>
            <dd className="text-right">{yuan(quote.deliveryFee)}</dd>
            {quote.qualityCheck && (
              <>
                <dt className="text-ink-soft">{t('checkout.summary.qualityCheck')}</dt>
                <dd className="text-right">{yuan(quote.qualityCheckFee)}</dd>
              </>
            )}
            {quote.discount > 0 && (
              <>
                <dt className="text-ink-soft">{t('checkout.summary.discount')}</dt>
                <dd className="text-right text-brand" data-testid="checkout-discount">
                  −{yuan(quote.discount)}
                </dd>
              </>
            )}
          </dl>
          <ChargedTotal total={quote.total} label="checkout.summary.total" />
          {problem && (
            <p role="alert" className="text-red-600 text-sm">
              {problem}
            </p>
          )}
          <button
            type="button"
            onClick={submit}
            disabled={busy || nothing || quote.deliveryOptions.length === 0}
            data-testid="checkout-submit"
            className="h-11 rounded bg-brand font-medium text-white hover:opacity-90 disabled:opacity-60"
          >
            {t('checkout.submit')}
          </button>
        </Step>
      </aside>
    </div>
  );
}
