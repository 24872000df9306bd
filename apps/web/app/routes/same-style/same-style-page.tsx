import {
  ApiError,
  getSameStyle,
  getSameStyleComparison,
  SAME_STYLE_SORTS,
  SEARCH_WORDS_MAX,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { redirect, useLoaderData, useLocation, useNavigation } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { NoOtherStalls } from '../../features/same-style/no-other-stalls.tsx';
import { parseSameStyle, sameStylePath } from '../../features/same-style/same-style-state.ts';
import { SourceItem } from '../../features/same-style/source-item.tsx';
import { StallComparison } from '../../features/same-style/stall-comparison.tsx';
import { searchPath } from '../../features/search-box/rules.ts';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { goToPage, pageCount, toQueryString } from '../../features/search-results/search-params.ts';
import { SortBar } from '../../features/search-results/sort-bar.tsx';
import { useT } from '../../i18n/use-t.ts';
import { isCity, localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/same-style-page';

const notFound = () => new Response(null, { status: 404 });

/** The same style from other stalls (spec 3 §2 "/{city}/samestyle/{itemId}?searchCity={city}"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  if (!/^\d{1,9}$/.test(params.itemId)) throw notFound();
  const itemId = Number(params.itemId);
  const url = new URL(request.url);
  const state = parseSameStyle(url.searchParams);
  // The path's city is the market compared: a link naming another market moves to that market's page.
  const searchCity = url.searchParams.get('searchCity');
  if (searchCity !== null && searchCity !== city && isCity(searchCity)) {
    throw redirect(sameStylePath(lang, searchCity, itemId) + toQueryString(state));
  }
  // The list is the page: an unknown item is 404 through the boundary, any other failure 500. The stalls
  // side by side are extra: without them the page still renders its list.
  const [result, comparison] = await Promise.all([
    context.api
      .call(getSameStyle, { itemId, searchCity: city, lang, sort: state.sort, page: state.page })
      .catch((error: unknown) => {
        throw error instanceof ApiError && error.status === 404 ? notFound() : error;
      }),
    context.api.call(getSameStyleComparison, { itemId, searchCity: city, lang }).catch(() => null),
  ]);
  const path = sameStylePath(lang, city, itemId);
  const pages = pageCount(result.total, result.pageSize);
  if (pages > 0 && state.page > pages) throw redirect(path + toQueryString(goToPage(state, pages)));
  return { lang, city, state, result, comparison, pages, path };
}

export default function SameStylePage() {
  const { lang, city, state, result, comparison, pages, path } = useLoaderData<typeof loader>();
  const { t } = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const { item } = result;
  // Re-sorted and deep pages are variations of one page: search engines get the plain one.
  const indexable = result.total > 0 && !state.sort && state.page === 1;
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const itemHref = result.onShelf ? localePath(lang, `/item/${item.vid}`) : null;
  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('sameStyle.metaTitle', { title: item.title })}</title>
      {!indexable && <meta name="robots" content="noindex, follow" />}
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('sameStyle.title')}</h1>
        <p className="text-ink-faint text-sm">{t('sameStyle.subtitle')}</p>
      </header>
      <SourceItem item={item} onShelf={result.onShelf} compete={result.compete} lang={lang} />
      {comparison && <StallComparison comparison={comparison} lang={lang} />}
      {result.total > 0 ? (
        <section aria-labelledby="same-style-list-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 id="same-style-list-title" className="font-bold text-base text-ink md:text-lg">
              {t('sameStyle.listTitle')}
            </h2>
            <p data-testid="same-style-total" className="text-ink-faint text-sm">
              {t('sameStyle.total', { count: result.total })}
            </p>
          </div>
          <SortBar
            state={state}
            shown={result.sort}
            path={path}
            page={result.page}
            pages={pages}
            sorts={SAME_STYLE_SORTS}
            mergeToggle={false}
          />
          <div aria-busy={loading} className={clsx('transition-opacity', loading && 'opacity-60')}>
            <CardGrid items={result.list} lang={lang} city={city} testId="same-style-list" />
            <Pagination state={state} path={path} page={result.page} pages={pages} />
          </div>
        </section>
      ) : (
        <NoOtherStalls
          itemHref={itemHref}
          searchHref={searchPath(lang, city, 'item', item.title.slice(0, SEARCH_WORDS_MAX))}
        />
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
