import {
  type Language,
  type LineState,
  type StallOrder,
  shipSteps,
  shipsWithOrder,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { OrderProgressBadge } from './order-progress-badge.tsx';
import { ShipToCard } from './ship-to.tsx';
import { StallLineRow } from './stall-line-row.tsx';

/** What the stall orders page's action answers to one order's ship form. */
export type ShipAnswer =
  | { orderNo: string; ok: true; trackingNo: string; lines: number }
  | { orderNo: string; ok: false; message: string };

/**
 * One order of the stall (issue 26 point 6), as Shopify's fulfil-order dialog and Taobao's 发货 show it:
 * where it goes, the stall's lines with a tick each, and one form that ships the ticked lines, or the whole
 * order when none is ticked, under one tracking number. A plain form posting to the page's action: it works
 * before the script loads; the fetcher adds pending and error states in place.
 */
export function StallOrderCard({ lang, order }: { lang: Language; order: StallOrder }) {
  const { t } = useT();
  const fetcher = useFetcher<ShipAnswer>({ key: `ship-${order.orderNo}` });
  const [chosen, setChosen] = useState<number[]>([]);
  const formId = `ship-${order.orderNo}`;
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data?.orderNo === order.orderNo ? fetcher.data : undefined;
  const shippable = order.lines.filter((line) => shipSteps(line.state as LineState) !== null);
  const open = order.lines.filter((line) => shipsWithOrder(line.state));
  // A shipped line leaves the choice once the page reads it again.
  useEffect(() => {
    if (answer?.ok) setChosen([]);
  }, [answer]);
  const toggle = (lineId: number, on: boolean) =>
    setChosen((now) => (on ? [...new Set([...now, lineId])] : now.filter((id) => id !== lineId)));
  const allChosen = shippable.length > 0 && shippable.every((line) => chosen.includes(line.lineId));

  return (
    <li
      className="overflow-hidden rounded-lg border border-line"
      data-testid="stall-order"
      data-order-no={order.orderNo}
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-line border-b bg-page px-3 py-2 text-xs">
        {shippable.length > 0 && (
          <input
            type="checkbox"
            aria-label={t('orders.stall.chooseAll')}
            checked={allChosen}
            onChange={(event) => setChosen(event.target.checked ? shippable.map((line) => line.lineId) : [])}
            className="size-4 accent-brand"
          />
        )}
        <span className="font-medium text-ink">{t('orders.orderNo', { orderNo: order.orderNo })}</span>
        <span className="text-ink-soft">
          {t('orders.stall.paidAt', { time: marketTime(lang, order.paidAt) })}
        </span>
        <span className="text-ink-soft">{t('orders.pieceCount', { count: order.pieces })}</span>
        <OrderProgressBadge progress={order.progress} />
      </header>
      <div className="flex flex-col lg:flex-row">
        <ul className="min-w-0 flex-1 px-3">
          {order.lines.map((line) => (
            <StallLineRow
              key={line.lineId}
              lang={lang}
              line={line}
              inOrder
              choice={
                shipSteps(line.state) !== null ? (
                  <input
                    type="checkbox"
                    name="lineIds"
                    value={line.lineId}
                    form={formId}
                    checked={chosen.includes(line.lineId)}
                    onChange={(event) => toggle(line.lineId, event.target.checked)}
                    aria-label={`${t('orders.stall.chooseLine')}: ${line.title}`}
                    data-testid="choose-line"
                    className="mt-5 size-4 shrink-0 accent-brand"
                  />
                ) : (
                  <span className="w-4 shrink-0" />
                )
              }
            />
          ))}
        </ul>
        <aside className="flex flex-col gap-3 border-line border-t bg-page/50 p-3 text-sm lg:w-80 lg:shrink-0 lg:border-t-0 lg:border-l">
          {order.shipTo !== null && <ShipToCard shipTo={order.shipTo} compact />}
          {shippable.length === 0 ? (
            <p className="text-green-700 text-xs" data-testid="all-shipped">
              {order.progress === 'shipped' ? t('orders.stall.allShipped') : t('orders.stall.nothingOpen')}
            </p>
          ) : (
            <fetcher.Form method="post" id={formId} className="flex flex-col gap-2" data-testid="ship-form">
              <input type="hidden" name="intent" value="ship" />
              <input type="hidden" name="orderNo" value={order.orderNo} />
              <h3 className="font-medium text-ink">{t('orders.stall.shipTitle')}</h3>
              {order.carrier !== null && (
                <p className="text-ink-soft text-xs" data-testid="carrier">
                  {t('orders.stall.carrier', { carrier: t(`orders.carrier.${order.carrier}`) })}
                </p>
              )}
              <label className="flex flex-col gap-1 text-xs">
                {t('orders.stall.trackingLabel')}
                <input
                  name="trackingNo"
                  required
                  pattern="[A-Za-z0-9\-]{6,32}"
                  autoComplete="off"
                  placeholder={t('orders.stall.trackingPlaceholder')}
                  className="w-full rounded border border-line bg-white px-2 py-1.5 text-sm"
                />
              </label>
              <button
                type="submit"
                disabled={busy || (chosen.length === 0 && open.length === 0)}
                className="rounded bg-brand px-3 py-2 font-medium text-white disabled:opacity-50"
                data-testid="ship-button"
              >
                {chosen.length > 0
                  ? t('orders.stall.shipChosen', { lines: chosen.length })
                  : t('orders.stall.shipAll')}
              </button>
              <p className="text-ink-faint text-xs">{t('orders.stall.shipHint')}</p>
            </fetcher.Form>
          )}
          {answer && (
            <p
              role={answer.ok ? 'status' : 'alert'}
              className={clsx('text-xs', answer.ok ? 'text-green-700' : 'text-red-700')}
              data-testid="ship-answer"
            >
              {answer.ok
                ? t('orders.stall.shippedNotice', { trackingNo: answer.trackingNo })
                : answer.message}
            </p>
          )}
        </aside>
      </div>
    </li>
  );
}
