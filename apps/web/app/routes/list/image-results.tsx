import { ApiError, CITIES, type City, imageSearchResults } from '@stallhub/contracts';
import clsx from 'clsx';
import { type LoaderFunctionArgs, redirect, useLoaderData, useLocation, useNavigation } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { ImageResultsEmpty } from '../../features/image-search/image-results-empty.tsx';
import { QueryPicture } from '../../features/image-search/query-picture.tsx';
import { imageResultsHref, imageResultsPath } from '../../features/image-search/rules.ts';
import { SearchAgain } from '../../features/image-search/search-again.tsx';
import { Pagination } from '../../features/search-results/pagination.tsx';
import {
  goToPage,
  pageCount,
  parseSearch,
  toQueryString,
} from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { isCity } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';

const notFound = () => new Response(null, { status: 404 });

/**
 * The results of a searched picture (spec 3 §4): /list/{imageMd5}?searchCity={city}, or with the city in
 * the path as the category list writes it. searchCity, when it names a city, is the market searched.
 */
export async function imageResultsLoader(
  {
    request,
    params,
    context,
  }: Pick<LoaderFunctionArgs, 'request' | 'context'> & {
    params: { lang?: string; city?: string };
  },
  imageMd5: string,
) {
  const { lang, city: pathCity } = resolveLocale(request, params);
  const url = new URL(request.url);
  const asked = url.searchParams.get('searchCity');
  const city: City = isCity(asked) ? asked : pathCity;
  // Only a page number is read: the pager writes it as the search results do, so theirs works here.
  const { page } = parseSearch(url.searchParams);
  // An MD5 no one searched is 404 through the boundary (the call says so), any other failure 500.
  const result = await context.api
    .call(imageSearchResults, { imageMd5, searchCity: city, lang, page })
    .catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? notFound() : error;
    });
  const path = imageResultsPath(lang, city, imageMd5);
  const pages = pageCount(result.total, result.pageSize);
  const state = goToPage(parseSearch(new URLSearchParams()), page);
  if (pages > 0 && page > pages) throw redirect(path + toQueryString(goToPage(state, pages)));
  return { page: 'image-results' as const, lang, city, imageMd5, state, result, pages, path };
}

export function ImageResults() {
  const { lang, city, imageMd5, state, result, pages, path } =
    useLoaderData<Awaited<ReturnType<typeof imageResultsLoader>>>();
  const { t } = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const otherCities = CITIES.filter((other) => other !== city).map((other) => ({
    city: other,
    href: imageResultsHref(lang, other, imageMd5),
  }));

  return (
    <main className="mx-auto flex w-full max-w-[1200px] flex-col gap-3 px-3 py-3 xl:px-0">
      <title>{t('imageSearch.results.metaTitle')}</title>
      {/* A buyer's own photo: nothing for search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      {/* One low strip above the results (issue 26 point 2): the first row is inside the first screen. */}
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_460px]">
        <QueryPicture imageUrl={result.imageUrl} city={city} total={result.total} otherCities={otherCities} />
        <SearchAgain lang={lang} city={city} imageUrl={result.imageUrl} />
      </div>
      {result.total > 0 ? (
        <section aria-labelledby="image-results-title" className="flex flex-col gap-2">
          <h2 id="image-results-title" className="font-bold text-base text-ink">
            {t('imageSearch.results.listTitle')}
          </h2>
          <div aria-busy={loading} className={clsx('transition-opacity', loading && 'opacity-60')}>
            <CardGrid items={result.list} lang={lang} city={city} testId="image-results" />
            <Pagination state={state} path={path} page={result.page} pages={pages} />
          </div>
        </section>
      ) : (
        <ImageResultsEmpty />
      )}
    </main>
  );
}
