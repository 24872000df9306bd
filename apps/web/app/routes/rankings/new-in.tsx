import { getNewIn } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link, redirect, useLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { formatMarketDay, isMarketDay } from '../../features/rankings/market-day.ts';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { pageCount, parseSearch } from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath, statusErrorPath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/new-in';

/** /{city}/new.html is the latest upload day; /{city}/new/{YYYY-MM-DD} one day (spec 3 §2). */
const dayPath = (city: string, date?: string) => (date ? `/${city}/new/${date}` : `/${city}/new.html`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const date = params.date?.replace(/\.html$/, '');
  if (date !== undefined && !isMarketDay(date)) throw redirect(statusErrorPath(lang));
  // The pager's query: only the page number counts here.
  const state = parseSearch(new URL(request.url).searchParams);
  const result = await context.api.call(getNewIn, { city, lang, date, page: state.page });
  const path = localePath(lang, dayPath(city, date));
  const pages = pageCount(result.total, result.pageSize);
  if (pages > 0 && state.page > pages) throw redirect(pages > 1 ? `${path}?page=${pages}` : path);
  return { lang, city, asked: date, result, state, pages, path };
}

export default function NewIn() {
  const { lang, city, asked, result, state, pages, path } = useLoaderData<typeof loader>();
  const { t } = useT();
  const day = (date: string) => formatMarketDay(lang, date);
  const latest = result.days[0]?.date;

  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('newIn.metaTitle', { date: day(result.date) })}</title>
      {(asked !== undefined || state.page > 1) && <meta name="robots" content="noindex, follow" />}
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('newIn.title')}</h1>
        <p data-testid="new-in-total" className="text-ink-faint text-sm">
          {t('newIn.total', { date: day(result.date), count: result.total })}
        </p>
      </header>
      <nav
        aria-label={t('newIn.days')}
        className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none] md:mx-0 md:px-0"
      >
        <ul className="flex w-max gap-2 text-sm">
          {result.days.map((d) => (
            <li key={d.date}>
              <Link
                to={localePath(lang, dayPath(city, d.date === latest ? undefined : d.date))}
                aria-current={d.date === result.date ? 'page' : undefined}
                className={clsx(
                  'flex flex-col items-center rounded-lg px-4 py-1.5 whitespace-nowrap',
                  d.date === result.date ? 'bg-brand text-white' : 'bg-white text-ink-soft hover:text-brand',
                )}
              >
                <span className="font-medium">{d.date === latest ? t('newIn.latest') : day(d.date)}</span>
                <span className="text-xs opacity-80">{t('newIn.count', { count: d.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result.total > 0 ? (
        <>
          <CardGrid items={result.list} lang={lang} city={city} testId="new-in" />
          <Pagination state={state} path={path} page={result.page} pages={pages} />
        </>
      ) : (
        <p className="rounded-lg bg-white p-8 text-center text-ink-faint">{t('newIn.empty')}</p>
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
