// The picture package: the calls, each its route joined with its input and answer schemas (spec 2 §7).
import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import {
  PICTURE_INFO_PER_MINUTE,
  PICTURE_PACKAGES_PER_MINUTE,
  VIDEO_DOWNLOADS_PER_DAY,
  VIDEO_REFUSED_CODE,
} from './constants.ts';
import {
  batchItemImgInfoRoute,
  itemImgInfoRoute,
  picMakerRoute,
  videoCanDownloadRoute,
  videoDownloadCheckRoute,
} from './routes.ts';
import {
  batchItemImgInfoInput,
  batchItemPictures,
  itemImgInfoInput,
  itemPictures,
  picMakerInput,
  picturePackage,
  videoInput,
  videoState,
  videoTicket,
} from './schemas.ts';

/** Builds (or reuses) the zip of the items' pictures and videos and answers its address (spec 2 §7). */
export const picMaker = defineCall({
  ...picMakerRoute,
  input: picMakerInput,
  data: picturePackage,
  signIn: true,
  perMinute: PICTURE_PACKAGES_PER_MINUTE,
  perBuyer: true,
  codes: { [CODE.notFound]: 'none of the vids is an item' },
  example: { vids: '10000017,10000035' },
});
export const itemImgInfo = defineCall({
  ...itemImgInfoRoute,
  input: itemImgInfoInput,
  data: itemPictures,
  perMinute: PICTURE_INFO_PER_MINUTE,
  perBuyer: true,
  codes: { [CODE.notFound]: 'no such item' },
  example: { vid: '10000017' },
});
export const batchItemImgInfo = defineCall({
  ...batchItemImgInfoRoute,
  input: batchItemImgInfoInput,
  data: batchItemPictures,
  perMinute: PICTURE_INFO_PER_MINUTE,
  perBuyer: true,
  example: { vids: '10000017,10000035' },
});
export const videoCanDownload = defineCall({
  ...videoCanDownloadRoute,
  input: videoInput,
  data: videoState,
  signIn: true,
  perMinute: PICTURE_INFO_PER_MINUTE,
  perBuyer: true,
  example: { vid: '10000017' },
});
/** The check before a download: counts it against the buyer's day and answers where to fetch the video. */
export const videoDownloadCheck = defineCall({
  ...videoDownloadCheckRoute,
  input: videoInput,
  data: videoTicket,
  signIn: true,
  perMinute: PICTURE_INFO_PER_MINUTE,
  perBuyer: true,
  codes: {
    [VIDEO_REFUSED_CODE]: `refused: no such item, off shelf, no video, or the buyer's ${VIDEO_DOWNLOADS_PER_DAY} downloads of the day are used (reason says which)`,
  },
  example: { vid: '10000017' },
});
