import { listBlockedShops } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { rethrowAsLogin } from '../../features/favourites/member-only.ts';
import { StallRows } from '../../features/favourites/stall-rows.tsx';
import { EmptyNote, UserCentreFrame } from '../../features/favourites/user-centre-tabs.tsx';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { pageCount, parseSearch } from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/stall-black-list';

/** /user/stallBlackList.html: blocked stalls, each with its unblock button. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const state = parseSearch(new URL(request.url).searchParams);
  const result = await context.api
    .call(listBlockedShops, { lang, page: state.page, pageSize: 20 })
    .catch(rethrowAsLogin(request, lang));
  return { lang, state, result, pages: pageCount(result.total, result.pageSize) };
}

export default function StallBlackList() {
  const { lang, state, result, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <UserCentreFrame title={t('blocks.page.title')} count={String(result.total)}>
      {result.list.length === 0 ? (
        <EmptyNote text={t('blocks.page.empty')} />
      ) : (
        <StallRows rows={result.list} lang={lang} kind="blocked" />
      )}
      <Pagination
        state={state}
        path={localePath(lang, '/user/stallBlackList.html')}
        page={state.page}
        pages={pages}
      />
    </UserCentreFrame>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
