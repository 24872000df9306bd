// listing: the upload settings page's and the upload history page's calls (spec 2 §2, §7; issue 14).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import { uploadHistoryInput, uploadHistoryPage } from '../listing/schemas.ts';
import {
  failedExportResultRoute,
  failedExportRoute,
  shopRemoveRoute,
  uploadSettingsRoute,
  uploadSettingsSaveRoute,
  userCentreUploadListRoute,
} from './routes.ts';
import {
  failedExportIdInput,
  failedExportInput,
  failedExportResult,
  failedExportStarted,
  removedState,
  shopRemoveInput,
  uploadSettings,
  uploadSettingsInput,
} from './schemas.ts';

export const getUploadSettings = defineCall({
  ...uploadSettingsRoute,
  input: z.object({}),
  data: uploadSettings,
  signIn: true,
  example: {},
});
export const saveUploadSettings = defineCall({
  ...uploadSettingsSaveRoute,
  input: uploadSettingsInput,
  data: uploadSettings,
  signIn: true,
  example: { enableImageCrop: true, titlePrefix: '2026新款', titleSuffix: '包邮', removedWords: ['档口'] },
});
/** Forgets the buyer's authorised shop on a platform: its tokens are deleted with it. */
export const removeShop = defineCall({
  ...shopRemoveRoute,
  input: shopRemoveInput,
  data: removedState,
  signIn: true,
  codes: { [CODE.notFound]: 'no shop of that platform is authorised' },
  example: { channel: 'taobao' },
});
/** Starts the export of the buyer's failed records; getExportResult says when the file is ready. */
export const exportFailedRecords = defineCall({
  ...failedExportRoute,
  input: failedExportInput,
  data: failedExportStarted,
  signIn: true,
  example: { channel: 'taobao' },
});
export const failedExportStatus = defineCall({
  ...failedExportResultRoute,
  input: failedExportIdInput,
  data: failedExportResult,
  signIn: true,
  codes: { [CODE.notFound]: 'no such export of this buyer' },
  example: { exportId: '00000000-0000-4000-8000-000000000000' },
});
/** The user centre's "my uploads" (spec 2 §7 userCenter uploadList): the history's records, listed only. */
export const userCentreUploadList = defineCall({
  ...userCentreUploadListRoute,
  input: uploadHistoryInput,
  data: uploadHistoryPage,
  signIn: true,
  example: { page: 1, pageSize: 10 },
});
