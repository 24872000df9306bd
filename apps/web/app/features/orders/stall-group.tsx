import { imageUrl, type Language, type OrderProgressView } from '@stallhub/contracts';
import { ChargedAmount } from '../../components/currency/charged-amount.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { CancelLineButton, RefundNote } from './line-refund.tsx';
import { LineStateBadge, StopReasonText } from './line-state-badge.tsx';

type Stall = OrderProgressView['stalls'][number];

/**
 * One stall's lines of an order, each with its state, why it stopped, its tracking number, its refund,
 * and the buyer's cancel while the line is still theirs to cancel.
 */
export function StallGroup({ lang, stall, paid }: { lang: Language; stall: Stall; paid: boolean }) {
  const { t } = useT();
  return (
    <section className="rounded-lg border border-line" data-testid="stall-group">
      <h3 className="border-line border-b bg-page px-3 py-2 font-medium text-sm">
        {stall.name || t('orders.detail.awaitingStalls')}
      </h3>
      <ul>
        {stall.lines.map((line) => (
          <li
            key={line.lineId}
            data-testid="progress-line"
            data-line-id={line.lineId}
            className="flex flex-wrap items-start gap-3 border-line border-b px-3 py-3 last:border-b-0"
          >
            <img
              src={imageUrl(line.indexImgUrl, 80)}
              alt=""
              className="size-14 shrink-0 rounded object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <a
                href={localePath(lang, `/item/${line.vid}`)}
                className="line-clamp-2 text-ink text-sm hover:text-brand"
              >
                {line.title}
              </a>
              <span className="text-ink-faint text-xs">
                {[line.color, line.size].filter(Boolean).join(' / ')}
              </span>
              {paid && (
                <div className="flex flex-wrap items-center gap-2">
                  <LineStateBadge state={line.state} />
                  {line.stopReason !== null && <StopReasonText reason={line.stopReason} />}
                  {line.trackingNo !== null && (
                    <span className="text-ink-soft text-xs" data-testid="tracking-no">
                      {t('orders.detail.trackingNo', { trackingNo: line.trackingNo })}
                    </span>
                  )}
                  {line.refund !== null && <RefundNote refund={line.refund} />}
                </div>
              )}
              {paid && <CancelLineButton line={line} />}
            </div>
            <span className="shrink-0 text-right text-sm">
              <ChargedAmount cny={line.price} />
              <span className="block text-ink-soft text-xs">
                {t('orders.detail.lineAmount', { count: line.amount })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
