import {
  getCategoryMenu,
  getItemShopRecommended,
  getNoResultOffers,
  getNoResultRecommend,
  getSearchBottom,
  getSearchCategories,
  getSearchPage,
  getSearchRec,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { redirect, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { searchPath } from '../../features/search-box/rules.ts';
import { ActiveFilterBar } from '../../features/search-results/active-filter-bar.tsx';
import { EmptyResults } from '../../features/search-results/empty-results.tsx';
import { valueNamesOf } from '../../features/search-results/facet-labels.ts';
import { FilterPanel } from '../../features/search-results/filter-panel.tsx';
import { menuNames, resultsSubject } from '../../features/search-results/menu-names.ts';
import { NoResultOffers } from '../../features/search-results/no-result-offers.tsx';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { CategoryRow, SearchElsewhere } from '../../features/search-results/search-helpers.tsx';
import {
  clearFilters,
  goToPage,
  hasFilters,
  pageCount,
  parseSearch,
  resultsHref,
  resultsPath,
  toApiInput,
  toQueryString,
} from '../../features/search-results/search-params.ts';
import { SortBar } from '../../features/search-results/sort-bar.tsx';
import { useT } from '../../i18n/use-t.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { loader as shellLoader } from '../shell/shell-layout.tsx';
import type { Route } from './+types/item-search';

const NO_OFFERS = { relaxed: null, category: null };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const { api } = context;
  const state = parseSearch(new URL(request.url).searchParams);
  // The results are the page: if the search fails, the page fails (500 through the boundary). The menu
  // only names the category and the styles; without it they show as their ids.
  // The helpers around the results (categories, related searches, other markets, a recommendation
  // floor) only add to the page: without any of them it still shows the results.
  const q = state.q || undefined;
  const [result, menu, categories, bottom, elsewhere, rec] = await Promise.all([
    api.call(getSearchPage, toApiInput(state, city, lang)),
    api.call(getCategoryMenu, { city, lang }).catch(() => null),
    q && state.vcid === undefined
      ? api.call(getSearchCategories, { q, city, lang }).catch(() => [])
      : Promise.resolve([]),
    q ? api.call(getSearchBottom, { q, city, lang }).catch(() => ({ related: [] })) : { related: [] },
    q
      ? api.call(getItemShopRecommended, { q, city, lang }).catch(() => ({ cityMarkets: [] }))
      : { cityMarkets: [] },
    api.call(getSearchRec, { q, city, lang }).catch(() => []),
  ]);
  const helpers = { categories, related: bottom.related, markets: elsewhere.cityMarkets, rec };
  const pages = pageCount(result.total, result.pageSize);
  // A page past the end (an old link, a narrower filter) shows the last page rather than nothing.
  if (pages > 0 && state.page > pages) throw redirect(resultsHref(lang, city, goToPage(state, pages)));
  // Only an empty page recommends and offers the words relaxed and the category they name; without
  // them it still shows its hint and hot words.
  const empty = result.total === 0;
  const [recommend, offers] = await Promise.all([
    empty ? api.call(getNoResultRecommend, { city, lang }).catch(() => []) : [],
    empty && q ? api.call(getNoResultOffers, { q, city, lang }).catch(() => NO_OFFERS) : NO_OFFERS,
  ]);
  return { lang, city, state, result, pages, names: menuNames(menu), recommend, offers, helpers };
}

export default function ItemSearch() {
  const { lang, city, state, result, pages, names, recommend, offers, helpers } =
    useLoaderData<typeof loader>();
  const { t } = useT();
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell/shell-layout');
  const navigation = useNavigation();
  const location = useLocation();
  const path = resultsPath(lang, city);
  const subject = resultsSubject(state, names);
  const filtered = hasFilters(state);
  // Filtered, re-sorted and deep pages are variations of one page: search engines get the plain one.
  const indexable = result.total > 0 && !filtered && !state.sort && state.page === 1;
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const hotWords =
    lang === 'cn'
      ? (shell?.hotWords ?? []).map((hot) => ({
          word: hot.word,
          href: searchPath(lang, city, 'item', hot.word),
        }))
      : [];

  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{subject ? t('searchPage.metaTitle', { q: subject.text }) : t('searchPage.metaTitleAll')}</title>
      {!indexable && <meta name="robots" content="noindex, follow" />}
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">
          {subject?.kind === 'words'
            ? t('searchPage.resultsFor', { q: subject.text })
            : (subject?.text ?? t('searchPage.allItems'))}
        </h1>
        {result.total > 0 && (
          <p data-testid="result-total" className="text-ink-faint text-sm">
            {t('searchPage.total', { count: result.total })}
          </p>
        )}
      </header>
      {/* When no item has every word, the API gives up the least telling ones and says which. */}
      {result.relaxed && (
        <p
          role="status"
          data-testid="relaxed-search"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800 text-sm"
        >
          {t('searchUnderstanding.relaxed', {
            query: result.relaxed.query,
            dropped: result.relaxed.dropped.join(' '),
          })}
        </p>
      )}
      <CategoryRow categories={helpers.categories} state={state} path={path} />
      {(result.total > 0 || filtered) && (
        <FilterPanel state={state} facets={result.facets} styleNames={names.styles} path={path} />
      )}
      <ActiveFilterBar
        state={state}
        styleNames={names.styles}
        valueNames={valueNamesOf(result.facets)}
        path={path}
      />
      {result.total > 0 ? (
        <>
          <SortBar state={state} shown={result.sort} path={path} page={result.page} pages={pages} />
          <div aria-busy={loading} className={clsx('transition-opacity', loading && 'opacity-60')}>
            <CardGrid items={result.list} lang={lang} city={city} testId="search-results" />
            <Pagination state={state} path={path} page={result.page} pages={pages} />
          </div>
          <SearchElsewhere
            q={state.q}
            related={helpers.related}
            markets={helpers.markets}
            lang={lang}
            city={city}
          />
          {helpers.rec.length > 0 && (
            <section aria-labelledby="search-rec-title" className="mt-3">
              <h2 id="search-rec-title" className="mb-3 font-bold text-ink text-lg">
                {t('searchHelpers.recommended')}
              </h2>
              <CardGrid items={helpers.rec} lang={lang} city={city} testId="search-rec" belowFold />
            </section>
          )}
        </>
      ) : (
        <>
          <EmptyResults
            clearFiltersHref={filtered ? path + toQueryString(clearFilters(state)) : null}
            hotWords={hotWords}
            offers={<NoResultOffers offers={offers} lang={lang} city={city} />}
          />
          <SearchElsewhere
            q={state.q}
            related={helpers.related}
            markets={helpers.markets}
            lang={lang}
            city={city}
          />
          {recommend.length > 0 && (
            <section aria-labelledby="search-recommend-title" className="mt-3">
              <h2 id="search-recommend-title" className="mb-3 font-bold text-ink text-lg">
                {t('searchPage.empty.recommend')}
              </h2>
              <CardGrid items={recommend} lang={lang} city={city} testId="search-recommend" />
            </section>
          )}
        </>
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
