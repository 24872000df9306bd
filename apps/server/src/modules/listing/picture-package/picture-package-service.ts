import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type ItemPictures,
  imageUrl,
  itemVideoKey,
  type Language,
  MAIN_PICTURE_COUNT,
  marketDay,
  marketDayStart,
  PICTURE_PACKAGE_TTL_HOURS,
  type PicturePackage,
  picturePackageUrl,
  VIDEO_DOWNLOADS_PER_DAY,
  VIDEO_TICKET_MINUTES,
  type VideoRefusal,
  type VideoState,
} from '@stallhub/contracts';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import type { Db } from '../../../db/connection.ts';
import { OWNER_LOCK, withOwnerLock } from '../../../db/transaction.ts';
import { STORAGE_URL_PREFIX } from '../../../outside/storage/local-storage.ts';
import type { Storage } from '../../../outside/storage/storage.ts';
import type { ItemPictureSource, ItemPicturesService } from '../../catalogue/index.ts';
import {
  addVideoDownload,
  deleteExpiredPackages,
  type PackageRow,
  packageByKey,
  savePackage,
  videoDownloadsSince,
} from './repository.ts';

/** The stored size a package takes and the download page shows: the largest (contracts images.ts). */
const PACKED_SIZE = 800;
const HOUR_MS = 3_600_000;

/** A package entry: where it comes from in storage and its name in the zip. */
interface Entry {
  name: string;
  key: string;
  kind: 'picture' | 'video';
}
interface PackedItem extends ItemPictures {
  entries: Entry[];
}

/** A file or folder name: no path separators, no control or reserved characters, at most 80 characters. */
const safeName = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[. ]+$/, '');

type Deps = {
  db: Db;
  storage: Storage;
  itemPictures: ItemPicturesService;
  now?: () => Date;
};

/** The service's dependencies and what it keeps in this process. */
type Packer = Required<Deps> & {
  /** Picture sizes by storage key: stored pictures never change under a key. */
  sizes: LRUCache<string, { width: number; height: number }>;
  /** Packages being built, by content key: a second asker waits for the first build. */
  building: Map<string, Promise<PicturePackage>>;
};

type Counts = Pick<PicturePackage, 'items' | 'pictures' | 'videos'>;

/** The storage key of a picture base; null for anything not in our storage (never fetched). */
const storageKeyOf = (base: string) =>
  base.startsWith(STORAGE_URL_PREFIX) && !base.includes('..')
    ? imageUrl(base.slice(STORAGE_URL_PREFIX.length), PACKED_SIZE)
    : null;

async function sizeOf(packer: Packer, key: string) {
  const known = packer.sizes.get(key);
  if (known) return known;
  const bytes = await packer.storage.get(key);
  if (!bytes) return null;
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) return null;
  const size = { width: meta.width, height: meta.height };
  packer.sizes.set(key, size);
  return size;
}

/** An item's pictures and video as stored, named as the package names them. */
async function describe(packer: Packer, item: ItemPictureSource, folders: Set<string>): Promise<PackedItem> {
  let folder = safeName(`${item.artNo || item.vid} ${item.title}`) || item.vid;
  if (folders.has(folder)) folder = `${folder} ${item.vid}`;
  folders.add(folder);
  const pictures: PackedItem['pictures'] = [];
  const entries: Entry[] = [];
  for (const [index, base] of item.pictures.entries()) {
    const key = storageKeyOf(base);
    const size = key ? await sizeOf(packer, key) : null;
    if (!key || !size) continue;
    const kind = index < MAIN_PICTURE_COUNT ? 'main' : 'detail';
    const colour = item.colours[index] ?? null;
    const number = String(index + 1).padStart(2, '0');
    const fileName = `${folder}/${kind}/${number}${colour ? ` ${safeName(colour)}` : ''}.jpg`;
    pictures.push({
      index,
      url: imageUrl(base, PACKED_SIZE),
      thumbnail: imageUrl(base, 400),
      ...size,
      kind,
      colour,
      fileName,
    });
    entries.push({ name: fileName, key, kind: 'picture' });
  }
  const videoKey = itemVideoKey(item.vid);
  const stored = item.hasVideo ? await packer.storage.read(videoKey) : null;
  stored?.stream.destroy();
  const video = stored ? { bytes: stored.bytes, fileName: `${folder}/video.mp4` } : null;
  if (video) entries.push({ name: video.fileName, key: videoKey, kind: 'video' });
  const { vid, title, artNo, onShelf } = item;
  return { vid, title, artNo, onShelf, folder, pictures, video, entries };
}

