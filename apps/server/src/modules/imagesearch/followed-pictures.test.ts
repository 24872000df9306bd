import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/connection.ts';
import { createServices } from '../../services.ts';
import { get } from '../../testing/http-calls.ts';
import { openImageSearchApp } from '../../testing/image-search-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Two apps over one database, as two processes would run (issue 28 point 3): the first runs the
// background consumers (its feed describes pictures), the second only answers, with no feed of its own.
// What the first describes, the second finds: its index follows the stored descriptors.

const t = suiteFixture(async () => {
  const worker = await openImageSearchApp(40);
  const web = await buildApp({
    env: { ...worker.env, SEARCH_FEED_INTERVAL_MS: 0 },
    database: worker.database,
    pages: false,
    logger: false,
  });
  await web.ready();
  return {
    ...worker,
    web,
    async close() {
      await web.close();
      await worker.close();
    },
  };
});
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** Searches with `bytes` through `app`: the ids of the items of `city` on the first page, and how many in all. */
async function searchThrough(app: FastifyInstance, bytes: Buffer, city: string) {
  const name = `imagesearch/pc_${Math.random().toString(36).slice(2, 8)}`;
  await t.storage.put(name, bytes, 'image/jpeg');
  const searched = await get(
    app,
    `/api/uploadImage?url=${encodeURIComponent(`/storage/${name}`)}&searchCity=${city}`,
    { cookies: t.buyer },
  );
  expect(searched.status).toBe(200);
  const md5 = searched.body.data.imageMd5 as string;
  const results = await get(app, `/apif/imagesearch/list?imageMd5=${md5}&searchCity=${city}`, {
    cookies: t.buyer,
  });
  return {
    ids: results.body.data.list.map((c: { itemId: number }) => c.itemId) as number[],
    total: results.body.data.total as number,
  };
}

/** Waits (up to 20 s, the worker's feed under load) until `ready` answers true. */
async function until(ready: () => Promise<boolean>) {
  for (const started = Date.now(); Date.now() - started < 20_000; ) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

/** Answers within a second, trying every 50 ms, what `find` answers once `found` holds of it. */
async function withinASecond<T>(find: () => Promise<T>, found: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await find();
  while (!found(value) && Date.now() - started < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await find();
  }
  return value;
}

describe('every process’s image index follows the stored pictures', () => {
  it('a picture described through one process is found by image search on another within a second', async () => {
    const [item] = await rows<{ item_id: number; city: string }>(
      sql`select item_id, city from image_item_pictures where sort = 0 order by item_id desc limit 1`,
    );
    // A picture unlike any of the seed's, stored as the seed stores pictures.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#3d0c45"/>
      ${Array.from({ length: 6 }, (_, i) => `<rect y="${i * 70}" width="400" height="30" fill="#7fdbca"/>`).join('')}
      <polygon points="200,60 340,340 60,340" fill="#ffcc00"/></svg>`;
    const bytes = await sharp(Buffer.from(svg)).webp().toBuffer();
    await t.storage.put('items/test/followed_400.webp', bytes, 'image/webp');
    await t.database.db.execute(
      sql`update item_images set url = '/storage/items/test/followed' where item_id = ${item!.item_id} and sort = 0`,
    );
    // The worker describes it and stores its descriptors, with the item's picture rows.
    await until(async () => {
      const [shown] = await rows<{ n: number }>(
        sql`select count(*)::int as n from image_item_pictures i join image_pictures p on p.id = i.picture_id
            where p.url = '/storage/items/test/followed' and p.descriptors is not null`,
      );
      return shown!.n > 0;
    });

    const found = await withinASecond(
      () => searchThrough(t.web, bytes, item!.city),
      (answer) => answer.ids.includes(item!.item_id),
    );
    expect(found.ids[0]).toBe(item!.item_id);
  });

  it('an item taken off the shelf through one process drops out of the other’s results within a second', async () => {
    const [picture] = await rows<{ url: string; item_id: number; city: string }>(
      sql`select p.url, i.item_id, i.city from image_pictures p join image_item_pictures i on i.picture_id = p.id
          where p.descriptors is not null and i.sort = 0 order by i.item_id limit 1`,
    );
    const bytes = (await t.storage.get(`${picture!.url.slice('/storage/'.length)}_400.webp`))!;
    // The other process answers (and keeps) a ranking with the item in it.
    const before = await searchThrough(t.web, bytes, picture!.city);
    expect(before.ids).toContain(picture!.item_id);

    await t.database.db.execute(sql`update items set status = 0 where id = ${picture!.item_id}`);
    await until(async () => {
      const [left] = await rows<{ n: number }>(
        sql`select count(*)::int as n from image_item_pictures where item_id = ${picture!.item_id}`,
      );
      return left!.n === 0;
    });

    const found = await withinASecond(
      () => searchThrough(t.web, bytes, picture!.city),
      (answer) => !answer.ids.includes(picture!.item_id),
    );
    expect(found.ids).not.toContain(picture!.item_id);
    // The ranking was made again, not only its cards left out.
    expect(found.total).toBe(before.total - 1);
  });

  it('the image consumer records a change for an item whose same-style group it decided, in its own transaction', async () => {
    const [item] = await rows<{ item_id: number }>(
      sql`select item_id from image_item_pictures where sort = 0 order by item_id limit 1 offset 5`,
    );
    // As if the text indexer read the item before its pictures were described: it had no group then.
    await t.database.db.execute(sql`delete from image_item_pictures where item_id = ${item!.item_id}`);
    const another = createServices(t.database.db, { storage: t.storage });
    let recorded: { item_id: number }[] = [];
    await another.imageSearch.consumer.handle([item!.item_id], (write) =>
      t.database.db.transaction(async (tx) => {
        await write(tx);
        recorded = await queryRows<{ item_id: number }>(
          tx,
          sql`select item_id from item_changes where writer = pg_current_xact_id()`,
        );
      }),
    );
    expect(recorded).toEqual([{ item_id: item!.item_id }]);
  });
});
