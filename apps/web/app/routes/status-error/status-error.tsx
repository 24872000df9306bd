import { data, Link, useLoaderData } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { cookieCity, cookieLanguage, isLanguage, localePath } from '../../routing/locale.ts';
import type { Route } from './+types/status-error';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export function loader({ request, params }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  const content = new URL(request.url).searchParams.get('content');
  const lang = isLanguage(params.lang) ? params.lang : cookieLanguage(cookie);
  // Return home goes to the city in the cookie, else gz (spec 1 §2).
  const home = localePath(lang, `/${cookieCity(cookie)}`);
  // The page-not-found text answers 404, so a missing page is not indexed or cached as a page; a
  // message passed in `content` is a page the product meant to show.
  return data({ content, home }, { status: content ? 200 : 404 });
}

export default function StatusError() {
  const { content, home } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <svg aria-hidden="true" viewBox="0 0 120 80" className="h-24 w-36 text-brand/70">
        <rect
          x="10"
          y="20"
          width="100"
          height="50"
          rx="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
        />
        <path d="M40 20 L60 6 L80 20" fill="none" stroke="currentColor" strokeWidth="4" />
        <text x="60" y="55" textAnchor="middle" fontSize="22" fill="currentColor" fontWeight="700">
          404
        </text>
      </svg>
      <h1 data-testid="status-error-content" className="font-semibold text-ink text-xl">
        {content || t('statusError.defaultContent')}
      </h1>
      <p className="text-ink-soft text-sm">{t('statusError.hint')}</p>
      <Link
        data-testid="return-home"
        to={home}
        className="rounded-full bg-brand px-6 py-2 font-medium text-white hover:bg-brand-dark"
      >
        {t('statusError.returnHome')}
      </Link>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
