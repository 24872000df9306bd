// listing: the cropped main picture a buyer stores before a direct upload (spec 2 §4 "Image cropper").
// The path is ours: spec 2 keeps the cropped picture's upload unnamed (decision 043).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { defineRoute } from '../route.ts';
import { CROP_MINIMUM } from './constants.ts';

/** The largest cropped picture accepted, as bytes of JPEG (a 1600 px square at quality 0.92 is ~600 KiB). */
export const CROP_IMAGE_MAX_BYTES = 700 * 1024;
/** Crops one buyer may store a minute: five pictures per push, a few pushes. */
export const CROP_UPLOADS_PER_MINUTE = 60;

const JPEG_DATA_URL = 'data:image/jpeg;base64,';

export const cropUploadInput = z.object({
  image: z
    .string({ message: 'image must be a JPEG data URL' })
    .startsWith(JPEG_DATA_URL, 'image must be a JPEG data URL')
    .max(JPEG_DATA_URL.length + Math.ceil((CROP_IMAGE_MAX_BYTES * 4) / 3) + 4, 'image is too large'),
  ratio: z.enum(['1', '3:4'], { message: "ratio must be '1' or '3:4'" }).default('1'),
});
export type CropUploadInput = z.input<typeof cropUploadInput>;
export const cropUploadResult = z.object({ url: z.string() });
export type CropUploadResult = z.output<typeof cropUploadResult>;

export const cropUploadRoute = defineRoute<CropUploadInput, CropUploadResult>(
  'POST',
  '/apic/listing/crop/upload',
);

/**
 * Stores a cropped main picture in Stallhub's storage and answers its address, which the direct upload
 * then takes in `imageUrls` (only our storage is accepted there). JSON body.
 */
export const uploadCroppedImage = defineCall({
  ...cropUploadRoute,
  input: cropUploadInput,
  data: cropUploadResult,
  signIn: true,
  perMinute: CROP_UPLOADS_PER_MINUTE,
  example: { image: `${JPEG_DATA_URL}/9j/4AAQSkZJRgABAQ==`, ratio: '1' },
});

/** The crop's exact shape and minimum size by the shop template's ratio (spec 2 §5, §9). */
export const cropShape = (ratio: keyof typeof CROP_MINIMUM) => CROP_MINIMUM[ratio];
