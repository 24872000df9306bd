import { sql } from 'drizzle-orm';
import { seedAndIndex } from '../cli/seed.ts';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { ensureDemoAccounts } from '../demo/accounts.ts';
import { fillDemoDailySalesIfEmpty } from '../demo/daily-sales.ts';
import { ensureDemoMessages } from '../demo/messages.ts';
import { ensureDemoStallKeeper } from '../demo/stall-keeper.ts';
import type { Env } from '../env.ts';
import { createSalesService } from '../modules/catalogue/index.ts';
import { ensureNewUserCouponPlan } from '../modules/coupons/index.ts';
import { refreshRankingsIfEmpty } from '../modules/rankings/index.ts';
import { stallTerms } from '../modules/search/index.ts';
import { fillMissingStallTerms } from '../modules/stalls/index.ts';
import { createUsersService } from '../modules/users/index.ts';
import { createLocalStorage } from '../outside/storage/local-storage.ts';
import { createServices } from '../services.ts';

/**
 * Brings the database to what this build expects before any process serves it: migrations, the
 * planner's statistics, stall search terms, and the demo (SEED_DEMO=1). Run under the start lock
 * (oneStartAtATime), so processes starting together prepare the site once.
 */
export async function prepareSite(database: Database, env: Env) {
  await migrate(database);
  // PGlite runs no autovacuum: refresh the planner's statistics at each start.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);

  // A catalogue seeded before stall search existed has stalls without terms: stall search would find none.
  const termsFilled = await fillMissingStallTerms(database.db, stallTerms);
  if (termsFilled > 0) console.log(`stalls: search terms for ${termsFilled} stalls`);

  if (env.SEED_DEMO === '1') await seedTheDemo(database, env);
}

async function seedTheDemo(database: Database, env: Env) {
  const report = await seedAndIndex(database, createLocalStorage(env.STORAGE_DIR), {
    log: (line) => console.log(`seed: ${line}`),
    // The demo's history ends today, so "new today" and the seven-day lists are about real days.
    now: new Date(),
  });
  if (report) {
    console.log(
      `seed: ${report.items} items, ${report.shops} stalls, ${report.pictures.rendered} pictures in ${report.seconds.toFixed(1)} s; search index in ${report.indexSeconds.toFixed(1)} s (image descriptors ${report.imageSeconds.toFixed(1)} s)`,
    );
  }
  // A catalogue seeded before rankings existed gets them once; afterwards the seed and indexer refresh them.
  if (await refreshRankingsIfEmpty(database.db, createSalesService(database.db)))
    console.log('rankings: computed');
  if (await fillDemoDailySalesIfEmpty(database.db)) console.log('seed: daily sales of the demo items');
  const created = await ensureDemoAccounts(database.db);
  if (created) console.log('seed: demo accounts buyer@demo.stallhub and stall@demo.stallhub (stallhub-demo)');
  if (await ensureNewUserCouponPlan(database.db)) console.log('seed: the new-user coupon plan');
  if (await ensureDemoMessages(database.db, createUsersService(database.db)))
    console.log('seed: demo messages and a broadcast');
  const keptShop = await ensureDemoStallKeeper(createServices(database.db));
  if (keptShop) console.log(`seed: stall@demo.stallhub keeps stall ${keptShop} (its orders page)`);
}
