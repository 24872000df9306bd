import { Link } from 'react-router';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { facetValueLabel, type Translate } from './facet-labels.ts';
import { appliedFilters, usePriceControls } from './price-controls.tsx';
import {
  type ActiveFilter,
  clearFilters,
  type SearchState,
  toQueryString,
  withoutFilter,
} from './search-params.ts';

/** How a price range reads: "¥50-100", "¥50 and up", "up to ¥100". */
export function priceRangeLabel(t: Translate, min?: number, max?: number) {
  if (min !== undefined && max !== undefined) return t('searchPage.priceRange', { min, max });
  if (min !== undefined) return t('searchPage.priceFrom', { min });
  return t('searchPage.priceUpTo', { max });
}

/**
 * The active-filter bar (spec 3 §2 "Search empty state"): every chosen value with a × that removes it,
 * and "clear all". Hidden while nothing is chosen; a guest's price range is not shown (it was not applied).
 */
export function ActiveFilterBar({
  state,
  styleNames,
  valueNames,
  path,
}: {
  state: SearchState;
  styleNames: Readonly<Record<string, string>>;
  /** Colour and size values in the page's language (valueNamesOf the answer's facets). */
  valueNames: Readonly<Record<string, string>>;
  path: string;
}) {
  const { t } = useT();
  const chosen = appliedFilters(state, usePriceControls());
  if (chosen.length === 0) return null;
  const label = (filter: ActiveFilter) =>
    filter.facet === 'price'
      ? t('searchPage.filterChip', {
          facet: t('searchPage.price'),
          value: priceRangeLabel(t, filter.min, filter.max),
        })
      : t('searchPage.filterChip', {
          facet: t(`searchPage.facet.${filter.facet}`),
          value: facetValueLabel(filter.facet, filter.value, t, styleNames, valueNames),
        });
  return (
    <section
      aria-label={t('searchPage.chosen')}
      data-testid="active-filters"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm"
    >
      <span className="text-ink-faint">{t('searchPage.chosen')}</span>
      <ul className="flex flex-wrap gap-2">
        {chosen.map((filter) => {
          const text = label(filter);
          return (
            <li key={filter.facet === 'price' ? 'price' : `${filter.facet}:${filter.value}`}>
              <Link
                to={path + toQueryString(withoutFilter(state, filter))}
                preventScrollReset
                rel="nofollow"
                aria-label={t('searchPage.remove', { name: text })}
                className="flex items-center gap-1 rounded border border-brand/40 bg-brand-soft py-0.5 pr-1 pl-2 text-brand hover:border-brand"
              >
                {text}
                <CloseIcon className="size-3.5" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={path + toQueryString(clearFilters(state))}
        preventScrollReset
        rel="nofollow"
        className="ml-auto text-ink-soft hover:text-brand"
      >
        {t('searchPage.clearAll')}
      </Link>
    </section>
  );
}
