import clsx from 'clsx';
import { useT } from '../../../i18n/use-t.ts';
import type { Badge } from './stall-badge-list.ts';

const TONE: Record<Badge['tone'], string> = {
  brand: 'border-brand/30 bg-brand-soft text-brand',
  gold: 'border-amber-300 bg-amber-50 text-amber-700',
  blue: 'border-sky-200 bg-sky-50 text-sky-700',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  grey: 'border-line bg-page text-ink-soft',
};

export function BadgeChip({ badge }: { badge: Badge }) {
  const { t } = useT();
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-sm border px-1 text-[11px] leading-4',
        TONE[badge.tone],
      )}
    >
      {t(badge.key, badge.values)}
    </span>
  );
}
