// Server CPU per request of the search results page and the item page (issue 27, decision 080), in one
// process on the embedded database (PGlite, or DATABASE_URL's PostgreSQL: a throwaway database):
//   npx tsx bench/page-cpu.ts [--items 2000] [--rounds 7] [--requests 150] [--before DIR]
// The whole app answers through inject (no sockets), so the CPU a round uses is the server's: routing,
// validation, the services, serialisation and, on PGlite, the database too. It seeds the demo catalogue,
// warms every path, then per round sends `--requests` calls of each kind (`/apif/searchPage`, rotated over
// drawn words, sorts and pages; `/apif/item/`, rotated over items) for a guest and the demo buyer, and
// prints each kind's CPU µs per request: the median over rounds and the range.
// `--before DIR` (another checkout, node_modules in place) opens that build's app beside this one, on its
// own database seeded alike, and measures the two in alternating rounds (A B, then B A), so a machine
// whose load drifts weighs on both; it prints both medians and the median of the rounds' after/before ratios.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import * as thisBuild from '../apps/server/src/testing/seeded-test-app.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '7' },
    requests: { type: 'string', default: '150' },
    before: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const perRound = Number(values.requests);

type Opener = typeof thisBuild.openSignedInSeededApp;
type App = Awaited<ReturnType<Opener>>;

type Draws = { searches: Record<string, string | number>[]; vids: string[] };

/** Searches and items drawn from the seeded catalogue (both builds seed the same one). */
async function draw(t: App): Promise<Draws> {
  const words = await t.rows<{ city: string; term: string }>(
    sql`select city, term from search_terms order by weight desc, term limit 40`,
  );
  const items = await t.rows<{ vid: string }>(
    sql`select vid from items where status = 1 order by sale_num desc, id limit 60`,
  );
  return {
    searches: words.flatMap(({ city, term }, i): Record<string, string | number>[] => [
      { city, q: term },
      { city, q: term, sort: i % 2 ? 'price_asc' : 'sales', page: 2 },
    ]),
    vids: items.map((r) => r.vid),
  };
}

/** Opens a build's app and warms every path; answers it and one round of a kind for a viewer. */
async function prepare(open: Opener, drawn?: Draws) {
  const t = await open({ items: Number(values.items), seed: 27 });
  const { searches, vids } = drawn ?? (await draw(t));
  const calls = {
    search: async (i: number, cookies?: Record<string, string>) =>
      (await t.get('/apif/searchPage', { query: searches[i % searches.length]!, cookies })).status,
    item: async (i: number, cookies?: Record<string, string>) =>
      (await t.get('/apif/item/', { query: { vid: vids[i % vids.length]! }, cookies })).status,
  };
  const viewers = { guest: undefined, buyer: t.buyer };
  for (const call of Object.values(calls))
    for (const cookies of Object.values(viewers))
      for (let i = 0; i < searches.length; i++) {
        const status = await call(i, cookies);
        if (status !== 200) throw new Error(`a call answered ${status}`);
      }
  /** CPU µs per request of one round. */
  async function round(kind: keyof typeof calls, who: keyof typeof viewers, n: number) {
    const before = process.cpuUsage();
    for (let i = 0; i < perRound; i++) await calls[kind](n * perRound + i, viewers[who]);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / perRound;
  }
  return {
    t,
    searches,
    vids,
    round,
    kinds: Object.keys(calls) as (keyof typeof calls)[],
    who: Object.keys(viewers) as (keyof typeof viewers)[],
  };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const spread = (list: number[]) => `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)}`;

const after = await prepare(thisBuild.openSignedInSeededApp);
const apps: App[] = [after.t];
try {
  const before = values.before
    ? await prepare(
        (
          (await import(
            path.resolve(values.before, 'apps/server/src/testing/seeded-test-app.ts')
          )) as typeof thisBuild
        ).openSignedInSeededApp,
        after,
      )
    : undefined;
  if (before) apps.push(before.t);
  const figures = new Map<string, { after: number[]; before: number[] }>();
  for (let n = 0; n < rounds; n++)
    for (const kind of after.kinds)
      for (const who of after.who) {
        const key = `${kind} (${who})`;
        const row = figures.get(key) ?? { after: [], before: [] };
        // Alternate which build goes first, so neither always follows the other's leftovers.
        const order = n % 2 === 0 ? ['after', 'before'] : ['before', 'after'];
        for (const build of order) {
          if (build === 'after') row.after.push(await after.round(kind, who, n));
          else if (before) row.before.push(await before.round(kind, who, n));
        }
        figures.set(key, row);
      }

  console.log(
    `${after.t.database.kind}, ${values.items} items; ${rounds} rounds of ${perRound} requests a kind; CPU µs per request, median (range):`,
  );
  for (const [key, row] of figures) {
    const mine = `${median(row.after).toFixed(0)} (${spread(row.after)})`;
    if (!before) {
      console.log(`  ${key.padEnd(16)} ${mine}`);
      continue;
    }
    const ratios = row.after.map((a, i) => a / row.before[i]!);
    console.log(
      `  ${key.padEnd(16)} after ${mine}  before ${median(row.before).toFixed(0)} (${spread(row.before)})  after/before ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})`,
    );
  }
} finally {
  for (const app of apps) await app.close();
}
