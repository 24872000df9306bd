import {
  type City,
  IMAGE_MD5_PATTERN,
  IMAGE_SEARCH_CONTENT_TYPES,
  IMAGE_SEARCH_EXTENSIONS,
  IMAGE_SEARCH_MAX_BYTES,
  type Language,
} from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';

// The image search panel's rules (spec 3 §4 "Image search", §5 "Image address", "Uploaded image file").

/** The panel's status: 0 idle, 1 uploading/searching, 2 error, 3 captcha (spec 3 §4). */
export type ImageSearchStatus = 0 | 1 | 2 | 3;

const EXTENSION = new RegExp(`\\.(${IMAGE_SEARCH_EXTENSIONS.join('|')})$`, 'i');
/** An Alicdn-style picture's size suffix: `a.jpg_400x400q90.jpg` is `a.jpg` at another size. */
const ALICDN_SIZE = new RegExp(`(\\.(?:${IMAGE_SEARCH_EXTENSIONS.join('|')}))_[^/]*$`, 'i');

/**
 * The address to search for what a buyer typed or pasted, or null when it is not an image address: an
 * http(s) URL whose path ends in a picture extension. Alicdn-style addresses lose their size suffix,
 * others their query string and fragment.
 */
export function imageAddressOf(text: string): string | null {
  const typed = text.trim();
  if (!typed) return null;
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = ALICDN_SIZE.test(url.pathname) ? url.pathname.replace(ALICDN_SIZE, '$1') : url.pathname;
  if (!EXTENSION.test(path)) return null;
  return `${url.origin}${path}`;
}

/** Why a chosen file cannot be searched, or null when it can: its type, then its size (4096 KB). */
export function fileProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'notImage' | 'tooLarge' | null {
  // A pasted screenshot may be named only by its type.
  const typed = (IMAGE_SEARCH_CONTENT_TYPES as readonly string[]).includes(file.type);
  if (!EXTENSION.test(file.name) && !typed) return 'notImage';
  if (file.size > IMAGE_SEARCH_MAX_BYTES) return 'tooLarge';
  return null;
}

/** What the upload button's file chooser offers: the spec's picture types. */
export const ACCEPTED_FILES = IMAGE_SEARCH_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Whether a /list/ path segment names a searched picture (else it is a category list path). */
export const isImageMd5 = (segment: string | undefined): segment is string =>
  segment !== undefined && IMAGE_MD5_PATTERN.test(segment);

/**
 * The results of a searched picture: /list/{imageMd5}?searchCity={city} (spec 3 §4); another language
 * names its city in the path, as its category list does, so the link opens without a redirect.
 */
export const imageResultsHref = (lang: Language, city: City, imageMd5: string) =>
  `${lang === 'cn' ? '' : `/${lang}/${city}`}/list/${imageMd5}?searchCity=${city}`;

/** The results page's own path, for its pager: the city in the path, in every language. */
export const imageResultsPath = (lang: Language, city: City, imageMd5: string) =>
  localePath(lang, `/${city}/list/${imageMd5}`);

/** The query parameter that opens the image search panel as the page loads (the phone promo's QR code). */
export const OPEN_IMAGE_SEARCH_PARAM = 'imageSearch';

/**
 * Where the panel's QR code takes a phone: the city's home page in the buyer's language with the image
 * search open, so the phone's camera takes the picture. `siteOrigin` is the configured public origin.
 */
export const phoneImageSearchUrl = (siteOrigin: string, lang: Language, city: City) =>
  `${siteOrigin}${localePath(lang, `/${city}`)}?${OPEN_IMAGE_SEARCH_PARAM}=1`;
