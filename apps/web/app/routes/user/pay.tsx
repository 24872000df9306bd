import { redirect, useLoaderData } from 'react-router';
import { loadOrder } from '../../features/payment/load-order.ts';
import { ChargedTotal, OrderLines } from '../../features/payment/order-lines.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/pay';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, order } = await loadOrder(request, params, context.api);
  if (order.state === 'paid')
    throw redirect(localePath(lang, `/user/payResult.html?orderNo=${order.orderNo}`));
  return { lang, order };
}

/** /user/pay.html?orderNo=: the order, the amount in CNY and the chosen currency, the payment methods. */
export default function Pay() {
  const { lang, order } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <Panel title={t('payment.title')}>
      <title>{t('payment.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="mb-3 text-ink-soft text-sm" data-testid="order-no">
        {t('payment.orderNo', { orderNo: order.orderNo })} ·{' '}
        {t('payment.summary', {
          lines: t('payment.lineCount', { count: order.lines.length }),
          pieces: t('payment.pieceCount', { count: order.pieces }),
        })}
      </p>
      <OrderLines lang={lang} order={order} />
      <div className="mt-4">
        <ChargedTotal total={order.total} />
      </div>
      {order.methods.length === 0 ? (
        <p className="mt-4 rounded bg-page p-4 text-center text-ink-soft text-sm">{t('payment.noMethod')}</p>
      ) : (
        // A plain form: it works before the scripts load, and the submit page sends the browser on.
        <form
          method="get"
          action={localePath(lang, '/user/pay/submit.html')}
          className="mt-4 flex flex-col gap-3"
        >
          <input type="hidden" name="orderNo" value={order.orderNo} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-ink text-sm">{t('payment.method')}</legend>
            {order.methods.map((method, i) => (
              <label
                key={method}
                className="flex cursor-pointer items-center gap-2 rounded border border-line px-3 py-3 text-sm has-[:checked]:border-brand"
              >
                <input type="radio" name="method" value={method} defaultChecked={i === 0} />
                {t(`payment.methods.${method}`)}
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            data-testid="pay-now"
            className="h-11 self-end rounded bg-brand px-8 font-medium text-white hover:opacity-90"
          >
            {t('payment.payNow')}
          </button>
        </form>
      )}
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
