// listing: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  AccessTokenInput,
  AuthoriseAddress,
  AvailableChannels,
  ChannelInput,
  CropUploadInput,
  CropUploadResult,
  DeletedState,
  DirectUploadInput,
  DirectUploadResult,
  ExistRecordInput,
  ExistRecordState,
  IdentificationInput,
  IdentificationState,
  MarkupRuleInput,
  MarkupRules,
  PrecheckInput,
  PrecheckResult,
  RememberedChoices,
  SaveChooseInput,
  SavedChoice,
  ShopAuthorisation,
  UploadHistoryInput,
  UploadHistoryPage,
  UploadRecordIdInput,
  UserAuthState,
} from './schemas.ts';

// Spec 2 §7; the paths it leaves unnamed (authorise, markup) are chosen here (issue 14).
export const shopAuthoriseRoute = defineRoute<ChannelInput, AuthoriseAddress>(
  'GET',
  '/apic/listing/authorise',
);
export const accessTokenRoute = defineRoute<AccessTokenInput, ShopAuthorisation>(
  'GET',
  '/apic/uploadRecord/getAccessToken',
);
export const identificationRoute = defineRoute<IdentificationInput, IdentificationState>(
  'POST',
  '/apic/isNeedIdentification',
);
export const directUploadRoute = defineRoute<DirectUploadInput, DirectUploadResult>(
  'POST',
  '/apic/v2/itemupload/taobao',
);
export const markupRulesRoute = defineRoute<Record<string, never>, MarkupRules>(
  'GET',
  '/apic/listing/markup',
);
export const markupSaveRoute = defineRoute<MarkupRuleInput, MarkupRules>('POST', '/apic/listing/markup/save');
export const uploadHistoryRoute = defineRoute<UploadHistoryInput, UploadHistoryPage>(
  'POST',
  '/apic/user/favoriteUpload/list',
);
export const uploadRecordDeleteRoute = defineRoute<UploadRecordIdInput, DeletedState>(
  'POST',
  '/apic/user/favoriteUpload/delete',
);
export const existRecordRoute = defineRoute<ExistRecordInput, ExistRecordState>(
  'GET',
  '/apic/user/favoriteUpload/existRecord',
);
export const precheckRoute = defineRoute<PrecheckInput, PrecheckResult>(
  'POST',
  '/apic/v3/itemupload/precheck',
);
export const saveChooseRoute = defineRoute<SaveChooseInput, SavedChoice>(
  'POST',
  '/apic/v3/itemupload/saveChoose',
);
/** The buyer's remembered choices, platform by platform (decision 072; a path the spec does not name). */
export const rememberedChoicesRoute = defineRoute<Record<string, never>, RememberedChoices>(
  'GET',
  '/apic/listing/choices',
);
export const precheckV2Route = defineRoute<PrecheckInput, AvailableChannels>(
  'POST',
  '/apic/v2/itemupload/precheck',
);
export const userAuthRoute = defineRoute<Record<string, never>, UserAuthState>(
  'GET',
  '/apic/v1/itemupload/user-auth',
);

/** Path ours: spec 2 keeps the cropped picture's upload unnamed (decision 043). */
export const cropUploadRoute = defineRoute<CropUploadInput, CropUploadResult>(
  'POST',
  '/apic/listing/crop/upload',
);
