import {
  type BatchImageCheck,
  type BatchImageFault,
  type CropRatio,
  DEFAULT_CROP_RATIO,
  type Language,
  type ListingChannel,
  MAIN_IMAGES_CHECKED,
  mainPictureFault,
  PICTURE_RULE_CHANNELS,
} from '@stallhub/contracts';
import type { PictureSizes } from '../picture-sizes.ts';
import type { UploadSettingsService } from '../settings-service.ts';
import type { ShopGrantsService } from '../shop-grants-service.ts';
import type { BatchService } from './batch-service.ts';

/**
 * checkBatchImage (spec 2 §7; decision 060): before a Taobao or Tmall batch is confirmed, the items whose
 * first 5 main pictures, as the batch will send them (the buyer's edited pictures, else the item's),
 * break the shop template's rule (spec 2 §5), with each offending picture's size and why. The sizes are
 * read from our own storage; the batch is found through its owner as every batch call does.
 */
export function createBatchImageCheck(deps: {
  batches: BatchService;
  grants: ShopGrantsService;
  uploadSettings: UploadSettingsService;
  sizes: PictureSizes;
}) {
  const { batches, grants, uploadSettings, sizes } = deps;

  async function faultsOf(urls: string[], ratio: CropRatio) {
    const checked = urls.slice(0, MAIN_IMAGES_CHECKED);
    const measured = await Promise.all(checked.map((url) => sizes.of(url)));
    return checked.flatMap((url, index): BatchImageFault[] => {
      const size = measured[index];
      if (!size) return [{ index, url, width: 0, height: 0, reason: 'unreadable' }];
      const reason = mainPictureFault(size.width, size.height, ratio);
      return reason ? [{ index, url, ...size, reason }] : [];
    });
  }

  return {
    async check(userId: number, lang: Language, batchId: string, origin: string): Promise<BatchImageCheck> {
      const batch = await batches.view(userId, lang, batchId, origin);
      const channel = batch.channel as ListingChannel;
      const [shop, settings] = await Promise.all([
        grants.summary(userId, channel),
        uploadSettings.of(userId),
      ]);
      if (!PICTURE_RULE_CHANNELS.includes(channel)) {
        return { imageCropRatio: null, enableImageCrop: settings.enableImageCrop, items: [] };
      }
      // No shop authorised yet: the default template (the confirm asks for the shop before anything is sent).
      const ratio = shop?.imageCropRatio ?? DEFAULT_CROP_RATIO;
      const items = await Promise.all(
        batch.items.map(async (item) => ({ vid: item.vid, images: await faultsOf(item.imageUrls, ratio) })),
      );
      return {
        imageCropRatio: ratio,
        enableImageCrop: settings.enableImageCrop,
        items: items.filter((item) => item.images.length > 0),
      };
    },
  };
}
export type BatchImageCheckService = ReturnType<typeof createBatchImageCheck>;
