import { imageUrl, type Language, type OrderSummary } from '@stallhub/contracts';
import { ChargedAmount } from '../../components/currency/charged-amount.tsx';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { LineStateBadge } from './line-state-badge.tsx';
import { OrderProgressBadge } from './order-progress-badge.tsx';

/** One order in the buyer's list: number, date, stalls, pictures, line states, total and where to go next. */
export function OrderRow({ lang, order }: { lang: Language; order: OrderSummary }) {
  const { t } = useT();
  const detail = localePath(lang, `/user/order.html?orderNo=${order.orderNo}`);
  return (
    <li className="rounded-lg border border-line" data-testid="order-row" data-order-no={order.orderNo}>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-line border-b bg-page px-3 py-2 text-xs">
        <span className="font-medium text-ink">{t('orders.orderNo', { orderNo: order.orderNo })}</span>
        <span className="text-ink-soft">
          {t('orders.placedAt', { time: marketTime(lang, order.createdAt) })}
        </span>
      </header>
      <div className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex gap-2">
            {order.preview.map((line, i) => (
              <img
                // The preview is the order's first lines, in order.
                key={i}
                src={imageUrl(line.indexImgUrl, 80)}
                alt={line.title}
                title={line.title}
                className="size-14 shrink-0 rounded object-cover"
              />
            ))}
          </div>
          {order.stalls.length > 0 && (
            <p className="line-clamp-1 text-ink-soft text-xs">
              {t('orders.stallsLabel')}: {order.stalls.join(' · ')}
            </p>
          )}
          <div className="flex flex-wrap gap-1">
            {/* Paid and on its way: how far the order got, then its lines by state. */}
            {order.progress !== 'paid' && <OrderProgressBadge progress={order.progress} />}
            {order.progress !== 'unpaid' &&
              order.states.map((s) => <LineStateBadge key={s.state} state={s.state} lines={s.lines} />)}
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <p className="text-sm">
            <span className="text-ink-soft">{t('orders.pieceCount', { count: order.pieces })} </span>
            <ChargedAmount cny={order.total} className="font-bold text-brand" />
          </p>
          <div className="flex gap-2 text-sm">
            {order.progress === 'unpaid' && (
              <a
                href={localePath(lang, `/user/pay.html?orderNo=${order.orderNo}`)}
                className="rounded bg-brand px-3 py-1 text-white"
              >
                {t('orders.payNow')}
              </a>
            )}
            <a
              href={detail}
              className="rounded border border-line px-3 py-1 hover:border-brand hover:text-brand"
            >
              {t('orders.details')}
            </a>
          </div>
        </div>
      </div>
    </li>
  );
}
