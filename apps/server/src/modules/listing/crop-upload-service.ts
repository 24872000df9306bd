import { createHash } from 'node:crypto';
import { CROP_IMAGE_MAX_BYTES, type CropUploadInput, cropShape, mainPictureFault } from '@stallhub/contracts';
import sharp from 'sharp';
import { badRequest } from '../../http/errors.ts';
import type { Storage } from '../../outside/storage/storage.ts';

const JPEG_PREFIX = 'data:image/jpeg;base64,';

/**
 * The cropper's output (spec 2 §4 "Image cropper"), stored where the direct upload accepts pictures:
 * our own storage. The bytes must be a JPEG of the template's exact ratio and at least its minimum size
 * (spec 2 §5); they are re-encoded, so what is stored is a picture and nothing else. The key is the
 * content's hash under the buyer's folder: the same crop stored twice is one file.
 */
export function createCropUploadService(deps: { storage: Storage }) {
  const { storage } = deps;
  return {
    async store(userId: number, input: Required<CropUploadInput>): Promise<{ url: string }> {
      const bytes = Buffer.from(input.image.slice(JPEG_PREFIX.length), 'base64');
      if (bytes.length === 0 || bytes.length > CROP_IMAGE_MAX_BYTES)
        throw badRequest('image: too large or empty');
      const meta = await sharp(bytes)
        .metadata()
        .catch(() => null);
      if (meta?.format !== 'jpeg' || !meta.width || !meta.height)
        throw badRequest('image: not a JPEG picture');
      const minimum = cropShape(input.ratio);
      const fault = mainPictureFault(meta.width, meta.height, input.ratio);
      if (fault === 'ratio')
        throw badRequest(`image: must be ${input.ratio === '1' ? '1:1' : '3:4'} exactly`);
      if (fault === 'too-small')
        throw badRequest(`image: at least ${minimum.width}x${minimum.height} pixels`);
      const jpeg = await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
      const key = `listing-crops/${userId}/${createHash('sha256').update(jpeg).digest('hex').slice(0, 32)}.jpg`;
      if (!(await storage.has(key))) await storage.put(key, jpeg, 'image/jpeg');
      return { url: storage.urlFor(key) };
    },
  };
}
export type CropUploadService = ReturnType<typeof createCropUploadService>;
