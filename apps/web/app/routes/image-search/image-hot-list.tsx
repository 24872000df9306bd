import {
  getImageSearchRankingCategories,
  getImageSearchRankingPage,
  MAX_PAGE_SIZE,
} from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { HotRecordRow } from '../../features/image-ranking/hot-record-row.tsx';
import { formatMarketDay } from '../../features/rankings/market-day.ts';
import { RankingTabs } from '../../features/rankings/ranking-tabs.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cookieCity, isCity, localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/image-hot-list';

const positiveInt = (raw: string | null) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

/**
 * The image-search hot ranking (spec 3 §2 "/tusouHotList", the panel's "more"): what buyers found most
 * by picture in the city this week, by category; the top 100 on one page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const url = new URL(request.url);
  const asCity = url.searchParams.get('searchCity');
  const city = isCity(asCity) ? asCity : cookieCity(request.headers.get('cookie'));
  const asked = positiveInt(url.searchParams.get('rankId'));
  const tabs = await context.api.call(getImageSearchRankingCategories, { searchCity: city, lang });
  // A category nobody searched this week shows the whole ranking.
  const rankId = tabs.some((tab) => tab.rankId === asked) ? asked : undefined;
  const ranking = await context.api.call(getImageSearchRankingPage, {
    searchCity: city,
    lang,
    rankId,
    pageSize: MAX_PAGE_SIZE,
  });
  return { lang, city, tabs, rankId, ranking };
}

export default function ImageHotList() {
  const { lang, city, tabs, rankId, ranking } = useLoaderData<typeof loader>();
  const { t } = useT();
  const href = (id?: number) =>
    localePath(lang, `/tusouHotList?searchCity=${city}${id ? `&rankId=${id}` : ''}`);
  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('imageHot.metaTitle')}</title>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('imageHot.title')}</h1>
        <p data-testid="image-hot-range" className="text-ink-faint text-sm">
          {t('imageHot.range', {
            from: formatMarketDay(lang, ranking.from),
            to: formatMarketDay(lang, ranking.to),
          })}
        </p>
      </header>
      <RankingTabs
        label={t('imageHot.tabs')}
        all={t('imageHot.all')}
        tabs={tabs.map((c) => ({ id: c.rankId, name: c.name }))}
        chosen={rankId}
        href={href}
      />
      {ranking.recordList.length > 0 ? (
        <ol className="flex flex-col gap-2" data-testid="image-hot-list">
          {ranking.recordList.map((record) => (
            <li key={record.itemId}>
              <HotRecordRow lang={lang} city={city} record={record} rankId={rankId} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-lg bg-white p-8 text-center text-ink-faint">{t('imageHot.empty')}</p>
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
