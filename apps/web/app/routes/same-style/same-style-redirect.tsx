import { ApiError, getSameStyle } from '@stallhub/contracts';
import { redirect } from 'react-router';
import { sameStylePath } from '../../features/same-style/same-style-state.ts';
import { isCity } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/same-style-redirect';

/**
 * The other same-style links (spec 3 §2): /main/samestyle?itemVid=&searchCity=, /main/sameStyle?itemId=
 * &searchCity=&isSp=1 and /sameStyle?itemId=. Each names an item and maybe a market; the page is
 * /{city}/samestyle/{itemId}, in the item's own market when the link names none.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const query = new URL(request.url).searchParams;
  const itemId = query.get('itemId') ?? '';
  const itemVid = query.get('itemVid') ?? '';
  const searchCity = query.get('searchCity') ?? '';
  const item = /^\d{1,9}$/.test(itemId) ? { itemId: Number(itemId) } : itemVid ? { itemVid } : null;
  if (!item) throw new Response(null, { status: 404 });
  const found = await context.api
    .call(getSameStyle, {
      ...item,
      searchCity: isCity(searchCity) ? searchCity : undefined,
      lang,
      pageSize: 1,
    })
    .catch((error: unknown) => {
      const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
      throw missing ? new Response(null, { status: 404 }) : error;
    });
  throw redirect(sameStylePath(lang, found.searchCity, found.item.itemId));
}

export default function SameStyleRedirect() {
  return null;
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
