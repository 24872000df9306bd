import { type BatchState, type ListingChannel, PICTURE_RULE_CHANNELS } from '@stallhub/contracts';
import { useState } from 'react';
import { type CropImage, type CropRatio, withCrops } from '../listing/direct-upload.ts';
import { cropImagesOf, croppable, type useBatchPictures } from './use-batch-pictures.ts';

/** The item whose pictures the crop dialog shows, and whether the confirm waits for the crops. */
export interface Cropping {
  vid: number;
  ratio: CropRatio;
  images: CropImage[];
  thenConfirm: boolean;
}

/**
 * The batch's crops before its confirm (spec 2 §4 step 3, as the direct upload does): one item's crop
 * dialog from its row, or, when the buyer confirms with cropping on, each item to crop in turn and then
 * the confirm itself.
 */
export function useBatchCropping({
  batch,
  pictures,
  editPictures,
  confirm,
}: {
  batch: BatchState;
  pictures: ReturnType<typeof useBatchPictures>;
  editPictures: (vid: number, imageUrls: string[]) => Promise<boolean>;
  confirm: () => Promise<void>;
}) {
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const ratio = pictures.check?.imageCropRatio ?? null;

  return {
    cropping,
    close: () => setCropping(null),
    /** One item's crop dialog, from its row. */
    open: (vid: number) => {
      const images = cropImagesOf(pictures.faultsOf(vid));
      if (ratio && images.length > 0) setCropping({ vid, ratio, images, thenConfirm: false });
    },
    /** The confirm: with cropping on, the first item with pictures to crop opens the cropper instead. */
    confirm: async () => {
      if (!PICTURE_RULE_CHANNELS.includes(batch.channel as ListingChannel)) return confirm();
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
    },
    /** Saves an item's crops in place of its pictures, then the next item to crop, or the confirm. */
    save: async (done: Cropping, images: CropImage[]) => {
      setCropping(null);
      const item = batch.items.find((entry) => entry.vid === done.vid);
      if (!item || !(await editPictures(done.vid, withCrops(item.imageUrls, images)))) return;
      const fresh = await pictures.recheck();
      if (!done.thenConfirm) return;
      const next = fresh?.items.find((entry) => croppable(entry.images).length > 0);
      if (fresh?.imageCropRatio && next) {
        setCropping({
          ...done,
          vid: next.vid,
          ratio: fresh.imageCropRatio,
          images: cropImagesOf(next.images),
        });
      } else {
        await confirm();
      }
    },
  };
}
