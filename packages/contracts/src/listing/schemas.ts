// listing: the zod schemas of the calls' inputs and answers, and their types (spec 2 §3, §7).

import { z } from 'zod';
import { pageInput } from '../call.ts';
import { id } from '../ids.ts';
import {
  BATCH_PLATFORM_ID,
  CROP_IMAGE_MAX_BYTES,
  FACE_BUTTON,
  JPEG_DATA_URL,
  LISTING_CHANNELS,
  LISTING_SYNC_NOTE,
  LISTING_TOOL_IDS,
  MAIN_IMAGES_CHECKED,
  MARKUP_ADD_MAX,
  MARKUP_MULTIPLIER_MAX,
  MARKUP_ROUNDING,
  UNCHECK_RECORD,
  UPLOAD_STATUS,
  UPLOAD_WAYS,
} from './constants.ts';

const itemId = id;
const channel = z.enum(LISTING_CHANNELS, {
  message: `channel must be one of ${LISTING_CHANNELS.join(', ')}`,
});

export const channelInput = z.object({ channel });
export type ChannelInput = z.input<typeof channelInput>;

export const authoriseAddress = z.object({ url: z.string() });
export type AuthoriseAddress = z.output<typeof authoriseAddress>;

/** The shop's authorisation of a platform (Taobao unless `channel` names another: decision 072). */
export const accessTokenInput = z.object({
  tbToolId: id.optional(),
  channel: channel.default('taobao'),
});
export type AccessTokenInput = z.input<typeof accessTokenInput>;

/**
 * The Taobao shop's authorisation as spec 2 §3 "Taobao token result" names it, without access_token:
 * the token stays on the server (issue 14), and `authorised` says whether there is one at all.
 */
export const shopAuthorisation = z.object({
  authorised: z.boolean(),
  is_expire: z.boolean(),
  taobao_user_nick: z.string(),
  /** The authorised shop's name, which the pages say on the way back from the authorisation (decision 072). */
  shop_name: z.string(),
  template_json: z.object({ imageCropRatio: z.enum(['1', '3:4']) }),
});
export type ShopAuthorisation = z.output<typeof shopAuthorisation>;

export const identificationInput = z.object({ channel: channel.default('taobao') });
export type IdentificationInput = z.input<typeof identificationInput>;
export const identificationState = z.object({
  needVerification: z.boolean(),
  verificationUrl: z.string().nullable(),
});
export type IdentificationState = z.output<typeof identificationState>;

/**
 * The direct upload (spec 2 §3 "Direct upload request"); the shop's token is the server's own. `market`
 * is 'taobao' in the spec; every platform takes the same push (decision 072).
 */
export const directUploadInput = z.object({
  itemId,
  market: z
    .enum(LISTING_CHANNELS, { message: `market must be one of ${LISTING_CHANNELS.join(', ')}` })
    .default('taobao'),
  unCheckRecord: z
    .enum([UNCHECK_RECORD.listAgain, UNCHECK_RECORD.check], { message: "unCheckRecord must be '1' or '2'" })
    .default(UNCHECK_RECORD.check),
  btn: z.coerce
    .number()
    .pipe(
      z.union([z.literal(FACE_BUTTON.initial), z.literal(FACE_BUTTON.afterVerification)], {
        message: `btn must be ${FACE_BUTTON.initial} or ${FACE_BUTTON.afterVerification}`,
      }),
    )
    .default(FACE_BUTTON.initial),
  /** Cropped main pictures, in our storage (checked by the server); at most the first 5 are used. */
  imageUrls: z
    .array(z.string().max(2000), { message: 'imageUrls must be a list of addresses' })
    .min(1, 'imageUrls must name at least one picture')
    .max(MAIN_IMAGES_CHECKED, `imageUrls: at most ${MAIN_IMAGES_CHECKED} pictures`)
    .optional(),
  splitTooLongDesc: z.boolean().optional(),
  wwNickname: z.string().max(100).optional(),
});
export type DirectUploadInput = z.input<typeof directUploadInput>;

const mainImageProblem = z.object({
  index: z.number(),
  width: z.number(),
  height: z.number(),
  reason: z.enum(['ratio', 'too-small']),
});

