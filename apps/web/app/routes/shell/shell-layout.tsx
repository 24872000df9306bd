import {
  getCartCount,
  getCityMarkets,
  getHotWords,
  getNationalApplyPermission,
  getNav,
  getNewAmount,
  getPlaceholders,
} from '@stallhub/contracts';
import { lazy, Suspense } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData, useRouteLoaderData } from 'react-router';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { useCartCount } from '../../features/cart/cart-count-store.ts';
import { CurrencySwitcher } from '../../features/currency/currency-switcher.tsx';
import { LanguageSwitcher } from '../../features/language/language-switcher.tsx';
import { NavBar } from '../../features/nav/nav-bar.tsx';
import { PROTOCOL_TYPES, protocolPath } from '../../features/protocol/documents.ts';
import { SearchBox } from '../../features/search-box/search-box.tsx';
import { AccountLinks } from '../../features/session/account-links.tsx';
import { SiteFooter } from '../../features/shell/footer/site-footer.tsx';
import { JoinLinks } from '../../features/shell/header/join-links.tsx';
import { SiteHeader } from '../../features/shell/header/site-header.tsx';
import { TopBar } from '../../features/shell/header/top-bar.tsx';
import { SignInHost } from '../../features/sign-in/sign-in-host.tsx';
import { LoginBar } from '../../features/sign-in-gate/login-bar.tsx';
import { HTML_LANG } from '../../i18n/i18n.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { isCity } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/shell-layout';

// Other ways in show only in the sign-in dialog: their code comes with it, not with every page.
const ThirdPartySignIn = lazy(() =>
  import('../../features/third-party-sign-in/third-party-sign-in.tsx').then((m) => ({
    default: m.ThirdPartySignIn,
  })),
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const { api } = context;
  const orElse = <T,>(call: Promise<T>, fallback: T) => call.catch(() => fallback);
  // The nav and the city names are the shell itself: if they fail, the page fails (500 via the boundary).
  // The rest only decorates it, so a failure there still renders the page, without that piece.
  const [nav, cityMarkets, newAmount, permission, hotWords, placeholders, cart] = await Promise.all([
    api.call(getNav, { city }),
    api.call(getCityMarkets, { lang }),
    orElse(api.call(getNewAmount, { city }), null),
    orElse(api.call(getNationalApplyPermission, {}), { allowMoveToNational: false }),
    orElse(api.call(getHotWords, { city, lang }), []),
    orElse(api.call(getPlaceholders, { city, lang }), []),
    orElse(api.call(getCartCount, {}), { cartCount: 0 }),
  ]);
  return {
    lang,
    city,
    nav,
    // The name list also carries jm and yw, which have no home page to switch to.
    cities: cityMarkets.filter((market) => isCity(market.code)),
    newAmount: newAmount?.amount ?? null,
    allowMoveToNational: permission.allowMoveToNational,
    hotWords,
    placeholders,
    cartCount: cart.cartCount,
  };
}

// The shell's data depends only on the city and the language; moving between pages of one city keeps it.
export function shouldRevalidate({ currentParams, nextParams, formMethod }: ShouldRevalidateFunctionArgs) {
  return (
    formMethod !== undefined ||
    currentParams.city !== nextParams.city ||
    currentParams.lang !== nextParams.lang
  );
}

export default function ShellLayout() {
  const { lang, city, nav, cities, newAmount, allowMoveToNational, hotWords, placeholders, cartCount } =
    useLoaderData<typeof loader>();
  const liveCartCount = useCartCount(cartCount);
  const root = useRouteLoaderData<typeof rootLoader>('root');
  if (!root) throw new Error('the shell renders under the root route');
  const protocolLinks = PROTOCOL_TYPES.map((type) => ({ type, href: protocolPath(lang, type) }));
  return (
    <CurrencyProvider locator={root.currency} locale={HTML_LANG[lang]}>
      <SignInHost
        lang={lang}
        alternatives={(returnTo) => (
          <Suspense fallback={null}>
            <ThirdPartySignIn lang={lang} city={city} returnTo={returnTo} />
          </Suspense>
        )}
      >
        <div className="flex min-h-screen flex-col">
          <TopBar
            account={<AccountLinks lang={lang} />}
            links={<JoinLinks lang={lang} city={city} allowMoveToNational={allowMoveToNational} />}
            switchers={
              <>
                <LanguageSwitcher lang={lang} />
                <CurrencySwitcher />
              </>
            }
          />
          <SiteHeader
            lang={lang}
            city={city}
            cities={cities}
            cartCount={liveCartCount}
            searchBox={(compact) => (
              <SearchBox
                lang={lang}
                city={city}
                placeholders={placeholders}
                hotWords={hotWords}
                compact={compact}
              />
            )}
          />
          <NavBar lang={lang} entries={nav} newAmount={newAmount} />
          <div className="flex-1">
            <Outlet />
          </div>
          <SiteFooter lang={lang} cities={cities} protocolLinks={protocolLinks} />
          <LoginBar lang={lang} guest={root.session.userInfo.userId === null} />
        </div>
      </SignInHost>
    </CurrencyProvider>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
