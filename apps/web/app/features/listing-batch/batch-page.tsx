import {
  type BatchState,
  batchCheckPath,
  CROP_MINIMUM,
  type Language,
  LISTING_PAGE,
  type ListingChannel,
  PICTURE_RULE_CHANNELS,
} from '@stallhub/contracts';
import { lazy, Suspense, useState } from 'react';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { type CropImage, type CropRatio, withCrops } from '../listing/direct-upload.ts';
import { BatchItemRow } from './batch-item-row.tsx';
import { BatchProgressBar } from './batch-progress.tsx';
import { useBatch } from './use-batch.ts';
import { cropImagesOf, croppable, useBatchPictures } from './use-batch-pictures.ts';

// The cropper (react-easy-crop) is loaded only when a picture needs cropping, as on the direct upload.
const CropDialog = lazy(() =>
  import('../listing/crop-dialog.tsx').then((module) => ({ default: module.CropDialog })),
);

/** The item whose pictures the crop dialog shows, and whether the confirm waits for the crops. */
interface Cropping {
  vid: number;
  ratio: CropRatio;
  images: CropImage[];
  thenConfirm: boolean;
}

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
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const channel = batch.channel as ListingChannel;
  const platform = platformName(t, channel);
  const draft = batch.status === 'draft';
  const ruled = PICTURE_RULE_CHANNELS.includes(channel);
  const toCrop = pictures.check?.items.filter((item) => croppable(item.images).length > 0) ?? [];
  const ratio = pictures.check?.imageCropRatio ?? null;

  const openCrop = (vid: number, thenConfirm: boolean) => {
    const images = cropImagesOf(pictures.faultsOf(vid));
    if (ratio && images.length > 0) setCropping({ vid, ratio, images, thenConfirm });
  };

  /** The confirm: with cropping on, the first item with pictures to crop opens the cropper instead. */
  const confirmChecked = async () => {
    if (!ruled) return confirm();
    const fresh = await pictures.recheck();
    const next = fresh?.enableImageCrop
      ? fresh.items.find((item) => croppable(item.images).length > 0)
      : undefined;
    if (!fresh?.imageCropRatio || !next) return confirm();
    setCropping({
      vid: next.vid,
      ratio: fresh.imageCropRatio,
      images: cropImagesOf(next.images),
      thenConfirm: true,
    });
  };

  /** Saves an item's crops in place of its pictures, then the next item to crop, or the confirm. */
  const saveCrops = async (done: Cropping, images: CropImage[]) => {
    setCropping(null);
    const item = batch.items.find((entry) => entry.vid === done.vid);
    if (!item || !(await editPictures(done.vid, withCrops(item.imageUrls, images)))) return;
    const fresh = await pictures.recheck();
    if (!done.thenConfirm) return;
    const next = fresh?.items.find((entry) => croppable(entry.images).length > 0);
    if (fresh?.imageCropRatio && next) {
      setCropping({ ...done, vid: next.vid, ratio: fresh.imageCropRatio, images: cropImagesOf(next.images) });
    } else {
      await confirm();
    }
  };

  return (
    <main className="mx-auto flex w-full max-w-[960px] flex-col gap-4 px-3 py-4 md:py-6 xl:px-0">
      <title>{t('listingBatch.metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-ink text-lg md:text-xl">{t('listingBatch.title', { platform })}</h1>
          <p className="text-ink-faint text-sm">
            {batch.shopName ? t('listingBatch.shop', { shop: batch.shopName }) : t('listingBatch.noShop')}
            {!batch.shopName && draft && (
              <a
                className="ml-2 font-medium text-brand underline"
                data-testid="batch-authorise"
                href={localePath(
                  lang,
                  `${LISTING_PAGE.authorize}?channel=${channel}&reurl=${encodeURIComponent(
                    localePath(lang, batchCheckPath(batch.batchId)),
                  )}`,
                )}
              >
                {t('listing.page.authorise', { platform })}
              </a>
            )}
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
            onClick={() => void confirmChecked()}
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
            onCrop={() => openCrop(item.vid, false)}
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
            onSubmit={(images) => void saveCrops(cropping, images)}
            onClose={() => setCropping(null)}
          />
        </Suspense>
      )}
    </main>
  );
}
