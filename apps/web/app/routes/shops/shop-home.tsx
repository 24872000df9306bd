import {
  ApiError,
  COOKIE,
  getCategoryMenu,
  getShopItemDistro,
  getShopProfile,
  getShopStrength,
  hasFollowedShop,
  shopItemList,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { ShopCategories } from '../../features/catalogue/shop-home/shop-categories.tsx';
import { ShopHeader } from '../../features/catalogue/shop-home/shop-header.tsx';
import { shopPath, shopView } from '../../features/catalogue/shop-home/shop-rules.ts';
import { StrengthSheet } from '../../features/catalogue/shop-home/strength-sheet.tsx';
import { ActiveFilterBar } from '../../features/search-results/active-filter-bar.tsx';
import { EmptyResults } from '../../features/search-results/empty-results.tsx';
import { valueNamesOf } from '../../features/search-results/facet-labels.ts';
import { FilterPanel } from '../../features/search-results/filter-panel.tsx';
import { menuNames } from '../../features/search-results/menu-names.ts';
import { Pagination } from '../../features/search-results/pagination.tsx';
import {
  clearFilters,
  hasFilters,
  pageCount,
  parseSearch,
  toApiInput,
  toQueryString,
} from '../../features/search-results/search-params.ts';
import { SortBar } from '../../features/search-results/sort-bar.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { readCookie } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/shop-home';

const notFound = () => new Response(null, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const { api } = context;
  const url = new URL(request.url);
  const shopId = /^\d{1,9}$/.test(params.shopId) ? Number(params.shopId) : 0;
  const view = shopView(params.param, params.point, url.searchParams);
  if (shopId <= 0 || view.kind === 'missing') throw notFound();
  // The stall is the page: a stall that does not exist is a 404; any other failure a 500.
  const profile = await api.call(getShopProfile, { shopId, lang }).catch((error) => {
    throw error instanceof ApiError && error.status === 404 ? notFound() : error;
  });
  const state = parseSearch(url.searchParams);
  if (view.kind === 'items') {
    if (view.vcid !== undefined) state.vcid = view.vcid;
    if (view.page !== undefined) state.page = view.page;
  }
  // The menu only names the styles of the style filter; without it they show as their ids.
  const guest = !readCookie(request.headers.get('cookie'), COOKIE.uid);
  // Follow and block state only decorate the header: without it the buttons start unset.
  // Without the category counts the list shows without its category row.
  const [items, distro, strength, menu, relation] = await Promise.all([
    view.kind === 'items'
      ? api.call(shopItemList, { ...toApiInput(state, profile.cityMarketCode, lang), shopId })
      : null,
    view.kind === 'items' ? api.call(getShopItemDistro, { shopId, lang }).catch(() => null) : null,
    view.kind === 'strength' ? api.call(getShopStrength, { shopId, lang }) : null,
    view.kind === 'items'
      ? api.call(getCategoryMenu, { city: profile.cityMarketCode, lang }).catch(() => null)
      : null,
    guest
      ? null
      : api
          .call(hasFollowedShop, { shopId, lang })
          .catch(() => ({ shopId, hasFavorite: false, isBlock: false })),
  ]);
  const here = url.pathname + url.search;
  return {
    lang,
    city,
    profile,
    items,
    distro,
    strength,
    state,
    styleNames: menuNames(menu).styles,
    pages: items ? pageCount(items.total, items.pageSize) : 0,
    pageUrl: url.origin + shopPath(lang, shopId),
    loginHref: guest ? loginPath(here) : null,
    relation,
  };
}

export default function ShopHome() {
  const { lang, profile, items, distro, strength, state, styleNames, pages, pageUrl, loginHref, relation } =
    useLoaderData<typeof loader>();
  const { t } = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const path = shopPath(lang, profile.shopId);
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const filtered = hasFilters(state);
  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('shopHome.metaTitle', { name: profile.name })}</title>
      <meta name="description" content={[profile.slogan, profile.address].filter(Boolean).join(' · ')} />
      {(filtered || state.q || state.sort || state.page > 1 || strength) && (
        <meta name="robots" content="noindex, follow" />
      )}
      <ShopHeader
        lang={lang}
        city={profile.cityMarketCode}
        shop={profile}
        pageUrl={pageUrl}
        loginHref={loginHref}
        relation={relation}
        q={state.q}
      />
      {strength && <StrengthSheet sheet={strength} />}
      {items && (
        <section aria-labelledby="shop-items-title" className="flex flex-col gap-3">
          <h2 id="shop-items-title" className="flex items-baseline gap-2 font-bold text-ink text-lg">
            {state.q ? t('shopHome.itemsFor', { q: state.q }) : t('shopHome.items')}
            <span className="font-normal text-ink-faint text-sm" data-testid="shop-item-total">
              {t('searchPage.total', { count: items.total })}
            </span>
          </h2>
          {distro && <ShopCategories distro={distro} state={state} path={path} />}
          {(items.total > 0 || filtered) && (
            <FilterPanel state={state} facets={items.facets} styleNames={styleNames} path={path} />
          )}
          <ActiveFilterBar
            state={state}
            styleNames={styleNames}
            valueNames={valueNamesOf(items.facets)}
            path={path}
          />
          {items.total > 0 ? (
            <>
              <SortBar state={state} shown={items.sort} path={path} page={items.page} pages={pages} />
              <div aria-busy={loading} className={clsx('transition-opacity', loading && 'opacity-60')}>
                <CardGrid
                  items={items.list}
                  lang={lang}
                  city={profile.cityMarketCode}
                  testId="shop-items"
                  stallShown={false}
                />
                <Pagination state={state} path={path} page={items.page} pages={pages} />
              </div>
            </>
          ) : (
            <EmptyResults
              clearFiltersHref={filtered ? path + toQueryString(clearFilters(state)) : null}
              hotWords={[]}
            />
          )}
        </section>
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
