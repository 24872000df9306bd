import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/connection.ts';
import { parseEnv } from '../env.ts';
import type { TemplateSeed } from './database-template.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh test database (holding the demo catalogue when `seed` is given), answering
 * through inject (no port). It starts as the server does: its search copies load from that database.
 */
export async function openTestApp(
  options: { pages?: boolean; env?: Record<string, string>; seed?: TemplateSeed } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({ seed: options.seed });
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/stallhub-test-data',
    SEARCH_FEED_INTERVAL_MS: '0',
    ...options.env,
  });
  const app = await buildApp({ env, database, pages: options.pages ?? false, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
