import { ApiError, batchList, LISTING_CHANNEL_NAME, type ListingChannel } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { rethrowAsLogin } from '../../features/favourites/member-only.ts';
import { BatchItemRow } from '../../features/listing-batch/batch-item-row.tsx';
import { BatchProgressBar } from '../../features/listing-batch/batch-progress.tsx';
import { useBatch } from '../../features/listing-batch/use-batch.ts';
import { useT } from '../../i18n/use-t.ts';
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
  const { lang, batch: initial } = useLoaderData<typeof loader>();
  const { t } = useT();
  const { batch, busy, error, rename, remove, confirm, cancel } = useBatch(initial, lang);
  const platform = LISTING_CHANNEL_NAME[batch.channel as ListingChannel] ?? batch.channel;
  const draft = batch.status === 'draft';
  return (
    <main className="mx-auto flex w-full max-w-[960px] flex-col gap-4 px-3 py-4 md:py-6 xl:px-0">
      <title>{t('listingBatch.metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-ink text-lg md:text-xl">{t('listingBatch.title', { platform })}</h1>
          <p className="text-ink-faint text-sm">
            {batch.shopName ? t('listingBatch.shop', { shop: batch.shopName }) : t('listingBatch.noShop')}
          </p>
        </div>
        <p
          className="font-medium text-ink-soft text-sm"
          data-testid="batch-status"
          data-status={batch.status}
        >
          {t(`listingBatch.batchStatus.${batch.status}`)}
        </p>
      </header>

      <BatchProgressBar progress={batch.progress} />

      {error !== null && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {error || t('listingBatch.failed')}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        {draft && (
          <button
            type="button"
            className="rounded bg-brand px-5 py-2 font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-50"
            disabled={busy || batch.items.length === 0}
            onClick={confirm}
          >
            {t('listingBatch.confirm')}
          </button>
        )}
        {batch.status === 'running' && (
          <button
            type="button"
            className="rounded border border-line px-5 py-2 text-ink text-sm hover:border-brand hover:text-brand disabled:opacity-50"
            disabled={busy}
            onClick={cancel}
          >
            {t('listingBatch.cancel')}
          </button>
        )}
      </div>

      {draft && <p className="text-ink-faint text-xs">{t('listingBatch.draftHint')}</p>}

      <ul className="rounded-md border border-line bg-white px-3" aria-label={t('listingBatch.items')}>
        {batch.items.map((item) => (
          <BatchItemRow
            key={item.vid}
            item={item}
            editable={draft}
            busy={busy}
            onRename={(title) => rename(item.vid, title)}
            onRemove={() => remove(item.vid)}
          />
        ))}
      </ul>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
