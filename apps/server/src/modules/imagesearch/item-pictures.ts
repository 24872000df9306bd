import type { Db } from '../../db/connection.ts';
import { STORAGE_URL_PREFIX } from '../../outside/storage/local-storage.ts';
import type { Storage } from '../../outside/storage/storage.ts';
import type { ItemsService } from '../catalogue/index.ts';
import type { FollowedPictures } from './followed-pictures.ts';
import { type ImageEmbedder, STORED_VIEWS } from './image-embedder.ts';
import { flatten, type PictureIndex } from './picture-index.ts';
import { pictureIdsOfUrls, replaceItemPictures, storePictures } from './repository.ts';
import { assignGroups, styleGroupsOf } from './same-style-groups.ts';

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
  followed: FollowedPictures;
};

/**
 * Runs one batch's writes in one transaction (the item-change feed's also moves its cursor there); the
 * writes answer the items whose same-style group they changed.
 */
export type WriteBatch = (write: (tx: Db) => Promise<number[]>) => Promise<void>;

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
 * The picture ids of the `urls` described already, and the descriptors of the others, computed now
 * (outside any transaction: describing is the slow part).
 */
async function describeNew(db: Db, deps: Describing, urls: readonly string[]) {
  const unique = [...new Set(urls)];
  const known = unique.length === 0 ? [] : await pictureIdsOfUrls(db, unique, deps.embedder.version);
  const ids = new Map(known.map((r) => [r.url, r.id]));
  const fresh = unique.filter((url) => !ids.has(url));
  // A few at a time: sharp decodes on libuv's threads while the features are computed here.
  const described: { url: string; descriptors: number[] | null }[] = [];
  for (let i = 0; i < fresh.length; i += DESCRIBE_CONCURRENCY) {
    const urlsNow = fresh.slice(i, i + DESCRIBE_CONCURRENCY);
    const descriptors = await Promise.all(urlsNow.map((url) => describe(deps, url)));
    described.push(...urlsNow.map((url, j) => ({ url, descriptors: descriptors[j]! })));
  }
  return { ids, described };
}

/**
 * Brings the items' picture rows in step with the catalogue (an item off shelf has none): describes
 * the pictures not described yet, then in one batch write (`commit`) stores them, puts them in their
 * same-style groups and rewrites the items' rows. Answers the items whose same-style group it so changed,
 * for the text index to fold them again.
 */
export async function indexItemPictures(
  db: Db,
  deps: Describing,
  itemIds: readonly number[],
  commit: WriteBatch = async (write) => {
    await db.transaction(write);
  },
): Promise<number[]> {
  if (itemIds.length === 0) return [];
  // Groups are decided among every picture described so far, whichever process described it.
  await deps.followed.catchUp();
  const [rows, pictures] = await Promise.all([deps.items.forSearch(itemIds), deps.items.picturesOf(itemIds)]);
  const onShelf = new Map(rows.filter((r) => r.status === 1).map((r) => [r.id, r]));
  const shown = pictures.filter((p) => onShelf.has(p.itemId));
  const { ids, described } = await describeNew(
    db,
    deps,
    shown.map((p) => p.url),
  );
  let regrouped: number[] = [];
  await commit(async (tx) => {
    const before = await styleGroupsOf(tx, itemIds);
    if (described.length > 0) {
      const stored = await storePictures(tx, described, deps.embedder.version);
      for (const row of stored) ids.set(row.url, row.id);
      deps.pictures.add(stored);
      await assignGroups(tx, deps.pictures, stored);
    }
    await replaceItemPictures(
      tx,
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
    const after = await styleGroupsOf(tx, itemIds);
    regrouped = itemIds.filter((id) => before.get(id) !== after.get(id));
    return regrouped;
  });
  deps.pictures.changed();
  return regrouped;
}
