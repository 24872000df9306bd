// imagesearch: the calls the image search panel makes, zod-free (decision 005): only types come from the
// schemas.
import { defineRoute } from '../route.ts';
import type { UploadImageInput, UploadImageResult, UploadToken, UploadTokenInput } from './schemas.ts';

export const uploadTokenRoute = defineRoute<UploadTokenInput, UploadToken>(
  'POST',
  '/apic/oss/getUploadToken',
);
export const uploadImageRoute = defineRoute<UploadImageInput, UploadImageResult>('GET', '/api/uploadImage');
