// What an item page's same-style lookup costs (decisions 052, 055): the item page, its same-style row and
// the list pages' batched same-style call each ask the image engine for other stalls' items of the city
// whose main picture is within SAME_STYLE_PICTURE_DISTANCE of the item's. One lookup reads the item's
// main picture and its stored descriptors, searches the HNSW index once per stored view (400 neighbours),
// reads which on-shelf items of the city show the pictures found and, signed in, the buyer's blocked
// stalls. Timed per lookup, p50/p95, on a freshly seeded catalogue (pictures drawn and described), then
// again with the index grown to --scale pictures (jittered copies of the real descriptors, as
// image-search.ts does; their rows are not in the database, so the reads after the index stay the
// catalogue's). PGlite in a temporary folder, or a fresh database on the PostgreSQL of DATABASE_URL.
//   npm run bench:same-style -- --items 6000 --scale 100000 --lookups 400

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ITEMS } from '@stallhub/seed';
import { sql } from 'drizzle-orm';
import { seedAndIndex } from '../apps/server/src/cli/seed.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createItemsService, createMarketsService } from '../apps/server/src/modules/catalogue/index.ts';
import { createFavouriteMarks } from '../apps/server/src/modules/favourites/index.ts';
import {
  createHandcraftedEmbedder,
  createImageFetcher,
  createImageSearchService,
  createUsearchIndex,
} from '../apps/server/src/modules/imagesearch/index.ts';
import { createShopsService } from '../apps/server/src/modules/shops/index.ts';
import { createLocalStorage } from '../apps/server/src/outside/storage/local-storage.ts';
import { freshPostgres } from './support.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: String(DEMO_ITEMS) },
    scale: { type: 'string', default: '100000' },
    lookups: { type: 'string', default: '400' },
  },
});
const itemCount = Number(values.items);
const scale = Number(values.scale);
const lookups = Number(values.lookups);
/** Neighbours per stored view, as the service asks (image-search-service.ts). */
const NEIGHBOURS = 400;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'same-style-bench-'));
const postgres = process.env.DATABASE_URL
  ? await freshPostgres(process.env.DATABASE_URL, 'same_style_bench')
  : null;
