import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_SIZES, imageUrl } from '@stallhub/contracts';
import {
  type CatalogueOptions,
  createCatalogue,
  DEMO_ITEMS,
  type ItemChunk,
  type PictureJob,
  pictureSvg,
  renderWebp,
} from '@stallhub/seed';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { ensureDemoShoppers } from '../demo/accounts.ts';
import { importDemoBrowsing } from '../demo/browsing.ts';
import { seedDemoImageSearches } from '../demo/image-searches.ts';
import { type Env, parseEnv } from '../env.ts';
import {
  createSalesService,
  demoBrowsingPools,
  hasItems,
  importCatalogueReference,
  importItems,
  syncCatalogueSequences,
} from '../modules/catalogue/index.ts';
import { importTopics } from '../modules/content/index.ts';
import { refreshRankings } from '../modules/rankings/index.ts';
import {
  createTermCounter,
  importSearchTerms,
  importSearchWords,
  stallTerms,
} from '../modules/search/index.ts';
import { importShell } from '../modules/shell/index.ts';
import { importStalls, syncStallSequences } from '../modules/stalls/index.ts';
import { createLocalStorage } from '../outside/storage/local-storage.ts';
import type { Storage } from '../outside/storage/storage.ts';
import { createServices } from '../services.ts';
import { openSharedState } from '../shared-state.ts';

/** Above this many items the CLI wants PostgreSQL: PGlite is one process and keeps its data on local disk. */
export const PGLITE_MAX_ITEMS = 50_000;
/** The demo's other buyers, browsing the best sellers of the busiest city categories (the also-viewed row). */
const DEMO_SHOPPERS = 300;
const BROWSING_POOLS = 100;
const BROWSING_POOL_SIZE = 30;

export interface SeedOptions extends Omit<CatalogueOptions, 'urlFor'> {
  /** Items generated and written per batch (default 2,000). */
  chunkSize?: number;
  /** Render and store the pictures (default true). Tests turn it off: rows still point at picture URLs. */
  pictures?: boolean;
  /** Pictures rendered at once (default 8: enough to keep libuv's four threads busy between steps). */
  renderConcurrency?: number;
  /**
   * Write everything in one transaction, so a failed seed leaves the database empty and the next start
   * tries again. Default: yes up to 50,000 items; a large catalogue commits chunk by chunk.
   */
  atomic?: boolean;
  /** Called after each chunk of items is written, in the same transaction (e.g. to feed a search index). */
  onItems?: (db: Db, chunk: ItemChunk) => Promise<void>;
  log?: (line: string) => void;
}

export interface SeedReport {
  items: number;
  shops: number;
  skus: number;
  pictures: { rendered: number; reused: number; seconds: number; perSecond: number };
  seconds: number;
  itemsPerSecond: number;
}

interface RenderJob {
  key: string;
  svg: () => string;
}

/**
 * Renders pictures on libuv's thread pool, a few at a time, while the caller goes on writing rows. A
 * picture already in storage is kept: same spec, same bytes, so a re-seed after `db:reset` is fast.
 */
function createRenderer(storage: Storage, concurrency: number) {
  const queue: { job: RenderJob; done: () => void; fail: (e: unknown) => void }[] = [];
  let running = 0;
  let rendered = 0;
  let reused = 0;
  let busyMs = 0;
  let firstStart = 0;

  async function renderOne(job: RenderJob) {
    const largest = IMAGE_SIZES[IMAGE_SIZES.length - 1]!;
    if (await storage.has(imageUrlKey(job.key, largest))) {
      reused++;
      return;
    }
    const files = await renderWebp(job.svg());
    // The largest size last: its presence marks a complete picture for the check above.
    for (const size of [...IMAGE_SIZES].sort((a, b) => a - b)) {
      await storage.put(imageUrlKey(job.key, size), files.get(size)!, 'image/webp');
    }
    rendered++;
  }

  function pump() {
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift()!;
      running++;
      if (firstStart === 0) firstStart = performance.now();
      renderOne(next.job)
        .then(next.done, next.fail)
        .finally(() => {
          running--;
          busyMs = performance.now() - firstStart;
          pump();
        });
    }
  }

  return {
    render(jobs: RenderJob[]): Promise<void> {
      const all = jobs.map(
        (job) =>
          new Promise<void>((done, fail) => {
            queue.push({ job, done, fail });
          }),
      );
      pump();
      return Promise.all(all).then(() => undefined);
    },
    stats: () => ({ rendered, reused, seconds: busyMs / 1000 }),
  };
}

