// listing, batch uploads: the calls, each its route joined with its schemas (spec 2 §4 "Batch Taobao", §7).

import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import { LISTING_CODE } from '../listing/constants.ts';
import { BATCH_ADD_PER_MINUTE } from './constants.ts';
import {
  batchAddRoute,
  batchCancelRoute,
  batchCheckImagesRoute,
  batchConfirmRoute,
  batchDeleteItemRoute,
  batchDeleteRoute,
  batchEditImagesRoute,
  batchEditTitleRoute,
  batchListRoute,
  batchPrecheckRoute,
  batchProgressRoute,
  batchSaveChooseRoute,
  itemIdsOfVidsRoute,
} from './routes.ts';
import {
  batchAdded,
  batchesDeleted,
  batchIdInput,
  batchIdsInput,
  batchImageCheck,
  batchImagesInput,
  batchItemEdited,
  batchItemInput,
  batchItemStatuses,
  batchItemsInput,
  batchPrecheckResult,
  batchState,
  batchStatusState,
  batchTitleInput,
  batchToolChoice,
  batchToolInput,
  itemIdsOfVids,
  itemVidsInput,
} from './schemas.ts';

const noBatch = { [CODE.notFound]: 'no such batch of yours' };
/** A batch's items can be changed only before it is confirmed. */
const notDraft = { [LISTING_CODE.refused]: 'the batch is confirmed already (or the item is not in it)' };
const example = { batchId: 'b7Qm2xZk9LpA' };

export const batchPrecheck = defineCall({
  ...batchPrecheckRoute,
  input: batchItemsInput,
  data: batchPrecheckResult,
  signIn: true,
  codes: { [LISTING_CODE.refused]: 'no available platform (message says so)' },
  example: { itemVidList: [1, 2, 3], channelId: 18 },
});
export const batchSaveChoose = defineCall({
  ...batchSaveChooseRoute,
  input: batchToolInput,
  data: batchToolChoice,
  signIn: true,
  example: { toolId: 1 },
});
export const batchAdd = defineCall({
  ...batchAddRoute,
  input: batchItemsInput,
  data: batchAdded,
  signIn: true,
  perMinute: BATCH_ADD_PER_MINUTE,
  codes: {
    [LISTING_CODE.refused]: 'no available platform, or none of the items can be listed (message says which)',
  },
  example: { itemVidList: [1, 2, 3], channelId: 18 },
});
export const batchList = defineCall({
  ...batchListRoute,
  input: batchIdInput,
  data: batchState,
  signIn: true,
  codes: noBatch,
  example,
});
export const batchEditTitle = defineCall({
  ...batchEditTitleRoute,
  input: batchTitleInput,
  data: batchItemEdited,
  signIn: true,
  codes: { ...noBatch, ...notDraft },
  example: { ...example, itemId: 1, title: 'Loose knit cardigan, autumn' },
});
export const batchEditImages = defineCall({
  ...batchEditImagesRoute,
  input: batchImagesInput,
  data: batchItemEdited,
  signIn: true,
  codes: { ...noBatch, ...notDraft },
  example: { ...example, itemId: 1, imageUrls: ['/storage/items/1/a_800.jpg'] },
});
export const batchConfirm = defineCall({
  ...batchConfirmRoute,
  input: batchIdInput,
  data: batchStatusState,
  signIn: true,
  codes: {
    ...noBatch,
    [LISTING_CODE.refused]: 'the platform shop is not authorised, or the batch has no items',
  },
  example,
});
export const batchDeleteItem = defineCall({
  ...batchDeleteItemRoute,
  input: batchItemInput,
  data: batchStatusState,
  signIn: true,
  codes: { ...noBatch, ...notDraft },
  example: { ...example, itemId: 1 },
});
export const batchDelete = defineCall({
  ...batchDeleteRoute,
  input: batchIdsInput,
  data: batchesDeleted,
  signIn: true,
  example: { batchIds: ['b7Qm2xZk9LpA'] },
});
export const batchCancel = defineCall({
  ...batchCancelRoute,
  input: batchIdInput,
  data: batchStatusState,
  signIn: true,
  codes: noBatch,
  example,
});
export const batchProgressCall = defineCall({
  ...batchProgressRoute,
  input: batchIdInput,
  data: batchItemStatuses,
  signIn: true,
  codes: noBatch,
  example,
});
export const batchCheckImages = defineCall({
  ...batchCheckImagesRoute,
  input: batchIdInput,
  data: batchImageCheck,
  signIn: true,
  codes: noBatch,
  example,
});

export const itemIdsOfVidsCall = defineCall({
  ...itemIdsOfVidsRoute,
  input: itemVidsInput,
  data: itemIdsOfVids,
  signIn: true,
  example: { vids: '10000017,10000035' },
});
