import { buyerMayCancel, lineCancelRoute, type ProgressLine } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

const TONE = { pending: 'text-amber-700', refunded: 'text-green-700', failed: 'text-red-700' } as const;

/** Where a cancelled line's money is: on its way back, back, or stuck (support then steps in). */
export function RefundNote({ refund }: { refund: NonNullable<ProgressLine['refund']> }) {
  const { t } = useT();
  const { yuan } = useCurrency();
  return (
    <span
      className={clsx('text-xs', TONE[refund.state])}
      data-testid="line-refund"
      data-refund={refund.state}
    >
      {t(`orders.refund.${refund.state}`, { amount: yuan(refund.amount) })}
    </span>
  );
}

/**
 * The buyer cancels a line that is still theirs to cancel (awaiting pick, or out of stock) and gets its
 * money back; asked once more inline, since it cannot be undone. The server checks again.
 */
export function CancelLineButton({ line }: { line: ProgressLine }) {
  const { t } = useT();
  const { yuan } = useCurrency();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!buyerMayCancel(line.state)) return null;

  const cancel = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await browserApi.call(lineCancelRoute, { lineId: line.lineId });
      setAsking(false);
      revalidator.revalidate();
    } catch (error) {
      setProblem((error as Error).message || t('orders.stall.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs" data-testid="cancel-line">
      {asking ? (
        <>
          <span className="text-ink-soft">
            {t('orders.cancelLine.confirmText', { amount: yuan(line.price * line.amount) })}
          </span>
          <button
            type="button"
            disabled={busy}
            onClick={() => void cancel()}
            className="rounded bg-brand px-2 py-1 text-white disabled:opacity-50"
          >
            {t('orders.cancelLine.confirm')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setAsking(false)}
            className="rounded border border-line px-2 py-1"
          >
            {t('orders.cancelLine.keep')}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="rounded border border-line px-2 py-1 hover:border-brand hover:text-brand"
        >
          {t('orders.cancelLine.button')}
        </button>
      )}
      {problem && (
        <p role="alert" className="w-full text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
