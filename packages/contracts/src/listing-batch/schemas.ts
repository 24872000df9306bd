// listing, batch uploads: the zod schemas of the multiupload precheck and the batch task calls (spec 2 §7).

import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { id } from '../ids.ts';
import {
  BATCH_PLATFORM_ID,
  CROP_MINIMUM,
  LISTING_TOOL_IDS,
  MAIN_IMAGES_CHECKED,
} from '../listing/constants.ts';
import { BATCH_ITEM_STATUS, BATCH_MAX_ITEMS, BATCH_STATUS, BATCH_TITLE_MAX } from './constants.ts';

const platformIds = Object.values(BATCH_PLATFORM_ID);

/** Item ids as a list or as "1,2,3" (spec 2 §7 itemVidList), 1 to 200 of them, each once. */
const itemVidList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z
    .array(id, { message: 'itemVidList must be a list of item ids' })
    .min(1, 'itemVidList must name at least one item')
    .max(BATCH_MAX_ITEMS, `itemVidList: at most ${BATCH_MAX_ITEMS} items in a batch`)
    .transform((ids) => [...new Set(ids)]),
);
const channelId = z.coerce
  .number({ message: 'channelId must be a number' })
  .refine((id) => platformIds.includes(id), `channelId must be one of ${platformIds.join(', ')}`);
const batchId = z
  .string({ message: 'batchId is required' })
  .regex(/^[A-Za-z0-9_-]{8,40}$/, 'batchId is not a batch id');
/** The language of the answer's messages (else the lang cookie). */
const lang = z.enum(LANGUAGES).optional();
const itemId = id;

export const batchItemsInput = z.object({ itemVidList, channelId, lang });

/** Item vids as pages show them (the upload page's `vids`), 1 to 200, each once. */
export const itemVidsInput = z.object({
  vids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,20}$/, 'vids must be item vids'),
        {
          message: 'vids must be a list of item vids',
        },
      )
      .min(1, 'vids must name at least one item')
      .max(BATCH_MAX_ITEMS, `vids: at most ${BATCH_MAX_ITEMS} items`)
      .transform((vids) => [...new Set(vids)]),
  ),
});
export type ItemVidsInput = z.input<typeof itemVidsInput>;
/** Each vid that names an item, with the item's id, in the order asked; unknown vids are left out. */
export const itemIdsOfVids = z.object({ items: z.array(z.object({ vid: z.string(), itemId: z.number() })) });
export type ItemIdsOfVids = z.output<typeof itemIdsOfVids>;
export type BatchItemsInput = z.input<typeof batchItemsInput>;

/** An item of the Douyin confirm dialog (spec 2 §2 dialog 7); discountPrice with 2 decimals. */
export const batchCheckedItem = z.object({
  vid: z.number(),
  /** The item's stall is one the buyer blocked (spec 2 §3 isBlock): a single push asks first. */
  isBlock: z.boolean(),
  indexImageUrl: z.string(),
  title: z.string(),
  discountPrice: z.string(),
  errorMessage: z.string(),
  errorMessageDetail: z.array(z.string()),
});
export type BatchCheckedItem = z.output<typeof batchCheckedItem>;

/**
 * The multiupload precheck (spec 2 §3 "Batch precheck result"): tbAuthType, the tool chosen last for
 * batches (null: none yet), the risky items the buyer may still pick (errorItemList), the safe ones
 * (normalItemList), and the items no platform takes (unableItemList: custom-made, off shelf, unknown).
 */
export const batchPrecheckResult = z.object({
  tbAuthType: z.number(),
  lastChooseToolId: z.number().nullable(),
  normalItemList: z.array(batchCheckedItem),
  errorItemList: z.array(batchCheckedItem),
  unableItemList: z.array(z.object({ vid: z.number(), errorMessage: z.string() })),
});
export type BatchPrecheckResult = z.output<typeof batchPrecheckResult>;

export const batchToolInput = z.object({
  lang,
  toolId: z.coerce
    .number({ message: 'toolId must be a number' })
    .refine((id) => (LISTING_TOOL_IDS as readonly number[]).includes(id), 'toolId must be 1 or 4'),
});
export type BatchToolInput = z.input<typeof batchToolInput>;
export const batchToolChoice = z.object({ toolId: z.number() });
export type BatchToolChoice = z.output<typeof batchToolChoice>;

