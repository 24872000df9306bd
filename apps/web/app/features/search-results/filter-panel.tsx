import { ITEM_FACETS, type ItemFacet } from '@stallhub/contracts';
import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { CheckIcon, ChevronDownIcon, FilterIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type FacetCount, facetValueLabel, orderFacetValues, valueNamesOf } from './facet-labels.ts';
import { appliedFilters, PriceLoginPrompt, usePriceControls } from './price-controls.tsx';
import { PriceRange } from './price-range.tsx';
import { type SearchState, toggleFilter, toQueryString } from './search-params.ts';

/** Values a row shows before its "more". */
export const ROW_VALUES_SHOWN = 12;
/** Rows the panel shows before "more filters": what buyers reach for first. */
const PRIMARY_FACETS: readonly ItemFacet[] = ['color', 'size', 'style', 'modelId'];

interface Props {
  state: SearchState;
  facets: Partial<Record<ItemFacet, FacetCount[]>>;
  styleNames: Readonly<Record<string, string>>;
  /** The results page's path; every link is it plus a state's query string. */
  path: string;
}

/**
 * The filter panel (spec 3 §3 "Search" filters): one row per facet with the answer's values and counts,
 * each value a link that ticks or unticks it, and the price range (for a guest, the log-in prompt in its
 * place). "More" toggles are checkboxes styled by CSS, so the whole panel works before (or without) the
 * page's scripts.
 */
export function FilterPanel({ state, facets, styleNames, path }: Props) {
  const { t } = useT();
  const priced = usePriceControls();
  const href = (next: SearchState) => path + toQueryString(next);
  const id = useId();
  const valueNames = valueNamesOf(facets);
  const rows = ITEM_FACETS.map((facet) => ({ facet, values: rowValues(facet, facets[facet] ?? [], state) }))
    // A facet with nothing to choose from is not a choice; one with a chosen value stays to be unticked.
    .filter((row) => row.values.length > 0);
  const primary = rows.filter((row) => PRIMARY_FACETS.includes(row.facet));
  const secondary = rows.filter((row) => !PRIMARY_FACETS.includes(row.facet));
  // A chosen value hidden behind "more filters" would be a filter nobody can see.
  const openSecondary = secondary.some((row) => state.filters[row.facet].length > 0);

  const renderRow = ({ facet, values }: (typeof rows)[number]) => (
    <FacetRow key={facet} facet={facet} label={t(`searchPage.facet.${facet}`)}>
      {values.map(({ value, count }, index) => {
        const chosen = state.filters[facet].includes(value);
        return (
          <li key={value} className={clsx('flex', index >= ROW_VALUES_SHOWN && 'extra')}>
            <Link
              to={href(toggleFilter(state, facet, value))}
              preventScrollReset
              rel="nofollow"
              data-facet={facet}
              data-value={value}
              data-count={count}
              data-selected={chosen || undefined}
              className={clsx(
                'flex items-center gap-1 rounded px-1.5 py-0.5 hover:text-brand',
                chosen ? 'bg-brand-soft text-brand' : 'text-ink',
              )}
            >
              {chosen && <CheckIcon className="size-3.5 shrink-0" />}
              <span>{facetValueLabel(facet, value, t, styleNames, valueNames)}</span>
              <span className={clsx('text-xs', chosen ? 'text-brand/70' : 'text-ink-faint')}>{count}</span>
              {chosen && <span className="sr-only">{t('searchPage.selected')}</span>}
            </Link>
          </li>
        );
      })}
    </FacetRow>
  );

  const chosenCount = appliedFilters(state, priced).length;
  return (
    <div>
      {/* On a phone the panel folds behind a "filters" toggle; from md up it is always open. */}
      <input id={`${id}-open`} type="checkbox" className="peer sr-only md:hidden" />
      <label
        htmlFor={`${id}-open`}
        className="flex h-9 w-fit cursor-pointer select-none items-center gap-1.5 rounded-full border border-line bg-white px-4 text-ink text-sm peer-checked:border-brand peer-checked:text-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand md:hidden"
      >
        <FilterIcon className="size-4" />
        {t('searchPage.filters')}
        {chosenCount > 0 && (
          <span className="min-w-5 rounded-full bg-brand px-1.5 text-center text-white text-xs leading-5">
            {chosenCount}
          </span>
        )}
      </label>
      <section
        aria-label={t('searchPage.filters')}
        className="mt-2 hidden rounded-lg bg-white text-sm peer-checked:block md:mt-0 md:block"
      >
        <dl className="divide-y divide-line/70">
          {primary.map(renderRow)}
          <div className="grid grid-cols-1 gap-1 px-3 py-2 md:grid-cols-[96px_minmax(0,1fr)] md:gap-3 md:py-2.5">
            <dt className="text-ink-faint md:pt-1">{t('searchPage.price')}</dt>
            <dd>
              {priced ? (
                <PriceRange key={`${state.priceMin}-${state.priceMax}`} state={state} path={path} />
              ) : (
                <PriceLoginPrompt testId="price-filter-login" className="min-h-7 w-fit">
                  {t('searchPage.priceLogin')}
                </PriceLoginPrompt>
              )}
            </dd>
          </div>
        </dl>
        {secondary.length > 0 && (
          <>
            <input
              id={`${id}-more`}
              type="checkbox"
              defaultChecked={openSecondary}
              className="peer sr-only"
            />
            <dl className="hidden divide-y divide-line/70 border-line/70 border-t peer-checked:block">
              {secondary.map(renderRow)}
            </dl>
            <label
              htmlFor={`${id}-more`}
              className="flex cursor-pointer select-none items-center justify-center gap-1 border-line/70 border-t py-2 text-ink-soft text-xs hover:text-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand peer-checked:[&_.less]:inline peer-checked:[&_.more]:hidden peer-checked:[&_svg]:rotate-180"
            >
              <span className="more">{t('searchPage.moreFilters')}</span>
              <span className="less hidden">{t('searchPage.fewerFilters')}</span>
              <ChevronDownIcon className="size-3.5 transition-transform" />
            </label>
          </>
        )}
      </section>
    </div>
  );
}