/** Each code's fields (spec 2 §3 "Response"); those a code does not use are absent. */
export const directUploadResult = z.object({
  toItemId: z.string().optional(),
  uploadTime: z.string().optional(),
  itemUrl: z.string().optional(),
  droppedDescriptionImages: z.number().optional(),
  needVerification: z.boolean().optional(),
  verificationUrl: z.string().optional(),
  height: z.number().optional(),
  maxHeight: z.number().optional(),
  fittingImages: z.number().optional(),
  imageCropRatio: z.string().optional(),
  images: z.array(mainImageProblem).optional(),
  url: z.string().optional(),
});
export type DirectUploadResult = z.output<typeof directUploadResult>;

/** The buyer's markup rule for one platform: price = cost x multiplier + add, then rounded. */
export const markupRule = z.object({
  channel,
  multiplier: z.coerce
    .number({ message: 'multiplier must be a number' })
    .positive('multiplier must be positive')
    .max(MARKUP_MULTIPLIER_MAX, `multiplier must be at most ${MARKUP_MULTIPLIER_MAX}`),
  add: z.coerce
    .number({ message: 'add must be a number' })
    .min(0, 'add must not be negative')
    .max(MARKUP_ADD_MAX, `add must be at most ${MARKUP_ADD_MAX}`)
    .default(0),
  rounding: z
    .enum(MARKUP_ROUNDING, { message: `rounding must be one of ${MARKUP_ROUNDING.join(', ')}` })
    .default('none'),
});
export type MarkupRuleInput = z.input<typeof markupRule>;
export type MarkupRule = z.output<typeof markupRule>;
export const markupRules = z.object({ rules: z.array(markupRule) });
export type MarkupRules = z.output<typeof markupRules>;

/** The history's filters: a platform and a result; absent (or empty) means all. */
export const historyFilters = {
  channel: z.preprocess((value) => (value === '' ? undefined : value), channel.optional()),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(UPLOAD_STATUS, { message: `status must be one of ${UPLOAD_STATUS.join(', ')}` }).optional(),
  ),
};
export const uploadHistoryInput = z.object({ ...pageInput, ...historyFilters });
export type UploadHistoryInput = z.input<typeof uploadHistoryInput>;

export const uploadRecord = z.object({
  id: z.number(),
  itemId: z.number(),
  title: z.string(),
  channel: z.string(),
  shopName: z.string(),
  status: z.enum(UPLOAD_STATUS),
  toItemId: z.string().nullable(),
  uploadTime: z.string(),
  failureReason: z.string().nullable(),
  /**
   * The last sync of the listing with the stall (decision 057), or null when none changed it yet: what it
   * did, when, the listing's price then (fen), and how many of its SKUs are sold out (stock 0).
   */
  sync: z
    .object({
      note: z.enum(LISTING_SYNC_NOTE),
      at: z.string(),
      priceCents: z.number().nullable(),
      soldOutSkus: z.number(),
    })
    .nullable(),
});
export type UploadRecord = z.output<typeof uploadRecord>;
export const uploadHistoryPage = z.object({ total: z.number(), list: z.array(uploadRecord) });
export type UploadHistoryPage = z.output<typeof uploadHistoryPage>;

export const uploadRecordIdInput = z.object({
  id,
});
export type UploadRecordIdInput = z.input<typeof uploadRecordIdInput>;
export const deletedState = z.object({ deleted: z.boolean() });
export type DeletedState = z.output<typeof deletedState>;

export const existRecordInput = z.object({ itemId });
export type ExistRecordInput = z.input<typeof existRecordInput>;
/** Per platform the buyer listed the item on: whether, and when last. */
export const existRecordState = z.object({
  exist: z.boolean(),
  channels: z.array(z.object({ channel: z.string(), toItemId: z.string(), uploadTime: z.string() })),
});
export type ExistRecordState = z.output<typeof existRecordState>;

export const precheckInput = z.object({ itemId });
export type PrecheckInput = z.input<typeof precheckInput>;

