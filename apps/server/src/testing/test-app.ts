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
export async function openTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase({ seed: options.seed });
  const app = await buildTestApp(database, options);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

interface TestAppOptions {
  pages?: boolean;
  env?: Record<string, string>;
  seed?: TemplateSeed;
}

async function buildTestApp(database: Database, options: TestAppOptions) {
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/stallhub-test-data',
    SEARCH_FEED_INTERVAL_MS: '0',
    // Test apps share one DATA_DIR over databases copied from one template: a snapshot of one would pass
    // for another's.
    SNAPSHOTS: 'off',
    // The PostgreSQL phase sets REDIS_URL for the tests of Redis; every other test file counts in its own
    // database, so parallel files never share a rate limit through one Redis.
    REDIS_URL: '',
    ...options.env,
  });
  const app = await buildApp({ env, database, pages: options.pages ?? false, logger: false });
  await app.ready();
  return app;
}

/**
 * Two apps over one test database, as two processes of one site (issue 28 point 2): each with the
 * environment of `options.env` and its own `env` on top.
 */
export async function openTwoProcessSite(
  options: Omit<TestAppOptions, 'env'> & {
    env?: Record<string, string>;
    each: [Record<string, string>, Record<string, string>];
  },
) {
  const database = await openTestDatabase({ seed: options.seed });
  const [first, second] = options.each.map((own) => ({ ...options, env: { ...options.env, ...own } }));
  const apps = [await buildTestApp(database, first!), await buildTestApp(database, second!)] as const;
  return {
    apps,
    database,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
    },
  };
}
