// The picture package's zod schemas (spec 2 §7 PicMaker, itemImgInfo, batchItemImgInfo, video download).
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { PICTURE_PACKAGE_MAX_ITEMS, VIDEO_REFUSAL } from './constants.ts';

/** The language of the answer's titles, colours and messages (else the lang cookie). */
const lang = z.enum(LANGUAGES).optional();

const VID = /^[0-9A-Za-z_-]{1,40}$/;
const vid = z.string({ message: 'vid is required' }).trim().regex(VID, 'vid is not an item id');

/** Item ids as "1,2,3" (spec 2 §7 form field vids) or a list; 1 to the limit, each once, in the order given. */
const vidList = (field: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : value,
    z
      .array(z.string().regex(VID, `${field} must be item ids`), { message: `${field} is required` })
      .min(1, `${field} must name at least one item`)
      .max(PICTURE_PACKAGE_MAX_ITEMS, `${field}: at most ${PICTURE_PACKAGE_MAX_ITEMS} items`)
      .transform((vids) => [...new Set(vids)]),
  );

/** One chosen picture: "{vid}:{index}", the index in the item's picture order. */
const PICTURE_CHOICE = /^([0-9A-Za-z_-]{1,40}):(\d{1,3})$/;

export const picMakerInput = z.object({
  vids: vidList('vids'),
  /** The spec's form field; the package is the signed-in buyer's whatever it says. */
  user: z.string().max(64).optional(),
  /** The pictures chosen on the download page; none: all of them. */
  pictures: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
      z
        .array(z.string().regex(PICTURE_CHOICE, 'pictures must be "vid:index" entries'))
        .max(PICTURE_PACKAGE_MAX_ITEMS * 100, 'pictures: too many'),
    )
    .optional(),
  /** Put each item's video in the package where it has one (default true). */
  lang,
  withVideo: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .default(true),
});
export type PicMakerInput = z.input<typeof picMakerInput>;

export const parsePictureChoice = (choice: string) => {
  const [, itemVid = '', index = '0'] = PICTURE_CHOICE.exec(choice) ?? [];
  return { vid: itemVid, index: Number(index) };
};

export const picturePackage = z.object({
  /** The package's address on this site (spec 2 §7: "returns url of image package"). */
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
  items: z.number().int(),
  pictures: z.number().int(),
  videos: z.number().int(),
  bytes: z.number().int(),
  /** True when the same content was packed before and its package is reused. */
  reused: z.boolean(),
});
export type PicturePackage = z.output<typeof picturePackage>;

export const itemImgInfoInput = z.object({ vid, lang });
export type ItemImgInfoInput = z.input<typeof itemImgInfoInput>;
export const batchItemImgInfoInput = z.object({ vids: vidList('vids'), lang });
export type BatchItemImgInfoInput = z.input<typeof batchItemImgInfoInput>;

const pictureInfo = z.object({
  index: z.number().int(),
  /** The picture as the pages show it (the largest stored size). */
  url: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  kind: z.enum(['main', 'detail']),
  /** The SKU colour this shot shows, when it is one of the colours' pictures. */
  colour: z.string().nullable(),
  /** Its name in the package. */
  fileName: z.string(),
});
export const itemPictures = z.object({
  vid: z.string(),
  title: z.string(),
  artNo: z.string(),
  onShelf: z.boolean(),
  /** The item's folder in a package. */
  folder: z.string(),
  pictures: z.array(pictureInfo),
  video: z.object({ bytes: z.number().int(), fileName: z.string() }).nullable(),
});
export type ItemPictures = z.output<typeof itemPictures>;
export type PictureInfo = ItemPictures['pictures'][number];

export const batchItemPictures = z.object({
  items: z.array(itemPictures),
  /** Asked vids that are no item. */
  missing: z.array(z.string()),
});
export type BatchItemPictures = z.output<typeof batchItemPictures>;

export const videoInput = z.object({ vid, lang });
export type VideoInput = z.input<typeof videoInput>;
export const videoState = z.object({
  canDownload: z.boolean(),
  reason: z.enum(VIDEO_REFUSAL).nullable(),
  /** Downloads left to the buyer today. */
  remainingToday: z.number().int(),
});
export type VideoState = z.output<typeof videoState>;
export const videoTicket = videoState.extend({
  /** Where the video is downloaded (usable for a few minutes); null when refused. */
  url: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type VideoTicket = z.output<typeof videoTicket>;
