// Image search end to end (issue 15, figures to report): at --connections (10) connections, each request does
// what the browser's panel does: POST /apic/oss/getUploadToken, POST the ~1 MB JPEG to the storage host with
// the signed policy, GET /api/uploadImage?url=&searchCity= and GET /apif/imagesearch/list (the data of the
// results page /list/{imageMd5}). Timed per flow and per step, p50/p95/p99 and flows/s, for --seconds each,
// on the compiled server (`npm run build` first) over a fresh PostgreSQL database with the demo catalogue;
// then again with the server's saved HNSW index grown to --scale pictures.
//   npm run bench:image-search-http -- --seconds 25 --scale 1000000 --postgres postgres://postgres@127.0.0.1:5432/test
//
// The JPEGs: --jpegs distinct seed pictures (the catalogue's own, so searches find something), resized to
// 2000 px, grained (phone photos do not compress like flat drawings) and saved at quality 90, about 1 MB.
// Each upload also carries its own JPEG comment, so every search is a new MD5 and is described again
// (a known MD5 skips the description): no cache flatters the figure.
//
// Buyers: the captcha rule of decision 052 asks for a code past 20 searches by one buyer or 50 from one
// address in 10 minutes, and each call allows 30 a minute an address. A load of one buyer would measure that
// guard, not the search: --buyers accounts are signed in, the flows rotate over them, each flow from its own
// address (X-Forwarded-For, believed from loopback), as many buyers searching at once do.
//
// Each figure also carries the server's own CPU time per search (user + system of its process over the
// window, divided by the searches; PostgreSQL's and this client's work are not in it): on a shared 2-core
// machine that is the number a change moves, the latencies move with the load.
//
// Two builds in one run (a change's before and after): `--before DIR` names another checkout, built
// (`npm ci && npm run build` there); both servers run at once, each over its own fresh database, and
// `--rounds` (3) rounds load one then the other (the order alternates by round) at demo scale, then print
// the median of each figure over the rounds and the after/before ratio; then both servers stop, each is
// given a copy of one grown index (below) and the rounds run again at --scale (decision 095).
//   npm run bench:image-search-http -- --before ../before --seconds 15 --rounds 3 --scale 0
// `--profile DIR` starts this checkout's server with --cpu-prof, its profile written to DIR when it stops.
//
// The index at --scale: the server is stopped, its saved index (DATA_DIR/imagesearch/pictures.usearch) is
// loaded here, grown with jittered copies of the catalogue's real descriptors (both stored views of each,
// keys pictureId × 2 + view after the real ones) and saved; the server starts again and loads it. Each extra
// picture gets an image_pictures row (its own URL and group; descriptors stored empty, which the start never
// reads: it reads only rows after the file's highest id) so the start's check that the file matches the
// rows accepts it. No item shows them (no image_item_pictures rows), so the results filter drops them
// after the index lookup, as a real catalogue's far neighbours in other cities would be: the figure holds the
// index search over the grown graph, not the SQL reads a catalogue of that size would also grow.

