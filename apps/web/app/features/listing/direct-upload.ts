import {
  accessTokenRoute,
  CODE,
  type CropRatio,
  directUploadRoute,
  FACE_BUTTON,
  LISTING_CODE,
  type ListingChannel,
  MAIN_IMAGES_CHECKED,
  mainPictureFault,
  PICTURE_RULE_CHANNELS,
  UNCHECK_RECORD,
} from '@stallhub/contracts';
import { browserApi } from '../../lib/api.ts';
import { taobaoToolId } from './listing-cookies.ts';

export type { CropRatio };

/** One main picture in the cropper (spec 2 §3 "Cropper image"): genUrl is set once it is cropped. */
export interface CropImage {
  oriUrl: string;
  genUrl: string | null;
  width: number;
  height: number;
}

/** One try of the direct upload (spec 2 §3 "Direct upload request"). */
export interface UploadAttempt {
  unCheckRecord: '1' | '2';
  btn: 2 | 102;
  imageUrls?: string[];
  splitTooLongDesc?: boolean;
}
export const firstAttempt: UploadAttempt = { unCheckRecord: UNCHECK_RECORD.check, btn: FACE_BUTTON.initial };

/** Where the direct upload stands after one step (spec 2 §4 "Direct Taobao upload"). */
export type UploadOutcome =
  | { kind: 'authorise'; channel: ListingChannel }
  | { kind: 'crop'; ratio: CropRatio; images: CropImage[]; pictures: string[] }
  | { kind: 'listed'; itemUrl: string | null }
  | { kind: 'already'; uploadTime: string }
  | { kind: 'face'; verificationUrl: string }
  | { kind: 'too-tall'; fittingImages: number }
  | { kind: 'space' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** A picture of our storage as this page loads it: by path, so the cropper's canvas stays same-origin. */
export const samePagePath = (url: string) => {
  const parsed = new URL(url, 'http://page.local');
  return parsed.pathname + parsed.search;
};

const measure = (url: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`picture could not be read: ${url}`));
    image.src = samePagePath(url);
  });

/** The first 5 main pictures, measured in the browser, none cropped yet. */
export async function mainPictures(pictures: string[]): Promise<CropImage[]> {
  const checked = pictures.slice(0, MAIN_IMAGES_CHECKED);
  const sizes = await Promise.all(checked.map(measure));
  return checked.map((oriUrl, index) => ({ oriUrl, genUrl: null, ...sizes[index]! }));
}

/** The first 5 main pictures that do not fit the template (spec 2 §4 step 3). */
export const picturesToCrop = async (pictures: string[], ratio: CropRatio) =>
  (await mainPictures(pictures)).filter(
    (image) => mainPictureFault(image.width, image.height, ratio) !== null,
  );

/** The shop authorised on a platform (the spec's Taobao token result, asked of any platform). */
export const shopOf = (channel: ListingChannel) =>
  browserApi.call(accessTokenRoute, { channel, tbToolId: channel === 'taobao' ? taobaoToolId() : undefined });

/** The edit upload: the buyer crops each of the first 5 pictures before the push (decision 043). */
export async function editDirectUpload(pictures: string[]): Promise<UploadOutcome> {
  const shop = await shopOf('taobao');
  if (!shop.authorised || shop.is_expire) return { kind: 'authorise', channel: 'taobao' };
  return {
    kind: 'crop',
    ratio: shop.template_json.imageCropRatio,
    images: await mainPictures(pictures),
    pictures,
  };
}

/** The five pictures to send: each cropped one in place of its original. */
export const withCrops = (pictures: string[], crops: CropImage[]) =>
  pictures
    .slice(0, MAIN_IMAGES_CHECKED)
    .map((url) => crops.find((crop) => crop.oriUrl === url)?.genUrl ?? url);

/** Posts one try and reads its answer by code (spec 2 §4 "Result by code", §8). */
export async function postDirectUpload(
  item: { itemId: number; channel: ListingChannel },
  attempt: UploadAttempt,
  fallback: string,
) {
  const answer = await browserApi.envelope(directUploadRoute, {
    itemId: item.itemId,
    market: item.channel,
    ...attempt,
  });
  const data = answer.data ?? {};
  const message = answer.message || fallback;
  if (answer.code === CODE.ok && data.needVerification && data.verificationUrl)
    return { kind: 'face', verificationUrl: data.verificationUrl } as const;
  if (answer.code === CODE.ok) return { kind: 'listed', itemUrl: data.itemUrl ?? null } as const;
  if (answer.code === LISTING_CODE.alreadyUploaded)
    return { kind: 'already', uploadTime: data.uploadTime ?? '' } as const;
  if (answer.code === LISTING_CODE.imageSpaceFull) return { kind: 'space' } as const;
  if (answer.code === LISTING_CODE.descriptionTooTall)
    return { kind: 'too-tall', fittingImages: data.fittingImages ?? 0 } as const;
  if (answer.code === LISTING_CODE.refused) return { kind: 'refused', message } as const;
  return { kind: 'failed', message } as const;
}

/**
 * Steps 1 to 4 of the direct upload, the same for every platform (decision 072): the shop's
 * authorisation, then (on the platforms with a main-picture rule, spec 2 §4 step 3 and §5, unless the
 * buyer turned cropping off or sends crops already) the first 5 pictures' ratio, then the post.
 */
export async function runDirectUpload(
  item: { itemId: number; channel: ListingChannel; pictures: string[]; enableImageCrop: boolean },
  attempt: UploadAttempt,
  fallback: string,
): Promise<UploadOutcome> {
  const shop = await shopOf(item.channel);
  if (!shop.authorised || shop.is_expire) return { kind: 'authorise', channel: item.channel };
  if (PICTURE_RULE_CHANNELS.includes(item.channel) && item.enableImageCrop && !attempt.imageUrls) {
    const ratio = shop.template_json.imageCropRatio;
    const images = await picturesToCrop(item.pictures, ratio);
    if (images.length > 0) return { kind: 'crop', ratio, images, pictures: item.pictures };
  }
  return postDirectUpload(item, attempt, fallback);
}
