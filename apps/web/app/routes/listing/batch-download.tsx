import { batchItemImgInfoRoute, PICTURE_PACKAGE_MAX_ITEMS } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { PictureDownload } from '../../features/picture-download/picture-download.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import type { Route } from './+types/batch-download';

/**
 * /{lang}?/batchDownload (spec 2 §2): the pictures and videos of one item (vid) or several (vids, or vid
 * as a comma list), to download as one package. Downloads need a signed-in buyer (spec 2 §5).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const query = new URL(request.url).searchParams;
  const vids = [
    ...new Set(
      (query.get('vids') ?? query.get('vid') ?? '')
        .split(',')
        .map((vid) => vid.trim())
        .filter((vid) => /^[0-9A-Za-z_-]{1,40}$/.test(vid)),
    ),
  ];
  const shown = vids.slice(0, PICTURE_PACKAGE_MAX_ITEMS);
  // Critical: the page is its pictures; a failure of the call is the page's 500.
  const data =
    shown.length === 0
      ? { items: [], missing: [] }
      : await context.api.call(batchItemImgInfoRoute, { vids: shown.join(','), lang });
  return { lang, data, limited: vids.length > shown.length ? PICTURE_PACKAGE_MAX_ITEMS : null };
}

export default function BatchDownloadPage() {
  const { lang, data, limited } = useLoaderData<typeof loader>();
  return <PictureDownload data={data} lang={lang} limited={limited} />;
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
