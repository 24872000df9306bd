import {
  ApiError,
  CHECKOUT_SOURCES,
  type CheckoutSource,
  getOrderConfirmList,
  getReceivedCoupons,
} from '@stallhub/contracts';
import { Link, redirect, useLoaderData } from 'react-router';
import { CheckoutForm } from '../../features/checkout/checkout-form.tsx';
import { sourceHref } from '../../features/checkout/checkout-href.ts';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Route } from './+types/checkout-page';

const isSource = (value: string | null): value is CheckoutSource =>
  (CHECKOUT_SOURCES as readonly (string | null)[]).includes(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const query = new URL(request.url).searchParams;
  const asked = query.get('source');
  const source: CheckoutSource = isSource(asked) ? asked : 'purchase';
  const ids = query.get('lineIds')?.split(',').map(Number);
  if (ids?.some((id) => !Number.isInteger(id) || id <= 0)) throw new Response(null, { status: 404 });
  const lineIds = ids && ids.length > 0 ? ids : undefined;
  const quoteOf = (couponId?: number) =>
    context.api.call(getOrderConfirmList, { source, lineIds, couponId }).catch((error: unknown) => {
      // Lines already ordered (another tab, the back button): the list they came from shows what is left.
      if (error instanceof ApiError && error.status === 404) throw redirect(sourceHref(lang, source));
      throw error;
    });
  // The received coupons say why a coupon the quote cannot apply is out (used, and when; expired). A
  // failure there costs only those words: the checkout still renders, with a plainer reason.
  const [first, received] = await Promise.all([
    quoteOf(),
    context.api.call(getReceivedCoupons, {}).catch(() => []),
  ]);
  const couponStates = received.map(({ id, state, usedAt, expiresAt }) => ({ id, state, usedAt, expiresAt }));
  // The best coupon the buyer holds is applied at once; they can still choose none.
  const best = [...first.coupons].filter((c) => c.usable).sort((a, b) => b.discount - a.discount)[0];
  const quote = best ? await quoteOf(best.id) : first;
  return { lang, quote, lineIds, couponStates };
}

/** /user/checkout.html?source=cart|purchase&lineIds=: confirm the order of the chosen lines. */
export default function CheckoutPage() {
  const { lang, quote, lineIds, couponStates } = useLoaderData<typeof loader>();
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
      <CheckoutForm lang={lang} initial={quote} lineIds={lineIds} couponStates={couponStates} />
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