/** The values of a row in reading order, with any chosen value the answer no longer lists kept in. */
function rowValues(facet: ItemFacet, counts: readonly FacetCount[], state: SearchState): FacetCount[] {
  const listed = new Set(counts.map((c) => c.value));
  const missing = state.filters[facet].filter((v) => !listed.has(v)).map((value) => ({ value, count: 0 }));
  const ordered = orderFacetValues(facet, [...counts, ...missing]);
  // Chosen values come first in a long row, so "more" never hides one.
  if (ordered.length <= ROW_VALUES_SHOWN) return ordered;
  const chosen = ordered.filter((c) => state.filters[facet].includes(c.value));
  return [...chosen, ...ordered.filter((c) => !state.filters[facet].includes(c.value))];
}

function FacetRow({ facet, label, children }: { facet: ItemFacet; label: string; children: ReactNode[] }) {
  const { t } = useT();
  const id = useId();
  const long = children.length > ROW_VALUES_SHOWN;
  return (
    <div
      data-testid={`facet-${facet}`}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-3 py-2 md:grid-cols-[96px_minmax(0,1fr)_auto] md:py-2.5"
    >
      <dt className="col-span-2 text-ink-faint md:col-span-1 md:pt-0.5">{label}</dt>
      <dd className="contents">
        {long && <input id={`${id}-more`} type="checkbox" className="peer sr-only" />}
        <ul className="flex flex-wrap gap-x-2 gap-y-1 [&>.extra]:hidden peer-checked:[&>.extra]:flex">
          {children}
        </ul>
        {long ? (
          <label
            htmlFor={`${id}-more`}
            className="flex h-6 cursor-pointer select-none items-center gap-0.5 self-start rounded border border-line px-2 text-ink-soft text-xs hover:border-brand hover:text-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand peer-checked:[&_.less]:inline peer-checked:[&_.more]:hidden peer-checked:[&_svg]:rotate-180"
          >
            <span className="more">{t('searchPage.more')}</span>
            <span className="less hidden">{t('searchPage.less')}</span>
            <ChevronDownIcon className="size-3 transition-transform" />
          </label>
        ) : (
          <span />
        )}
      </dd>
    </div>
  );
}
