// imagesearch: the calls, each its route (method and path) joined with its input and answer schemas.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { IMAGE_SEARCH_CODE, IMAGE_SEARCH_PER_MINUTE } from './constants.ts';
import { imageSearchRankingPageRoute, uploadImageRoute, uploadTokenRoute } from './routes.ts';
import {
  imageSearchList,
  imageSearchListInput,
  imageSearchRankingCategoriesInput,
  imageSearchRankingCategory,
  imageSearchRankingPage,
  imageSearchRankingPageInput,
  imageSearchSameStyle,
  imageSearchSameStyleInput,
  uploadImageInput,
  uploadImageResult,
  uploadToken,
  uploadTokenInput,
} from './schemas.ts';

/** A signed POST policy for one picture upload (spec 3 §7): image search is for signed-in buyers (§6). */
export const getUploadToken = defineCall({
  ...uploadTokenRoute,
  input: uploadTokenInput,
  data: uploadToken,
  example: { type: 'IMAGE_SEARCH' },
  signIn: true,
  perMinute: IMAGE_SEARCH_PER_MINUTE,
});

/** The same policy on the image-search host's path. */
export const getOssPolicy = defineCall({
  method: 'GET',
  path: '/api/getOssPolicy',
  input: uploadTokenInput.partial(),
  data: uploadToken,
  example: {},
  signIn: true,
  perMinute: IMAGE_SEARCH_PER_MINUTE,
});

/**
 * Describes the picture at `url` (an upload of ours, or an image address fetched with every resolved
 * address checked) and answers its MD5 for the results page. 400 names what is wrong with the picture.
 * Too many searches ask for the captcha of IMAGE_SEARCH_CAPTCHA_PATH first (the panel's state 3).
 */
export const uploadImage = defineCall({
  ...uploadImageRoute,
  input: uploadImageInput,
  data: uploadImageResult,
  example: { url: 'https://img.example.com/photo.jpg', searchCity: 'gz' },
  signIn: true,
  perMinute: IMAGE_SEARCH_PER_MINUTE,
  codes: {
    [IMAGE_SEARCH_CODE.captchaRequired]: 'too many searches: answer the captcha picture in verifyCode',
    [IMAGE_SEARCH_CODE.captchaWrong]: 'the captcha code was wrong; it is spent, load a new picture',
    503: 'too many pictures are waiting to be described: try again later',
  },
});

/** The items whose pictures match a searched picture (the page /list/{imageMd5}); guests get no prices. */
export const imageSearchResults = defineCall({
  method: 'GET',
  path: '/apif/imagesearch/list',
  input: imageSearchListInput,
  data: imageSearchList,
  example: { imageMd5: '0123456789abcdef0123456789abcdef', searchCity: 'gz' },
  codes: { 404: 'no picture was searched with this MD5' },
});

/** The hot ranking's tabs: the top-level categories of what buyers searched by picture this week. */
export const getImageSearchRankingCategories = defineCall({
  method: 'GET',
  path: '/apif/img-search-ranking/category',
  input: imageSearchRankingCategoriesInput,
  data: z.array(imageSearchRankingCategory),
  example: { searchCity: 'gz' },
});

/**
 * The items buyers found most by picture in the last 7 days, most searched first (the panel's hot list
 * is its first page of 3); guests get no prices.
 */
export const getImageSearchRankingPage = defineCall({
  ...imageSearchRankingPageRoute,
  input: imageSearchRankingPageInput,
  data: imageSearchRankingPage,
  example: { searchCity: 'gz', currentPage: 1, pageSize: 3 },
});

/** Same style by picture: other stalls' items whose main picture matches the item's; guests get no prices. */
export const getImageSearchSameStyle = defineCall({
  method: 'GET',
  path: '/apif/img-search-ranking/same-style',
  input: imageSearchSameStyleInput,
  data: imageSearchSameStyle,
  example: { itemId: 1, searchCity: 'gz' },
  codes: { 404: 'no on-shelf item with this id' },
});
