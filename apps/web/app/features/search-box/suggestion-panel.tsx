import clsx from 'clsx';
import { ClockIcon, SearchIcon, StoreIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { SuggestOption } from './suggestion-options.ts';

interface Props {
  id: string;
  open: boolean;
  options: SuggestOption[];
  activeId: string | undefined;
  showClear: boolean;
  onChoose: (option: SuggestOption) => void;
  onClear: () => void;
}

const GROUP_LABEL: Record<SuggestOption['group'], string> = {
  history: 'search.history',
  tip: 'search.tips',
  completion: 'search.completions',
  category: 'search.inCategory',
  shop: 'search.stalls',
};

/** The dropdown under the box: a listbox the input drives with the arrow keys. */
export function SuggestionPanel({ id, open, options, activeId, showClear, onChoose, onClear }: Props) {
  const { t } = useT();
  const groups = groupOf(options);
  return (
    <div
      hidden={!open}
      // Clicks in the panel keep the focus in the box, so the panel closes only when the box is left.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[26rem] overflow-y-auto rounded-lg border border-line bg-white py-1.5 text-sm shadow-lg"
    >
      {/* The history heading carries its clear button, which may not sit inside the listbox. */}
      {showClear && (
        <div className="flex items-center justify-between px-3 pt-1 pb-0.5 text-ink-faint text-xs">
          <span aria-hidden="true">{t('search.history')}</span>
          <button
            type="button"
            onClick={onClear}
            aria-label={t('search.clearHistoryLabel')}
            className="hover:text-brand"
          >
            {t('search.clearHistory')}
          </button>
        </div>
      )}
      <div id={id} role="listbox" aria-label={t('search.suggestions')}>
        {groups.map(([group, entries]) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group; a fieldset is for form fields
          <div key={group} role="group" aria-label={t(GROUP_LABEL[group])} className="py-0.5">
            {!(group === 'history' && showClear) && (
              <div aria-hidden="true" className="px-3 pt-1 pb-0.5 text-ink-faint text-xs">
                {t(GROUP_LABEL[group])}
              </div>
            )}
            {entries.map((option) => (
              <div
                key={option.id}
                id={`${id}-${option.id}`}
                role="option"
                // The input keeps focus and points at the option with aria-activedescendant (combobox pattern).
                tabIndex={-1}
                aria-selected={option.id === activeId}
                onClick={() => onChoose(option)}
                className={clsx(
                  'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-ink',
                  option.id === activeId ? 'bg-brand-soft text-brand' : 'hover:bg-page',
                )}
              >
                <OptionIcon option={option} />
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                <OptionBadge option={option} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function OptionIcon({ option }: { option: SuggestOption }) {
  const className = 'size-3.5 shrink-0 text-ink-faint';
  if (option.group === 'history') return <ClockIcon className={className} />;
  if (option.group === 'shop') return <StoreIcon className={className} />;
  return <SearchIcon className={className} />;
}

function OptionBadge({ option }: { option: SuggestOption }) {
  const { t } = useT();
  if (option.group === 'tip') {
    return (
      <span
        className={clsx(
          'rounded px-1.5 text-[11px] leading-4',
          option.badge === 'ranking' ? 'bg-brand text-white' : 'bg-page text-ink-soft',
        )}
      >
        {t(`search.tipBadge.${option.badge}`)}
      </span>
    );
  }
  if (option.group === 'shop' && option.gold) {
    return (
      <span className="rounded bg-amber-100 px-1.5 text-[11px] text-amber-700 leading-4">
        {t('badge.gold')}
      </span>
    );
  }
  return null;
}

function groupOf(options: SuggestOption[]) {
  const groups = new Map<SuggestOption['group'], SuggestOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups];
}
