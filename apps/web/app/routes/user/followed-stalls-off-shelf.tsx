import { followedShopsOffShelf } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { rethrowAsLogin } from '../../features/favourites/member-only.ts';
import { EmptyNote, UserCentreFrame } from '../../features/favourites/user-centre-tabs.tsx';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { pageCount, parseSearch } from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/followed-stalls-off-shelf';

/** /user/favoriteShopOffShelves.html: items the followed stalls have taken off shelf. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const state = parseSearch(new URL(request.url).searchParams);
  const result = await context.api
    .call(followedShopsOffShelf, { lang, page: state.page })
    .catch(rethrowAsLogin(request, lang));
  return { lang, city, state, result, pages: pageCount(result.total, result.pageSize) };
}

export default function FollowedStallsOffShelf() {
  const { lang, city, state, result, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <UserCentreFrame
      title={t('follows.offShelf.title')}
      count={t('favourites.page.total', { count: result.total })}
    >
      {result.list.length === 0 ? (
        <EmptyNote text={t('follows.offShelf.empty')} />
      ) : (
        <CardGrid items={result.list} lang={lang} city={city} testId="followed-off-shelf" />
      )}
      <Pagination
        state={state}
        path={localePath(lang, '/user/favoriteShopOffShelves.html')}
        page={state.page}
        pages={pages}
      />
    </UserCentreFrame>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
