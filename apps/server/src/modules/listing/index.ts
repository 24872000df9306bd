// The listing module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).

export { createBatchImageCheck } from './batch/batch-images.ts';
export { BATCH_QUEUE, type BatchJob, createBatchService } from './batch/batch-service.ts';
export { createBatchJobHandler } from './batch/batch-worker.ts';
export { batchRoutes } from './batch/routes.ts';
export { listingCropRoutes } from './crop-routes.ts';
export { createCropUploadService } from './crop-upload-service.ts';
export { createDirectUploadService } from './direct-upload-service.ts';
export { createUploadHistoryService } from './history-service.ts';
export { createMarkupService } from './markup-service.ts';
export { createPicturePackageService } from './picture-package/picture-package-service.ts';
export { picturePackageRoutes } from './picture-package/routes.ts';
export { createPictureSizes } from './picture-sizes.ts';
export { createPrecheckService } from './precheck-service.ts';
export { listingRoutes } from './routes.ts';
export { createUploadSettingsService } from './settings-service.ts';
export { createShopGrantsService } from './shop-grants-service.ts';
export { createListingSync, listingSyncFollower } from './sync/listing-sync.ts';
export { createSyncQueue, SYNC_QUEUE, type SyncJob } from './sync/sync-queue.ts';
export { createTokenSeal } from './token-seal.ts';
