import sharp from 'sharp';
import type { Size } from './item-rules.ts';

/** A picture larger than this is refused unread: no platform takes main pictures this big. */
const MAX_BYTES = 15 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
/** Sizes already measured, by address: a batch pushes the same pictures to several shops. */
const REMEMBERED = 5_000;

export class ImageUnreadable extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`${url}: ${reason}`);
  }
}

/**
 * Measures pictures by address, fetching only from the origins the sandbox was told are the app's
 * storage: the platform reads the seller's pictures, never an arbitrary address someone slipped in.
 */
export function createImageSizes(allowedOrigins: () => string[]) {
  const known = new Map<string, Size>();

  /** Whether the sandbox may fetch this address at all (checked before anything is fetched). */
  function allowed(url: string): boolean {
    try {
      const parsed = new URL(url);
      return ['http:', 'https:'].includes(parsed.protocol) && allowedOrigins().includes(parsed.origin);
    } catch {
      return false;
    }
  }

  const measuring = new Map<string, Promise<Size>>();

  /** One fetch per address at a time: a push's main pictures are mostly its description's too. */
  function measure(url: string): Promise<Size> {
    const remembered = known.get(url);
    if (remembered) return Promise.resolve(remembered);
    let pending = measuring.get(url);
    if (!pending) {
      pending = read(url).finally(() => measuring.delete(url));
      measuring.set(url, pending);
    }
    return pending;
  }

  /** A picture's bytes and type, from an allowed origin only. */
  async function fetchPicture(url: string): Promise<{ bytes: Buffer; type: string }> {
    if (!allowed(url)) throw new ImageUnreadable(url, 'not an address of the app storage');
    // No redirects: a storage address that redirects elsewhere would lead outside the allowed origins.
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
      (error: unknown) => {
        throw new ImageUnreadable(url, error instanceof Error ? error.message : String(error));
      },
    );
    if (response.status !== 200) throw new ImageUnreadable(url, `HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES)
      throw new ImageUnreadable(url, 'too large');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_BYTES) throw new ImageUnreadable(url, 'too large');
    return { bytes, type: response.headers.get('content-type') ?? '' };
  }

  async function read(url: string): Promise<Size> {
    const { bytes } = await fetchPicture(url);
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => {
        throw new ImageUnreadable(url, 'not an image');
      });
    if (!metadata.width || !metadata.height) throw new ImageUnreadable(url, 'not an image');
    // EXIF orientations 5-8 turn the picture a quarter: the shopper sees width and height swapped.
    const turned = (metadata.orientation ?? 1) >= 5;
    const size = turned
      ? { width: metadata.height, height: metadata.width }
      : { width: metadata.width, height: metadata.height };
    if (known.size >= REMEMBERED) known.delete(known.keys().next().value!);
    known.set(url, size);
    return size;
  }

  return {
    allowed,
    measure,
    measureAll: (urls: string[]) => Promise.all(urls.map(measure)),
    /** A picture's bytes, for the image space to serve (see seller-pages.ts). */
    fetchPicture,
  };
}

export type ImageSizes = ReturnType<typeof createImageSizes>;
