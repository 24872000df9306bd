import path from 'node:path';
import {
  imageUrl,
  itemVideoKey,
  PICTURE_PACKAGE_MAX_ITEMS,
  PICTURE_PACKAGES_PER_MINUTE,
  VIDEO_DOWNLOADS_PER_DAY,
} from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { createLocalStorage } from '../../../outside/storage/local-storage.ts';
import { get, post } from '../../../testing/http-calls.ts';
import { parallel } from '../../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../../testing/suite-fixture.ts';

// Spec 2 §2 /batchDownload and §7 PicMaker, itemImgInfo, batchItemImgInfo, /apif/video/*: the package is
// built from our storage only, streams into storage, is reused for the same content, and expires
// (decision 058). The seeded test app renders no pictures: the items' pictures are stored here.
const t = suiteFixture(() => openSignedInSeededApp({ items: 120 }));
const storage = createLocalStorage(path.join('/tmp/stallhub-test-data', 'storage'));
const VIDEO = Buffer.from('not really an mp4, but bytes a download must carry unchanged');

let withVideo: string;
let plain: string;
let offShelf: string;

/** The names in a zip, in its order. */
const zipNames = (bytes: Buffer) =>
  new Promise<string[]>((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

async function storePictures(vid: string) {
  const rows = await t.rows<{ url: string }>(
    sql`select i.url from item_images i join items on items.id = i.item_id where items.vid = ${vid}`,
  );
  for (const { url } of rows) {
    const key = imageUrl(url.replace('/storage/', ''), 800);
    if (await storage.has(key)) continue;
    const webp = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#a0b0c0' } })
      .webp()
      .toBuffer();
    await storage.put(key, webp, 'image/webp');
  }
}

const make = (vids: string, cookies = t.buyer, extra: object = {}) =>
  post(t.app, '/apic/data/PicMaker?lang=en', { vids, ...extra }, { cookies });

beforeAll(async () => {
  const pick = async (where: ReturnType<typeof sql>) =>
    (await t.rows<{ vid: string }>(sql`select vid from items where ${where} order by id limit 1`))[0]!.vid;
  withVideo = await pick(sql`has_video and status = 1`);
  plain = await pick(sql`not has_video and status = 1`);
  offShelf = await pick(sql`has_video and status = 1 and vid <> ${withVideo}`);
  await t.rows(sql`update items set status = 0 where vid = ${offShelf}`);
  for (const vid of [withVideo, plain, offShelf]) await storePictures(vid);
  await storage.put(itemVideoKey(withVideo), VIDEO, 'video/mp4');
  await storage.put(itemVideoKey(offShelf), VIDEO, 'video/mp4');
});

describe('picture information', () => {
  it("answers an item's pictures with their sizes and package names, and its video", async () => {
    const { status, body } = await get(t.app, `/apic/data/itemImgInfo?vid=${withVideo}&lang=en`);
    expect(status).toBe(200);
    const pictureCount = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from item_images i join items on items.id = i.item_id where vid = ${withVideo}`,
    );
    expect(body.data.pictures).toHaveLength(pictureCount[0]!.n);
    expect(body.data.pictures[0]).toMatchObject({ index: 0, width: 800, height: 800, kind: 'main' });
    expect(body.data.pictures[0].fileName).toMatch(new RegExp(`^${body.data.folder}/main/01`));
    expect(body.data.video).toEqual({ bytes: VIDEO.length, fileName: `${body.data.folder}/video.mp4` });
  });

  it("names items in the reader's language, Chinese from the catalogue itself", async () => {
    const [row] = await t.rows<{ title: string }>(sql`select title from items where vid = ${plain}`);
    const { body } = await get(t.app, `/apic/data/itemImgInfo?vid=${plain}&lang=cn`);
    expect(body.data.title).toBe(row!.title);
    expect(body.data.folder).toContain(row!.title.slice(0, 10));
  });

  it('answers many items in the order asked and names the vids that are no item', async () => {
    const { body } = await get(t.app, `/apic/data/batchItemImgInfo?vids=${plain},999999999,${withVideo}`);
    expect(body.data.items.map((item: { vid: string }) => item.vid)).toEqual([plain, withVideo]);
    expect(body.data.missing).toEqual(['999999999']);
    expect(body.data.items[0].video).toBeNull();
  });

  it('refuses a bad vid naming the field', async () => {
    const { status, body } = await get(t.app, '/apic/data/itemImgInfo?vid=../etc');
    expect([status, body.message]).toEqual([400, 'vid is not an item id']);
  });
});

describe('PicMaker', () => {
  it('asks a guest to sign in', async () => {
    expect((await make(plain, {})).status).toBe(401);
  });

  it("packs exactly the items' pictures and videos, one folder per item", async () => {
    const made = await make(`${withVideo},${plain}`);
    expect(made.status).toBe(200);
    const info = await get(t.app, `/apic/data/batchItemImgInfo?vids=${withVideo},${plain}&lang=en`);
    const expected = info.body.data.items.flatMap(
      (item: { pictures: { fileName: string }[]; video: { fileName: string } | null }) => [
        ...item.pictures.map((p) => p.fileName),
        ...(item.video ? [item.video.fileName] : []),
      ],
    );
    const file = await get(t.app, made.body.data.url, { cookies: t.buyer });
    expect(file.status).toBe(200);
    expect(file.response.headers['content-type']).toBe('application/zip');
    expect(await zipNames(file.response.rawPayload)).toEqual(expected);
    expect(made.body.data).toMatchObject({ items: 2, videos: 1, pictures: expected.length - 1 });
    expect(made.body.data.bytes).toBe(file.response.rawPayload.length);
  });

  it('packs only the chosen pictures, and no video when asked not to', async () => {
    const made = await make(withVideo, t.buyer, {
      pictures: `${withVideo}:1,${withVideo}:0`,
      withVideo: '0',
    });
    const file = await get(t.app, made.body.data.url, { cookies: t.buyer });
    const names = await zipNames(file.response.rawPayload);
    expect(names.map((name) => name.split('/').slice(1).join('/').slice(0, 7))).toEqual([
      'main/01',
      'main/02',
    ]);
  });

  it('reuses the package of the same vids instead of building it again', async () => {
    const first = await make(`${plain},${withVideo}`);
    const second = await make(`${plain},${withVideo}`);
    expect(second.body.data.reused).toBe(true);
    expect(second.body.data.url).toBe(first.body.data.url);
  });

  it('refuses more than the limit, and vids that are not ids, naming the field', async () => {
    const many = Array.from({ length: PICTURE_PACKAGE_MAX_ITEMS + 1 }, (_, i) => 10_000_000 + i).join(',');
    const tooMany = await make(many);
    expect([tooMany.status, tooMany.body.message]).toEqual([
      400,
      `vids: at most ${PICTURE_PACKAGE_MAX_ITEMS} items`,
    ]);
    const bad = await make('12,http://elsewhere.example/x.jpg');
    expect([bad.status, bad.body.message]).toEqual([400, 'vids.1: vids must be item ids']);
    const none = await make('');
    expect(none.status).toBe(400);
  });

  it('answers 404 when none of the vids is an item', async () => {
    const { status, body } = await make('999999998');
    expect([status, body.message]).toEqual([404, 'None of these items exists']);
  });

  it('serves no package that expired or never was', async () => {
    const made = await make(plain);
    await t.rows(sql`update picture_packages set expires_at = now() - interval '1 minute'`);
    expect((await get(t.app, made.body.data.url, { cookies: t.buyer })).status).toBe(404);
    expect(
      (await get(t.app, `/apic/data/picPackage/${'0'.repeat(40)}.zip`, { cookies: t.buyer })).status,
    ).toBe(404);
    expect((await make(plain)).body.data.reused).toBe(false);
  });

  it(`limits each buyer to ${PICTURE_PACKAGES_PER_MINUTE} packages a minute`, async () => {
    const answers = [];
    for (let i = 0; i <= PICTURE_PACKAGES_PER_MINUTE; i++) answers.push((await make('x!', t.stall)).status);
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, PICTURE_PACKAGES_PER_MINUTE).every((status) => status === 400)).toBe(true);
  });
});

describe('video download', () => {
  const can = (vid: string, cookies = t.buyer) =>
    get(t.app, `/apif/video/canDownload?vid=${vid}&lang=en`, { cookies });
  const check = (vid: string, cookies = t.buyer) =>
    get(t.app, `/apif/video/downloadCheck?vid=${vid}&lang=en`, { cookies });

  it('asks a guest to sign in', async () => {
    expect((await can(withVideo, {})).status).toBe(401);
    expect((await check(withVideo, {})).status).toBe(401);
  });

  it('lets a buyer download an item on shelf that has a video, and says why not otherwise', async () => {
    expect((await can(withVideo)).body.data).toMatchObject({ canDownload: true, reason: null });
    expect((await can(plain)).body.data).toMatchObject({ canDownload: false, reason: 'noVideo' });
    expect((await can(offShelf)).body.data).toMatchObject({ canDownload: false, reason: 'offShelf' });
    expect((await can('999999997')).body.data).toMatchObject({ canDownload: false, reason: 'noItem' });
    const refused = await check(plain);
    expect([refused.body.code, refused.body.message, refused.body.data.url]).toEqual([
      209,
      'The item has no video',
      null,
    ]);
  });

  it('serves the video only after the check, and counts it against the day', async () => {
    const before = (await can(withVideo)).body.data.remainingToday;
    const fileUrl = `/apif/video/file?vid=${withVideo}`;
    expect((await get(t.app, fileUrl, { cookies: t.stall })).status).toBe(403);
    const checked = await check(withVideo);
    expect(checked.body.data).toMatchObject({ canDownload: true, remainingToday: before - 1, url: fileUrl });
    const file = await get(t.app, fileUrl, { cookies: t.buyer });
    expect([file.status, file.response.headers['content-type']]).toEqual([200, 'video/mp4']);
    expect(file.response.rawPayload.equals(VIDEO)).toBe(true);
  });

  it(`stops a buyer after ${VIDEO_DOWNLOADS_PER_DAY} videos a day`, async () => {
    await t.rows(
      sql`insert into video_downloads (user_id, vid) select ${t.stallUserId}, ${withVideo} from generate_series(1, ${VIDEO_DOWNLOADS_PER_DAY})`,
    );
    const refused = await check(withVideo, t.stall);
    expect([refused.body.code, refused.body.data.reason, refused.body.data.remainingToday]).toEqual([
      209,
      'dailyLimit',
      0,
    ]);
    expect((await can(withVideo)).body.data.canDownload).toBe(true);
  });

  it('lets one of 10 parallel checks take the day’s last download, and refuses the other 9', async () => {
    await t.rows(sql`delete from video_downloads where user_id = ${t.buyerId}`);
    await t.rows(
      sql`insert into video_downloads (user_id, vid) select ${t.buyerId}, ${withVideo} from generate_series(1, ${VIDEO_DOWNLOADS_PER_DAY - 1})`,
    );
    const answers = await parallel(10, () => check(withVideo));
    expect(answers.filter((a) => a.body.data.canDownload)).toHaveLength(1);
    const [used] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from video_downloads where user_id = ${t.buyerId}`,
    );
    expect(used!.n).toBe(VIDEO_DOWNLOADS_PER_DAY);
    await t.rows(sql`delete from video_downloads where user_id = ${t.buyerId}`);
  });
});
