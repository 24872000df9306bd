// imagesearch: plain values (limits, paths, types), zod-free so the pages can use them (spec 3 §4
// "Image search", §5, §7 "Image search and same-style", §9).

/** Largest picture a buyer may upload or have fetched: 4096 KB (spec 3 §9). */
export const IMAGE_SEARCH_MAX_BYTES = 4096 * 1024;
/** Upload keys: `imagesearch/pc_` then a 6-character random name (spec 3 §7). */
export const IMAGE_SEARCH_DIRECTORY = 'imagesearch/';
export const IMAGE_SEARCH_KEY_PREFIX = 'pc_';
export const IMAGE_SEARCH_NAME_LENGTH = 6;
/** How long a signed upload policy may be used. */
export const IMAGE_SEARCH_POLICY_SECONDS = 300;
/** The only upload type the token call knows. */
export const IMAGE_SEARCH_UPLOAD_TYPE = 'IMAGE_SEARCH';
/** Where the local storage takes signed POST uploads (the bucket host of the token). */
export const STORAGE_UPLOAD_PATH = '/storage/';
/** Picture types accepted (spec 3 §5): by content type of the upload form and by sniffed bytes. */
export const IMAGE_SEARCH_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'image/tiff',
  'image/x-portable-pixmap',
] as const;
export const IMAGE_SEARCH_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'tiff', 'ppm'] as const;
/** Smallest side a picture must have to describe it (spec 3 §5 "image too small"). */
export const IMAGE_SEARCH_MIN_SIDE = 32;
/** Fetching an image address: at most 3 redirects, 5 s in all. */
export const IMAGE_FETCH_MAX_REDIRECTS = 3;
export const IMAGE_FETCH_TIMEOUT_MS = 5000;
/** Searches a minute from one address; past it HTTP 429 (the panel's "too frequent" state). */
export const IMAGE_SEARCH_PER_MINUTE = 30;
/**
 * Too many searches raise the 4-character captcha (spec 3 §4 status 3, §5, §8; decision 052): past 20
 * searches by one buyer, or 50 from one address, within 10 minutes, each further search needs a code.
 * A right code lets that search through and starts both counts again. A refused picture is no search.
 */
export const IMAGE_SEARCH_CAPTCHA_WINDOW_SECONDS = 600;
export const IMAGE_SEARCH_CAPTCHA_PER_BUYER = 20;
export const IMAGE_SEARCH_CAPTCHA_PER_ADDRESS = 50;
/** The captcha's code has 4 characters (spec 3 §5, §9). */
export const IMAGE_SEARCH_CAPTCHA_LENGTH = 4;
/** The captcha picture (an SVG) of the image-search host; each load draws a new code. */
export const IMAGE_SEARCH_CAPTCHA_PATH = '/api/verifyCode/generate';
/** The search's answers that ask for the captcha: a code is needed first, or the code was wrong. */
export const IMAGE_SEARCH_CODE = { captchaRequired: 509, captchaWrong: 603 } as const;
/**
 * A searched picture is described on worker threads (decision 095): one a core less the web thread's, at
 * least one and at most IMAGE_SEARCH_DESCRIBING_THREADS; past IMAGE_SEARCH_DESCRIBING_QUEUE pictures
 * waiting for one, a search answers HTTP 503 "busy, try again later" at once instead of queueing without end.
 */
export const IMAGE_SEARCH_DESCRIBING_THREADS = 4;
export const IMAGE_SEARCH_DESCRIBING_QUEUE = 16;
/** Results of one picture search, at most (pages of it). */
export const IMAGE_SEARCH_MAX_RESULTS = 200;
export const IMAGE_SEARCH_PAGE_SIZE = 40;
/** The image-search hot ranking counts the searches of the last 7 days. */
export const IMAGE_SEARCH_HOT_DAYS = 7;
/** The panel shows the ranking's first 3 (spec 3 §7 "hot list: currentPage 1, pageSize 3", §9). */
export const IMAGE_SEARCH_HOT_LIST_SIZE = 3;
export const IMAGE_SEARCH_RANKING_PAGE_SIZE = 20;
/**
 * Same style by picture: items of other stalls whose main picture is this close (cosine distance of the
 * garment descriptor, `garment-1`). On the demo seed, where each stall photographs a shared garment its own
 * way, it keeps 82% of the labelled same-style groups in one group without chaining the catalogue
 * together (decision 066).
 */
export const SAME_STYLE_PICTURE_DISTANCE = 0.025;
/** A searched picture's MD5 as the results page /list/{imageMd5} names it: 32 lowercase hex digits. */
export const IMAGE_MD5_PATTERN = /^[0-9a-f]{32}$/;
/** After a search answers, the panel waits this long before opening the results (spec 3 §9). */
export const IMAGE_SEARCH_REDIRECT_MS = 200;
/** Local storage key of the last searched picture address (spec 3 §4 "Image search"). */
export const IMAGE_SEARCH_ADDRESS_KEY = 'imageSearchUrl';