async function describeAll(packer: Packer, vids: readonly string[], lang: Language) {
  const found = await packer.itemPictures.byVids(vids, lang);
  const folders = new Set<string>();
  const items: PackedItem[] = [];
  for (const item of found) items.push(await describe(packer, item, folders));
  return items;
}

/** A picture as JPEG, flattened on white: what the resale platforms take (WebP is not everywhere). */
async function jpegOf(storage: Storage, key: string) {
  const bytes = await storage.get(key);
  if (!bytes) throw new Error(`picture gone from storage: ${key}`);
  return sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
}

/** The zip of the entries, read from storage entry by entry as it is written. */
function zipOf(storage: Storage, entries: readonly Entry[], mtime: Date): ZipFile {
  const zip = new ZipFile();
  for (const entry of entries) {
    // Pictures and videos are compressed already: stored, not deflated again.
    zip.addReadStreamLazy(entry.name, { compress: false, mtime }, (done) => {
      if (entry.kind === 'picture') {
        jpegOf(storage, entry.key).then(
          (jpeg) => done(null, Readable.from([jpeg])),
          (error: Error) => done(error, undefined as never),
        );
        return;
      }
      storage.read(entry.key).then(
        (file) =>
          file ? done(null, file.stream) : done(new Error(`video gone: ${entry.key}`), undefined as never),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return zip;
}

/** Streams the zip into storage entry by entry: at most one picture is held at a time. */
async function build(packer: Packer, key: string, entries: Entry[], counts: Counts): Promise<PicturePackage> {
  const zip = zipOf(packer.storage, entries, packer.now());
  const storageKey = `picture-packages/${key}.zip`;
  const bytes = await packer.storage.putStream(storageKey, zip.outputStream as Readable);
  const createdAt = packer.now();
  const expiresAt = new Date(createdAt.getTime() + PICTURE_PACKAGE_TTL_HOURS * HOUR_MS);
  const fileName = `stallhub-pictures-${marketDay(createdAt)}-${key.slice(0, 8)}.zip`;
  await savePackage(packer.db, { key, storageKey, fileName, ...counts, bytes, createdAt, expiresAt });
  return {
    url: picturePackageUrl(key),
    fileName,
    expiresAt: expiresAt.toISOString(),
    ...counts,
    bytes,
    reused: false,
  };
}

/** Expired packages leave storage when the next one is made. */
async function sweep(packer: Packer) {
  const gone = await deleteExpiredPackages(packer.db, packer.now());
  await Promise.all(gone.map((storageKey) => packer.storage.remove(storageKey)));
}

/** The entries the buyer asked for: the chosen pictures ("vid:index"; all when none chosen), the videos if asked. */
function chosenEntries(
  items: readonly PackedItem[],
  options: { chosen?: readonly { vid: string; index: number }[]; withVideo: boolean },
): Entry[] {
  const chosen = options.chosen && new Set(options.chosen.map((c) => `${c.vid}:${c.index}`));
  return items.flatMap((item) => {
    const pictures = new Set(
      item.pictures.filter((p) => !chosen || chosen.has(`${item.vid}:${p.index}`)).map((p) => p.fileName),
    );
    return item.entries.filter((entry) =>
      entry.kind === 'picture' ? pictures.has(entry.name) : options.withVideo,
    );
  });
}

/** A stored package of this content, while it has not expired and its file is still in storage. */
async function reusable(packer: Packer, key: string): Promise<PackageRow | null> {
  const stored = await packageByKey(packer.db, key);
  return stored && stored.expiresAt > packer.now() && (await packer.storage.has(stored.storageKey))
    ? stored
    : null;
}

/**
 * The package of the items' pictures (those of `chosen`, "vid:index", when given) and videos: reused
 * when the same content was packed and has not expired. Null when none of the vids is an item.
 */
async function makePackage(
  packer: Packer,
  vids: readonly string[],
  lang: Language,
  options: { chosen?: readonly { vid: string; index: number }[]; withVideo: boolean },
): Promise<PicturePackage | null> {
  const items = await describeAll(packer, vids, lang);
  if (items.length === 0) return null;
  const entries = chosenEntries(items, options);
  const key = createHash('sha256')
    .update(JSON.stringify(['v1', entries]))
    .digest('hex')
    .slice(0, 40);
  const stored = await reusable(packer, key);
  if (stored) {
    const { fileName, items: itemCount, pictures, videos, bytes } = stored;
    const expiresAt = stored.expiresAt.toISOString();
    return {
      url: picturePackageUrl(key),
      fileName,
      expiresAt,
      items: itemCount,
      pictures,
      videos,
      bytes,
      reused: true,
    };
  }
  const counts = {
    items: items.length,
    pictures: entries.filter((e) => e.kind === 'picture').length,
    videos: entries.filter((e) => e.kind === 'video').length,
  };
  const running = packer.building.get(key);
  if (running) return { ...(await running), reused: true };
  const made = build(packer, key, entries, counts).finally(() => packer.building.delete(key));
  packer.building.set(key, made);
  await sweep(packer);
  return made;
}

/** A package's file while it has not expired. */
async function packageFile(packer: Packer, key: string) {
  const row = await packageByKey(packer.db, key);
  if (!row || row.expiresAt <= packer.now()) return null;
  const file = await packer.storage.read(row.storageKey);
  return file && { ...file, fileName: row.fileName };
}

/** Why the item's video cannot be downloaded at all, whoever asks; null when it can. */
async function videoRefusal(packer: Packer, vid: string): Promise<VideoRefusal | null> {
  const [item] = await packer.itemPictures.byVids([vid], 'cn');
  if (!item) return 'noItem';
  if (!item.onShelf) return 'offShelf';
  if (!item.hasVideo || !(await packer.storage.has(itemVideoKey(vid)))) return 'noVideo';
  return null;
}

async function remainingToday(packer: Packer, on: Db, userId: number) {
  const used = await videoDownloadsSince(on, userId, marketDayStart(marketDay(packer.now())));
  return Math.max(0, VIDEO_DOWNLOADS_PER_DAY - used);
}

async function videoState(packer: Packer, userId: number, vid: string): Promise<VideoState> {
  const [reason, remaining] = await Promise.all([
    videoRefusal(packer, vid),
    remainingToday(packer, packer.db, userId),
  ]);
  if (reason) return { canDownload: false, reason, remainingToday: remaining };
  if (remaining === 0) return { canDownload: false, reason: 'dailyLimit', remainingToday: 0 };
  return { canDownload: true, reason: null, remainingToday: remaining };
}

/** The check before a download: when allowed, it counts against the buyer's day. */
async function videoCheck(packer: Packer, userId: number, vid: string): Promise<VideoState> {
  const reason = await videoRefusal(packer, vid);
  if (reason)
    return { canDownload: false, reason, remainingToday: await remainingToday(packer, packer.db, userId) };
  // The buyer's checks run one at a time, so parallel checks never pass the day's last download twice.
  return withOwnerLock(packer.db, OWNER_LOCK.videoDownloads, userId, async (tx) => {
    const remaining = await remainingToday(packer, tx, userId);
    if (remaining === 0) return { canDownload: false, reason: 'dailyLimit', remainingToday: 0 };
    await addVideoDownload(tx, userId, vid, packer.now());
    return { canDownload: true, reason: null, remainingToday: remaining - 1 };
  });
}

/** The video of a download this buyer was let through in the last minutes. */
async function videoFile(packer: Packer, userId: number, vid: string, lang: Language) {
  const since = new Date(packer.now().getTime() - VIDEO_TICKET_MINUTES * 60_000);
  if ((await videoDownloadsSince(packer.db, userId, since, vid)) === 0) return null;
  const [item] = await packer.itemPictures.byVids([vid], lang);
  const file = await packer.storage.read(itemVideoKey(vid));
  if (!item || !file) return null;
  return { ...file, fileName: `${safeName(`${item.artNo || item.vid} ${item.title}`) || vid}.mp4` };
}

export function createPicturePackageService(deps: Deps) {
  const packer: Packer = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    sizes: new LRUCache({ max: 20_000 }),
    building: new Map(),
  };
  return {
    /** The items' pictures and videos as the download page shows them, in the order asked. */
    async info(vids: readonly string[], lang: Language): Promise<ItemPictures[]> {
      return (await describeAll(packer, vids, lang)).map(({ entries: _entries, ...item }) => item);
    },
    make: (
      vids: readonly string[],
      lang: Language,
      options: { chosen?: readonly { vid: string; index: number }[]; withVideo: boolean },
    ) => makePackage(packer, vids, lang, options),
    file: (key: string) => packageFile(packer, key),
    videoState: (userId: number, vid: string) => videoState(packer, userId, vid),
    videoCheck: (userId: number, vid: string) => videoCheck(packer, userId, vid),
    videoFile: (userId: number, vid: string, lang: Language) => videoFile(packer, userId, vid, lang),
  };
}
export type PicturePackageService = ReturnType<typeof createPicturePackageService>;
