import type { Language, OrderEvent } from '@stallhub/contracts';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { StopReasonText } from './line-state-badge.tsx';

/** The order's timeline, newest first: placed, paid, every move of its lines, and every refund. */
export function OrderTimeline({ lang, events }: { lang: Language; events: OrderEvent[] }) {
  const { t } = useT();
  const { yuan } = useCurrency();
  const what = (event: OrderEvent) => {
    if (event.kind === 'line' && event.state !== null) {
      return t('orders.detail.event.line', {
        title: event.title ?? '',
        state: t(`orders.state.${event.state}`),
      });
    }
    if (event.kind === 'refunded') {
      return t('orders.detail.event.refunded', {
        title: event.title ?? '',
        amount: yuan(event.amount ?? 0),
      });
    }
    return t(`orders.detail.event.${event.kind}`);
  };
  return (
    <ol className="relative flex flex-col gap-3 border-line border-l pl-4" data-testid="order-timeline">
      {events.map((event, i) => (
        <li
          // Events are the server's, in its order; the same moment may hold two.
          key={i}
          className="relative text-sm"
          data-testid="timeline-event"
        >
          <span
            aria-hidden
            className={`-left-[21px] absolute top-1.5 size-2.5 rounded-full ${i === 0 ? 'bg-brand' : 'bg-line'}`}
          />
          <p className={i === 0 ? 'font-medium text-ink' : 'text-ink-soft'}>{what(event)}</p>
          {event.stopReason !== null && <StopReasonText reason={event.stopReason} />}
          {event.trackingNo !== null && (
            <p className="text-ink-soft text-xs">
              {t('orders.detail.trackingNo', { trackingNo: event.trackingNo })}
            </p>
          )}
          <time dateTime={event.at} className="block text-ink-faint text-xs">
            {marketTime(lang, event.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
