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
import { SAME_STYLE_PICTURE_DISTANCE } from '@stallhub/contracts';
import { DEMO_ITEMS } from '@stallhub/seed';
import { sql } from 'drizzle-orm';
import { seedAndIndex } from '../apps/server/src/cli/seed.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import {
  createItemChangesService,
  createItemsService,
  createMarketsService,
} from '../apps/server/src/modules/catalogue/index.ts';
import { createFavouriteMarks } from '../apps/server/src/modules/favourites/index.ts';
import { styleOf } from '../apps/server/src/modules/imagesearch/evaluation/index.ts';
import {
  createGarmentEmbedder,
  createImageFetcher,
  createImageSearchService,
  createUsearchIndex,
  styleDistances,
} from '../apps/server/src/modules/imagesearch/index.ts';
import { createStallsService } from '../apps/server/src/modules/stalls/index.ts';
import { createItemCards } from '../apps/server/src/modules/storefront/index.ts';
import { createLocalStorage } from '../apps/server/src/outside/storage/local-storage.ts';
import { oneProcessSignals } from '../apps/server/src/signals/site-signals.ts';
import { freshPostgres } from './support.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: String(DEMO_ITEMS) },
    scale: { type: 'string', default: '100000' },
    lookups: { type: 'string', default: '400' },
    /** Same-style distances to group the stored pictures at, beside the constant (comma-separated). */
    thresholds: { type: 'string', default: '0.015,0.02,0.025,0.03,0.04' },
  },
});
/** An item as the same-style lookup is asked for it. */
const styleSource = (row: { id: number; shop_id: number; category_id: number }) => ({
  id: row.id,
  shopId: row.shop_id,
  categoryId: row.category_id,
});