/** `items/pool/x` and 400 → `items/pool/x_400.webp`, the storage key of one size. */
const imageUrlKey = (key: string, size: (typeof IMAGE_SIZES)[number]) => imageUrl(key, size);

const poolJob = (job: PictureJob): RenderJob => ({ key: job.key, svg: () => pictureSvg(job.spec) });

/**
 * Seeds the demo catalogue into an empty database: reference data, navigation and currency rates,
 * topics, stalls and their credit, search words, then items in chunks, with their pictures rendered
 * into `storage` meanwhile. Returns null, touching nothing, when the database already has items.
 */
export async function seedDemo(
  database: Database,
  storage: Storage,
  options: SeedOptions = {},
): Promise<SeedReport | null> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (await hasItems(database.db)) return null;

  const { chunkSize = 2000, pictures = true, onItems } = options;
  const catalogue = createCatalogue({ ...options, urlFor: (key) => storage.urlFor(key) });
  const { items: total } = catalogue.options;
  const atomic = options.atomic ?? total <= PGLITE_MAX_ITEMS;
  const renderer = createRenderer(storage, options.renderConcurrency ?? 8);
  const rendering: Promise<void>[] = [];
  const render = (jobs: RenderJob[]) => {
    if (pictures && jobs.length > 0) rendering.push(renderer.render(jobs));
  };
  render(catalogue.topics.banners);

  let written = 0;
  let skuCount = 0;
  const write = async (db: Db) => {
    await importCatalogueReference(db, catalogue.reference);
    await importShell(db, catalogue);
    await importTopics(db, catalogue.topics);
    await importStalls(db, { stalls: catalogue.shops, credit: catalogue.shopCredit }, stallTerms);
    await importSearchWords(db, catalogue);
    const terms = createTermCounter();
    for (const chunk of catalogue.itemChunks(chunkSize)) {
      render(chunk.pictures.map(poolJob));
      for (const item of chunk.items) terms.add(item.city, item.title);
      await importItems(db, chunk);
      await onItems?.(db, chunk);
      written += chunk.items.length;
      skuCount += chunk.skus.length;
      const seconds = (performance.now() - started) / 1000;
      log(
        `items ${written.toLocaleString('en')}/${total.toLocaleString('en')} (${Math.round(written / seconds)}/s)`,
      );
    }
    await importSearchTerms(db, terms.rows());
    await importDemoBrowsing(
      db,
      await ensureDemoShoppers(db, DEMO_SHOPPERS),
      await demoBrowsingPools(db, BROWSING_POOLS, BROWSING_POOL_SIZE),
      catalogue.options,
    );
    await syncCatalogueSequences(db);
    await syncStallSequences(db);
    // Rows may commit only once the pictures they point at are stored.
    await Promise.all(rendering);
  };
  if (atomic) await database.db.transaction((tx) => write(tx));
  else await write(database.db);
  await Promise.all(rendering);

  const seconds = (performance.now() - started) / 1000;
  const picturesDone = renderer.stats();
  return {
    items: written,
    shops: catalogue.shops.length,
    skus: skuCount,
    pictures: {
      ...picturesDone,
      perSecond: picturesDone.seconds > 0 ? Math.round(picturesDone.rendered / picturesDone.seconds) : 0,
    },
    seconds,
    itemsPerSecond: Math.round(written / seconds),
  };
}

