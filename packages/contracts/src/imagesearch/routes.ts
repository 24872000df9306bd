// imagesearch: the calls the image search panel makes, zod-free (decision 005): only types come from the
// schemas.
import { defineRoute } from '../route.ts';
import type {
  ImageSearchRankingPage,
  ImageSearchRankingPageInput,
  UploadImageInput,
  UploadImageResult,
  UploadToken,
  UploadTokenInput,
} from './schemas.ts';

export const uploadTokenRoute = defineRoute<UploadTokenInput, UploadToken>(
  'POST',
  '/apic/oss/getUploadToken',
);
export const uploadImageRoute = defineRoute<UploadImageInput, UploadImageResult>('GET', '/api/uploadImage');
/** The image-search hot ranking; the panel shows its first 3. */
export const imageSearchRankingPageRoute = defineRoute<ImageSearchRankingPageInput, ImageSearchRankingPage>(
  'GET',
  '/apif/img-search-ranking/page',
);