const thresholds = values.thresholds.split(',').map(Number);
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
  const embedder = createGarmentEmbedder();
  const index = createUsearchIndex({ dimensions: embedder.dimensions });
  const marks = createFavouriteMarks(db);
  // One process: its caches need no other process's signals.
  const signals = oneProcessSignals();
  const items = createItemsService(db, signals);
  const shops = createStallsService(db, createMarketsService(db, signals), signals);
  const cards = createItemCards({ items, shops, marks });
  const imageSearch = createImageSearchService({
    db,
    items,
    changes: createItemChangesService(db),
    cards,
    marks,
    storage,
    embedder,
    // No picture is searched here: the same-style reads never describe one.
    describer: embedder,
    index,
    fetcher: createImageFetcher(),
  });
  await imageSearch.warm();
  const pictures = index.size() / 2;
  console.log(
    `Seeded ${seeded?.items.toLocaleString('en')} items (${database.kind}); ${pictures.toLocaleString('en')} distinct pictures described (${index.size().toLocaleString('en')} vectors).`,
  );

  // Items spread over the catalogue, each looked up as the item page does, for a guest and a buyer.
  const sample = await queryRows<{
    id: number;
    shop_id: number;
    category_id: number;
    city: string;
    descriptors: number[];
  }>(
    db,
    sql`select i.id, i.shop_id, i.category_id, i.city, p.descriptors from items i
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
        found += (await imageSearch.sameStyleIds(styleSource(item), item.city, viewer)).length;
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
      await imageSearch.sameStyleIdsOf(page.map(styleSource), sample[from]!.city, viewers[1]!.viewer);
      batches.push(performance.now() - at);
    }
    console.log(`${label}: a batch of up to 40 items of one city, signed in, ${percentiles(batches)}`);
  }

  // How the pictures group the on-shelf items: what search's merge folds on, a group's items of one city
  // and one leaf category (decision 068).
  const [groups] = await queryRows<{ items: number; groups: number; largest: number; shared: number }>(
    db,
    sql`select sum(n)::int as items, count(*)::int as groups, max(n)::int as largest,
        sum(n) filter (where n > 1)::int as shared
      from (select p.group_id, count(*) as n from image_item_pictures m
        join image_pictures p on p.id = m.picture_id where m.sort = 0
        group by p.group_id, m.city, m.category_id) g`,
  );
  console.log(
    `Same-style groups (a picture group's items of one city and leaf category, what merged search folds): ${groups!.items} on-shelf items in ${groups!.groups} groups, ${groups!.shared} of them in groups of several; the largest holds ${groups!.largest}.`,
  );
  // The seed's labelled same-style groups (2-5 stalls selling one design, each showing its own photo of
  // it, decision 066): how many the pictures keep in one group, and what an item's lookup finds of them.
  const labelled = await queryRows<{
    id: number;
    shop_id: number;
    category_id: number;
    city: string;
    label: number;
    group_id: number;
  }>(
    db,
    sql`select i.id, i.shop_id, i.category_id, i.city, i.style_group_id as label, p.group_id from items i
      join image_item_pictures m on m.item_id = i.id and m.sort = 0
      join image_pictures p on p.id = m.picture_id
      where i.style_group_id is not null and i.status = 1`,
  );
  const byLabel = new Map<number, typeof labelled>();
  for (const row of labelled) byLabel.set(row.label, [...(byLabel.get(row.label) ?? []), row]);
  const several = [...byLabel.values()].filter((rows) => rows.length > 1);
  const together = several.filter((rows) => new Set(rows.map((r) => r.group_id)).size === 1).length;
  // Every on-shelf item's look (its main picture's garment): a found item of another look is a wrong match.
  const lookOf = new Map(
    (
      await queryRows<{ id: number; url: string }>(
        db,
        sql`select m.item_id as id, p.url from image_item_pictures m join image_pictures p on p.id = m.picture_id
          where m.sort = 0`,
      )
    ).map((r) => [r.id, styleOf(r.url.slice(r.url.lastIndexOf('/') + 1))]),
  );
  let mates = 0;
  let matesFound = 0;
  let foundAll = 0;
  let foundOfLook = 0;
  for (const rows of several)
    for (const row of rows) {
      const found = new Set(await imageSearch.sameStyleIds(styleSource(row), row.city, null));
      const others = rows.filter((r) => r.shop_id !== row.shop_id);
      mates += others.length;
      matesFound += others.filter((r) => found.has(r.id)).length;
      foundAll += found.size;
      const look = lookOf.get(row.id);
      foundOfLook += [...found].filter((id) => lookOf.get(id) === look).length;
    }
  console.log(
    `Labelled same-style groups: ${together}/${several.length} with all their on-shelf items in one picture group; an item's same-style lookup finds ${((100 * matesFound) / mates).toFixed(1)}% of its labelled other stalls, among ${(foundAll / labelled.length).toFixed(1)} items found, ${((100 * foundOfLook) / Math.max(1, foundAll)).toFixed(1)}% of them of its look.`,
  );
  const stored = await queryRows<{ url: string; descriptors: number[] }>(
    db,
    sql`select url, descriptors from image_pictures where descriptors is not null order by id`,
  );
  const labelUrls = await queryRows<{ label: number; url: string }>(
    db,
    sql`select i.style_group_id as label, p.url from items i
      join image_item_pictures m on m.item_id = i.id and m.sort = 0
      join image_pictures p on p.id = m.picture_id
      where i.style_group_id is not null and i.status = 1`,
  );
  const positionOf = new Map(stored.map((r, i) => [r.url, i]));
  const styles = stored.map((r) => styleOf(r.url.slice(r.url.lastIndexOf('/') + 1)));
  for (const threshold of thresholds) {
    const grouped = styleDistances(
      stored.map((r) => views(r.descriptors)),
      styles,
      threshold,
    );
    const at = threshold === SAME_STYLE_PICTURE_DISTANCE ? ' (the constant)' : '';
    if (threshold === thresholds[0]) {
      const q = (list: number[], f: number) =>
        [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) * f)]!.toFixed(3);
      console.log(
        `Pictures by style (look): same-style pairs p5 ${q(grouped.sameStyle, 0.05)}, median ${q(grouped.sameStyle, 0.5)}, p95 ${q(grouped.sameStyle, 0.95)}; nearest other style p5 ${q(grouped.nearestOther, 0.05)}, median ${q(grouped.nearestOther, 0.5)}, p95 ${q(grouped.nearestOther, 0.95)}`,
      );
    }
    const groupsOfLabel = new Map<number, Set<number>>();
    for (const { label, url } of labelUrls)
      groupsOfLabel.set(
        label,
        (groupsOfLabel.get(label) ?? new Set()).add(grouped.group[positionOf.get(url)!]!),
      );
    const labelsTogether = several.filter((rows) => groupsOfLabel.get(rows[0]!.label)!.size === 1).length;
    console.log(
      `  grouped at ${threshold}${at}: labelled groups together ${labelsTogether}/${several.length}; ${grouped.together}/${grouped.styles} styles with several pictures in one group; ${grouped.groups} groups of ${stored.length} pictures, the largest ${grouped.largest}; ${grouped.mixed} pictures share a group with another style`,
    );
  }
  // One untimed pass warms the caches and the JIT.
  for (const item of sample) await imageSearch.sameStyleIds(styleSource(item), item.city, null);
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
