import type { Db } from '../../db/connection.ts';
import { STORAGE_URL_PREFIX } from '../../outside/storage/local-storage.ts';
import type { Storage } from '../../outside/storage/storage.ts';
import type { ItemsService } from '../catalogue/index.ts';
import { type ImageEmbedder, STORED_VIEWS } from './image-embedder.ts';
import { flatten, type PictureIndex } from './picture-index.ts';
import { pictureIdsOfUrls, replaceItemPictures, storePictures } from './repository.ts';
import { assignGroups } from './same-style-groups.ts';

/** The stored size the descriptors are computed from: the cards' 400 px picture. */
const DESCRIBED_SIZE = 400;
const DESCRIBE_CONCURRENCY = 4;

/** What describing item pictures needs. */
export type Describing = {
  items: ItemsService;
  /** Where item pictures are read from; none (a bare services object): pictures stay undescribed. */
  storage: Storage | null;
  embedder: ImageEmbedder;
  pictures: PictureIndex;
};

/** Our storage key of a picture URL base (`/storage/items/pool/x` → `items/pool/x_400.webp`). */
const storedKey = (url: string) =>
  url.startsWith(STORAGE_URL_PREFIX)
    ? `${url.slice(STORAGE_URL_PREFIX.length)}_${DESCRIBED_SIZE}.webp`
    : null;

/** A stored picture's descriptors, or null when it cannot be read. */
async function describe(deps: Describing, url: string): Promise<number[] | null> {
  const key = storedKey(url);
  const bytes = key && deps.storage ? await deps.storage.get(key) : null;
  if (!bytes) return null;
  try {
    return flatten(await deps.embedder.embed(bytes, STORED_VIEWS));
  } catch {
    return null;
  }
}

/**
 * Describes the pictures of `urls` not yet described, adds them to the index and puts them in their
 * same-style groups; answers every URL's picture id.
 */
async function picturesFor(db: Db, deps: Describing, urls: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return new Map();
  const known = await pictureIdsOfUrls(db, unique, deps.embedder.version);
  const ids = new Map(known.map((r) => [r.url, r.id]));
  const fresh = unique.filter((url) => !ids.has(url));
  // A few at a time: sharp decodes on libuv's threads while the features are computed here.
  const described: (number[] | null)[] = [];
  for (let i = 0; i < fresh.length; i += DESCRIBE_CONCURRENCY)
    described.push(
      ...(await Promise.all(fresh.slice(i, i + DESCRIBE_CONCURRENCY).map((url) => describe(deps, url)))),
    );
  if (fresh.length > 0) {
    const rows = await storePictures(
      db,
      fresh.map((url, i) => ({ url, descriptors: described[i]! })),
      deps.embedder.version,
    );
    for (const row of rows) ids.set(row.url, row.id);
    deps.pictures.add(rows);
    await assignGroups(db, deps.pictures, rows);
  }
  return ids;
}

/** Brings the items' picture rows in step with the catalogue: an item off shelf has none. */
export async function indexItemPictures(db: Db, deps: Describing, itemIds: readonly number[]) {
  if (itemIds.length === 0) return;
  const [rows, pictures] = await Promise.all([deps.items.forSearch(itemIds), deps.items.picturesOf(itemIds)]);
  const onShelf = new Map(rows.filter((r) => r.status === 1).map((r) => [r.id, r]));
  const shown = pictures.filter((p) => onShelf.has(p.itemId));
  const ids = await picturesFor(
    db,
    deps,
    shown.map((p) => p.url),
  );
  await replaceItemPictures(
    db,
    itemIds,
    shown.map((p) => {
      const item = onShelf.get(p.itemId)!;
      return {
        itemId: p.itemId,
        pictureId: ids.get(p.url)!,
        sort: p.sort,
        city: item.city,
        shopId: item.shopId,
        categoryId: item.categoryId,
      };
    }),
  );
  deps.pictures.changed();
}
