// Restart to ready (issue 28 point 6, decision 094): how long a process takes to load its search copy and
// its image index, from the database alone and from the snapshots the background process saved, at a
// catalogue of --scale search documents and --pictures described pictures on PostgreSQL.
//   npm run restart -w @stallhub/bench -- --scale 1000000 --pictures 20000 --rounds 3
// The catalogue is synthesised straight into the stored documents and pictures (a seed at 1M renders and
// describes pictures for hours): words from a vocabulary of 3,000, an art number each, six cities,
// colours, sizes and prices drawn with a fixed seed; random descriptors. It is made once per scale in
// `stallhub_bench_restart_<scale>` and kept for the next run (--fresh makes it again).
// Each start runs in a process of its own, as a restart does: the first of each round builds from the
// database and saves the snapshots (timed apart), the second starts from them. Medians over --rounds.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createGarmentEmbedder } from '../apps/server/src/modules/imagesearch/index.ts';
import { createPostgresSearchIndex } from '../apps/server/src/modules/search/index.ts';
import { createServices } from '../apps/server/src/services.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    scale: { type: 'string', default: '100000' },
    pictures: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    // A start of its own (the child process): `database` or `snapshot`, over --url, snapshots in --dir.
    start: { type: 'string' },
    url: { type: 'string' },
    dir: { type: 'string' },
  },
});

interface StartFigures {
  from: { search: string; pictures: string };
  why: (string | undefined)[];
  searchMs: number;
  picturesMs: number;
  readyMs: number;
  saveMs?: { search: number; pictures: number };
  rssMb: number;
}

/** One start in this process: the copies loaded as a process answering requests loads them. */
async function startOnce(mode: string, url: string, dir: string): Promise<StartFigures> {
  const database = await openDatabase({ url });
  const services = createServices(database.db, { snapshotsDir: dir });
  const began = performance.now();
  const search = await services.searchIndex.warm();
  const searchMs = performance.now() - began;
  const pictures = await services.imageSearch.load();
  const readyMs = performance.now() - began;
  const figures: StartFigures = {
    from: { search: search.from, pictures: pictures.from },
    why: [search.why, pictures.why],
    searchMs,
    picturesMs: readyMs - searchMs,
    readyMs,
    rssMb: process.memoryUsage().rss / 2 ** 20,
  };
  if (mode === 'database') {
    let at = performance.now();
    await services.searchIndex.save();
    const searchSave = performance.now() - at;
    at = performance.now();
    await services.imageSearch.save();
    figures.saveMs = { search: searchSave, pictures: performance.now() - at };
  }
  await database.close();
  return figures;
}

if (values.start) {
  const figures = await startOnce(values.start, values.url!, values.dir!);
  console.log(JSON.stringify(figures));
  process.exit(0);
}

const scale = Number(values.scale);
const pictureCount = Number(values.pictures);
const name = `stallhub_bench_restart_${scale}_${pictureCount}`;
const url = new URL(values.postgres);
url.pathname = `/${name}`;

const WORDS = Array.from({ length: 3_000 }, (_, i) => `词${i.toString(36)}`);
const CITIES = ['gz', 'hz', 'pn', 'xt', 'cs', 'zz'];
const COLOURS = ['黑色', '白色', '灰色', '红色', '蓝色', '米色', '卡其色', '粉色'];
const SIZES = ['S', 'M', 'L', 'XL', '2XL', '均码'];
const SEASONS = ['春季', '夏季', '秋季', '冬季'];

