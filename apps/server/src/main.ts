import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { seedDemo } from './cli/seed.ts';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { parseEnv } from './env.ts';
import { ensureDemoAccounts } from './modules/users/demo-accounts.ts';
import { createLocalStorage } from './outside/storage/local-storage.ts';
import { createServices } from './services.ts';

async function main() {
  const env = parseEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.DATA_DIR, 'pglite'),
  });
  await migrate(database);
  // PGlite runs no autovacuum: refresh the planner's statistics at each start.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);

  if (env.SEED_DEMO === '1') {
    const report = await seedDemo(database, createLocalStorage(path.join(env.DATA_DIR, 'storage')), {
      log: (line) => console.log(`seed: ${line}`),
    });
    if (report) {
      console.log(
        `seed: ${report.items} items, ${report.shops} stalls, ${report.pictures.rendered} pictures in ${report.seconds.toFixed(1)} s`,
      );
      const indexed = await createServices(database.db).searchIndexer.rebuild();
      console.log(`search: indexed ${indexed} items`);
    }
    const created = await ensureDemoAccounts(database.db);
    if (created)
      console.log('seed: demo accounts buyer@demo.stallhub and stall@demo.stallhub (stallhub-demo)');
  }

  const app = await buildApp({ env, database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
