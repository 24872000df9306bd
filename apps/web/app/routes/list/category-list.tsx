import { getCategoryMenu, getSearchPage } from '@stallhub/contracts';
import clsx from 'clsx';
import { redirect, useLoaderData, useLocation, useNavigation } from 'react-router';
import { CategoryMenu } from '../../features/catalogue/category-menu/category-menu.tsx';
import { CategoryStrip } from '../../features/catalogue/category-menu/category-strip.tsx';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import {
  categoryListHref,
  parseCategoryList,
  toListApiInput,
} from '../../features/category-list/list-state.ts';
import { ActiveFilterBar } from '../../features/search-results/active-filter-bar.tsx';
import { EmptyResults } from '../../features/search-results/empty-results.tsx';
import { valueNamesOf } from '../../features/search-results/facet-labels.ts';
import { FilterPanel } from '../../features/search-results/filter-panel.tsx';
import { menuNames } from '../../features/search-results/menu-names.ts';
import { Pagination } from '../../features/search-results/pagination.tsx';
import {
  clearFilters,
  goToPage,
  hasFilters,
  pageCount,
  toQueryString,
} from '../../features/search-results/search-params.ts';
import { SortBar } from '../../features/search-results/sort-bar.tsx';
import { useT } from '../../i18n/use-t.ts';
import { statusErrorPath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
// Served through list-page.tsx, which also takes the image search's /list/{imageMd5}.
import type { Route } from './+types/list-page';

/**
 * The category list (spec 3 §2): /list/index.html, /{lang}?/{city}/list/index.html and the set-/collection-/
 * collect- forms. It is an item search by category, style and market building, with the category menu.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const url = new URL(request.url);
  const state = parseCategoryList(params['*'] ?? 'index.html', url.searchParams);
  if (!state) throw redirect(statusErrorPath(lang));
  const { api } = context;
  const [result, menu] = await Promise.all([
    api.call(getSearchPage, toListApiInput(state, city, lang)),
    api.call(getCategoryMenu, { city, lang }),
  ]);
  const path = categoryListHref(lang, city, state.selection);
  const pages = pageCount(result.total, result.pageSize);
  if (pages > 0 && state.search.page > pages)
    throw redirect(path + toQueryString(goToPage(state.search, pages)));
  return { lang, city, state, result, pages, menu, path };
}

export default function CategoryList() {
  const { lang, city, state, result, pages, menu, path } = useLoaderData<typeof loader>();
  const { t } = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const names = menuNames(menu);
  const { selection, search } = state;
  const market = menu.markets.find((m) => m.bid === selection.bid)?.name;
  const subject = [
    selection.vcid !== undefined ? names.categories[selection.vcid] : undefined,
    selection.styleId !== undefined ? names.styles[selection.styleId] : undefined,
    market,
  ].filter(Boolean);
  const title = subject.length > 0 ? subject.join(' · ') : t('categoryList.all');
  const filtered = hasFilters(search);
  const indexable = result.total > 0 && !filtered && !search.sort && search.page === 1;
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <main className="mx-auto max-w-[1200px] px-3 py-3 md:py-4 xl:px-0">
      <title>{t('categoryList.metaTitle', { name: title })}</title>
      {!indexable && <meta name="robots" content="noindex, follow" />}
      <div className="md:hidden">
        <CategoryStrip lang={lang} menu={menu} />
      </div>
      <div className="mt-3 grid gap-3 md:mt-0 md:grid-cols-[232px_minmax(0,1fr)]">
        <div className="hidden md:block">
          <div className="sticky top-3">
            <CategoryMenu lang={lang} city={city} menu={menu} />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h1 data-testid="list-title" className="font-bold text-ink text-lg md:text-xl">
              {title}
            </h1>
            {result.total > 0 && (
              <p data-testid="result-total" className="text-ink-faint text-sm">
                {t('searchPage.total', { count: result.total })}
              </p>
            )}
          </header>
          {(result.total > 0 || filtered) && (
            <FilterPanel state={search} facets={result.facets} styleNames={names.styles} path={path} />
          )}
          <ActiveFilterBar
            state={search}
            styleNames={names.styles}
            valueNames={valueNamesOf(result.facets)}
            path={path}
          />
          {result.total > 0 ? (
            <>
              <SortBar state={search} shown={result.sort} path={path} page={result.page} pages={pages} />
              <div aria-busy={loading} className={clsx('transition-opacity', loading && 'opacity-60')}>
                <CardGrid items={result.list} lang={lang} city={city} testId="category-list" />
                <Pagination state={search} path={path} page={result.page} pages={pages} />
              </div>
            </>
          ) : (
            <EmptyResults
              clearFiltersHref={filtered ? path + toQueryString(clearFilters(search)) : null}
              hotWords={[]}
            />
          )}
        </div>
      </div>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
