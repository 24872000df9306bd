import {
  ApiError,
  getImageSearchSameStyle,
  type Language,
  MAX_PAGE_SIZE,
  SEARCH_WORDS_MAX,
} from '@stallhub/contracts';
import { Link, redirect, useLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { NoOtherStalls } from '../../features/same-style/no-other-stalls.tsx';
import { SourceItem } from '../../features/same-style/source-item.tsx';
import { searchPath } from '../../features/search-box/rules.ts';
import { useT } from '../../i18n/use-t.ts';
import { cookieCity, isCity, localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/image-same-style';

const notFound = () => new Response(null, { status: 404 });

/** The hot list, on the ranking tab the link came from when it names one. */
const hotListHref = (lang: Language, city: string, rankId: string | null) =>
  localePath(
    lang,
    `/tusouHotList?searchCity=${city}${rankId && /^\d{1,9}$/.test(rankId) ? `&rankId=${rankId}` : ''}`,
  );

/**
 * Same style by picture (spec 3 §2 "/tusouSameStyleList", from the image-search hot ranking): the other
 * stalls of the city whose main picture shows the item's garment, closest first.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const url = new URL(request.url);
  const asCity = url.searchParams.get('searchCity');
  const city = isCity(asCity) ? asCity : cookieCity(request.headers.get('cookie'));
  const rankId = url.searchParams.get('rankId');
  const itemId = url.searchParams.get('itemId');
  // Without an item the link names only a ranking tab: its items are on the hot list.
  if (itemId === null) throw redirect(hotListHref(lang, city, rankId));
  if (!/^[1-9]\d{0,8}$/.test(itemId)) throw notFound();
  const result = await context.api
    .call(getImageSearchSameStyle, {
      itemId: Number(itemId),
      searchCity: city,
      lang,
      pageSize: MAX_PAGE_SIZE,
    })
    .catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? notFound() : error;
    });
  return { lang, city, result, rankingHref: hotListHref(lang, city, rankId) };
}

export default function ImageSameStyle() {
  const { lang, city, result, rankingHref } = useLoaderData<typeof loader>();
  const { t } = useT();
  const { item } = result;
  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('imageHot.sameStyleMetaTitle', { title: item.title })}</title>
      <meta name="robots" content="noindex, follow" />
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('imageHot.sameStyleTitle')}</h1>
        <Link to={rankingHref} className="text-brand text-sm hover:underline">
          {t('imageHot.backToRanking')}
        </Link>
      </header>
      <SourceItem item={item} onShelf lang={lang} />
      {result.total > 0 ? (
        <section aria-labelledby="image-same-style-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 id="image-same-style-title" className="font-bold text-base text-ink md:text-lg">
              {t('imageHot.sameStyleListTitle')}
            </h2>
            <p data-testid="image-same-style-total" className="text-ink-faint text-sm">
              {t('imageHot.sameStyleTotal', { count: result.total })}
            </p>
          </div>
          <CardGrid items={result.list} lang={lang} city={city} testId="image-same-style-list" />
        </section>
      ) : (
        <NoOtherStalls
          itemHref={localePath(lang, `/item/${item.vid}`)}
          searchHref={searchPath(lang, city, 'item', item.title.slice(0, SEARCH_WORDS_MAX))}
        />
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
