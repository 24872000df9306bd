import { type ItemCard, listFavouriteItems } from '@stallhub/contracts';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { CardGrid } from '../../features/catalogue/item-card/card-grid.tsx';
import { rethrowAsLogin } from '../../features/favourites/member-only.ts';
import { EmptyNote, UserCentreFrame } from '../../features/favourites/user-centre-tabs.tsx';
import { BatchUploadBox } from '../../features/listing-batch/batch-upload-box.tsx';
import { Pagination } from '../../features/search-results/pagination.tsx';
import { pageCount, parseSearch } from '../../features/search-results/search-params.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/favourite-items';

/** /user/favorite.html: the buyer's favourite items still on shelf, newest kept first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const state = parseSearch(new URL(request.url).searchParams);
  const result = await context.api
    .call(listFavouriteItems, { lang, page: state.page })
    .catch(rethrowAsLogin(request, lang));
  return { lang, city, state, result, pages: pageCount(result.total, result.pageSize) };
}

export default function FavouriteItems() {
  const { lang, city, state, result, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  // Ticked cards of this page, for the batch upload box (spec 2 §2 screen 6); a new page starts empty.
  const [choice, setChoice] = useState({ page: state.page, items: new Map<number, ItemCard>() });
  const chosen = choice.page === state.page ? choice.items : new Map<number, ItemCard>();
  const setChosen = (items: Map<number, ItemCard>) => setChoice({ page: state.page, items });
  const toggle = (item: ItemCard) => {
    const next = new Map(chosen);
    if (!next.delete(item.itemId)) next.set(item.itemId, item);
    setChosen(next);
  };
  const allChosen = result.list.length > 0 && result.list.every((item) => chosen.has(item.itemId));
  return (
    <UserCentreFrame
      title={t('favourites.page.title')}
      count={t('favourites.page.total', { count: result.total })}
    >
      {result.list.length === 0 ? (
        <EmptyNote text={t('favourites.page.empty')} />
      ) : (
        <div className="flex flex-col gap-3">
          <BatchUploadBox
            lang={lang}
            chosen={[...chosen.values()].map(({ itemId, vid }) => ({ itemId, vid }))}
            allChosen={allChosen}
            onChooseAll={(all) =>
              setChosen(all ? new Map(result.list.map((item) => [item.itemId, item])) : new Map())
            }
          />
          <CardGrid
            key={state.page}
            items={result.list}
            lang={lang}
            city={city}
            testId="favourite-items"
            choice={{
              chosen: new Set(chosen.keys()),
              toggle,
              text: t('listingBatch.box.choose'),
              label: (item) => t('listingBatch.box.chooseItem', { title: item.title }),
            }}
          />
        </div>
      )}
      <Pagination
        state={state}
        path={localePath(lang, '/user/favorite.html')}
        page={state.page}
        pages={pages}
      />
    </UserCentreFrame>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
