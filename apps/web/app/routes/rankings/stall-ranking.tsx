import { getRankIndex } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link, redirect, useLoaderData } from 'react-router';
import { useKeptRanking } from '../../features/rankings/kept-ranking.ts';
import { RankingPanel } from '../../features/rankings/ranking-panel.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath, statusErrorPath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/stall-ranking';

/** /{city}/rank/index is the whole market; /{city}/rank/{cateId} one top-level category. */
const tabPath = (city: string, cateId: number) => `/${city}/rank/${cateId === 0 ? 'index' : cateId}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const raw = params.cateId ?? 'index';
  if (raw !== 'index' && !/^[1-9]\d{0,8}$/.test(raw)) throw redirect(statusErrorPath(lang));
  const cateId = raw === 'index' ? 0 : Number(raw);
  const ranking = await context.api.call(getRankIndex, { city, lang, cateId });
  // A category the city does not rank has no tab: its address is an unknown page.
  if (!ranking.cates.some((c) => c.cateId === cateId)) throw redirect(statusErrorPath(lang));
  return { lang, city, cateId, ranking };
}

export default function StallRanking() {
  const { lang, city } = useLoaderData<typeof loader>();
  // Another city or language is another page: its tabs start afresh.
  return <RankingTabs key={`${city}|${lang}`} />;
}

function RankingTabs() {
  const { lang, city, cateId, ranking } = useLoaderData<typeof loader>();
  const { t } = useT();
  const { tabs, addPage } = useKeptRanking(`${city}|${lang}`, String(cateId), ranking);
  const current = ranking.cates.find((c) => c.cateId === cateId);
  const tabName = (c: { cateId: number; name: string }) => (c.cateId === 0 ? t('rank.all') : c.name);

  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('rank.metaTitle', { name: current ? tabName(current) : '' })}</title>
      <header>
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('rank.title')}</h1>
        <p className="text-ink-faint text-sm">{t('rank.subtitle')}</p>
      </header>
      <nav
        aria-label={t('rank.tabs')}
        className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none] md:mx-0 md:px-0"
      >
        <ul className="flex w-max gap-2 text-sm">
          {ranking.cates.map((c) => (
            <li key={c.cateId}>
              <Link
                to={localePath(lang, tabPath(city, c.cateId))}
                preventScrollReset
                aria-current={c.cateId === cateId ? 'page' : undefined}
                className={clsx(
                  'block rounded-full px-4 py-1.5 whitespace-nowrap',
                  c.cateId === cateId ? 'bg-brand text-white' : 'bg-white text-ink-soft hover:text-brand',
                )}
              >
                {tabName(c)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tabs.map(({ key, tab, active }) => (
        <RankingPanel
          key={key}
          lang={lang}
          city={city}
          tab={tab}
          onMore={(next) => addPage(key, next)}
          hidden={!active}
        />
      ))}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
