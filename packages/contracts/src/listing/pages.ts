// listing: what the pages of one-click listing share with the server (spec 2 §2, §3, §9; decision 043).
import type { ListingChannel } from './constants.ts';

/** Dialog widths in CSS pixels (spec 2 §2, §9). */
export const LISTING_DIALOG_WIDTH = {
  drawer: 1084,
  tool: 472,
  confirm: 320,
  way: 310,
  failure: 780,
  face: 400,
  cropper: 832,
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