const tool = z.object({
  toolId: z.number(),
  name: z.string(),
  toolFreeTry: z.boolean(),
  isDefaultTool: z.boolean(),
  supportChannelList: z.array(z.number()),
});
const uploadChannel = z.object({
  channelCode: z.string(),
  channelId: z.number(),
  name: z.string(),
  isDefaultChannel: z.boolean(),
  toolList: z.array(tool),
});
const unableChannel = z.object({ channelKey: z.string(), reason: z.string(), bubbleMsg: z.string() });

/** The upload drawer's precheck (spec 2 §3 "Precheck response"): the platforms, their tools and defaults. */
/** A platform's remembered choice (decision 072): the tool, and Taobao's way with Stallhub's own tool. */
export const rememberedChoice = z.object({
  channel,
  toolId: z.number(),
  way: z.enum(UPLOAD_WAYS).nullable(),
});
export type RememberedChoiceState = z.output<typeof rememberedChoice>;
export const rememberedChoices = z.object({ choices: z.array(rememberedChoice) });
export type RememberedChoices = z.output<typeof rememberedChoices>;

export const precheckResult = z.object({
  imgs: z.array(z.string()),
  /** The item detail field of spec 2 §3, here too so an item card's box can warn before a Douyin push. */
  systemRecognizeLogoFlag: z.boolean(),
  userUploadConfigTb: z.object({ enableImageCrop: z.boolean() }),
  earlyWarningTips: z.string(),
  uploadConf: z.object({ earlyWarningTips: z.string(), unableChannels: z.array(unableChannel) }),
  uploadChannelList: z.array(uploadChannel),
  /** The buyer's remembered choices (decision 072): a page adopts them, so they hold on this device too. */
  rememberedChoices: z.array(rememberedChoice).optional(),
});
export type PrecheckResult = z.output<typeof precheckResult>;

export const saveChooseInput = z.object({
  channelId: z.coerce
    .number({ message: 'channelId must be a number' })
    .refine(
      (id) => Object.values(BATCH_PLATFORM_ID).includes(id),
      'channelId must be a platform id of spec 2 §9',
    ),
  toolId: z.coerce
    .number({ message: 'toolId must be a number' })
    .refine((id) => (LISTING_TOOL_IDS as readonly number[]).includes(id), 'toolId must be 1 or 4'),
  /**
   * "Remember my choice" (decision 072): true keeps the platform's tool (and Taobao's way) for the buyer
   * on every device, false forgets it; absent, only the drawer's last choice is saved (spec 2 §7).
   */
  remember: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
      message: 'remember must be true or false',
    })
    .transform((value) => value === true || value === 'true' || value === '1')
    .optional(),
  way: z.enum(UPLOAD_WAYS, { message: `way must be one of ${UPLOAD_WAYS.join(', ')}` }).optional(),
});
export type SaveChooseInput = z.input<typeof saveChooseInput>;

export const savedChoice = z.object({ channelId: z.number(), toolId: z.number() });
export type SavedChoice = z.output<typeof savedChoice>;

/** v2 precheck: the platforms the item can go to now (spec 2 §7 "available platforms"). */
export const availableChannels = z.object({
  uploadChannelList: z.array(uploadChannel),
});
export type AvailableChannels = z.output<typeof availableChannels>;

/** The buyer's authorised shops, one per platform, without any token (spec 2 §7 user-auth). */
export const userAuthState = z.object({
  shops: z.array(
    z.object({
      channel: z.string(),
      channelId: z.number(),
      shopName: z.string(),
      sellerNick: z.string(),
      isExpire: z.boolean(),
    }),
  ),
});
export type UserAuthState = z.output<typeof userAuthState>;

export const cropUploadInput = z.object({
  image: z
    .string({ message: 'image must be a JPEG data URL' })
    .startsWith(JPEG_DATA_URL, 'image must be a JPEG data URL')
    .max(JPEG_DATA_URL.length + Math.ceil((CROP_IMAGE_MAX_BYTES * 4) / 3) + 4, 'image is too large'),
  ratio: z.enum(['1', '3:4'], { message: "ratio must be '1' or '3:4'" }).default('1'),
});
export type CropUploadInput = z.input<typeof cropUploadInput>;
export const cropUploadResult = z.object({ url: z.string() });
export type CropUploadResult = z.output<typeof cropUploadResult>;
