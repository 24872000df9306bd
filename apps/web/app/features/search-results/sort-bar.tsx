import { ITEM_SORTS, type ItemSort } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, SortArrowsIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PriceLoginPrompt, usePriceControls } from './price-controls.tsx';
import {
  goToPage,
  priceSortAfter,
  type SearchState,
  setSort,
  toggleMerge,
  toQueryString,
} from './search-params.ts';

interface Props {
  state: SearchState;
  /** The order the answer is in (the API picks newest for a search without words). */
  shown: ItemSort;
  path: string;
  page: number;
  pages: number;
  /** The sorts offered (all of the item search's when absent), shown in the bar's fixed order. */
  sorts?: readonly ItemSort[];
  /** Whether the merge-same-style toggle is offered (lists that are one style already have no use for it). */
  mergeToggle?: boolean;
}

const PLAIN_SORTS = [
  ['relevance', 'searchPage.sort.relevance'],
  ['newest', 'searchPage.sort.newest'],
] as const;
/**
 * A sort's cell. On a phone the cells share the bar's width and wrap to a second line where a language's
 * words do not fit in one (issue 26 point 9b: a bar scrolled sideways hid 上传量 and the price sort); the
 * 1 px gaps over the list's line colour draw the rules between them.
 */
const CELL = 'flex-auto bg-white md:flex-none';

const COUNT_SORTS = [
  ['sales', 'searchPage.sort.sales'],
  ['uploads', 'searchPage.sort.uploads'],
] as const;

/**
 * Sorts (relevance, newest, price up/down, sales, uploads), the merge-same-style toggle and a mini pager.
 * A guest gets the log-in prompt where the price sort would be.
 */
export function SortBar({ state, shown, path, page, pages, sorts = ITEM_SORTS, mergeToggle = true }: Props) {
  const { t } = useT();
  const priced = usePriceControls();
  const offered = (sort: ItemSort) => sorts.includes(sort);
  const href = (next: SearchState) => path + toQueryString(next);
  const priceShown = shown === 'price_asc' || shown === 'price_desc';
  const tab = (sort: ItemSort, label: string) => (
    <li key={sort} className={CELL}>
      <Link
        to={href(setSort(state, sort))}
        preventScrollReset
        rel="nofollow"
        aria-current={shown === sort ? 'true' : undefined}
        className={clsx(
          'flex h-8 items-center justify-center whitespace-nowrap px-2 hover:text-brand md:px-3',
          shown === sort ? 'bg-brand font-medium text-white hover:text-white' : 'text-ink',
        )}
      >
        {label}
      </Link>
    </li>
  );
  const nextPrice = priceSortAfter(shown);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-white px-2 py-1.5 text-sm">
      <nav aria-label={t('searchPage.sortLabel')} className="w-full min-w-0 md:w-auto">
        <ul className="flex flex-wrap gap-px overflow-hidden rounded border border-line bg-line">
          {PLAIN_SORTS.filter(([sort]) => offered(sort)).map(([sort, key]) => tab(sort, t(key)))}
          {offered('price_asc') && !priced && (
            <li className={CELL}>
              {/* A phone's bar has room for "价格" beside the other sorts, not for the whole prompt. */}
              <PriceLoginPrompt
                testId="price-sort-login"
                label={t('searchPage.sort.priceLogin')}
                className="h-8 w-full justify-center whitespace-nowrap px-2 md:px-3"
              >
                <span className="md:hidden">{t('searchPage.sort.price')}</span>
                <span className="hidden md:inline">{t('searchPage.sort.priceLogin')}</span>
              </PriceLoginPrompt>
            </li>
          )}
          {offered('price_asc') && priced && (
            <li className={CELL}>
              <Link
                to={href(setSort(state, nextPrice))}
                preventScrollReset
                rel="nofollow"
                aria-current={priceShown ? 'true' : undefined}
                title={t(
                  nextPrice === 'price_asc' ? 'searchPage.sort.priceAsc' : 'searchPage.sort.priceDesc',
                )}
                data-sort="price"
                className={clsx(
                  'flex h-8 items-center justify-center gap-1 whitespace-nowrap px-2 hover:text-brand md:px-3',
                  priceShown ? 'bg-brand font-medium text-white hover:text-white' : 'text-ink',
                )}
              >
                {t('searchPage.sort.price')}
                {priceShown && (
                  <span className="sr-only">
                    {t(shown === 'price_asc' ? 'searchPage.sort.priceAsc' : 'searchPage.sort.priceDesc')}
                  </span>
                )}
                <SortArrowsIcon
                  direction={shown === 'price_asc' ? 'up' : shown === 'price_desc' ? 'down' : undefined}
                  className="h-3 w-2"
                />
              </Link>
            </li>
          )}
          {COUNT_SORTS.filter(([sort]) => offered(sort)).map(([sort, key]) => tab(sort, t(key)))}
        </ul>
      </nav>
      {mergeToggle && (
        <Link
          to={href(toggleMerge(state))}
          preventScrollReset
          rel="nofollow"
          title={t('searchPage.mergeHint')}
          data-testid="merge-toggle"
          data-selected={state.merge || undefined}
          className="flex min-h-6 shrink-0 items-center gap-1.5 whitespace-nowrap text-ink hover:text-brand"
        >
          <span
            className={clsx(
              'flex size-4 items-center justify-center rounded-sm border',
              state.merge ? 'border-brand bg-brand text-white' : 'border-line bg-white',
            )}
          >
            {state.merge && <CheckIcon className="size-3" strokeWidth={2.5} />}
          </span>
          {t('searchPage.merge')}
          {state.merge && <span className="sr-only">{t('searchPage.selected')}</span>}
        </Link>
      )}
      {pages > 1 && (
        <div className="ml-auto hidden shrink-0 items-center gap-1 text-ink-soft md:flex">
          <span className="tabular-nums">{t('searchPage.pager.position', { page, pages })}</span>
          <PageStep to={page > 1 ? href(goToPage(state, page - 1)) : null} label={t('searchPage.pager.prev')}>
            <ChevronLeftIcon className="size-4" />
          </PageStep>
          <PageStep
            to={page < pages ? href(goToPage(state, page + 1)) : null}
            label={t('searchPage.pager.next')}
          >
            <ChevronRightIcon className="size-4" />
          </PageStep>
        </div>
      )}
    </div>
  );
}

function PageStep({ to, label, children }: { to: string | null; label: string; children: React.ReactNode }) {
  const box = 'flex size-7 items-center justify-center rounded border border-line';
  if (!to) {
    return (
      <span aria-hidden="true" className={clsx(box, 'text-line')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} className={clsx(box, 'hover:border-brand hover:text-brand')}>
      {children}
    </Link>
  );
}
