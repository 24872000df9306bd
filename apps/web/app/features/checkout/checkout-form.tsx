import type { Language, OrderConfirm } from '@stallhub/contracts';
import type { ChangeEvent } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { AddressAnswer } from '../user-centre/address-action.ts';
import { AddressChoice } from './address-choice.tsx';
import { CHOICES_FORM, checkoutChoicesHref, quotedChoices } from './checkout-choices.ts';
import { Step } from './checkout-step.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import type { CouponStates } from './coupon-choice.tsx';
import { CouponStep } from './coupon-step.tsx';
import { DeliveryChoice, QualityCheckChoice } from './delivery-choice.tsx';
import { Shortfalls, StallParcels } from './stall-parcels.tsx';

/** What the checkout's action answers a claim or an order the server refused. */
export interface CheckoutRefusal {
  intent: 'claim' | 'place';
  message: string;
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
  const submit = useSubmit();
  const location = useLocation();
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
  const refused = (intent: CheckoutRefusal['intent']) =>
    answer?.intent === intent ? answer.message : undefined;

  const nothing = quote.groups.length === 0;
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
        {!nothing && <DeliveryChoice quote={quote} onChange={reprice} />}
        {!nothing && <QualityCheckChoice quote={quote} onChange={reprice} />}
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        {!nothing && (
          <CouponStep
            lang={lang}
            quote={quote}
            states={couponStates}
            refusal={refused('claim')}
            onChange={reprice}
          />
        )}
        <CheckoutSummary quote={quote} repriced={repriced} refusal={refused('place')} />
      </aside>
    </div>
  );
}
