import sharp from 'sharp';
import { STORAGE_URL_PREFIX } from '../../outside/storage/local-storage.ts';
import type { Storage } from '../../outside/storage/storage.ts';

export interface PictureSize {
  width: number;
  height: number;
}

/** Sizes remembered at most; past it the memory starts again (a batch reads at most 1,000 pictures). */
const REMEMBERED = 20_000;

/**
 * The width and height of pictures in our own storage, by their address, read from the stored file's
 * header (no picture leaves the server and none is fetched over the network). A stored picture never
 * changes under its key (item pictures are rendered once per key, crops are named by their content's
 * hash), so a size once read is remembered. Null: not our storage's address, or not a readable picture.
 */
export function createPictureSizes(storage: Storage | null) {
  const known = new Map<string, PictureSize>();

  async function read(key: string): Promise<PictureSize | null> {
    // A key that would leave the storage's root is refused by the storage: no size, as for any stranger.
    const bytes = await storage?.get(key).catch(() => null);
    if (!bytes) return null;
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
  }

  return {
    async of(url: string): Promise<PictureSize | null> {
      const path = new URL(url, 'http://stored.local').pathname;
      if (!path.startsWith(STORAGE_URL_PREFIX)) return null;
      const key = decodeURIComponent(path.slice(STORAGE_URL_PREFIX.length));
      const remembered = known.get(key);
      if (remembered) return remembered;
      const size = await read(key);
      if (size) {
        if (known.size >= REMEMBERED) known.clear();
        known.set(key, size);
      }
      return size;
    },
  };
}
export type PictureSizes = ReturnType<typeof createPictureSizes>;
