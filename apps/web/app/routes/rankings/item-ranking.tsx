import { getItemRankingCateList, getItemRankingPage } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { RankingTabs } from '../../features/rankings/ranking-tabs.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cookieCity, localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/item-ranking';

/** Items the ranking shows: the top 100 (five floors of cards a page would be a list nobody reads). */
const RANKING_SIZE = 100;

const positiveInt = (raw: string | null) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

/** The hot-selling item ranking (spec 3 §2 "/topic/item/rankingList"), of the city in the cookie. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const city = cookieCity(request.headers.get('cookie'));
  const asked = positiveInt(new URL(request.url).searchParams.get('cateId'));
  const cates = await context.api.call(getItemRankingCateList, { city, lang });
  // A category the city does not sell shows the overall ranking.
  const cateId = cates.some((c) => c.cateId === asked) ? asked : undefined;
  const ranking = await context.api.call(getItemRankingPage, { city, lang, cateId, pageSize: RANKING_SIZE });
  return { lang, city, cates, cateId, ranking };
}

export default function ItemRanking() {
  const { lang, city, cates, cateId, ranking } = useLoaderData<typeof loader>();
  const { t } = useT();
  const href = (id?: number) => localePath(lang, `/topic/item/rankingList${id ? `?cateId=${id}` : ''}`);
  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-3 px-3 py-3 md:py-4 xl:px-0">
      <title>{t('itemRank.metaTitle')}</title>
      <header>
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('itemRank.title')}</h1>
        <p className="text-ink-faint text-sm">{t('itemRank.subtitle')}</p>
      </header>
      <RankingTabs
        label={t('itemRank.tabs')}
        all={t('itemRank.all')}
        tabs={cates.map((c) => ({ id: c.cateId, name: c.name }))}
        chosen={cateId}
        href={href}
      />
      {ranking.list.length > 0 ? (
        <CardGrid items={ranking.list} lang={lang} city={city} testId="item-ranking" />
      ) : (
        <p className="rounded-lg bg-white p-8 text-center text-ink-faint">{t('itemRank.empty')}</p>
      )}
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
