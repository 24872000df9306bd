// The keeping benchmark of issue "Buying and keeping": add-to-cart (POST /apic/user/cart/add) and
// favourite (POST /apic/user/favoriteItem/add) at 50 connections on a fresh PostgreSQL database, all for
// one buyer (the worst case: every request contends for the same owner's rows), rotating over thousands
// of SKUs and items. Each prints req/s and p50/p95/p99 with the load average, then checks the database:
// every answered add is in it exactly once (cart pieces = successful adds, one line per SKU; favourite
// rows = adds answered 200 "favourited", one row per item), none lost, none doubled.
//   npm run bench:cart -- --seconds 20 --connections 50 --postgres postgres://postgres@127.0.0.1:5432/test

import { parseArgs } from 'node:util';
import pg from 'pg';
import { spawnServer } from '../apps/server/src/testing/spawn-server.ts';
import { formatLoad, freshPostgres, loadPosts, signInDemoBuyer } from './support.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    skus: { type: 'string', default: '2000' },
    postgres: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
/** Loads one POST path for the demo buyer with bodies round-robin (support.ts loadPosts). */
const loadBodies = (baseUrl: string, path: string, cookie: string, bodies: object[]) => {
  let next = 0;
  return loadPosts(
    baseUrl,
    path,
    () => ({ cookie, body: bodies[next++ % bodies.length]! }),
    connections,
    seconds,
  );
};

const database = await freshPostgres(values.postgres, 'stallhub_bench_cart');
const server = await spawnServer({ env: { DATABASE_URL: database.url }, timeoutMs: 900_000 });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
let failed = false;
try {
  const sid = await signInDemoBuyer(server.baseUrl);
  const {
    rows: [buyer],
  } = await db.query<{ id: number }>(`select id from users where email = 'buyer@demo.stallhub'`);
  await db.query('delete from cart_lines where user_id = $1', [buyer!.id]);
  await db.query('delete from favourite_items where user_id = $1', [buyer!.id]);

  // Amount 1 on each of thousands of SKUs: no line reaches the 999 cap, so pieces must equal adds.
  const { rows: skus } = await db.query<{ item_id: number; color_id: number; size_id: number }>(
    `select s.item_id, s.color_id, s.size_id from skus s join items i on i.id = s.item_id
     where i.status = 1 and not i.is_pre_sell and i.art_no <> '' and i.price_type in (1, 2) and s.price > 0
     order by s.id limit $1`,
    [Number(values.skus)],
  );
  const cart = await loadBodies(
    server.baseUrl,
    '/apic/user/cart/add',
    sid,
    skus.map((s) => ({ itemId: s.item_id, color_id: s.color_id, size_id: s.size_id, amount: 1 })),
  );
  const added = cart.codes.get(200) ?? 0;
  console.log(`${formatLoad(`add to cart, ${connections} conns`, cart.figures)}  load ${cart.load}`);
  const {
    rows: [lines],
  } = await db.query<{ lines: number; pieces: number; duplicates: number }>(
    `select count(*)::int as lines, coalesce(sum(amount), 0)::int as pieces,
       (count(*) - count(distinct sku_id))::int as duplicates
     from cart_lines where user_id = $1`,
    [buyer!.id],
  );
  // Requests still in flight when the clock stopped may land without being counted: at most one a connection.
  const lost = added - lines!.pieces;
  console.log(
    `  cart: ${lines!.lines} lines, ${lines!.pieces} pieces for ${added} adds answered 200; other codes ${
      cart.figures.requests - added
    }; duplicate lines ${lines!.duplicates}; lost ${Math.max(0, lost)}; landed uncounted in flight ${Math.max(0, -lost)} (at most ${connections})`,
  );
  if (lines!.duplicates > 0 || lost > 0 || -lost > connections || added !== cart.figures.requests)
    failed = true;

  // Favourites over thousands of on-shelf items: the first add of each is 200, a repeat 201 (already).
  const { rows: items } = await db.query<{ id: number }>(
    'select id from items where status = 1 order by id limit $1',
    [Number(values.skus)],
  );
  const favourite = await loadBodies(
    server.baseUrl,
    '/apic/user/favoriteItem/add',
    sid,
    items.map((item) => ({ itemId: item.id })),
  );
  console.log(`${formatLoad(`favourite, ${connections} conns`, favourite.figures)}  load ${favourite.load}`);
  const favourited = favourite.codes.get(200) ?? 0;
  const already = favourite.codes.get(201) ?? 0;
  const {
    rows: [kept],
  } = await db.query<{ rows: number; items: number }>(
    'select count(*)::int as rows, count(distinct item_id)::int as items from favourite_items where user_id = $1',
    [buyer!.id],
  );
  const missing = favourited - kept!.rows;
  console.log(
    `  favourites: ${kept!.rows} rows (${kept!.items} items) for ${favourited} answered 200 and ${already} answered 201; other codes ${
      favourite.figures.requests - favourited - already
    }; duplicate rows ${kept!.rows - kept!.items}; lost ${Math.max(0, missing)}; landed uncounted in flight ${Math.max(0, -missing)} (at most ${connections})`,
  );
  if (
    kept!.rows !== kept!.items ||
    missing > 0 ||
    -missing > connections ||
    favourited + already !== favourite.figures.requests
  ) {
    failed = true;
  }
} finally {
  await db.end();
  await server.stop();
  await database.drop();
}
if (failed) {
  console.log('FAILED: an add was lost, doubled or refused');
  process.exitCode = 1;
}