/** Seeds an empty database, then indexes every item for search; null, touching nothing, when it had items. */
export async function seedAndIndex(
  database: Database,
  storage: Storage,
  options: SeedOptions = {},
): Promise<(SeedReport & { indexSeconds: number; imageSeconds: number }) | null> {
  const report = await seedDemo(database, storage, options);
  if (!report) return null;
  const started = performance.now();
  // The seed writes the stored documents only; each server loads its own copy when it starts.
  const { itemChanges, searchIndexer, imageSearch, items } = createServices(database.db, {
    searchEngine: 'postgres',
    storage,
  });
  // The rebuild reads every item written so far: the changes the seed recorded are then already indexed.
  const seeded = await itemChanges.latest();
  // Every item picture described for image search (the server builds its HNSW index from these rows)
  // and put in its same-style group, which the search documents then carry (decision 055).
  const imagesStarted = performance.now();
  await imageSearch.rebuild((done) =>
    options.log?.(`image descriptors ${done.toLocaleString('en')}/${report.items.toLocaleString('en')}`),
  );
  const imageSeconds = (performance.now() - imagesStarted) / 1000;
  await searchIndexer.rebuild((done) =>
    options.log?.(`search index ${done.toLocaleString('en')}/${report.items.toLocaleString('en')}`),
  );
  await seedDemoImageSearches(database.db, items, options.now);
  await itemChanges.discardUpTo(seeded);
  await refreshRankings(database.db, createSalesService(database.db));
  // Fresh tables have no statistics; without them the planner picks plans for empty tables.
  await database.db.execute(sql`analyze`);
  return { ...report, indexSeconds: (performance.now() - started) / 1000, imageSeconds };
}

/** Reads `--scale N` (items), `--seed N` and `--chunk N` from the command line. */
export function parseSeedArgs(argv: readonly string[]): { items: number; seed?: number; chunkSize?: number } {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    if (index < 0) return undefined;
    const raw = argv[index + 1];
    const number = Number(raw?.replace(/_/g, ''));
    if (!raw || !Number.isInteger(number) || number <= 0) {
      throw new Error(`--${name} needs a positive whole number, got ${raw ?? 'nothing'}`);
    }
    return number;
  };
  return { items: value('scale') ?? DEMO_ITEMS, seed: value('seed'), chunkSize: value('chunk') };
}

/**
 * Processes already serving this database kept what they read of it while it was empty: the seed wrote its
 * items and reference data past the item-change feed (a bulk import), so it tells them itself.
 */
async function tellServingProcesses(env: Env, database: Database) {
  const shared = await openSharedState(env, database);
  try {
    await shared.signals.publish('reference');
    await shared.signals.publish('catalogue');
  } finally {
    await shared.close();
  }
}

async function main() {
  const env = parseEnv();
  const args = parseSeedArgs(process.argv.slice(2));
  if (!env.DATABASE_URL && args.items > PGLITE_MAX_ITEMS) {
    throw new Error(
      `--scale ${args.items} needs PostgreSQL: set DATABASE_URL (postgres://...). The embedded PGlite takes at most ${PGLITE_MAX_ITEMS.toLocaleString('en')} items.`,
    );
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.DATA_DIR, 'pglite'),
  });
  try {
    await migrate(database);
    const storage = createLocalStorage(env.STORAGE_DIR);
    console.log(
      `Seeding ${args.items.toLocaleString('en')} items into ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} on ${os.availableParallelism()} cores ...`,
    );
    const report = await seedAndIndex(database, storage, {
      items: args.items,
      seed: args.seed,
      chunkSize: args.chunkSize,
      log: (line) => process.stdout.write(`\r${line}   `),
    });
    process.stdout.write('\n');
    if (!report) {
      console.log('The database already has items; nothing seeded. Run `npm run db:reset` to start over.');
      return;
    }
    await tellServingProcesses(env, database);
    console.log(
      [
        `Seeded ${report.items.toLocaleString('en')} items, ${report.skus.toLocaleString('en')} SKUs and ${report.shops.toLocaleString('en')} stalls in ${report.seconds.toFixed(1)} s: ${report.itemsPerSecond.toLocaleString('en')} items/s.`,
        `Pictures: ${report.pictures.rendered} rendered (${report.pictures.perSecond}/s), ${report.pictures.reused} already in storage.`,
        `Search index: ${report.items.toLocaleString('en')} items in ${report.indexSeconds.toFixed(1)} s (${Math.round(report.items / report.indexSeconds).toLocaleString('en')} items/s), of which image descriptors ${report.imageSeconds.toFixed(1)} s.`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
