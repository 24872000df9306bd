import type { PaymentState } from '@stallhub/contracts';
import { useEffect } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { marketTime } from '../../components/market-time.ts';
import { loadOrder } from '../../features/payment/load-order.ts';
import { ChargedTotal, OrderLines } from '../../features/payment/order-lines.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/pay-result';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrder(request, params, context.api);
}

const TONE: Record<PaymentState, string> = {
  paid: 'bg-green-50 text-green-700',
  failed: 'bg-red-50 text-red-700',
  pending: 'bg-amber-50 text-amber-700',
};
const MARK: Record<PaymentState, string> = { paid: '✓', failed: '✕', pending: '…' };

/**
 * /user/payResult.html?orderNo=: the order's state from the server's record, which only the provider's
 * signed notification changes; what the provider put in the address is never read. While pending, it
 * asks again every few seconds.
 */
export default function PayResult() {
  const { lang, order } = useLoaderData<typeof loader>();
  const { t } = useT();
  const revalidator = useRevalidator();
  const pending = order.state === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => revalidator.revalidate(), 3_000);
    return () => clearInterval(timer);
  }, [pending, revalidator]);

  return (
    <Panel title={t('payment.result.title')}>
      <title>{t('payment.result.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div
        className={`mb-4 flex items-center gap-3 rounded-lg p-4 ${TONE[order.state]}`}
        data-testid="payment-state"
        data-state={order.state}
      >
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-xl"
        >
          {MARK[order.state]}
        </span>
        <div>
          <p className="font-semibold text-lg">{t(`payment.result.${order.state}`)}</p>
          <p className="text-sm">
            {order.state === 'paid'
              ? t('payment.result.paidNote', {
                  time: marketTime(lang, order.paidAt!),
                })
              : t(`payment.result.${order.state}Note`)}
          </p>
        </div>
      </div>
      <p className="mb-3 text-ink-soft text-sm">{t('payment.orderNo', { orderNo: order.orderNo })}</p>
      <OrderLines lang={lang} order={order} />
      <div className="mt-4">
        <ChargedTotal
          total={order.total}
          label={order.state === 'paid' ? 'payment.orderAmount' : undefined}
        />
      </div>
      <nav className="mt-4 flex flex-wrap justify-end gap-2 text-sm">
        {order.state === 'failed' && (
          <Link
            to={localePath(lang, `/user/pay.html?orderNo=${order.orderNo}`)}
            className="rounded bg-brand px-4 py-2 text-white"
          >
            {t('payment.result.payAgain')}
          </Link>
        )}
        {pending && (
          <button
            type="button"
            onClick={() => revalidator.revalidate()}
            className="rounded border border-line px-4 py-2"
          >
            {t('payment.result.refresh')}
          </button>
        )}
        <Link to={localePath(lang, '/user/purchase.html')} className="rounded border border-line px-4 py-2">
          {t('payment.result.backToList')}
        </Link>
        <Link to={localePath(lang, '/')} className="rounded border border-line px-4 py-2">
          {t('payment.result.keepShopping')}
        </Link>
      </nav>
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
