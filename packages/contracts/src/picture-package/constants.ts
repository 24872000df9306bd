// The picture package of one-click listing (spec 2 §2 /batchDownload, §7 PicMaker, itemImgInfo, video
// download; issue 14): its limits, and the paths the spec leaves unnamed ("data service").

/** Items one package or one batchItemImgInfo may name. */
export const PICTURE_PACKAGE_MAX_ITEMS = 50;
/** How long a built package is kept and served; the same content asked again within it is not rebuilt. */
export const PICTURE_PACKAGE_TTL_HOURS = 24;
/** Packages one buyer may ask for a minute (a build reads and re-encodes up to hundreds of pictures). */
export const PICTURE_PACKAGES_PER_MINUTE = 10;
/** Picture and video information asked a minute, per buyer or address. */
export const PICTURE_INFO_PER_MINUTE = 120;
/** Videos one buyer may download a day (the market day, UTC+8). */
export const VIDEO_DOWNLOADS_PER_DAY = 30;
/** How long the address downloadCheck answers stays usable. */
export const VIDEO_TICKET_MINUTES = 10;
/** The first pictures of an item are its main pictures (spec 2 §5, §9: the 5 submitted as main). */
export const MAIN_PICTURE_COUNT = 5;

/** An item's video in storage: one MP4 per item, beside its pictures. */
export const itemVideoKey = (vid: string) => `items/videos/${vid}.mp4`;

/** Where a built package is downloaded (a file, not an envelope): `{key}` is its content hash. */
export const picturePackageFilePath = '/apic/data/picPackage/:key';
export const picturePackageUrl = (key: string) => `/apic/data/picPackage/${key}.zip`;
/** Where a video is downloaded once downloadCheck has passed (a file, not an envelope). */
export const videoFilePath = '/apif/video/file';

/** Why a video may not be downloaded (canDownload, downloadCheck). */
export const VIDEO_REFUSAL = ['noItem', 'offShelf', 'noVideo', 'dailyLimit'] as const;
export type VideoRefusal = (typeof VIDEO_REFUSAL)[number];

/** The business code of a refused video download (the message says why, `reason` names it). */
export const VIDEO_REFUSED_CODE = 209;
