import { imageUrl, type Language, type StallLine } from '@stallhub/contracts';
import type { ReactNode } from 'react';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { RefundNote } from './line-refund.tsx';
import { LineStateBadge, StopReasonText } from './line-state-badge.tsx';
import { ShipToCard } from './ship-to.tsx';
import { StallLineActions } from './stall-line-actions.tsx';

/**
 * One paid line of the stall: what to pick (item, colour, size, art number, pieces), where it ships, its
 * state and its moves. Inside its order's card (`inOrder`) the order's number and address are the card's,
 * and `choice` is the tick that puts it in the order's shipment.
 */
export function StallLineRow({
  lang,
  line,
  inOrder = false,
  choice,
}: {
  lang: Language;
  line: StallLine;
  inOrder?: boolean;
  choice?: ReactNode;
}) {
  const { t } = useT();
  return (
    <li
      className="flex flex-col gap-2 border-line border-b py-3 last:border-b-0 sm:flex-row sm:items-start sm:gap-3"
      data-testid="stall-line"
      data-line-id={line.lineId}
      data-order-no={line.orderNo}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        {choice}
        <img src={imageUrl(line.indexImgUrl, 80)} alt="" className="size-14 shrink-0 rounded object-cover" />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="line-clamp-2 text-ink">{line.title}</span>
          <span className="text-ink-faint text-xs">
            {[line.color, line.size].filter(Boolean).join(' / ')} ·{' '}
            {t('orders.stall.artNo', { artNo: line.artNo })} ·{' '}
            {t('orders.pieceCount', { count: line.amount })}
          </span>
          {!inOrder && (
            <span className="text-ink-faint text-xs">
              {t('orders.stall.order', { orderNo: line.orderNo })} ·{' '}
              {t('orders.stall.paidAt', { time: marketTime(lang, line.paidAt) })}
            </span>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <LineStateBadge state={line.state} />
            {line.stopReason !== null && <StopReasonText reason={line.stopReason} />}
            {line.trackingNo !== null && (
              <span className="text-ink-soft text-xs">
                {t('orders.detail.trackingNo', { trackingNo: line.trackingNo })}
              </span>
            )}
            {line.refund !== null && <RefundNote refund={line.refund} />}
          </div>
          {!inOrder && line.shipTo !== null && <ShipToCard shipTo={line.shipTo} compact />}
        </div>
      </div>
      <div className={inOrder ? 'pl-7 sm:w-56 sm:shrink-0 sm:pl-0' : 'sm:w-72 sm:shrink-0'}>
        <StallLineActions line={line} />
      </div>
    </li>
  );
}
