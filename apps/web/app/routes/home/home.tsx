import {
  getCategoryMenu,
  getCityMarkets,
  getGoodShops,
  getHomeFeed,
  HOME_FEED_PAGE_SIZE,
  newUserCouponRoute,
} from '@stallhub/contracts';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { CategoryMenu } from '../../features/catalogue/category-menu/category-menu.tsx';
import { CategoryStrip } from '../../features/catalogue/category-menu/category-strip.tsx';
import { HomeFeed } from '../../features/catalogue/home-feed/home-feed.tsx';
import { HotPicks } from '../../features/catalogue/hot-picks/hot-picks.tsx';
import { hotPicks } from '../../features/catalogue/hot-picks/hot-picks-rule.ts';
import { ShopCard } from '../../features/catalogue/shop-card/shop-card.tsx';
import { shouldOfferCoupon } from '../../features/coupon/coupon-rules.ts';
import { NewUserCouponOffer } from '../../features/coupon/new-user-coupon-offer.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { WelcomePanel } from '../../features/home/welcome-panel.tsx';
import { searchPath } from '../../features/search-box/rules.ts';
import { useSessionState } from '../../features/session/session-state.ts';
import { useHomeTokenRefresh } from '../../features/session/token-refresh.ts';
import { moveInPath } from '../../features/shell/header/shell-links.ts';
import { useT } from '../../i18n/use-t.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { loader as shellLoader } from '../shell/shell-layout.tsx';
import type { Route } from './+types/home';

/** Best sellers in the strip under the banner. */
const HOT_PICKS = 5;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const { api } = context;
  // Menu, first feed page and stalls are the page: any failure is a 500 through the error boundary.
  // The city's display name only titles the banner; without it the banner shows the city code.
  // The coupon offer is part of the first paint, so it never pushes the goods down; failing, it is not shown.
  const [menu, feed, shops, cities, coupon] = await Promise.all([
    api.call(getCategoryMenu, { city, lang }),
    api.call(getHomeFeed, { city, lang, page: 1, pageSize: HOME_FEED_PAGE_SIZE }),
    api.call(getGoodShops, { city, lang }),
    api.call(getCityMarkets, { lang }).catch(() => []),
    api.call(newUserCouponRoute, { scene: 'index-dialog' }).catch(() => null),
  ]);
  const market = cities.find((c) => c.code === city);
  return {
    lang,
    city,
    menu,
    feed,
    shops,
    cityName: market?.name ?? city,
    introduction: market?.introduction ?? '',
    couponOffer: coupon && shouldOfferCoupon(coupon, request.headers.get('cookie') ?? '') ? coupon : null,
  };
}

export default function Home() {
  const { lang, city, menu, feed, shops, cityName, introduction, couponOffer } =
    useLoaderData<typeof loader>();
  const { t } = useT();
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell/shell-layout');
  useHomeTokenRefresh();
  const session = useSessionState();
  const hotSearches = (shell?.hotWords ?? []).map((hot) => ({
    word: hot.word,
    href: searchPath(lang, city, 'item', hot.word),
  }));
  return (
    <main className="mx-auto max-w-[1200px] px-3 pt-3 md:pt-4 xl:px-0">
      <title>{t('home.metaTitle', { city: cityName })}</title>
      <meta name="description" content={introduction || t('home.metaDescription')} />
      <NewUserCouponOffer offered={couponOffer} />
      <div className="md:hidden">
        <CategoryStrip lang={lang} menu={menu} />
      </div>
      <div className="mt-3 grid gap-3 md:mt-0 md:grid-cols-[232px_minmax(0,1fr)] lg:grid-cols-[232px_minmax(0,1fr)_220px]">
        <div className="hidden md:block">
          <CategoryMenu lang={lang} city={city} menu={menu} />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <HomeHero
            lang={lang}
            city={city}
            cityName={cityName}
            introduction={introduction}
            pictures={feed.list.slice(0, 3)}
          />
          <div className="hidden md:block">
            <HotPicks lang={lang} items={hotPicks(feed.list, HOT_PICKS)} />
          </div>
        </div>
        <div className="hidden lg:block">
          <WelcomePanel
            lang={lang}
            moveInHref={moveInPath(lang)}
            hotSearches={hotSearches}
            nickname={session.userInfo.nickname}
          />
        </div>
      </div>
      {shops.length > 0 && (
        <section aria-labelledby="home-shops-title" className="mt-6">
          <h2 id="home-shops-title" className="mb-3 font-bold text-ink text-xl">
            {t('home.shopsTitle')}
            <span className="ml-2 font-normal text-ink-faint text-sm">{t('home.shopsSubtitle')}</span>
          </h2>
          <ul className="-mx-3 flex snap-x gap-2.5 overflow-x-auto px-3 pb-1 [scrollbar-width:none] md:mx-0 md:grid md:grid-cols-3 md:gap-3 md:overflow-visible md:px-0 lg:grid-cols-5">
            {shops.map((shop) => (
              <li key={shop.shopId} className="w-[46vw] shrink-0 snap-start md:w-auto">
                <ShopCard lang={lang} shop={shop} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <HomeFeed lang={lang} city={city} first={feed} />
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