import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import type { SnapshotHeader } from '../apps/server/src/db/snapshots.ts';
import { seedPictures } from '../apps/server/src/modules/imagesearch/evaluation/index.ts';
import { createGarmentEmbedder, createUsearchIndex } from '../apps/server/src/modules/imagesearch/index.ts';
import { hashPassword } from '../apps/server/src/modules/users/index.ts';
import { type SpawnedServer, spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { freshPostgres } from './support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '25' },
    connections: { type: 'string', default: '10' },
    scale: { type: 'string', default: '1000000' },
    'build-minutes': { type: 'string', default: '30' },
    buyers: { type: 'string', default: '300' },
    jpegs: { type: 'string', default: '40' },
    city: { type: 'string', default: 'gz' },
    before: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    profile: { type: 'string' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const scale = Number(values.scale);
const buildMinutes = Number(values['build-minutes']);
const buyerCount = Number(values.buyers);
const jpegCount = Number(values.jpegs);
const city = values.city;
const rounds = Number(values.rounds);
// npm runs this in bench/: a relative checkout or folder is read from where npm was called.
const fromCaller = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
const PASSWORD = 'bench-password-1';
const firstPhone = 15_900_000_000;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const rssOf = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};
/** The CPU time so far (user + system, ms) of a process and its children: the server may start web processes. */
const cpuMs = (pid: number) => {
  const stats = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [
          {
            pid: Number(entry),
            parent: Number(fields[1]),
            ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100,
          },
        ];
      } catch {
        return [];
      }
    });
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats)
      if (tree.has(stat.parent) && !tree.has(stat.pid)) {
        tree.add(stat.pid);
        grew = true;
      }
  }
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ms, 0);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const spread = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms`;
};
console.log(`machine: ${os.cpus().length} cores, load average (1/5/15 min) at start ${load()}`);

/** ~1 MB phone-photo-like JPEGs of the catalogue's own pictures. */
async function makeJpegs(count: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const picture of await seedPictures(count)) {
    const side = 2000;
    const { data, info } = await sharp(picture.bytes)
      .resize(side, side, { fit: 'fill', kernel: 'lanczos3' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i++)
      data[i] = Math.max(0, Math.min(255, data[i]! + randomInt(0, 31) - 15));
    out.push(
      await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return out;
}

/** The JPEG with a comment segment after its SOI marker: other bytes (another MD5), the same picture. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** One build under test: its server over its own database, and its signed-in buyers' cookies. */
interface Build {
  name: string;
  server: SpawnedServer | null;
  database: Awaited<ReturnType<typeof freshPostgres>>;
  dataDir: string;
  db: pg.Client;
  cookies: string[];
}

const builds: Build[] = [];
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Starts a build's server over a fresh database (the demo seed) and signs its buyers in. */
async function open(name: string, root?: string): Promise<Build> {
  const database = await freshPostgres(values.postgres, `bench_image_search_http_${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `image-search-http-${name}-`));
  const build: Build = {
    name,
    server: null,
    database,
    dataDir,
    db: new pg.Client({ connectionString: database.url }),
    cookies: [],
  };
  builds.push(build);
  const profiled = values.profile && !root;
  build.server = await spawnServer({
    env: { DATABASE_URL: database.url },
    nodeFlags: profiled ? ['--cpu-prof', `--cpu-prof-dir=${fromCaller(values.profile!)}`] : [],
    dataDir,
    root,
    timeoutMs: 1_800_000,
  });
  await build.db.connect();
  const hash = await hashPassword(PASSWORD);
  await build.db.query(
    `insert into users (mobile, mobile_confirmed, password_hash, nickname)
     select (${firstPhone} + n)::text, true, $1, 'bench buyer ' || n from generate_series(0, $2 - 1) as n`,
    [hash, buyerCount],
  );
  const baseUrl = build.server.baseUrl;
  for (let from = 0; from < buyerCount; from += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, buyerCount - from) }, async (_, i) => {
        const n = from + i;
        const response = await fetch(`${baseUrl}/apic/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: baseUrl,
            'x-forwarded-for': address(n),
            'device-id': `bench-image-${n}`,
          },
          body: JSON.stringify({ username: String(firstPhone + n), password: PASSWORD }),
        });
        const sid = response.headers
          .getSetCookie()
          .find((c) => c.startsWith('sid='))
          ?.split(';')[0];
        if (!sid)
          throw new Error(`sign-in of buyer ${n} failed: ${response.status} ${await response.text()}`);
        return sid;
      }),
    );
    build.cookies.push(...batch);
  }
  return build;
}

try {
  let started = performance.now();
  const [after, before, jpegs] = await Promise.all([
    open('after'),
    values.before ? open('before', fromCaller(values.before)) : Promise.resolve(null),
    makeJpegs(jpegCount),
  ]);
  const sizes = jpegs.map((j) => j.length / 2 ** 20).sort((a, b) => a - b);
  console.log(
    `server${before ? 's' : ''} seeded the demo catalogue and started in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
      `${jpegs.length} JPEGs of 2000×2000, ${sizes[0]!.toFixed(2)}-${sizes.at(-1)!.toFixed(2)} MB (median ${percentile(sizes, 0.5).toFixed(2)} MB); ` +
      `${after.cookies.length} buyers signed in on each`,
  );
  const { db, dataDir } = after;
  const {
    rows: [catalogue],
  } = await db.query<{ pictures: number; shown: number; highest: number }>(
    `select (select count(*)::int from image_pictures where descriptors is not null) as pictures,
       (select count(*)::int from image_item_pictures) as shown,
       (select max(id)::int from image_pictures) as highest`,
  );

  let flowCount = 0;
  /** One search as the browser's panel makes it; answers each step's time, or throws what went wrong. */
  async function flow(build: Build) {
    const baseUrl = build.server!.baseUrl;
    const n = flowCount++;
    const headers = {
      cookie: build.cookies[n % build.cookies.length]!,
      origin: baseUrl,
      // Past every buyer's and address's own allowance: addresses from 10.128.0.0 on, one a flow.
      'x-forwarded-for': address((1 << 23) + n),
    };
    const at = [performance.now()];
    const token = await fetch(`${baseUrl}/apic/oss/getUploadToken`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'IMAGE_SEARCH' }),
    });
    const policy = (await token.json()) as {
      code: number;
      data: { key: string; policy: string; signature: string; accessKeyId: string; host: string };
    };
    if (policy.code !== 200) throw new Error(`token ${token.status} ${policy.code}`);
    at.push(performance.now());
    const form = new FormData();
    form.set('key', policy.data.key);
    form.set('policy', policy.data.policy);
    form.set('OSSAccessKeyId', policy.data.accessKeyId);
    form.set('signature', policy.data.signature);
    form.set('success_action_status', '200');
    const jpeg = withComment(jpegs[n % jpegs.length]!, `bench ${process.pid} ${n}`);
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const posted = await fetch(policy.data.host, { method: 'POST', headers, body: form });
    const stored = (await posted.json()) as { code: number; data: { url: string } };
    if (stored.code !== 200) throw new Error(`upload ${posted.status} ${stored.code}`);
    at.push(performance.now());
    const url = new URL(stored.data.url, baseUrl).href;
    const searched = await fetch(
      `${baseUrl}/api/uploadImage?url=${encodeURIComponent(url)}&searchCity=${city}`,
      { headers },
    );
    const search = (await searched.json()) as { code: number; data: { imageMd5: string } };
    if (search.code !== 200) throw new Error(`uploadImage ${searched.status} ${search.code}`);
    at.push(performance.now());
    const listed = await fetch(
      `${baseUrl}/apif/imagesearch/list?imageMd5=${search.data.imageMd5}&searchCity=${city}`,
      { headers },
    );
    const results = (await listed.json()) as { code: number; data: { total: number } };
    if (results.code !== 200) throw new Error(`results ${listed.status} ${results.code}`);
    at.push(performance.now());
    return {
      steps: at.slice(1).map((t, i) => t - at[i]!),
      total: at.at(-1)! - at[0]!,
      found: results.data.total,
    };
  }

  interface Figures {
    searches: number;
    perSecond: number;
    p50: number;
    p95: number;
    cpuPerSearch: number;
  }

  /** `connections` buyers' browsers searching back to back for `duration` s on `build`'s server. */
  async function measure(build: Build, label: string, duration: number, print = true): Promise<Figures> {
    const totals: number[] = [];
    const steps: number[][] = [[], [], [], []];
    const errors = new Map<string, number>();
    let found = 0;
    const loadBefore = load();
    const pid = build.server!.pid;
    const cpuBefore = cpuMs(pid);
    const until = performance.now() + duration * 1000;
    const begun = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          try {
            const done = await flow(build);
            totals.push(done.total);
            for (const [i, ms] of done.steps.entries()) steps[i]!.push(ms);
            found += done.found;
          } catch (error) {
            const key = String(error instanceof Error ? error.message : error).slice(0, 160);
            errors.set(key, (errors.get(key) ?? 0) + 1);
          }
        }
      }),
    );
    const elapsed = (performance.now() - begun) / 1000;
    const sorted = [...totals].sort((a, b) => a - b);
    const figures = {
      searches: totals.length,
      perSecond: totals.length / elapsed,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      cpuPerSearch: (cpuMs(pid) - cpuBefore) / Math.max(1, totals.length),
    };
    if (!print) return figures;
    console.log(
      `${label}: ${totals.length} searches in ${elapsed.toFixed(1)} s at ${connections} connections, ` +
        `${figures.perSecond.toFixed(1)} searches/s; whole flow ${spread(totals)}; ` +
        `server CPU ${figures.cpuPerSearch.toFixed(1)} ms a search; ` +
        `${errors.size === 0 ? 'no errors' : `errors ${JSON.stringify(Object.fromEntries(errors))}`}`,
    );
    ['upload token', 'POST to storage', 'uploadImage', 'results page 1'].forEach((name, i) => {
      console.log(`  ${name.padEnd(16)} ${spread(steps[i]!)}`);
    });
    console.log(
      `  ${(found / Math.max(1, totals.length)).toFixed(0)} results a search on average; server RSS ${rssOf(pid).toFixed(0)} MB; ` +
        `load average (1/5/15 min) before ${loadBefore}, after ${load()}`,
    );
    return figures;
  }

  const demo = `demo catalogue (${catalogue!.pictures.toLocaleString('en')} pictures, ${catalogue!.shown.toLocaleString('en')} item pictures)`;
  /** Both builds in alternating rounds, then each figure's median over the rounds and the after/before ratio. */
  async function compare(before: Build, label: string) {
    const runs = new Map<Build, Figures[]>([
      [before, []],
      [after, []],
    ]);
    await measure(before, 'warm-up', 5, false);
    await measure(after, 'warm-up', 5, false);
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? [before, after] : [after, before];
      for (const build of order)
        runs.get(build)!.push(await measure(build, `round ${round}, ${build.name}, ${label}`, seconds));
    }
    console.log(`${label}: medians over ${rounds} rounds (after / before):`);
    for (const key of ['cpuPerSearch', 'p50', 'p95', 'perSecond'] as const) {
      const [b, a] = [
        median(runs.get(before)!.map((f) => f[key])),
        median(runs.get(after)!.map((f) => f[key])),
      ];
      console.log(
        `  ${key.padEnd(13)} before ${b.toFixed(1)}, after ${a.toFixed(1)}, ratio ${(a / b).toFixed(2)}`,
      );
    }
  }
  if (before) await compare(before, demo);
  else {
    await measure(after, 'warm-up', 5, false);
    await measure(after, demo, seconds);
  }

  const extra = scale - catalogue!.pictures;
  if (extra > 0) {
    const grown = builds.filter((build) => build.server);
    for (const build of grown) {
      await build.server!.stop();
      build.server = null;
    }
    const embedder = createGarmentEmbedder();
    const file = path.join(dataDir, 'imagesearch', 'pictures.usearch');
    const index = createUsearchIndex({ dimensions: embedder.dimensions, file });
    // The server's snapshot (decision 094), grown and saved again under its own key and position.
    const saved = index.saved();
    if (!saved) throw new Error(`the server saved no image index in ${file}`);
    index.restore(saved.header);
    const { rows: real } = await db.query<{ descriptors: number[] }>(
      'select descriptors from image_pictures where descriptors is not null order by id',
    );
    const d = embedder.dimensions;
    const first = catalogue!.highest + 1;
    const rssBefore = process.memoryUsage().rss;
    started = performance.now();
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const batch = 5_000;
    // Past the time budget the index stops growing and is measured at the size it reached.
    const deadline = started + buildMinutes * 60_000;
    let added = 0;
    for (let from = 0; from < extra && performance.now() < deadline; from += batch) {
      const entries: { id: number; vector: Float32Array }[] = [];
      for (let n = from; n < Math.min(extra, from + batch); n++) {
        const source = real[n % real.length]!.descriptors;
        for (let view = 0; view * d < source.length; view++) {
          const vector = new Float32Array(d);
          for (let i = 0; i < d; i++) vector[i] = source[view * d + i]! + (random() - 0.5) * 0.08;
          entries.push({ id: (first + n) * 2 + view, vector });
        }
      }
      index.add(entries);
      added += entries.length / 2;
      const done = added;
      const rate = done / ((performance.now() - started) / 1000);
      process.stdout.write(
        `\rindex +${done.toLocaleString('en')} pictures, ${rate.toFixed(0)}/s, load ${load()}   `,
      );
    }
    process.stdout.write('\n');
    const buildSeconds = (performance.now() - started) / 1000;
    const indexRss = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    index.save(saved.header as SnapshotHeader);
    const grownIndexHeader = index.saved()!.header;
    const graph = grownIndexHeader.graph!;
    // Each build gets the same grown graph under its own snapshot's key and position (decision 094): the
    // seed is the same, so are the pictures' ids.
    for (const build of grown) {
      const {
        rows: [own],
      } = await build.db.query<{ highest: number }>('select max(id)::int as highest from image_pictures');
      if (own!.highest !== catalogue!.highest)
        throw new Error(`${build.name}'s pictures end at ${own!.highest}, not ${catalogue!.highest}`);
      if (build !== after) {
        const to = path.join(build.dataDir, 'imagesearch', 'pictures.usearch');
        const ownSaved = createUsearchIndex({ dimensions: embedder.dimensions, file: to }).saved();
        if (!ownSaved) throw new Error(`${build.name} saved no image index snapshot in ${to}`);
        fs.copyFileSync(path.join(path.dirname(file), graph.file), path.join(path.dirname(to), graph.file));
        const header = { ...ownSaved.header, highestId: grownIndexHeader.highestId, graph };
        fs.writeFileSync(`${to}.json`, JSON.stringify(header));
      }
      await build.db.query(
        `insert into image_pictures (id, url, version, descriptors, group_id)
         overriding system value
         select n, 'bench/extra/' || n, $1, '{}', n from generate_series($2::int, $3::int) as n`,
        [embedder.version, first, first + added - 1],
      );
      await build.db.query(
        `select setval(pg_get_serial_sequence('image_pictures', 'id'), (select max(id) from image_pictures))`,
      );
    }
    console.log(
      `index grown to ${(index.size() / 2).toLocaleString('en')} pictures (${index.size().toLocaleString('en')} vectors, 2 views each): ` +
        `${added.toLocaleString('en')} added in ${buildSeconds.toFixed(0)} s (${(added / buildSeconds).toFixed(0)} pictures/s, ${((2 * added) / buildSeconds).toFixed(0)} vectors/s${added < extra ? `; stopped at the ${buildMinutes} min budget short of ${scale.toLocaleString('en')}` : ''}), ` +
        `${(fs.statSync(path.join(path.dirname(file), graph.file)).size / 2 ** 20).toFixed(0)} MB on disk, ~${indexRss.toFixed(0)} MB resident in the building process; load average ${load()}`,
    );

    const grownIndex = index.size() / 2;
    const savedAt = fs.statSync(`${file}.json`).mtimeMs;
    for (const build of grown) {
      started = performance.now();
      build.server = await spawnServer({
        env: { DATABASE_URL: build.database.url },
        dataDir: build.dataDir,
        root: build === after ? undefined : fromCaller(values.before!),
        timeoutMs: 1_800_000,
      });
      console.log(
        `${build.name}: server started on the grown index in ${((performance.now() - started) / 1000).toFixed(1)} s, RSS ${rssOf(build.server.pid).toFixed(0)} MB; ` +
          (build !== after || fs.statSync(`${file}.json`).mtimeMs === savedAt
            ? 'the saved file was loaded'
            : 'the saved file was REWRITTEN at start (the start did not accept it)'),
      );
    }
    const label = `index of ${grownIndex.toLocaleString('en')} pictures`;
    if (before) await compare(before, label);
    else {
      await measure(after, 'warm-up', 5, false);
      await measure(after, label, seconds);
    }
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  for (const build of builds) {
    await build.server?.stop();
    await build.db.end().catch(() => undefined);
    await build.database.drop();
    fs.rmSync(build.dataDir, { recursive: true, force: true });
  }
}
