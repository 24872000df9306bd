import { type IMAGE_SEARCH_CONTENT_TYPES, IMAGE_SEARCH_MIN_SIDE } from '@stallhub/contracts';
import sharp from 'sharp';

export type PictureType = (typeof IMAGE_SEARCH_CONTENT_TYPES)[number];

/** Why bytes are not a picture we search with: each has its own message (messages.ts). */
export type PictureRefusal = 'notImage' | 'imageTooSmall';

export class PictureError extends Error {
  constructor(
    readonly reason: PictureRefusal | FetchRefusal | 'busy',
    readonly status = 400,
  ) {
    super(reason);
  }
}

export type FetchRefusal =
  | 'badAddress'
  | 'privateAddress'
  | 'tooManyRedirects'
  | 'fetchFailed'
  | 'fetchTimeout'
  | 'tooLarge';

/**
 * The picture type the first bytes announce, or null: HTML, SVG, scripts and archives renamed to .jpg
 * are refused here before any decoder sees them (spec 3 §5, issue 15 point 2).
 */
export function sniffPicture(bytes: Uint8Array): PictureType | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (at(0, 0x42, 0x4d)) return 'image/bmp';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (at(0, 0x50, 0x36) || at(0, 0x50, 0x33)) return 'image/x-portable-pixmap';
  return null;
}

/** Checks that `bytes` are a picture of an accepted type that decodes and is not too small. */
export async function checkPicture(bytes: Uint8Array): Promise<PictureType> {
  const type = sniffPicture(bytes);
  if (!type) throw new PictureError('notImage');
  const meta = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new PictureError('notImage');
  if (Math.min(meta.width, meta.height) < IMAGE_SEARCH_MIN_SIDE) throw new PictureError('imageTooSmall');
  return type;
}
