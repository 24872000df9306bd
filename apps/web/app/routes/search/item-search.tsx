import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/item-search';

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  return { lang, city, q: new URL(request.url).searchParams.get('q') ?? '' };
}

/** The results page is another issue's; this one names the search so the header box can be checked. */
export default function ItemSearch() {
  const { lang, city, q } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main data-q={q} className="mx-auto max-w-[1200px] px-3 py-6 xl:px-0">
      <title>{t('searchPage.metaTitle', { q })}</title>
      <meta name="robots" content="noindex" />
      <div className="flex flex-col items-center gap-4 rounded-lg bg-white px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
          <SearchIcon className="size-7" />
        </span>
        <h1 className="font-semibold text-ink text-xl">
          {q ? t('searchPage.title', { q }) : t('searchPage.empty')}
        </h1>
        <p className="max-w-md text-ink-soft text-sm">{t('searchPage.comingSoon')}</p>
        <Link
          to={localePath(lang, `/${city}`)}
          className="rounded-full bg-brand px-6 py-2 font-medium text-sm text-white hover:bg-brand-dark"
        >
          {t('searchPage.backHome')}
        </Link>
      </div>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
