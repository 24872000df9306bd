import type { OrderProgress } from '@stallhub/contracts';
import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';

const TONE: Record<OrderProgress, string> = {
  unpaid: 'bg-amber-50 text-amber-700',
  paid: 'bg-sky-50 text-sky-700',
  partlyShipped: 'bg-orange-50 text-orange-700',
  shipped: 'bg-green-50 text-green-700',
};

/** Where an order stands as a whole: unpaid, paid, partly shipped, shipped (issue 26 point 5). */
export function OrderProgressBadge({ progress }: { progress: OrderProgress }) {
  const { t } = useT();
  return (
    <span
      className={clsx(
        'inline-block whitespace-nowrap rounded px-1.5 py-0.5 font-medium text-xs',
        TONE[progress],
      )}
      data-testid="order-progress"
      data-progress={progress}
    >
      {t(`orders.progress.${progress}`)}
    </span>
  );
}
