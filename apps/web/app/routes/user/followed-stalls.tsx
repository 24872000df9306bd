import { followedShopsFeed, listFollowAdvice, listFollowedShops } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { rethrowAsLogin } from '../../features/favourites/member-only.ts';
import { StallRows } from '../../features/favourites/stall-rows.tsx';
import { EmptyNote, UserCentreFrame } from '../../features/favourites/user-centre-tabs.tsx';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { pageCount, parseSearch } from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/followed-stalls';

const FEED_SIZE = 10;
const ADVICE_SIZE = 4;

/** /user/favoriteshop.html: followed stalls, what they put on shelf lately, and stalls worth following. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const state = parseSearch(new URL(request.url).searchParams);
  const { api } = context;
  // The stalls are the page; the feed and the advice only add to it, so without them it still renders.
  const [stalls, feed, advice] = await Promise.all([
    api
      .call(listFollowedShops, { lang, page: state.page, pageSize: 20 })
      .catch(rethrowAsLogin(request, lang)),
    api.call(followedShopsFeed, { lang, pageSize: FEED_SIZE }).catch(() => null),
    api.call(listFollowAdvice, { lang, city, pageSize: ADVICE_SIZE }).catch(() => null),
  ]);
  return { lang, city, state, stalls, feed, advice, pages: pageCount(stalls.total, stalls.pageSize) };
}

export default function FollowedStalls() {
  const { lang, city, state, stalls, feed, advice, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <UserCentreFrame title={t('follows.page.title')} count={String(stalls.total)}>
      {stalls.list.length === 0 ? (
        <EmptyNote text={t('follows.page.empty')} />
      ) : (
        <StallRows rows={stalls.list} lang={lang} kind="followed" />
      )}
      <Pagination
        state={state}
        path={localePath(lang, '/user/favoriteshop.html')}
        page={state.page}
        pages={pages}
      />
      {feed && feed.list.length > 0 && (
        <section aria-labelledby="followed-feed" className="flex flex-col gap-2">
          <h2 id="followed-feed" className="font-bold text-ink">
            {t('follows.page.feed')}
          </h2>
          <CardGrid items={feed.list} lang={lang} city={city} testId="followed-feed" />
        </section>
      )}
      {advice && advice.list.length > 0 && (
        <section aria-labelledby="follow-advice" className="flex flex-col gap-2">
          <h2 id="follow-advice" className="font-bold text-ink">
            {t('follows.page.advice')}
          </h2>
          <StallRows rows={advice.list} lang={lang} kind="advice" />
        </section>
      )}
    </UserCentreFrame>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
