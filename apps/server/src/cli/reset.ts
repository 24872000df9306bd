import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { parseEnv } from '../env.ts';
import { createLocalStorage } from '../outside/storage/local-storage.ts';
import { PGLITE_MAX_ITEMS, parseSeedArgs, seedAndIndex } from './seed.ts';

/**
 * `npm run db:reset`: drops every table (the public schema and Drizzle's migration journal), applies
 * the migrations again and seeds the demo catalogue. Takes the seed's `--scale N` and `--seed N`.
 * Pictures already in storage are kept and reused: the same spec renders the same bytes.
 */
async function main() {
  const env = parseEnv();
  const args = parseSeedArgs(process.argv.slice(2));
  if (!env.DATABASE_URL && args.items > PGLITE_MAX_ITEMS) {
    throw new Error(`--scale ${args.items} needs PostgreSQL: set DATABASE_URL (postgres://...).`);
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.DATA_DIR, 'pglite'),
  });
  try {
    console.log(`Dropping everything in ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ...`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
    await migrate(database);
    console.log('Migrated. Seeding ...');
    const report = await seedAndIndex(database, createLocalStorage(env.STORAGE_DIR), {
      items: args.items,
      seed: args.seed,
      chunkSize: args.chunkSize,
      // The demo's history ends today, so "new today" and the seven-day lists are about real days.
      now: new Date(),
      log: (line) => process.stdout.write(`\r${line}   `),
    });
    process.stdout.write('\n');
    if (report) {
      console.log(
        `Seeded ${report.items.toLocaleString('en')} items and ${report.shops.toLocaleString('en')} stalls in ${report.seconds.toFixed(1)} s (${report.pictures.rendered} pictures rendered, ${report.pictures.reused} reused).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
