// The imagesearch module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { createDescribingPool } from './describing-pool.ts';
export { createImageFetcher } from './fetch-image.ts';
export { createGarmentEmbedder } from './garment-embedder.ts';
export { createImageSearchRanking, type ImageSearchRanking } from './hot-ranking.ts';
export { createHandcraftedEmbedder, type ImageEmbedder, perceptualHash } from './image-embedder.ts';
export { createUsearchIndex, type ImageIndex } from './image-index.ts';
export { createImageSearchService, type ImageSearchService } from './image-search-service.ts';
export { importSearches, itemsWithMainPicture } from './import.ts';
export { MATCH_DISTANCE } from './kept-rankings.ts';
export { imageSearchRoutes } from './routes.ts';
export { createSearchCaptcha } from './search-captcha.ts';
export { styleDistances } from './style-distances.ts';
export { createUploadPolicies } from './upload-policy.ts';
