// The picture package's calls as the browser makes them, zod-free (decision 005).
import { defineRoute } from '../route.ts';
import type {
  BatchItemImgInfoInput,
  BatchItemPictures,
  ItemImgInfoInput,
  ItemPictures,
  PicMakerInput,
  PicturePackage,
  VideoInput,
  VideoState,
  VideoTicket,
} from './schemas.ts';

// Spec 2 §7 names "data service /PicMaker, /itemImgInfo, /batchItemImgInfo": Stallhub's data service
// is its own API, under /apic/data (issue 14).
export const picMakerRoute = defineRoute<PicMakerInput, PicturePackage>('POST', '/apic/data/PicMaker');
export const itemImgInfoRoute = defineRoute<ItemImgInfoInput, ItemPictures>('GET', '/apic/data/itemImgInfo');
export const batchItemImgInfoRoute = defineRoute<BatchItemImgInfoInput, BatchItemPictures>(
  'GET',
  '/apic/data/batchItemImgInfo',
);
export const videoCanDownloadRoute = defineRoute<VideoInput, VideoState>('GET', '/apif/video/canDownload');
export const videoDownloadCheckRoute = defineRoute<VideoInput, VideoTicket>(
  'GET',
  '/apif/video/downloadCheck',
);
