import {
  ApiError,
  getOrderConfirmList,
  getReceivedCoupons,
  payConfirmPost,
  receiveCoupon,
} from '@stallhub/contracts';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import {
  changedSincePriced,
  checkoutChoicesHref,
  choicesOf,
} from '../../features/checkout/checkout-choices.ts';
import { CheckoutForm, type CheckoutRefusal } from '../../features/checkout/checkout-form.tsx';
import { sourceHref } from '../../features/checkout/checkout-href.ts';
import { saveAddressForm } from '../../features/user-centre/address-action.ts';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { refusalOf } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/checkout-page';

/**
 * The order of the chosen lines, priced for the buyer's choices in the page's address (address, delivery,
 * quality check, coupon): every change of a choice loads the page again (issue 27 point 4).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const query = new URL(request.url).searchParams;
  const { couponId, ...choices } = choicesOf(query);
  const quoteOf = (coupon: number | undefined) =>
    context.api.call(getOrderConfirmList, { ...choices, couponId: coupon }).catch((error: unknown) => {
      // Lines already ordered (another tab, the back button): the list they came from shows what is left.
      if (error instanceof ApiError && error.status === 404) throw redirect(sourceHref(lang, choices.source));
      throw error;
    });
  // The received coupons say why a coupon the quote cannot apply is out (used, and when; expired). A
  // failure there costs only those words: the checkout still renders, with a plainer reason.
  const [first, received] = await Promise.all([
    quoteOf(couponId ?? undefined),
    context.api.call(getReceivedCoupons, {}).catch(() => []),
  ]);
  const couponStates = received.map(({ id, state, usedAt, expiresAt }) => ({ id, state, usedAt, expiresAt }));
  // Unless the buyer chose (a coupon or none), the best coupon they hold is applied at once.
  const best = [...first.coupons].filter((c) => c.usable).sort((a, b) => b.discount - a.discount)[0];
  const quote = couponId === undefined && best ? await quoteOf(best.id) : first;
  return {
    lang,
    quote,
    lineIds: choices.lineIds,
    couponStates,
    adding: query.get('add') === '1',
    repriced: query.get('repriced') === '1',
  };
}

/**
 * The checkout's changes: `save` a new address (the address book's form; the checkout comes back with it
 * chosen), `claim` the new-user coupon, `place` the order and go on to pay it. A refusal the server
 * explains answers the page with its words; an order whose choices changed since they were priced (a
 * page without its script, where changing a choice does not re-price) is priced again, never placed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const form = await request.formData();
  const priced = new URL(request.url).searchParams;
  const choices = choicesOf(priced);
  const intent = form.get('intent');
  try {
    if (intent === 'save') {
      const outcome = await saveAddressForm(form, context.api);
      if ('refused' in outcome) return outcome.refused;
      return redirect(checkoutChoicesHref(lang, { ...choices, addressId: outcome.saved.id }));
    }
    if (intent === 'claim') {
      await context.api.call(receiveCoupon, { couponSendPlanId: Number(form.get('planId')) });
      return redirect(checkoutChoicesHref(lang, { ...choices, couponId: undefined }));
    }
    if (intent !== 'place') throw data(null, { status: 400 });
    if (changedSincePriced(form, priced))
      return redirect(checkoutChoicesHref(lang, choicesOf(form), { repriced: '1' }));
    const { orderNo } = await context.api.call(payConfirmPost, {
      ...choices,
      couponId: choices.couponId ?? undefined,
    });
    return redirect(localePath(lang, `/user/pay.html?orderNo=${orderNo}`));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<CheckoutRefusal>(
      { intent: intent === 'claim' ? 'claim' : 'place', message: refusal.message },
      { status: refusal.status },
    );
  }
}

/** /user/checkout.html?source=cart|purchase&lineIds=: confirm the order of the chosen lines. */
export default function CheckoutPage() {
  const { lang, quote, lineIds, couponStates, adding, repriced } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  return (
    <main className="mx-auto flex w-full max-w-[1200px] flex-col gap-4 px-3 py-4 xl:px-0">
      <title>{t('checkout.metaTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-bold text-ink text-xl">{t('checkout.title')}</h1>
        <Link to={sourceHref(lang, quote.source)} className="text-brand text-sm hover:underline">
          {t(`checkout.backTo.${quote.source}`)}
        </Link>
      </div>
      <CheckoutForm
        lang={lang}
        quote={quote}
        lineIds={lineIds}
        couponStates={couponStates}
        adding={adding}
        repriced={repriced}
        answer={answer}
      />
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
