import { canLinkTo, type Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { SearchTab } from './rules.ts';

const TABS: { tab: SearchTab; label: string }[] = [
  { tab: 'item', label: 'search.tabItem' },
  { tab: 'stall', label: 'search.tabStall' },
];

/** Item and stall choose what the box searches; image search is its own page. */
export function SearchTabs({
  lang,
  tab,
  onChange,
}: {
  lang: Language;
  tab: SearchTab;
  onChange: (tab: SearchTab) => void;
}) {
  const { t } = useT();
  const base = 'rounded-t-md px-3 py-1 text-[13px] leading-5 transition-colors';
  return (
    <div className="flex h-7 items-end gap-0.5 pl-1">
      {TABS.map((entry) => (
        <button
          key={entry.tab}
          type="button"
          aria-pressed={tab === entry.tab}
          onClick={() => onChange(entry.tab)}
          className={clsx(
            base,
            tab === entry.tab ? 'bg-brand font-medium text-white' : 'text-ink-soft hover:text-brand',
          )}
        >
          {t(entry.label)}
        </button>
      ))}
      {canLinkTo('/tusouHotList') && (
        <a href={localePath(lang, '/tusouHotList')} className={clsx(base, 'text-ink-soft hover:text-brand')}>
          {t('search.tabImage')}
        </a>
      )}
    </div>
  );
}
