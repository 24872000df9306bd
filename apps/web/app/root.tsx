import './load-context.ts';
import { type CurrencyLocator, getCurrencyLocator, PAGE_LOAD_TIMEOUT_MS } from '@stallhub/contracts';
import { useEffect } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { errorTextKey } from './components/route-error-boundary.tsx';
import { loadSessionState, type SessionState } from './features/session/session-state.ts';
import { useUidCookieSync } from './features/session/uid-cookie.ts';
import { HTML_LANG } from './i18n/i18n.ts';
import { useT } from './i18n/use-t.ts';
import { useNonce, ZodWithoutEval } from './lib/content-security.tsx';
import { clearChunkReloadFlag, isChunkLoadError, reloadOnceForChunkError } from './routing/chunk-reload.ts';
import {
  cookieLanguage,
  isCity,
  isLanguage,
  localeCookies,
  splitLanguage,
  statusErrorPath,
} from './routing/locale.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw redirect(statusErrorPath());
  const lang = params.lang ?? cookieLanguage(request.headers.get('cookie'));
  const city = isCity(params.city) ? params.city : null;
  const [currency, session]: [CurrencyLocator, SessionState] = await Promise.all([
    context.api.call(getCurrencyLocator, { lang }),
    loadSessionState(context.api, { city, cookieHeader: request.headers.get('cookie') }),
  ]);
  const headers = new Headers();
  // Spec 1 §2: every navigation stores the route's city and language.
  for (const cookie of localeCookies(city, lang)) headers.append('Set-Cookie', cookie);
  // The server builds this request's address from the configured public origin, never from its Host
  // header: links meant to leave the page (a QR code to scan) take their origin from here.
  const siteOrigin = new URL(request.url).origin;
  return data({ lang, city, currency, session, siteOrigin }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append('Set-Cookie', cookie);
  return merged;
};

// Every navigation re-stores the cookies and refreshes what the header shows.
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const lang = root?.lang ?? 'cn';
  // ServerRouter would give these the nonce on the server; saying it here gives it to the browser's
  // render too, so hydration matches the served attributes.
  const nonce = useNonce();
  useHydratedMark();
  return (
    <html lang={HTML_LANG[lang]} data-lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <ZodWithoutEval />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* With a precedence, React writes the stylesheet before the route's modulepreload links, which
            it hoists into the head ahead of plain links: a render-blocking sheet queued behind 50 scripts
            delayed the first paint (decision 073). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-screen bg-page text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { session } = useLoaderData<typeof loader>();
  useUidCookieSync(session.userInfo);
  useChunkReloadReset();
  usePageLoadTimeout();
  return <Outlet />;
}

/**
 * Marks the page as live once React has taken over the server's HTML: before that, a click reaches only
 * the plain markup. Browser journeys wait for the mark before they act.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** A page that loaded clears the one-reload flag. */
function useChunkReloadReset() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loaded location
  useEffect(() => clearChunkReloadFlag(window.localStorage), [location.key]);
}

/** Spec 1 §2: page loading fails after 120 s. */
function usePageLoadTimeout() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') return;
    const timer = window.setTimeout(() => {
      window.location.assign(statusErrorPath(splitLanguage(window.location.pathname).lang ?? undefined));
    }, PAGE_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [navigation.state]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError(window.localStorage, window.location);
  }, [error]);
  const text = t(errorTextKey(error));
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="font-semibold text-2xl">{text}</h1>
      <a className="rounded bg-brand px-5 py-2 text-white" href="/">
        {t('statusError.returnHome')}
      </a>
    </main>
  );
}
