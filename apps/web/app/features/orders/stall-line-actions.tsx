import {
  type LineAction,
  lineActionsFrom,
  lineMoveRoute,
  STALL_STOP_REASONS,
  STOP_REASON_MEANING,
  type StallLine,
  type StopReason,
} from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

/**
 * What the stall can do with a line now, by the rules in contracts: one button per move, with the
 * sub-reason to stop picking and the tracking number to ship asked inline. The server checks again.
 */
export function StallLineActions({ line }: { line: StallLine }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<'stop' | 'ship' | null>(null);
  const [reason, setReason] = useState<StopReason>(STALL_STOP_REASONS[0]!);
  const [trackingNo, setTrackingNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (action: LineAction) => {
    setBusy(true);
    setProblem(null);
    try {
      await browserApi.call(lineMoveRoute, {
        lineId: line.lineId,
        action,
        ...(action === 'stop' ? { stopReason: reason } : {}),
        ...(action === 'ship' ? { trackingNo } : {}),
      });
      setAsking(null);
      revalidator.revalidate();
    } catch (error) {
      setProblem((error as Error).message || t('orders.stall.failed'));
    } finally {
      setBusy(false);
    }
  };
  const act = (action: LineAction) => {
    if ((action === 'stop' || action === 'ship') && asking !== action) setAsking(action);
    else void send(action);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asking) void send(asking);
  };

  const actions = lineActionsFrom(line.state);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="line-actions">
      <div className="flex flex-wrap gap-1.5">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            onClick={() => act(action)}
            aria-pressed={asking === action ? true : undefined}
            data-action={action}
            className={
              action === 'ship' || action === 'pick'
                ? 'rounded bg-brand px-3 py-1 text-sm text-white disabled:opacity-50'
                : 'rounded border border-line px-3 py-1 text-sm hover:border-brand hover:text-brand disabled:opacity-50'
            }
          >
            {t(`orders.action.${action}`)}
          </button>
        ))}
      </div>
      {asking && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          {asking === 'stop' ? (
            <label className="flex min-w-0 flex-col gap-1 text-xs">
              {t('orders.stall.reasonLabel')}
              <select
                name="stopReason"
                value={reason}
                onChange={(event) => setReason(Number(event.target.value) as StopReason)}
                className="max-w-full rounded border border-line px-2 py-1 text-sm"
              >
                {STALL_STOP_REASONS.map((code) => (
                  <option key={code} value={code}>
                    {t(`orders.stopReason.${STOP_REASON_MEANING[code]}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label className="flex flex-col gap-1 text-xs">
              {t('orders.stall.trackingLabel')}
              <input
                name="trackingNo"
                required
                value={trackingNo}
                onChange={(event) => setTrackingNo(event.target.value)}
                placeholder={t('orders.stall.trackingPlaceholder')}
                className="w-48 rounded border border-line px-2 py-1 text-sm"
              />
            </label>
          )}
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-brand px-3 py-1 text-sm text-white disabled:opacity-50"
          >
            {t('orders.stall.confirm')}
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" className="text-red-700 text-xs">
          {problem}
        </p>
      )}
    </div>
  );
}
