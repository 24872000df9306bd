import {
  type BatchImageCheck,
  type BatchImageFault,
  type BatchState,
  batchCheckImagesRoute,
  CODE,
  type Language,
} from '@stallhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import type { CropImage } from '../listing/direct-upload.ts';

/** The pictures of an item the crop dialog can fix: those read but of the wrong ratio or too small. */
export const croppable = (images: BatchImageFault[]) =>
  images.filter((image) => image.reason !== 'unreadable');

/** The crop dialog's pictures of one item (spec 2 §4 "Image cropper"), none cropped yet. */
export const cropImagesOf = (images: BatchImageFault[]): CropImage[] =>
  croppable(images).map(({ url, width, height }) => ({ oriUrl: url, genUrl: null, width, height }));

/**
 * The batch's main pictures against the platform's rule (checkBatchImage, spec 2 §7; decision 060): asked
 * when a draft batch opens and again after each change of pictures, so each row can say what to crop.
 * `recheck` answers the fresh check, or null when it could not be asked (the confirm then goes on: the
 * platform still refuses a wrong picture item by item, as a direct upload with cropping off does).
 */
export function useBatchPictures(batch: Pick<BatchState, 'batchId' | 'status'>, lang: Language) {
  const [check, setCheck] = useState<BatchImageCheck | null>(null);
  const { batchId, status } = batch;

  const recheck = useCallback(async () => {
    const answer = await browserApi.envelope(batchCheckImagesRoute, { batchId, lang }).catch(() => null);
    if (answer?.code !== CODE.ok) return null;
    setCheck(answer.data);
    return answer.data;
  }, [batchId, lang]);

  useEffect(() => {
    if (status === 'draft') void recheck();
  }, [status, recheck]);

  return {
    check,
    recheck,
    /** The check's pictures of one item; none when it passes (or the check is not in yet). */
    faultsOf: (vid: number) => check?.items.find((item) => item.vid === vid)?.images ?? [],
  };
}
