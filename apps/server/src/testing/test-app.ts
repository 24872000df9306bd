import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/connection.ts';
import { parseEnv } from '../env.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The whole app on a fresh test database, answering through inject (no port). */
export async function openTestApp(
  options: { pages?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
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
