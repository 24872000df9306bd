// imagesearch: the zod schemas of the calls' inputs and answers, and their types.
import { z } from 'zod';
import { itemCard } from '../catalogue/schemas.ts';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { id, idOrNone } from '../ids.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';
import {
  IMAGE_MD5_PATTERN,
  IMAGE_SEARCH_CAPTCHA_LENGTH,
  IMAGE_SEARCH_PAGE_SIZE,
  IMAGE_SEARCH_RANKING_PAGE_SIZE,
  IMAGE_SEARCH_UPLOAD_TYPE,
} from './constants.ts';

export const uploadTokenInput = z.object({
  type: z.literal(IMAGE_SEARCH_UPLOAD_TYPE, { message: `type must be ${IMAGE_SEARCH_UPLOAD_TYPE}` }),
});

/** A signed POST policy (spec 3 §3 "Image search: token response"): the browser posts the file to `host`. */
export const uploadToken = z.object({
  /** The 6-character random name; the key is directory + `pc_` + fileName. */
  fileName: z.string(),
  directory: z.string(),
  key: z.string(),
  accessKeyId: z.string(),
  /** Base64 JSON: expiration and conditions (the exact key, the size range, the content types). */
  policy: z.string(),
  signature: z.string(),
  bucketHost: z.string(),
  host: z.string(),
  /** When the policy stops being accepted (ISO time). */
  expire: z.string(),
});
export type UploadToken = z.infer<typeof uploadToken>;

export const uploadImageInput = z.object({
  url: z
    .string({ message: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(2000, 'url: at most 2000 characters'),
  searchCity: citySchema.default('gz'),
  /** The captcha's code, once the search asked for one (the picture's code is named by its cookie). */
  verifyCode: z
    .string()
    .trim()
    .max(IMAGE_SEARCH_CAPTCHA_LENGTH, `verifyCode: at most ${IMAGE_SEARCH_CAPTCHA_LENGTH} characters`)
    .optional(),
});

export type UploadTokenInput = z.input<typeof uploadTokenInput>;
export type UploadImageInput = z.input<typeof uploadImageInput>;

export const uploadImageResult = z.object({
  /** The picture's MD5: the results page is /list/{imageMd5}?searchCity=. */
  imageMd5: z.string(),
  appMd5: z.string(),
  searchCity: citySchema,
});
export type UploadImageResult = z.infer<typeof uploadImageResult>;

export const imageSearchListInput = z.object({
  imageMd5: z
    .string({ message: 'imageMd5 is required' })
    .regex(IMAGE_MD5_PATTERN, 'imageMd5 must be 32 hexadecimal digits'),
  searchCity: citySchema.default('gz'),
  lang: languageSchema.optional(),
  page: z.coerce.number().int().min(1).max(50).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(IMAGE_SEARCH_PAGE_SIZE),
});

export const imageSearchList = z.object({
  imageMd5: z.string(),
  /** The searched picture, shown at the top of the results. */
  imageUrl: z.string(),
  searchCity: citySchema,
  /** On-shelf items of searchCity whose pictures match, best first; blocked stalls left out. */
  list: z.array(itemCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImageSearchList = z.infer<typeof imageSearchList>;

export const imageSearchRankingCategoriesInput = z.object({
  searchCity: citySchema.default('gz'),
  lang: languageSchema.optional(),
});

/** A tab of the image-search hot ranking: a top-level category that buyers searched pictures of. */
export const imageSearchRankingCategory = z.object({ rankId: z.number().int(), name: z.string() });

const currentPage = z.coerce.number().int().min(1).max(500).default(1);

export const imageSearchRankingPageInput = z.object({
  searchCity: citySchema.default('gz'),
  lang: languageSchema.optional(),
  /** A top-level category from the ranking's tabs; absent or 0 for every category. */
  rankId: idOrNone.optional(),
  currentPage,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(IMAGE_SEARCH_RANKING_PAGE_SIZE),
});
export type ImageSearchRankingPageInput = z.input<typeof imageSearchRankingPageInput>;

/** One ranked item (spec 3 §3 "Hot record"): what buyers found most by picture in the last 7 days. */
export const imageSearchHotRecord = z.object({
  rank: z.number().int(),
  itemId: z.number().int(),
  vid: z.string(),
  title: z.string(),
  indexImageUrl: z.string(),
  /** Signed-in buyers only, as every price. */
  discountPrice: z.number().nullable(),
  priceType: z.number().int(),
  /** Pieces sold, listings pushed to resale shops, and favourites. */
  curTotalDfSale: z.number().int(),
  curUploadNum: z.number().int(),
  curFavItemNum: z.number().int(),
  /** Picture searches in the window whose best match was this item. */
  searchCount: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
});

export const imageSearchRankingPage = z.object({
  recordList: z.array(imageSearchHotRecord),
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  /** The window counted (market days, inclusive). */
  from: z.string(),
  to: z.string(),
});
export type ImageSearchRankingPage = z.infer<typeof imageSearchRankingPage>;

export const imageSearchSameStyleInput = z.object({
  itemId: id,
  searchCity: citySchema.default('gz'),
  lang: languageSchema.optional(),
  currentPage,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(IMAGE_SEARCH_PAGE_SIZE),
});

/** The items of other stalls whose main picture shows the same style as the item's, closest first. */
export const imageSearchSameStyle = z.object({
  item: itemCard,
  list: z.array(itemCard),
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type ImageSearchSameStyle = z.infer<typeof imageSearchSameStyle>;
