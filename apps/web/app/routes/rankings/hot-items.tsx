import { getHotItems } from '@stallhub/contracts';
import { redirect, useLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { formatMarketDay } from '../../features/rankings/market-day.ts';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { pageCount, parseSearch } from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/hot-items';

/** Seven-day hot items of a city (spec 3 §2 "/{city}/hot/index.html"), most sold first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const state = parseSearch(new URL(request.url).searchParams);
  const result = await context.api.call(getHotItems, { city, lang, page: state.page });
  const path = localePath(lang, `/${city}/hot/index.html`);
  const pages = pageCount(result.total, result.pageSize);
  if (pages > 0 && state.page > pages) throw redirect(pages > 1 ? `${path}?page=${pages}` : path);
  return { lang, city, state, result, pages, path };
}

export default function HotItems() {
  const { lang, city, state, result, pages, path } = useLoaderData<typeof loader>();
  const { t } = useT();
  const range = t('hotList.range', {
    from: formatMarketDay(lang, result.from),
    to: formatMarketDay(lang, result.to),
  });
  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('hotList.metaTitle')}</title>
      {state.page > 1 && <meta name="robots" content="noindex, follow" />}
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('hotList.title')}</h1>
        <p data-testid="hot-range" className="text-ink-faint text-sm">
          {range}
        </p>
      </header>
      {result.total > 0 ? (
        <>
          <CardGrid items={result.list} lang={lang} city={city} testId="hot-items" />
          <Pagination state={state} path={path} page={result.page} pages={pages} />
        </>
      ) : (
        <p className="rounded-lg bg-white p-8 text-center text-ink-faint">{t('hotList.empty')}</p>
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
