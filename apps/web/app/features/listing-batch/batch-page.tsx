import { type BatchState, CROP_MINIMUM, type Language, type ListingChannel } from '@stallhub/contracts';
import { lazy, Suspense } from 'react';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { BatchHeader } from './batch-header.tsx';
import { BatchItemRow } from './batch-item-row.tsx';
import { BatchProgressBar } from './batch-progress.tsx';
import { useBatch } from './use-batch.ts';
import { useBatchCropping } from './use-batch-cropping.ts';
import { croppable, useBatchPictures } from './use-batch-pictures.ts';

// The cropper (react-easy-crop) is loaded only when a picture needs cropping, as on the direct upload.
const CropDialog = lazy(() =>
  import('../listing/crop-dialog.tsx').then((module) => ({ default: module.CropDialog })),
);

/**
 * The batch confirmation page's body (spec 2 §2 /upload/bat/item/check/{batchId}): the items' titles and
 * pictures, the confirm, the progress to the end with cancel. On Taobao and Tmall each item whose first 5
 * main pictures break the shop's rule says so and offers the crop dialog of the direct upload; the
 * confirm, like the direct upload's step 3 (spec 2 §4), first has the buyer crop them, item by item,
 * unless the buyer turned cropping off in the upload settings.
 */
export function BatchPage({ lang, initial }: { lang: Language; initial: BatchState }) {
  const { t } = useT();
  const { batch, busy, error, rename, editPictures, remove, confirm, cancel } = useBatch(initial, lang);
  const pictures = useBatchPictures(batch, lang);
  const crops = useBatchCropping({ batch, pictures, editPictures, confirm });
  const { cropping } = crops;
  const platform = platformName(t, batch.channel as ListingChannel);
  const draft = batch.status === 'draft';
  const toCrop = pictures.check?.items.filter((item) => croppable(item.images).length > 0) ?? [];
  const ratio = pictures.check?.imageCropRatio ?? null;

  return (
    <main className="mx-auto flex w-full max-w-[960px] flex-col gap-4 px-3 py-4 md:py-6 xl:px-0">
      <title>{t('listingBatch.metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <BatchHeader lang={lang} batch={batch} platform={platform} />

      <BatchProgressBar progress={batch.progress} />

      {error !== null && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {error || t('listingBatch.failed')}
        </p>
      )}

      {draft && ratio && toCrop.length > 0 && (
        <p
          className="rounded bg-amber-50 px-3 py-2 text-amber-800 text-sm"
          data-testid="batch-pictures-notice"
        >
          {t('listingBatch.pictures.notice', {
            count: toCrop.length,
            ratio: ratio === '1' ? '1:1' : '3:4',
            size: `${CROP_MINIMUM[ratio].width}×${CROP_MINIMUM[ratio].height}`,
          })}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        {draft && (
          <button
            type="button"
            className="rounded bg-brand px-5 py-2 font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-50"
            disabled={busy || batch.items.length === 0}
            onClick={() => void crops.confirm()}
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
            pictureFaults={draft ? pictures.faultsOf(item.vid) : []}
            onRename={(title) => rename(item.vid, title)}
            onCrop={() => crops.open(item.vid)}
            onRemove={() => remove(item.vid)}
          />
        ))}
      </ul>

      {cropping && (
        <Suspense fallback={null}>
          <CropDialog
            key={cropping.vid}
            ratio={cropping.ratio}
            initial={cropping.images}
            onSubmit={(images) => void crops.save(cropping, images)}
            onClose={crops.close}
          />
        </Suspense>
      )}
    </main>
  );
}
