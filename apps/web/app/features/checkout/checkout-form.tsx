import { type Language, type OrderConfirm, QUALITY_CHECK_CENTS_PER_PIECE } from '@stallhub/contracts';
import type { ChangeEvent } from 'react';
import { Form, useLocation, useNavigation, useSubmit } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ChargedTotal } from '../payment/order-lines.tsx';
import type { AddressAnswer } from '../user-centre/address-action.ts';
import { AddressChoice } from './address-choice.tsx';
import { CHOICES_FORM, checkoutChoicesHref, quotedChoices } from './checkout-choices.ts';
import { CouponChoice, type CouponStates } from './coupon-choice.tsx';
import { Shortfalls, StallParcels } from './stall-parcels.tsx';

/** What the checkout's action answers a claim or an order the server refused. */
export interface CheckoutRefusal {
  intent: 'claim' | 'place';
  message: string;
}

function Step({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-4">
      <h2 className="font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The checkout: address, goods by stall, shortfalls, delivery, quality check and coupon, then the order
 * and on to paying it. The choices are one GET form (`CHOICES_FORM`): changing one loads the page again,
 * priced by the server's quote; before the script loads, an "update prices" button does it. Placing the
 * order posts the same form to the page's action.
 */
export function CheckoutForm({
  lang,
  quote,
  lineIds,
  couponStates,
  adding,
  repriced,
  answer,
}: {
  lang: Language;
  quote: OrderConfirm;
  lineIds: number[] | undefined;
  couponStates: CouponStates;
  adding: boolean;
  repriced: boolean;
  answer: AddressAnswer | CheckoutRefusal | undefined;
}) {
  const { t } = useT();
  const { yuan } = useCurrency();
  const submit = useSubmit();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== 'idle';
  const placing = busy && navigation.formData?.get('intent') === 'place';
  const reprice = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.form)
      void submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
  };
  /** This page with the address form open or closed. */
  const withAddressForm = (open: boolean) => {
    const query = new URLSearchParams(location.search);
    query.delete('repriced');
    if (open) query.set('add', '1');
    else query.delete('add');
    return `?${query}`;
  };

  const nothing = quote.groups.length === 0;
  const problem = answer && answer.intent !== 'save' ? answer : undefined;
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
      <Form
        id={CHOICES_FORM}
        method="get"
        action={checkoutChoicesHref(lang, quotedChoices(quote, lineIds))}
        hidden
      >
        <input type="hidden" name="source" value={quote.source} />
        {lineIds && <input type="hidden" name="lineIds" value={lineIds.join(',')} />}
        {adding && <input type="hidden" name="add" value="1" />}
      </Form>
      <div className="flex min-w-0 flex-col gap-4">
        <Step title={t('checkout.address.title')}>
          <AddressChoice
            addresses={quote.addresses}
            chosen={quote.addressId}
            onChange={reprice}
            adding={adding}
            answer={answer?.intent === 'save' ? answer : undefined}
            addHref={withAddressForm(true)}
            cancelHref={withAddressForm(false)}
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
                      form={CHOICES_FORM}
                      checked={quote.delivery === option.code}
                      onChange={reprice}
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
                name="qualityCheck"
                value="1"
                form={CHOICES_FORM}
                checked={quote.qualityCheck}
                onChange={reprice}
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
              onChange={reprice}
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
            {problem?.intent === 'claim' && (
              <p role="alert" className="text-red-600 text-sm">
                {problem.message || t('checkout.coupon.claimFailed')}
              </p>
            )}
          </Step>
        )}
        <Step title={t('checkout.summary.total')}>
          <dl
            className="grid grid-cols-[1fr_auto] gap-y-1 text-sm"
            data-testid="checkout-summary"
            aria-busy={busy && !placing}
          >
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
          {/* Before the script loads, a changed choice is priced by this button; after, by the change itself. */}
          {!nothing && (
            <button
              type="submit"
              form={CHOICES_FORM}
              data-testid="checkout-reprice"
              className="h-9 rounded border border-brand text-brand text-sm hover:bg-brand-soft hydrated:hidden"
            >
              {t('checkout.reprice')}
            </button>
          )}
          {repriced && (
            <p role="status" className="text-amber-800 text-sm" data-testid="checkout-repriced">
              {t('checkout.repriced')}
            </p>
          )}
          {quote.addressId === null && !nothing && (
            <p className="text-ink-soft text-sm">{t('checkout.chooseAddress')}</p>
          )}
          {problem?.intent === 'place' && (
            <p role="alert" className="text-red-600 text-sm">
              {problem.message || t('checkout.failed')}
            </p>
          )}
          <button
            type="submit"
            form={CHOICES_FORM}
            formMethod="post"
            name="intent"
            value="place"
            disabled={busy || nothing || quote.deliveryOptions.length === 0 || quote.addressId === null}
            data-testid="checkout-submit"
            className="h-11 rounded bg-brand font-medium text-white hover:opacity-90 disabled:opacity-60"
          >
            {placing ? t('checkout.placing') : t('checkout.submit')}
          </button>
        </Step>
      </aside>
    </div>
  );
}
