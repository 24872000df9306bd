import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';

/** A ranked row's place: the first three stand out. */
export function RankPlace({ rank }: { rank: number }) {
  const { t } = useT();
  return (
    <span
      className={clsx(
        'flex size-8 shrink-0 items-center justify-center rounded-full font-bold text-sm',
        rank <= 3 ? 'bg-brand text-white' : 'bg-page text-ink-soft',
      )}
    >
      <span aria-hidden="true">{rank}</span>
      <span className="sr-only">{t('rank.place', { rank })}</span>
    </span>
  );
}
