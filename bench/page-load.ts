// The item page under load for a signed-in buyer and a guest (issue 28 point 5, decision 093): the compiled
// server as `npm start` runs it (one process, PGlite, the demo catalogue), `--connections` (10) over the
// item pages of 60 on-shelf items in turn for `--seconds` (20); pages/s, p50/p95 and the server's CPU ms
// per page (its own process, read from /proc: steadier than latency on a busy machine). Guests mostly get
// the guest page cache's copy; the buyer's page is rendered every time.
//   npm run bench:page-load -- [--seconds 20] [--connections 10] [--rounds 3] [--before DIR]
// `--before DIR` (another checkout, built with `npm run build`) starts that build's server too, on its own
// data, and loads the two in alternating rounds (A B, then B A), printing each round and the medians.
// Run `npm run build` first.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SpawnedServer, spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { cpuMs, type LoadResult, load, loadAverage, signInDemoBuyer } from './support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    before: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

interface Build {
  name: string;
  server: SpawnedServer;
  buyer: Record<string, string>;
  pages: string[];
}

/** Starts a build's server on a fresh demo catalogue, signs the buyer in and draws the item pages. */
async function start(name: string, root?: string): Promise<Build> {
  const server = await spawnServer({ root, timeoutMs: 900_000 });
  const found = await fetch(`${server.baseUrl}/apif/searchPage?city=gz&pageSize=60&sort=sales`);
  const { data } = (await found.json()) as { data: { list: { vid: string }[] } };
  const pages = data.list.map((card) => `/item/${card.vid}`);
  if (pages.length === 0) throw new Error(`${name}: the demo catalogue has no item in gz`);
  const buyer = { cookie: await signInDemoBuyer(server.baseUrl) };
  // Warm every page once for each visitor: the first renders load code and fill the shell's cache.
  for (const page of pages)
    for (const headers of [buyer, {}]) await fetch(`${server.baseUrl}${page}`, { headers });
  return { name, server, buyer, pages };
}

type Figures = LoadResult & { cpuPerPage: number };

async function measure(build: Build, headers: Record<string, string>): Promise<Figures> {
  const cpuBefore = cpuMs(build.server.pid);
  const result = await load(build.server.baseUrl, build.pages, connections, seconds, headers);
  return { ...result, cpuPerPage: (cpuMs(build.server.pid) - cpuBefore) / result.requests };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const line = (r: Figures) =>
  `${String(r.rps).padStart(5)} pages/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  cpu ${r.cpuPerPage.toFixed(2)} ms/page  (${r.requests} pages, ${r.errors} errors, ${r.non2xx} non-2xx)`;

const builds: Build[] = [];
try {
  builds.push(await start('after'));
  if (values.before) builds.push(await start('before', path.resolve(values.before)));
  const visitors = { buyer: (b: Build) => b.buyer, guest: () => ({}) };
  const figures = new Map<string, Figures[]>();
  console.log(`item page, ${connections} connections, ${seconds} s a run; load average ${loadAverage()}`);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order)
      for (const [who, headers] of Object.entries(visitors)) {
        const result = await measure(build, headers(build));
        const key = `${build.name} ${who}`;
        figures.set(key, [...(figures.get(key) ?? []), result]);
        console.log(`round ${round + 1} ${key.padEnd(13)} ${line(result)}`);
      }
  }
  console.log(`\nmedians over ${rounds} rounds; load average ${loadAverage()}`);
  for (const [key, list] of figures) {
    const pick = (field: keyof Figures) => median(list.map((r) => r[field]));
    console.log(
      `${key.padEnd(13)} ${String(pick('rps')).padStart(5)} pages/s  p50 ${pick('p50').toFixed(1).padStart(6)} ms  p95 ${pick('p95').toFixed(1).padStart(6)} ms  cpu ${pick('cpuPerPage').toFixed(2)} ms/page`,
    );
  }
} finally {
  for (const build of builds) await build.server.stop();
}
