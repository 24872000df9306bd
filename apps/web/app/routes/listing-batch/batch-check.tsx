import { ApiError, batchList } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { rethrowAsLogin } from '../../features/favourites/member-only.ts';
import { BatchPage } from '../../features/listing-batch/batch-page.tsx';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/batch-check';

/**
 * /upload/bat/item/check/{batchId} (spec 2 §2): the buyer's batch, its items' titles and pictures, the
 * confirm, and the progress to the end with cancel. The batch is the page: another buyer's or an
 * unknown batch is 404, a guest goes to sign in and back.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const batch = await context.api
    .call(batchList, { batchId: params.batchId, lang })
    .catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw new Response(null, { status: 404 });
      }
      return rethrowAsLogin(request, lang)(error);
    });
  return { lang, batch };
}

export default function BatchCheck() {
  const { lang, batch } = useLoaderData<typeof loader>();
  return <BatchPage lang={lang} initial={batch} />;
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
