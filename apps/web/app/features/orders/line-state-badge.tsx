import { LINE_STATE, type LineState, STOP_REASON_MEANING, type StopReason } from '@stallhub/contracts';
import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';

const TONE: Record<LineState, string> = {
  [LINE_STATE.awaitingPick]: 'bg-page text-ink-soft',
  [LINE_STATE.picking]: 'bg-amber-50 text-amber-700',
  [LINE_STATE.outOfStock]: 'bg-red-50 text-red-700',
  [LINE_STATE.picked]: 'bg-sky-50 text-sky-700',
  [LINE_STATE.shipped]: 'bg-green-50 text-green-700',
  [LINE_STATE.pickedAgain]: 'bg-sky-50 text-sky-700',
  [LINE_STATE.shippedAgain]: 'bg-green-50 text-green-700',
  [LINE_STATE.cancelled]: 'bg-page text-ink-faint line-through',
};

/** A line's state (spec 3 §4), coloured by how far it got. */
export function LineStateBadge({ state, lines }: { state: LineState; lines?: number }) {
  const { t } = useT();
  return (
    <span
      className={clsx('inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs', TONE[state])}
      data-testid="line-state"
      data-state={state}
    >
      {lines === undefined
        ? t(`orders.state.${state}`)
        : t('orders.stateCount', { state: t(`orders.state.${state}`), lines })}
    </span>
  );
}

/** Why picking stopped, in words. */
export function StopReasonText({ reason }: { reason: StopReason }) {
  const { t } = useT();
  return (
    <span className="text-red-700 text-xs" data-testid="stop-reason">
      {t('orders.detail.reason', { reason: t(`orders.stopReason.${STOP_REASON_MEANING[reason]}`) })}
    </span>
  );
}
