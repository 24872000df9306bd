import clsx from 'clsx';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { showLoginBar } from '../sign-in-gate/login-bar-rules.ts';
import { goToPage, pageWindow, type SearchState, toQueryString } from './search-params.ts';

/**
 * Page links keeping every filter and sort: previous, numbers with gaps, next; a phone shows "3/25".
 * Turning a page brings back a guest's closed login bar on search and category pages (spec 3 §2).
 */
export function Pagination({
  state,
  path,
  page,
  pages,
}: {
  state: SearchState;
  path: string;
  page: number;
  pages: number;
}) {
  const { t } = useT();
  if (pages <= 1) return null;
  const href = (n: number) => path + toQueryString(goToPage(state, n));
  const box = 'flex h-9 min-w-9 items-center justify-center rounded border px-3 text-sm';
  const step = (to: number, label: string, icon: React.ReactNode, rel: 'prev' | 'next') =>
    to >= 1 && to <= pages ? (
      <Link
        to={href(to)}
        rel={rel}
        onClick={showLoginBar}
        className={clsx(box, 'gap-1 border-line bg-white text-ink hover:border-brand hover:text-brand')}
      >
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </Link>
    ) : (
      <span aria-disabled="true" className={clsx(box, 'gap-1 border-line bg-white text-ink-faint/60')}>
        {rel === 'prev' && icon}
        {label}
        {rel === 'next' && icon}
      </span>
    );
  return (
    <nav aria-label={t('searchPage.pager.label')} className="mt-6 flex items-center justify-center gap-1.5">
      {step(page - 1, t('searchPage.pager.prev'), <ChevronLeftIcon className="size-4" />, 'prev')}
      <ol className="hidden items-center gap-1.5 md:flex">
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-faint">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                onClick={showLoginBar}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('searchPage.pager.page', { page: entry })}
                className={clsx(
                  box,
                  entry === page
                    ? 'border-brand bg-brand text-white'
                    : 'border-line bg-white text-ink hover:border-brand hover:text-brand',
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      <span className="px-2 text-ink-soft text-sm tabular-nums md:hidden">
        {t('searchPage.pager.position', { page, pages })}
      </span>
      {step(page + 1, t('searchPage.pager.next'), <ChevronRightIcon className="size-4" />, 'next')}
    </nav>
  );
}
