// listing: the numbers and names of spec 2 §3 and §9, and the paths the spec leaves unnamed (issue 14).

/** The resale platforms Stallhub lists into through their open APIs (spec 2 §1). */
export const LISTING_CHANNELS = [
  'taobao',
  'tmall',
  'douyin',
  'pinduoduo',
  'kuaishou',
  'xiaohongshu',
] as const;
export type ListingChannel = (typeof LISTING_CHANNELS)[number];

/** Listing tools (spec 2 §9): 1 Stallhub's own, 4 a third-party application. */
export const LISTING_TOOL = { own: 1, thirdParty: 4 } as const;
export const LISTING_TOOL_IDS = [LISTING_TOOL.own, LISTING_TOOL.thirdParty] as const;

/** Platform ids of batch uploads (spec 2 §3 "Status code tables", §9). */
export const BATCH_PLATFORM_ID: Readonly<Record<ListingChannel, number>> = {
  taobao: 5,
  tmall: 6,
  pinduoduo: 13,
  kuaishou: 17,
  douyin: 18,
  xiaohongshu: 22,
};

/** Face-verification button codes (spec 2 §3, §9): 2 the first push, 102 after the seller finished. */
export const FACE_BUTTON = { initial: 2, afterVerification: 102 } as const;

/** The platforms with a main-picture rule (spec 2 §5; decision 041): the others take any picture. */
export const PICTURE_RULE_CHANNELS: readonly ListingChannel[] = ['taobao', 'tmall'];

/** Only the first 5 main pictures are checked and submitted (spec 2 §5, §9). */
export const MAIN_IMAGES_CHECKED = 5;

/** Crop minimums by the shop template's ratio (spec 2 §5, §9); '1' is the default ratio. */
export const CROP_MINIMUM = {
  '1': { width: 700, height: 700 },
  '3:4': { width: 750, height: 1000 },
} as const;
export const DEFAULT_CROP_RATIO = '1';
/** A shop template's main-picture ratio (spec 2 §3 template_json.imageCropRatio). */
export type CropRatio = keyof typeof CROP_MINIMUM;
/** Why a main picture breaks the template (decision 041): the ratio is not exact, or it is under the minimum. */
export type MainPictureFault = 'ratio' | 'too-small';

/**
 * The platform's main-picture rule (spec 2 §5, §9): the template's exact ratio, at least its minimum
 * size. Null when the picture fits. The browser's check before a direct upload, the crop store and the
 * batch picture check all ask this one function.
 */
export function mainPictureFault(width: number, height: number, ratio: CropRatio): MainPictureFault | null {
  const minimum = CROP_MINIMUM[ratio];
  if (width * minimum.height !== height * minimum.width) return 'ratio';
  if (width < minimum.width) return 'too-small';
  return null;
}

/** Custom-made items (transactionMode 2) cannot be listed in one click (spec 2 §4, §5). */
export const CUSTOM_MADE_TRANSACTION_MODE = 2;

/** The codes of a direct upload's answer besides 200 (spec 2 §4 "Direct Taobao upload", §8). */
export const LISTING_CODE = {
  alreadyUploaded: 201,
  /** Refused for a reason the message gives: no authorised shop, a custom-made item, an item off shelf. */
  refused: 209,
  descriptionTooTall: 1002,
  /** The platform refused the main pictures (ratio or size): crop them (decision 041). */
  mainImagesRefused: 1003,
  /** The platform could not read a picture (decision 041). */
  imageUnreadable: 1004,
  imageSpaceFull: 5001,
} as const;

/** unCheckRecord (spec 2 §3): '1' the buyer confirmed listing again an item uploaded before, else '2'. */
export const UNCHECK_RECORD = { listAgain: '1', check: '2' } as const;

/** Where a platform sends the seller back after shop authorisation (decision 041). */
export const shopCallbackPath = (channel: ListingChannel) => `/apic/listing/oauth/${channel}/callback`;

/** Markup rounding (issue 14 point 5): none (to the fen), up to the next .9 yuan, up to the next whole yuan. */
export const MARKUP_ROUNDING = ['none', 'nine', 'whole'] as const;
export type MarkupRounding = (typeof MARKUP_ROUNDING)[number];
export const MARKUP_MULTIPLIER_MAX = 10;
export const MARKUP_ADD_MAX = 10_000;