const database = await openDatabase({ url: postgres?.url, pgliteDir: path.join(dir, 'pglite') });
try {
  await migrate(database);
  const storage = createLocalStorage(path.join(dir, 'storage'));
  const seeded = await seedAndIndex(database, storage, {
    items: itemCount,
    log: (line) => process.stdout.write(`\r${line}   `),
  });
  process.stdout.write('\n');
  const { db } = database;
  const embedder = createHandcraftedEmbedder();
  const index = createUsearchIndex({ dimensions: embedder.dimensions, version: embedder.version });
  const marks = createFavouriteMarks(db);
  const items = createItemsService(db, createShopsService(db, createMarketsService(db)), marks);
  const imageSearch = createImageSearchService({
    db,
    items,
    marks,
    storage,
    embedder,
    index,
    fetcher: createImageFetcher(),
  });
  await imageSearch.warm();
  const pictures = index.size() / 2;
  console.log(
    `Seeded ${seeded?.items.toLocaleString('en')} items (${database.kind}); ${pictures.toLocaleString('en')} distinct pictures described (${index.size().toLocaleString('en')} vectors).`,
  );

  // Items spread over the catalogue, each looked up as the item page does, for a guest and a buyer.
  const sample = await queryRows<{ id: number; shop_id: number; city: string; descriptors: number[] }>(
    db,
    sql`select i.id, i.shop_id, i.city, p.descriptors from items i
      join image_item_pictures m on m.item_id = i.id and m.sort = 0
      join image_pictures p on p.id = m.picture_id
      where i.status = 1 and p.descriptors is not null
      order by (i.id * 7919) % 10007 limit ${lookups}`,
  );
  // A seeded shopper stands for the signed-in buyer (whose blocked stalls are read).
  const [buyer] = await queryRows<{ id: number }>(db, sql`select id from users order by id limit 1`);
  const viewers = [
    { label: 'guest', viewer: null },
    { label: 'signed-in buyer', viewer: { userId: buyer!.id, lang: 'cn' as const } },
  ];
  const d = embedder.dimensions;
  const views = (flat: number[]) =>
    Array.from({ length: flat.length / d }, (_, v) => Float32Array.from(flat.slice(v * d, (v + 1) * d)));

  const percentiles = (timings: number[]) => {
    const sorted = [...timings].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
    return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
  };

  async function measure(label: string) {
    const indexOnly: number[] = [];
    for (const item of sample) {
      const at = performance.now();
      for (const vector of views(item.descriptors)) index.search(vector, NEIGHBOURS);
      indexOnly.push(performance.now() - at);
    }
    console.log(
      `${label}: index search alone (2 views × k=${NEIGHBOURS}) ${percentiles(indexOnly)} over ${sample.length} items`,
    );
    for (const { label: who, viewer } of viewers) {
      const timings: number[] = [];
      let found = 0;
      for (const item of sample) {
        const at = performance.now();
        found += (await imageSearch.sameStyleIds({ id: item.id, shopId: item.shop_id }, item.city, viewer))
          .length;
        timings.push(performance.now() - at);
      }
      console.log(
        `${label}: whole lookup, ${who.padEnd(15)} ${percentiles(timings)} (${(found / sample.length).toFixed(1)} same-style items an item)`,
      );
    }
    // A list page of 40 cards in one batched call (POST /apif/samestyle/item/v1's lookup).
    const batches: number[] = [];
    for (let from = 0; from + 40 <= sample.length; from += 40) {
      const page = sample.slice(from, from + 40).filter((s) => s.city === sample[from]!.city);
      const at = performance.now();
      await imageSearch.sameStyleIdsOf(
        page.map((s) => ({ id: s.id, shopId: s.shop_id })),
        sample[from]!.city,
        viewers[1]!.viewer,
      );
      batches.push(performance.now() - at);
    }
    console.log(`${label}: a batch of up to 40 items of one city, signed in, ${percentiles(batches)}`);
  }

  // How the pictures group the on-shelf items (what search's merge folds on).
  const [groups] = await queryRows<{ items: number; groups: number; largest: number; shared: number }>(
    db,
    sql`select sum(n)::int as items, count(*)::int as groups, max(n)::int as largest,
        sum(n) filter (where n > 1)::int as shared
      from (select p.group_id, count(*) as n from image_item_pictures m
        join image_pictures p on p.id = m.picture_id where m.sort = 0 group by p.group_id) g`,
  );
  console.log(
    `Same-style groups: ${groups!.items} on-shelf items in ${groups!.groups} groups, ${groups!.shared} of them in groups of several; the largest holds ${groups!.largest}.`,
  );
  // One untimed pass warms the caches and the JIT.
  for (const item of sample)
    await imageSearch.sameStyleIds({ id: item.id, shopId: item.shop_id }, item.city, null);
  await measure(`${pictures.toLocaleString('en')} pictures`);

  if (scale > pictures) {
    const base = sample.map((s) => views(s.descriptors));
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const started = performance.now();
    const first = 10_000_000;
    for (let from = 0; from < scale - pictures; from += 5_000) {
      const entries: { id: number; vector: Float32Array }[] = [];
      for (let n = from; n < Math.min(scale - pictures, from + 5_000); n++) {
        const source = base[n % base.length]!;
        source.forEach((view, v) => {
          const vector = new Float32Array(view.length);
          for (let i = 0; i < vector.length; i++) vector[i] = view[i]! + (random() - 0.5) * 0.08;
          entries.push({ id: (first + n) * 2 + v, vector });
        });
      }
      index.add(entries);
      process.stdout.write(`\rindex ${(pictures + from + 5_000).toLocaleString('en')} pictures   `);
    }
    process.stdout.write('\n');
    console.log(
      `Index grown to ${(index.size() / 2).toLocaleString('en')} pictures in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
    await measure(`${(index.size() / 2).toLocaleString('en')} pictures`);
  }
} finally {
  await database.close();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
