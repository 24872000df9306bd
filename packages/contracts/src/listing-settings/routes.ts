// listing: the upload settings and history calls as the browser makes them, zod-free (decision 005).

import type { UploadHistoryInput, UploadHistoryPage } from '../listing/schemas.ts';
import { defineRoute } from '../route.ts';
import type {
  FailedExportIdInput,
  FailedExportInput,
  FailedExportResult,
  FailedExportStarted,
  RemovedState,
  ShopRemoveInput,
  UploadSettings,
  UploadSettingsInput,
} from './schemas.ts';

// Spec 2 §2 names the settings page, not its calls: these paths are chosen here (issue 14).
export const uploadSettingsRoute = defineRoute<Record<string, never>, UploadSettings>(
  'GET',
  '/apic/listing/settings',
);
export const uploadSettingsSaveRoute = defineRoute<UploadSettingsInput, UploadSettings>(
  'POST',
  '/apic/listing/settings/save',
);
export const shopRemoveRoute = defineRoute<ShopRemoveInput, RemovedState>(
  'POST',
  '/apic/listing/shop/remove',
);
export const failedExportRoute = defineRoute<FailedExportInput, FailedExportStarted>(
  'POST',
  '/apic/user/favoriteUpload/exportFailRecords',
);
export const failedExportResultRoute = defineRoute<FailedExportIdInput, FailedExportResult>(
  'POST',
  '/apic/user/favoriteUpload/getExportResult',
);
export const userCentreUploadListRoute = defineRoute<UploadHistoryInput, UploadHistoryPage>(
  'POST',
  '/apic/userCenter/item/uploadList',
);
