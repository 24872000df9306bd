import {
  getShopSearchFilters,
  SHOP_SEARCH_SORTS,
  SHOP_SEARCH_TAGS,
  type ShopSearchInput,
  type ShopSearchSort,
  searchShops,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { Link, useLoaderData } from 'react-router';
import { ShopCard } from '../../features/catalogue/shop-card/shop-card.tsx';
import { shopSearchPath } from '../../features/catalogue/shop-home/shop-rules.ts';
import {
  readShopSearch,
  type ShopSearchState,
  shopSearchQuery,
} from '../../features/catalogue/shop-home/shop-search-params.ts';
import { creditLabel, strengthLabel } from '../../features/catalogue/stall-badges/badge-rules.ts';
import { useT } from '../../i18n/use-t.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/shop-search';

const PAGE_SIZE = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const { api } = context;
  const state = readShopSearch(new URL(request.url).searchParams);
  const input: ShopSearchInput = { city, lang, queryType: 1, page: state.page, pageSize: PAGE_SIZE };
  if (state.q) input.q = state.q;
  if (state.bid !== undefined) input.bid = state.bid;
  if (state.credit) input.credit = state.credit;
  if (state.strength) input.strength = state.strength;
  if (state.tag) input.tags = state.tag;
  if (state.sort) input.sort = state.sort;
  // The results are the page (a failure is a 500); the filter names only decorate it.
  const [result, filters] = await Promise.all([
    api.call(searchShops, input),
    api.call(getShopSearchFilters, { city, lang }).catch(() => null),
  ]);
  return { lang, city, state, result, filters, pages: Math.ceil(result.total / PAGE_SIZE) };
}

export default function ShopSearch() {
  const { lang, city, state, result, filters, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  const path = shopSearchPath(lang, city);
  const href = (next: Partial<ShopSearchState>) => path + shopSearchQuery({ ...state, page: 1, ...next });
  const option = (active: boolean) =>
    clsx('rounded px-2 py-0.5 text-sm', active ? 'bg-brand text-white' : 'text-ink-soft hover:text-brand');
  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{state.q ? t('shopSearch.metaTitle', { q: state.q }) : t('shopSearch.metaTitleAll')}</title>
      {(state.page > 1 || state.sort || state.bid || state.credit || state.strength || state.tag) && (
        <meta name="robots" content="noindex, follow" />
      )}
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">
          {state.q ? t('shopSearch.resultsFor', { q: state.q }) : t('shopSearch.all')}
        </h1>
        <p data-testid="shop-result-total" className="text-ink-faint text-sm">
          {t('shopSearch.total', { count: result.total })}
        </p>
      </header>
      {result.loose && result.total > 0 && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800 text-sm"
        >
          {t('shopSearch.loose', { q: state.q })}
        </p>
      )}
      {filters && (
        <nav
          aria-label={t('searchPage.filters')}
          className="flex flex-col gap-2 rounded-lg bg-white p-3 text-sm"
        >
          <FilterRow label={t('shopSearch.market')}>
            <Link to={href({ bid: undefined })} className={option(state.bid === undefined)}>
              {t('shopSearch.any')}
            </Link>
            {filters.markets.map((m) => (
              <Link key={m.bid} to={href({ bid: m.bid })} className={option(state.bid === m.bid)}>
                {m.name}
              </Link>
            ))}
          </FilterRow>
          <FilterRow label={t('searchPage.facet.credit')}>
            <Link to={href({ credit: undefined })} className={option(!state.credit)}>
              {t('shopSearch.any')}
            </Link>
            {filters.credit.map((level) => (
              <Link
                key={level}
                to={href({ credit: String(level) })}
                className={option(state.credit === String(level))}
              >
                {t(`badge.credit.${creditLabel(level)}`)}
              </Link>
            ))}
          </FilterRow>
          <FilterRow label={t('searchPage.facet.strength')}>
            <Link to={href({ strength: undefined })} className={option(!state.strength)}>
              {t('shopSearch.any')}
            </Link>
            {filters.strength.map((type) => (
              <Link
                key={type}
                to={href({ strength: String(type) })}
                className={option(state.strength === String(type))}
              >
                {t(`badge.strength.${strengthLabel(true, type)}`)}
              </Link>
            ))}
          </FilterRow>
          <FilterRow label={t('shopSearch.badges')}>
            <Link to={href({ tag: undefined })} className={option(!state.tag)}>
              {t('shopSearch.any')}
            </Link>
            {SHOP_SEARCH_TAGS.map((tag) => (
              <Link key={tag} to={href({ tag })} className={option(state.tag === tag)}>
                {t(`badge.${tag}`)}
              </Link>
            ))}
          </FilterRow>
        </nav>
      )}
      <nav
        className="flex flex-wrap items-center gap-1 rounded-lg bg-white px-3 py-2"
        aria-label={t('searchPage.sortLabel')}
      >
        <span className="mr-1 text-ink-faint text-sm">{t('searchPage.sortLabel')}</span>
        {SHOP_SEARCH_SORTS.map((sort: ShopSearchSort) => (
          <Link
            key={sort}
            to={href({ sort: sort === 'relevance' ? undefined : sort })}
            aria-current={result.sort === sort ? 'true' : undefined}
            className={option(result.sort === sort)}
          >
            {t(`shopSearch.sort.${sort}`)}
          </Link>
        ))}
      </nav>
      {result.total > 0 ? (
        <ul data-testid="shop-results" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {result.list.map((shop) => (
            <li key={shop.shopId} data-shop-id={shop.shopId} className="flex flex-col">
              <ShopCard lang={lang} shop={shop} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg bg-white px-4 py-12 text-center">
          <p className="font-semibold text-ink">{t('searchPage.empty.title')}</p>
          <p className="mt-1 text-ink-faint text-sm">{t('searchPage.empty.hint')}</p>
        </div>
      )}
      {pages > 1 && (
        <nav
          aria-label={t('searchPage.pager.label')}
          className="flex items-center justify-center gap-3 text-sm"
        >
          {state.page > 1 && (
            <Link to={path + shopSearchQuery({ ...state, page: state.page - 1 })} className="text-brand">
              {t('searchPage.pager.prev')}
            </Link>
          )}
          <span className="text-ink-soft">{t('searchPage.pager.position', { page: state.page, pages })}</span>
          {state.page < pages && (
            <Link to={path + shopSearchQuery({ ...state, page: state.page + 1 })} className="text-brand">
              {t('searchPage.pager.next')}
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}

function FilterRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <span className="w-16 shrink-0 pt-0.5 text-ink-faint">{label}</span>
      {/* One scrolling line on a phone; a full market list would push the stalls off the first screen. */}
      <div className="flex min-w-0 gap-1 overflow-x-auto whitespace-nowrap md:flex-wrap md:whitespace-normal">
        {children}
      </div>
    </div>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
