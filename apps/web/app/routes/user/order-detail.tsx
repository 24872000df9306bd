import { ApiError, getOrderProgress } from '@stallhub/contracts';
import { redirect, useLoaderData } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { OrderMoney } from '../../features/orders/order-money.tsx';
import { OrderProgressBadge } from '../../features/orders/order-progress-badge.tsx';
import { OrderTimeline } from '../../features/orders/order-timeline.tsx';
import { ShipToCard } from '../../features/orders/ship-to.tsx';
import { StallGroup } from '../../features/orders/stall-group.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/order-detail';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const orderNo = new URL(request.url).searchParams.get('orderNo')?.trim();
  // Without an order number there is nothing to show: the list is where orders are found.
  if (!orderNo) throw redirect(localePath(lang, '/user/orders.html'));
  const order = await context.api.call(getOrderProgress, { orderNo, lang }).catch((error: unknown) => {
    // Another buyer's order, or a malformed number, is a missing page: its existence is not disclosed.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(null, { status: 404 });
    }
    throw error;
  });
  return { lang, order };
}

/**
 * /user/order.html?orderNo=: where it ships, one order's lines by stall with their states, what it cost,
 * the refund owed and paid back, the timeline.
 */
export default function OrderDetail() {
  const { lang, order } = useLoaderData<typeof loader>();
  const { t } = useT();
  const { yuan } = useCurrency();
  // Paid, partly shipped or shipped: the stalls have it.
  const paid = order.progress !== 'unpaid';
  return (
    <Panel
      title={t('orders.detail.title')}
      actions={
        <a href={localePath(lang, '/user/orders.html')} className="text-ink-soft text-sm hover:text-brand">
          {t('orders.detail.back')}
        </a>
      }
    >
      <title>{t('orders.detail.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{t('orders.orderNo', { orderNo: order.orderNo })}</span>
        <OrderProgressBadge progress={order.progress} />
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {order.shipTo && (
            <section className="rounded-lg border border-line p-3">
              <ShipToCard shipTo={order.shipTo} />
            </section>
          )}
          {order.stalls.map((stall) => (
            <StallGroup key={stall.shopId ?? 'unstamped'} lang={lang} stall={stall} paid={paid} />
          ))}
          <section className="self-end sm:w-80">
            <OrderMoney order={order} />
          </section>
          {paid && (
            <section className="rounded-lg border border-line p-3 text-sm" data-testid="refund-quota">
              <h2 className="mb-1 font-medium">{t('orders.detail.refundTitle')}</h2>
              {order.refund.lines === 0 && <p className="text-ink-soft">{t('orders.detail.refundNone')}</p>}
              {order.refund.refunded < order.refund.amount && (
                <p className="text-red-700">
                  {t('orders.detail.refundSummary', {
                    count: order.refund.pieces,
                    amount: yuan(order.refund.amount - order.refund.refunded),
                  })}
                </p>
              )}
              {order.refund.refunded > 0 && (
                <p className="text-green-700" data-testid="refund-paid">
                  {t('orders.detail.refundPaid', { amount: yuan(order.refund.refunded) })}
                </p>
              )}
            </section>
          )}
          {!paid && (
            <a
              href={localePath(lang, `/user/pay.html?orderNo=${order.orderNo}`)}
              className="self-end rounded bg-brand px-4 py-2 text-sm text-white"
            >
              {t('orders.payNow')}
            </a>
          )}
        </div>
        <aside className="lg:w-72 lg:shrink-0">
          <h2 className="mb-2 font-medium text-sm">{t('orders.detail.timeline')}</h2>
          <OrderTimeline lang={lang} events={order.events} />
        </aside>
      </div>
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
