import { getMarketList, getMarketStalls } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link, redirect, useLoaderData } from 'react-router';
import { ShopCard } from '../../features/catalogue/shop-card/shop-card.tsx';
import { pageCount } from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/market-directory';

const positiveInt = (raw: string | null) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

/** The directory's URL: building (bid, spec 3 §2), floor and page in the query. */
function directoryHref(path: string, bid: number, floorId?: number, page = 1) {
  const params = new URLSearchParams({ bid: String(bid) });
  if (floorId !== undefined) params.set('floor', String(floorId));
  if (page > 1) params.set('page', String(page));
  return `${path}?${params}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const query = new URL(request.url).searchParams;
  const path = localePath(lang, `/${city}/markets.html`);
  const buildings = await context.api.call(getMarketList, { city, lang });
  const asked = positiveInt(query.get('bid'));
  // An unknown or another city's building shows the city's first one: the menu's old links still land.
  const building = buildings.find((b) => b.bid === asked) ?? buildings[0];
  if (!building)
    return { lang, city, path, buildings, building: null, floorId: undefined, stalls: null, pages: 0 };
  const askedFloor = positiveInt(query.get('floor'));
  const floorId = building.floors.some((f) => f.id === askedFloor) ? askedFloor : undefined;
  const page = positiveInt(query.get('page')) ?? 1;
  const stalls = await context.api.call(getMarketStalls, { city, lang, bid: building.bid, floorId, page });
  const pages = pageCount(stalls.total, stalls.pageSize);
  if (pages > 0 && page > pages) throw redirect(directoryHref(path, building.bid, floorId, pages));
  return { lang, city, path, buildings, building, floorId, stalls, pages };
}

export default function MarketDirectory() {
  const { lang, path, buildings, building, floorId, stalls, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  const chip = (active: boolean) =>
    clsx(
      'block whitespace-nowrap rounded-full px-3.5 py-1.5',
      active ? 'bg-brand text-white' : 'bg-white text-ink-soft hover:text-brand',
    );

  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('markets.metaTitle', { name: building?.name ?? '' })}</title>
      <h1 className="font-bold text-ink text-lg md:text-xl">{t('markets.title')}</h1>
      <div className="grid gap-3 md:grid-cols-[232px_minmax(0,1fr)]">
        <nav aria-label={t('markets.buildings')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
          <ul className="flex w-max gap-2 text-sm md:w-auto md:flex-col md:gap-0 md:rounded-lg md:bg-white md:py-2">
            {buildings.map((b) => (
              <li key={b.bid}>
                <Link
                  to={directoryHref(path, b.bid)}
                  aria-current={b.bid === building?.bid ? 'page' : undefined}
                  className={clsx(
                    chip(b.bid === building?.bid),
                    'md:flex md:justify-between md:rounded-none md:px-4 md:py-2',
                    b.bid === building?.bid ? 'md:bg-brand-soft md:text-brand' : 'md:bg-transparent',
                  )}
                >
                  <span>{b.name}</span>
                  <span className="ml-2 text-xs opacity-70">
                    {t('markets.stallCount', { count: b.stallCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {building && stalls ? (
          <section aria-labelledby="market-building-title" className="flex min-w-0 flex-col gap-3">
            <h2 id="market-building-title" className="font-semibold text-base text-ink">
              {building.name}
              <span className="ml-2 font-normal text-ink-faint text-sm">
                {t('markets.stallCount', { count: building.stallCount })}
              </span>
            </h2>
            <nav aria-label={t('markets.floors')}>
              <ul className="flex flex-wrap gap-2 text-sm">
                <li>
                  <Link to={directoryHref(path, building.bid)} className={chip(floorId === undefined)}>
                    {t('markets.allFloors')}
                  </Link>
                </li>
                {building.floors.map((f) => (
                  <li key={f.id}>
                    <Link
                      to={directoryHref(path, building.bid, f.id)}
                      aria-current={f.id === floorId ? 'page' : undefined}
                      className={chip(f.id === floorId)}
                    >
                      {f.name}
                      <span className="ml-1 text-xs opacity-70">({f.stallCount})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {stalls.list.length > 0 ? (
              <ul
                data-testid="market-stalls"
                className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-4 lg:gap-3"
              >
                {stalls.list.map((shop) => (
                  <li key={shop.shopId} className="flex flex-col">
                    <ShopCard lang={lang} shop={shop} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-lg bg-white p-8 text-center text-ink-faint">{t('markets.empty')}</p>
            )}
            {pages > 1 && (
              <nav
                aria-label={t('searchPage.pager.label')}
                className="mt-3 flex items-center justify-center gap-3 text-sm"
              >
                {stalls.page > 1 && (
                  <Link
                    to={directoryHref(path, building.bid, floorId, stalls.page - 1)}
                    rel="prev"
                    className="rounded border border-line bg-white px-3 py-1.5 hover:text-brand"
                  >
                    {t('searchPage.pager.prev')}
                  </Link>
                )}
                <span className="text-ink-faint">
                  {stalls.page}/{pages}
                </span>
                {stalls.page < pages && (
                  <Link
                    to={directoryHref(path, building.bid, floorId, stalls.page + 1)}
                    rel="next"
                    className="rounded border border-line bg-white px-3 py-1.5 hover:text-brand"
                  >
                    {t('searchPage.pager.next')}
                  </Link>
                )}
              </nav>
            )}
          </section>
        ) : (
          <p className="rounded-lg bg-white p-8 text-center text-ink-faint">{t('markets.empty')}</p>
        )}
      </div>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
