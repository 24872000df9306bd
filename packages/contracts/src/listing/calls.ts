// listing: the calls, each its route joined with its input and answer schemas (spec 2 §7).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import { CROP_UPLOADS_PER_MINUTE, JPEG_DATA_URL, LISTING_CODE } from './constants.ts';
import {
  accessTokenRoute,
  cropUploadRoute,
  directUploadRoute,
  existRecordRoute,
  identificationRoute,
  markupRulesRoute,
  markupSaveRoute,
  precheckRoute,
  precheckV2Route,
  rememberedChoicesRoute,
  saveChooseRoute,
  shopAuthoriseRoute,
  uploadHistoryRoute,
  uploadRecordDeleteRoute,
  userAuthRoute,
} from './routes.ts';
import {
  accessTokenInput,
  authoriseAddress,
  availableChannels,
  channelInput,
  cropUploadInput,
  cropUploadResult,
  deletedState,
  directUploadInput,
  directUploadResult,
  existRecordInput,
  existRecordState,
  identificationInput,
  identificationState,
  markupRule,
  markupRules,
  precheckInput,
  precheckResult,
  rememberedChoices,
  saveChooseInput,
  savedChoice,
  shopAuthorisation,
  uploadHistoryInput,
  uploadHistoryPage,
  uploadRecordIdInput,
  userAuthState,
} from './schemas.ts';

const noShop = {
  [LISTING_CODE.refused]: 'no shop of that platform is authorised (or the platform is not offered)',
};

export const shopAuthorise = defineCall({
  ...shopAuthoriseRoute,
  input: channelInput,
  data: authoriseAddress,
  signIn: true,
  codes: { [LISTING_CODE.refused]: 'the platform is not offered by this deployment' },
  example: { channel: 'taobao' },
});
/**
 * Spec 2 §3 answers access_token here; Stallhub never sends a platform token to a browser (issue 14,
 * decision 042), so the answer says whether a usable grant exists instead.
 */
export const taobaoAccessToken = defineCall({
  ...accessTokenRoute,
  input: accessTokenInput,
  data: shopAuthorisation,
  signIn: true,
  example: { tbToolId: 1 },
});
export const needIdentification = defineCall({
  ...identificationRoute,
  input: identificationInput,
  data: identificationState,
  signIn: true,
  codes: noShop,
  example: { channel: 'taobao' },
});
export const taobaoDirectUpload = defineCall({
  ...directUploadRoute,
  input: directUploadInput,
  data: directUploadResult,
  signIn: true,
  codes: {
    [LISTING_CODE.alreadyUploaded]:
      'uploaded before: toItemId and uploadTime; send unCheckRecord 1 to list again',
    [LISTING_CODE.refused]:
      'no authorised Taobao shop, a custom-made item, or an item off shelf (message says which)',
    [LISTING_CODE.descriptionTooTall]:
      'the description is too tall: height, maxHeight, fittingImages; retry with splitTooLongDesc',
    [LISTING_CODE.mainImagesRefused]: 'main pictures refused (ratio or size): crop them and send imageUrls',
    [LISTING_CODE.imageUnreadable]: 'the platform could not read a picture (url)',
    [LISTING_CODE.imageSpaceFull]: "the shop's image space is full",
    [CODE.notFound]: 'no such item',
  },
  example: { itemId: 1, market: 'taobao', unCheckRecord: '2', btn: 2 },
});
export const listMarkupRules = defineCall({
  ...markupRulesRoute,
  input: z.object({}),
  data: markupRules,
  signIn: true,
  example: {},
});
export const saveMarkupRule = defineCall({
  ...markupSaveRoute,
  input: markupRule,
  data: markupRules,
  signIn: true,
  example: { channel: 'taobao', multiplier: 1.8, add: 5, rounding: 'nine' },
});
export const listUploadHistory = defineCall({
  ...uploadHistoryRoute,
  input: uploadHistoryInput,
  data: uploadHistoryPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
export const deleteUploadRecord = defineCall({
  ...uploadRecordDeleteRoute,
  input: uploadRecordIdInput,
  data: deletedState,
  signIn: true,
  example: { id: 1 },
});
export const uploadExistRecord = defineCall({
  ...existRecordRoute,
  input: existRecordInput,
  data: existRecordState,
  signIn: true,
  example: { itemId: 1 },
});
export const uploadPrecheck = defineCall({
  ...precheckRoute,
  input: precheckInput,
  data: precheckResult,
  signIn: true,
  codes: { [CODE.notFound]: 'no such item' },
  example: { itemId: 1 },
});
/** Remembers the buyer's platform and tool: the drawer preselects them next time (spec 2 §4 "Upload drawer"). */
export const saveUploadChoice = defineCall({
  ...saveChooseRoute,
  input: saveChooseInput,
  data: savedChoice,
  signIn: true,
  example: { channelId: 5, toolId: 1 },
});
export const listRememberedChoices = defineCall({
  ...rememberedChoicesRoute,
  input: z.object({}),
  data: rememberedChoices,
  signIn: true,
  example: {},
});
export const uploadPrecheckV2 = defineCall({
  ...precheckV2Route,
  input: precheckInput,
  data: availableChannels,
  signIn: true,
  codes: { [CODE.notFound]: 'no such item' },
  example: { itemId: 1 },
});
export const uploadUserAuth = defineCall({
  ...userAuthRoute,
  input: z.object({}),
  data: userAuthState,
  signIn: true,
  example: {},
});

/**
 * Stores a cropped main picture in Stallhub's storage and answers its address, which the direct upload
 * then takes in `imageUrls` (only our storage is accepted there). JSON body.
 */
export const uploadCroppedImage = defineCall({
  ...cropUploadRoute,
  input: cropUploadInput,
  data: cropUploadResult,
  signIn: true,
  perMinute: CROP_UPLOADS_PER_MINUTE,
  example: { image: `${JPEG_DATA_URL}/9j/4AAQSkZJRgABAQ==`, ratio: '1' },
});
