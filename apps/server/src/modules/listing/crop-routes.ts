import { CROP_UPLOADS_PER_MINUTE, uploadCroppedImage } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { limited } from '../../http/rate-limited.ts';
import { signedInUser } from '../../http/signed-in.ts';
import type { CropUploadService } from './crop-upload-service.ts';

/** The cropped main pictures' upload (decision 043), under its own per-address limit. */
export function listingCropRoutes(app: FastifyInstance, deps: { crops: CropUploadService }) {
  limited(app, 'crop-upload', CROP_UPLOADS_PER_MINUTE, (scope) => {
    registerCall(scope, uploadCroppedImage, (input, request) =>
      deps.crops.store(signedInUser(request), { image: input.image, ratio: input.ratio }),
    );
  });
}
