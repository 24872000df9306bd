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
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import type { Db } from '../../../db/connection.ts';
import { OWNER_LOCK, withOwnerLock } from '../../../db/transaction.ts';
import { STORAGE_URL_PREFIX } from '../../../outside/storage/local-storage.ts';
import type { Storage } from '../../../outside/storage/storage.ts';
import type { ItemPictureSource, ItemPicturesService } from '../../catalogue/index.ts';
import { picturePackages, videoDownloads } from './tables.ts';

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

export function createPicturePackageService(deps: {
  db: Db;
  storage: Storage;
  itemPictures: ItemPicturesService;
  now?: () => Date;
}) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  /** Picture sizes by storage key: stored pictures never change under a key. */
  const sizes = new LRUCache<string, { width: number; height: number }>({ max: 20_000 });
  /** Packages being built, by content key: a second asker waits for the first build. */
  const building = new Map<string, Promise<PicturePackage>>();

  /** The storage key of a picture base; null for anything not in our storage (never fetched). */
  const storageKeyOf = (base: string) =>
    base.startsWith(STORAGE_URL_PREFIX) && !base.includes('..')
      ? imageUrl(base.slice(STORAGE_URL_PREFIX.length), PACKED_SIZE)
      : null;

  async function sizeOf(key: string) {
    const known = sizes.get(key);
    if (known) return known;
    const bytes = await storage.get(key);
    if (!bytes) return null;
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) return null;
    const size = { width: meta.width, height: meta.height };
    sizes.set(key, size);
    return size;
  }

  /** An item's pictures and video as stored, named as the package names them. */
  async function describe(item: ItemPictureSource, folders: Set<string>): Promise<PackedItem> {
    let folder = safeName(`${item.artNo || item.vid} ${item.title}`) || item.vid;
    if (folders.has(folder)) folder = `${folder} ${item.vid}`;
    folders.add(folder);
    const pictures: PackedItem['pictures'] = [];
    const entries: Entry[] = [];
    for (const [index, base] of item.pictures.entries()) {
      const key = storageKeyOf(base);
      const size = key ? await sizeOf(key) : null;
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
    const stored = item.hasVideo ? await storage.read(videoKey) : null;
    stored?.stream.destroy();
    const video = stored ? { bytes: stored.bytes, fileName: `${folder}/video.mp4` } : null;
    if (video) entries.push({ name: video.fileName, key: videoKey, kind: 'video' });
    const { vid, title, artNo, onShelf } = item;
    return { vid, title, artNo, onShelf, folder, pictures, video, entries };
  }

  async function describeAll(vids: readonly string[], lang: Language) {
    const found = await deps.itemPictures.byVids(vids, lang);
    const folders = new Set<string>();
    const items: PackedItem[] = [];
    for (const item of found) items.push(await describe(item, folders));
    return items;
  }

  /** A picture as JPEG, flattened on white: what the resale platforms take (WebP is not everywhere). */
  const jpegOf = async (key: string) => {
    const bytes = await storage.get(key);
    if (!bytes) throw new Error(`picture gone from storage: ${key}`);
    return sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
  };

  /** Streams the zip into storage entry by entry: at most one picture is held at a time. */
  async function build(
    key: string,
    entries: Entry[],
    counts: Omit<PicturePackage, 'url' | 'fileName' | 'expiresAt' | 'bytes' | 'reused'>,
  ) {
    const zip = new ZipFile();
    const mtime = now();
    for (const entry of entries) {
      // Pictures and videos are compressed already: stored, not deflated again.
      zip.addReadStreamLazy(entry.name, { compress: false, mtime }, (done) => {
        if (entry.kind === 'picture') {
          jpegOf(entry.key).then(
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
    const storageKey = `picture-packages/${key}.zip`;
    const bytes = await storage.putStream(storageKey, zip.outputStream as Readable);
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + PICTURE_PACKAGE_TTL_HOURS * HOUR_MS);
    const fileName = `stallhub-pictures-${marketDay(createdAt)}-${key.slice(0, 8)}.zip`;
    const row = { storageKey, fileName, ...counts, bytes, createdAt, expiresAt };
    await db
      .insert(picturePackages)
      .values({ key, ...row })
      .onConflictDoUpdate({ target: picturePackages.key, set: row });
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
  async function sweep() {
    const gone = await db
      .delete(picturePackages)
      .where(lt(picturePackages.expiresAt, now()))
      .returning({ storageKey: picturePackages.storageKey });
    await Promise.all(gone.map((row) => storage.remove(row.storageKey)));
  }

  const dayStart = () => marketDayStart(marketDay(now()));

  /** Why the item's video cannot be downloaded at all, whoever asks; null when it can. */
  async function videoRefusal(vid: string): Promise<VideoRefusal | null> {
    const [item] = await deps.itemPictures.byVids([vid], 'cn');
    if (!item) return 'noItem';
    if (!item.onShelf) return 'offShelf';
    if (!item.hasVideo || !(await storage.has(itemVideoKey(vid)))) return 'noVideo';
    return null;
  }

  async function remainingToday(on: Db, userId: number) {
    const [used] = await on
      .select({ n: count() })
      .from(videoDownloads)
      .where(and(eq(videoDownloads.userId, userId), gte(videoDownloads.createdAt, dayStart())));
    return Math.max(0, VIDEO_DOWNLOADS_PER_DAY - (used?.n ?? 0));
  }

  async function videoState(userId: number, vid: string): Promise<VideoState> {
    const [reason, remaining] = await Promise.all([videoRefusal(vid), remainingToday(db, userId)]);
    if (reason) return { canDownload: false, reason, remainingToday: remaining };
    if (remaining === 0) return { canDownload: false, reason: 'dailyLimit', remainingToday: 0 };
    return { canDownload: true, reason: null, remainingToday: remaining };
  }

  return {
    /** The items' pictures and videos as the download page shows them, in the order asked. */
    async info(vids: readonly string[], lang: Language): Promise<ItemPictures[]> {
      return (await describeAll(vids, lang)).map(({ entries: _entries, ...item }) => item);
    },

    /**
     * The package of the items' pictures (those of `chosen`, "vid:index", when given) and videos: reused
     * when the same content was packed and has not expired. Null when none of the vids is an item.
     */
    async make(
      vids: readonly string[],
      lang: Language,
      options: { chosen?: readonly { vid: string; index: number }[]; withVideo: boolean },
    ): Promise<PicturePackage | null> {
      const items = await describeAll(vids, lang);
      if (items.length === 0) return null;
      const chosen = options.chosen && new Set(options.chosen.map((c) => `${c.vid}:${c.index}`));
      const entries = items.flatMap((item) => {
        const pictures = new Set(
          item.pictures.filter((p) => !chosen || chosen.has(`${item.vid}:${p.index}`)).map((p) => p.fileName),
        );
        return item.entries.filter((entry) =>
          entry.kind === 'picture' ? pictures.has(entry.name) : options.withVideo,
        );
      });
      const key = createHash('sha256')
        .update(JSON.stringify(['v1', entries]))
        .digest('hex')
        .slice(0, 40);
      const [stored] = await db.select().from(picturePackages).where(eq(picturePackages.key, key));
      if (stored && stored.expiresAt > now() && (await storage.has(stored.storageKey))) {
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
      const running = building.get(key);
      if (running) return { ...(await running), reused: true };
      const made = build(key, entries, counts).finally(() => building.delete(key));
      building.set(key, made);
      await sweep();
      return made;
    },

    /** A package's file while it has not expired. */
    async file(key: string) {
      const [row] = await db.select().from(picturePackages).where(eq(picturePackages.key, key));
      if (!row || row.expiresAt <= now()) return null;
      const file = await storage.read(row.storageKey);
      return file && { ...file, fileName: row.fileName };
    },

    videoState,

    /** The check before a download: when allowed, it counts against the buyer's day. */
    async videoCheck(userId: number, vid: string): Promise<VideoState> {
      const reason = await videoRefusal(vid);
      if (reason) return { canDownload: false, reason, remainingToday: await remainingToday(db, userId) };
      // The buyer's checks run one at a time, so parallel checks never pass the day's last download twice.
      return withOwnerLock(db, OWNER_LOCK.videoDownloads, userId, async (tx) => {
        const remaining = await remainingToday(tx, userId);
        if (remaining === 0) return { canDownload: false, reason: 'dailyLimit', remainingToday: 0 };
        await tx.insert(videoDownloads).values({ userId, vid, createdAt: now() });
        return { canDownload: true, reason: null, remainingToday: remaining - 1 };
      });
    },

    /** The video of a download this buyer was let through in the last minutes. */
    async videoFile(userId: number, vid: string, lang: Language) {
      const since = new Date(now().getTime() - VIDEO_TICKET_MINUTES * 60_000);
      const [ticket] = await db
        .select({ n: count() })
        .from(videoDownloads)
        .where(
          and(
            eq(videoDownloads.userId, userId),
            eq(videoDownloads.vid, vid),
            gte(videoDownloads.createdAt, since),
          ),
        );
      if (!ticket?.n) return null;
      const [item] = await deps.itemPictures.byVids([vid], lang);
      const file = await storage.read(itemVideoKey(vid));
      if (!item || !file) return null;
      return { ...file, fileName: `${safeName(`${item.artNo || item.vid} ${item.title}`) || vid}.mp4` };
    },
  };
}
export type PicturePackageService = ReturnType<typeof createPicturePackageService>;