export const batchAdded = z.object({
  batchId: z.string(),
  itemCount: z.number(),
  unableItemList: z.array(z.object({ vid: z.number(), errorMessage: z.string() })),
});
export type BatchAdded = z.output<typeof batchAdded>;

export const batchIdInput = z.object({ batchId, lang });
export type BatchIdInput = z.input<typeof batchIdInput>;
export const batchIdsInput = z.object({
  lang,
  batchIds: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z
      .array(batchId, { message: 'batchIds must be a list of batch ids' })
      .min(1, 'batchIds must name at least one batch')
      .max(100, 'batchIds: at most 100 batches at once'),
  ),
});
export type BatchIdsInput = z.input<typeof batchIdsInput>;
export const batchItemInput = z.object({ batchId, itemId, lang });
export type BatchItemInput = z.input<typeof batchItemInput>;

export const batchTitleInput = z.object({
  lang,
  batchId,
  itemId,
  title: z
    .string({ message: 'title is required' })
    .trim()
    .min(1, 'title must not be empty')
    .max(BATCH_TITLE_MAX, `title: at most ${BATCH_TITLE_MAX} characters`),
});
export type BatchTitleInput = z.input<typeof batchTitleInput>;

export const batchImagesInput = z.object({
  lang,
  batchId,
  itemId,
  imageUrls: z
    .array(z.string().max(2000), { message: 'imageUrls must be a list of addresses' })
    .min(1, 'imageUrls must name at least one picture')
    .max(MAIN_IMAGES_CHECKED, `imageUrls: at most ${MAIN_IMAGES_CHECKED} pictures`),
});
export type BatchImagesInput = z.input<typeof batchImagesInput>;

/** done (listed), failed, waiting (not yet pushed or under way), cancelled, of total. */
export const batchProgress = z.object({
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  waiting: z.number(),
  cancelled: z.number(),
});
export type BatchProgress = z.output<typeof batchProgress>;

export const batchItem = z.object({
  vid: z.number(),
  title: z.string(),
  /** The item's own title, when the buyer edited the one pushed. */
  originalTitle: z.string(),
  imageUrls: z.array(z.string()),
  status: z.enum(BATCH_ITEM_STATUS),
  toItemId: z.string().nullable(),
  errorCode: z.number().nullable(),
  errorMessage: z.string().nullable(),
});
export type BatchItem = z.output<typeof batchItem>;

export const batchState = z.object({
  batchId: z.string(),
  channel: z.string(),
  channelId: z.number(),
  shopName: z.string().nullable(),
  status: z.enum(BATCH_STATUS),
  createdAt: z.string(),
  progress: batchProgress,
  items: z.array(batchItem),
});
export type BatchState = z.output<typeof batchState>;

export const batchStatusState = z.object({ status: z.enum(BATCH_STATUS), progress: batchProgress });
export type BatchStatusState = z.output<typeof batchStatusState>;
export const batchItemStatuses = batchStatusState.extend({
  items: z.array(
    batchItem.pick({ vid: true, status: true, toItemId: true, errorCode: true, errorMessage: true }),
  ),
});
export type BatchItemStatuses = z.output<typeof batchItemStatuses>;
export const batchesDeleted = z.object({ deleted: z.number() });
export type BatchesDeleted = z.output<typeof batchesDeleted>;
export const batchItemEdited = z.object({ item: batchItem });
export type BatchItemEdited = z.output<typeof batchItemEdited>;

/**
 * checkBatchImage (spec 2 §7): the batch items whose first 5 main pictures, as the batch will send them,
 * break the platform's picture rule (spec 2 §5), each with its offending pictures. `imageCropRatio` is
 * the shop template's (null: the platform takes any picture, and no item is answered); `enableImageCrop`
 * is the buyer's upload setting (spec 2 §4 step 3): when off, the page confirms without cropping.
 */
export const batchImageCheck = z.object({
  imageCropRatio: z.enum(Object.keys(CROP_MINIMUM) as [keyof typeof CROP_MINIMUM]).nullable(),
  enableImageCrop: z.boolean(),
  items: z.array(
    z.object({
      vid: z.number(),
      images: z.array(
        z.object({
          index: z.number(),
          url: z.string(),
          /** 0 when the stored picture could not be read. */
          width: z.number(),
          height: z.number(),
          reason: z.enum(['ratio', 'too-small', 'unreadable']),
        }),
      ),
    }),
  ),
});
export type BatchImageCheck = z.output<typeof batchImageCheck>;
export type BatchImageFault = BatchImageCheck['items'][number]['images'][number];