/** An upload's state in the history. */
export const UPLOAD_STATUS = ['listed', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[number];

/**
 * What the last sync of a listing did (issue 14 point 6, decisions 057 and 062): its price or its stock
 * brought in step with the stall, repriced by the buyer's new markup rule, delisted because the stall took
 * the item off shelf, relisted because it is back on shelf, or not synced because the shop's authorisation
 * expired, the platform refused the change, or it did not answer.
 */
export const LISTING_SYNC_NOTE = [
  'price',
  'stock',
  'markup',
  'delisted',
  'relisted',
  'shopExpired',
  'refused',
  'unavailable',
] as const;
export type ListingSyncNote = (typeof LISTING_SYNC_NOTE)[number];

/**
 * Each platform's brand in Latin letters: for logs, files and fallbacks only. Pages and server messages
 * name a platform in the reader's language through i18n (`listing.platform.{channel}`, decision 072).
 */
export const LISTING_CHANNEL_NAME: Readonly<Record<ListingChannel, string>> = {
  taobao: 'Taobao',
  tmall: 'Tmall',
  douyin: 'Douyin',
  pinduoduo: 'Pinduoduo',
  kuaishou: 'Kuaishou',
  xiaohongshu: 'Xiaohongshu',
};

/**
 * The tool preselected per platform: Stallhub's own (1) everywhere, the third-party tool (4) being the
 * explicit alternative (issue 26 point 7, decision 072). Spec 2 §4 "Tool chooser" preselected 4 for
 * Douyin, Kuaishou and Pinduoduo; tool 1 is offered for every platform (§1), so the buyer's first push
 * stays on the page instead of opening a new window.
 */
export const DEFAULT_TOOL: Readonly<Record<ListingChannel, number>> = {
  taobao: LISTING_TOOL.own,
  tmall: LISTING_TOOL.own,
  douyin: LISTING_TOOL.own,
  pinduoduo: LISTING_TOOL.own,
  kuaishou: LISTING_TOOL.own,
  xiaohongshu: LISTING_TOOL.own,
};

/** The platforms where the third-party tool (4) may be used (spec 2 §1); the others offer tool 1 only. */
export const THIRD_PARTY_TOOL_CHANNELS: readonly ListingChannel[] = [
  'taobao',
  'tmall',
  'douyin',
  'pinduoduo',
  'kuaishou',
];

/** The buyer's own title rules (issue 14 point 5): words removed, then a prefix and a suffix added. */
export const TITLE_RULE_LIMITS = { affixLength: 20, removedWords: 20, wordLength: 20 } as const;
/** A Taobao title counts at most 60 characters: the title a rule makes is cut to this length. */
export const LISTED_TITLE_MAX = 60;

/** The export of failed records (spec 2 §7 exportFailRecords): CSV, at most this many rows. */
export const FAILED_EXPORT_MAX_ROWS = 5_000;
/** Where the export of failed records is downloaded (a file, not an envelope: outside-operations.ts). */
export const failedExportFilePath = '/apic/user/favoriteUpload/exportFile';

/** The pages of spec 2 §2 this slice serves (links, and the redirect after shop authorisation). */
export const UPLOAD_SETTINGS_PAGE = '/transaction/user/uploadSetting.html';
export const UPLOAD_HISTORY_PAGE = '/user/favoriteUpload.html';

// The cropped main picture a buyer stores before a direct upload (spec 2 §4 "Image cropper"; decision 043).

/** The largest cropped picture accepted, as bytes of JPEG (a 1600 px square at quality 0.92 is ~600 KiB). */
export const CROP_IMAGE_MAX_BYTES = 700 * 1024;
/** Crops one buyer may store a minute: five pictures per push, a few pushes. */
export const CROP_UPLOADS_PER_MINUTE = 60;
/** The cropped picture travels as a data URL of this prefix. */
export const JPEG_DATA_URL = 'data:image/jpeg;base64,';

/** The crop's exact shape and minimum size by the shop template's ratio (spec 2 §5, §9). */
export const cropShape = (ratio: keyof typeof CROP_MINIMUM) => CROP_MINIMUM[ratio];

// What the pages of one-click listing share with the server (spec 2 §2, §3, §9; decision 043).

/** Dialog widths in CSS pixels (spec 2 §2, §9). */
export const LISTING_DIALOG_WIDTH = {
  drawer: 1084,
  tool: 472,
  confirm: 320,
  way: 310,
  failure: 780,
  face: 400,
  cropper: 832,
  douyinConfirm: 730,
} as const;

/** The platform key of the spec's default cookies (spec 2 §3: defaultUpload{PLAT}Way, Selected, Tool). */
export const COOKIE_PLATFORM: Readonly<Record<ListingChannel, string>> = {
  taobao: 'TB',
  tmall: 'TM',
  douyin: 'DY',
  pinduoduo: 'PDD',
  kuaishou: 'KS',
  xiaohongshu: 'XHS',
};

/** The listing cookies of spec 2 §3: the remembered way, selection and tool, and the Taobao tool id. */
export const LISTING_COOKIE = {
  way: (channel: ListingChannel) => `defaultUpload${COOKIE_PLATFORM[channel]}Way`,
  selected: (channel: ListingChannel) => `defaultUpload${COOKIE_PLATFORM[channel]}Selected`,
  tool: (channel: ListingChannel) => `defaultUpload${COOKIE_PLATFORM[channel]}Tool`,
  /** "Don't pop up again today" of the Taobao way dialog: lives until the end of the day. */
  taobaoWay: 'defaultUploadTBWay',
  taobaoToolId: '_tb_tool_id',
  /** Where /auth/authorize sends the buyer back after a shop authorisation (ours, 10 minutes). */
  authoriseReturn: 'listing_reurl',
} as const;

/** Spec 2 §9: the default cookies set by the helper last 365 days. */
export const LISTING_COOKIE_DAYS = 365;
export const AUTHORISE_RETURN_SECONDS = 600;

/** The ways of a Taobao upload (spec 2 §2 "Taobao way dialog"). */
export const UPLOAD_WAYS = ['direct', 'edit'] as const;
export type UploadWay = (typeof UPLOAD_WAYS)[number];

/** Pages of the area (spec 2 §2). */
export const LISTING_PAGE = {
  upload: '/itemUpload',
  settings: '/transaction/user/uploadSetting.html',
  help: '/help/issue/skjs.html',
  authorize: '/auth/authorize',
  history: '/user/favoriteUpload.html',
  /** Taobao's material centre, where a seller frees or buys image space (spec 2 §8 5001: external). */
  materialCentre: 'https://sucai.taobao.com/',
} as const;
export const batchDownloadPath = (vids: readonly string[]) => `/batchDownload?vid=${vids.join(',')}`;
