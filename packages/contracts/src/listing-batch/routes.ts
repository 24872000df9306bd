// listing, batch uploads: the calls as the browser makes them, zod-free (decision 005).
import { defineRoute } from '../route.ts';
import type {
  BatchAdded,
  BatchesDeleted,
  BatchIdInput,
  BatchIdsInput,
  BatchImageCheck,
  BatchImagesInput,
  BatchItemEdited,
  BatchItemInput,
  BatchItemStatuses,
  BatchItemsInput,
  BatchPrecheckResult,
  BatchState,
  BatchStatusState,
  BatchTitleInput,
  BatchToolChoice,
  BatchToolInput,
  ItemIdsOfVids,
  ItemVidsInput,
} from './schemas.ts';

// Spec 2 §7; the progress call, which the spec leaves unnamed, is chosen here (issue 14 point 4).
const TASK = '/apic/multiupload/taobao/task';
export const batchPrecheckRoute = defineRoute<BatchItemsInput, BatchPrecheckResult>(
  'POST',
  '/apic/v2/itemupload/multiupload/precheck',
);
export const batchSaveChooseRoute = defineRoute<BatchToolInput, BatchToolChoice>(
  'POST',
  '/apic/v2/itemupload/multiupload/saveChoose',
);
export const batchAddRoute = defineRoute<BatchItemsInput, BatchAdded>('POST', `${TASK}/add`);
export const batchListRoute = defineRoute<BatchIdInput, BatchState>('POST', `${TASK}/list4Uploading`);
export const batchEditTitleRoute = defineRoute<BatchTitleInput, BatchItemEdited>('POST', `${TASK}/editTitle`);
export const batchEditImagesRoute = defineRoute<BatchImagesInput, BatchItemEdited>(
  'POST',
  `${TASK}/editMultiUploadImageData`,
);
export const batchConfirmRoute = defineRoute<BatchIdInput, BatchStatusState>('POST', `${TASK}/confirm`);
export const batchDeleteItemRoute = defineRoute<BatchItemInput, BatchStatusState>('POST', `${TASK}/delete`);
export const batchDeleteRoute = defineRoute<BatchIdsInput, BatchesDeleted>('POST', `${TASK}/batchDelete`);
export const batchCancelRoute = defineRoute<BatchIdInput, BatchStatusState>('POST', `${TASK}/cancel`);
export const batchCheckImagesRoute = defineRoute<BatchIdInput, BatchImageCheck>(
  'GET',
  `${TASK}/checkBatchImage`,
);
export const batchProgressRoute = defineRoute<BatchIdInput, BatchItemStatuses>('GET', `${TASK}/progress`);

/**
 * The item ids behind the upload page's vids: the batch calls take item ids (spec 2 §7 names
 * getItemVidsByIds for the other way; this direction is chosen here, issue 14).
 */
export const itemIdsOfVidsRoute = defineRoute<ItemVidsInput, ItemIdsOfVids>(
  'GET',
  '/item/query/getItemIdsByVids',
);

/** The batch confirmation page (spec 2 §2). */
export const batchCheckPath = (batchId: string) => `/upload/bat/item/check/${encodeURIComponent(batchId)}`;