/** The synthetic catalogue, made once per scale. */
async function prepare() {
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  if (values.fresh) await admin.query(`drop database if exists ${name}`);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: url.toString() });
  await migrate(database);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
  if ((await count('select count(*) as n from item_search_documents')) !== scale) {
    await client.query('truncate item_search_documents');
    const store = createPostgresSearchIndex(database.db);
    let state = 17;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % n;
    };
    const started = performance.now();
    for (let from = 1; from <= scale; from += 5_000) {
      const batch = Array.from({ length: Math.min(5_000, scale - from + 1) }, (_, i) => {
        const itemId = from + i;
        return {
          itemId,
          city: CITIES[next(CITIES.length)]!,
          categoryId: 100 + next(60),
          parentCategoryId: 10 + next(8),
          styleId: next(4) === 0 ? null : 1 + next(30),
          shopId: 1 + next(20_000),
          styleGroupId: next(3) === 0 ? null : 1 + next(scale / 4),
          price: 10 + next(500),
          upTime: new Date(Date.UTC(2026, 0, 1) + next(300) * 86_400_000),
          saleNum: next(2_000),
          uploadNum: next(500),
          colors: [COLOURS[next(COLOURS.length)]!, COLOURS[next(COLOURS.length)]!],
          sizes: [SIZES[next(SIZES.length)]!, SIZES[next(SIZES.length)]!],
          pattern: `纹${next(12)}`,
          fabric: `料${next(20)}`,
          season: SEASONS[next(SEASONS.length)]!,
          suitableAge: `${18 + next(5) * 5}-${25 + next(5) * 5}`,
          modelId: next(2) === 0 ? null : next(40),
          creditLevel: next(6),
          strengthType: next(3) - 1,
          services: next(2) === 0 ? ['sp'] : ['sp', 'df'],
          buyable: next(50) !== 0,
          terms: [...Array.from({ length: 4 + next(5) }, () => WORDS[next(WORDS.length)]!), `a${itemId}k`],
        };
      });
      await store.upsert(batch);
      process.stdout.write(
        `\rdocuments ${(from + batch.length - 1).toLocaleString('en')} / ${scale.toLocaleString('en')} (${Math.round((performance.now() - started) / 1000)} s)   `,
      );
    }
    process.stdout.write('\n');
  }
  const embedder = createGarmentEmbedder();
  const views = 2;
  if ((await count('select count(*) as n from image_pictures')) !== pictureCount) {
    await client.query('truncate image_pictures cascade');
    // `n * 0` ties the descriptors' subquery to its row: uncorrelated, it would run once for all of them.
    await client.query(
      `insert into image_pictures (url, version, descriptors, group_id)
       select 'bench/' || n, $1, array(select random() - 0.5 + n * 0 from generate_series(1, $2::int)), n
       from generate_series(1, $3::int) as n`,
      [embedder.version, embedder.dimensions * views, pictureCount],
    );
  }
  await client.end();
  await database.close();
}

/** One start in a process of its own. */
function child(mode: 'database' | 'snapshot', dir: string): StartFigures {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, '--start', mode, '--url', url.toString(), '--dir', dir],
    { encoding: 'utf8', maxBuffer: 1 << 24, cwd: import.meta.dirname },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as StartFigures;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

await prepare();
console.log(
  `Restart to ready at ${scale.toLocaleString('en')} search documents and ${pictureCount.toLocaleString('en')} pictures (${name}); load ${load()} on ${os.availableParallelism()} cores`,
);
const rounds = Number(values.rounds);
const fromDatabase: StartFigures[] = [];
const fromSnapshot: StartFigures[] = [];
for (let round = 1; round <= rounds; round++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restart-bench-'));
  try {
    const built = child('database', dir);
    const restored = child('snapshot', dir);
    if (
      built.from.search !== 'database' ||
      restored.from.search !== 'snapshot' ||
      restored.from.pictures !== 'snapshot'
    ) {
      throw new Error(`round ${round}: unexpected starts ${JSON.stringify([built, restored])}`);
    }
    const snapshotMb = fs.statSync(path.join(dir, 'search', 'copy.snapshot')).size / 2 ** 20;
    fromDatabase.push(built);
    fromSnapshot.push(restored);
    console.log(
      `round ${round}: from the database ${s(built.readyMs)} (search copy ${s(built.searchMs)}, image index ${s(built.picturesMs)}; saving ${s(built.saveMs!.search)} + ${s(built.saveMs!.pictures)}, RSS ${built.rssMb.toFixed(0)} MB); ` +
        `from snapshots ${s(restored.readyMs)} (search copy ${s(restored.searchMs)}, image index ${s(restored.picturesMs)}, RSS ${restored.rssMb.toFixed(0)} MB); search snapshot ${snapshotMb.toFixed(0)} MB; load ${load()}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const before = median(fromDatabase.map((f) => f.readyMs));
const after = median(fromSnapshot.map((f) => f.readyMs));
console.log(
  `median restart to ready: from the database ${s(before)}, from snapshots ${s(after)} (${(before / after).toFixed(1)}x); ` +
    `search copy ${s(median(fromDatabase.map((f) => f.searchMs)))} -> ${s(median(fromSnapshot.map((f) => f.searchMs)))}, ` +
    `image index ${s(median(fromDatabase.map((f) => f.picturesMs)))} -> ${s(median(fromSnapshot.map((f) => f.picturesMs)))}`,
);
