import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from './db/connection.ts';
import { openRedis } from './db/redis.ts';
import type { Env } from './env.ts';
import {
  createPostgresRequestCounts,
  createRedisRequestCounts,
  sharedRequestStore,
} from './modules/request-limits/index.ts';
import { databaseCarrier } from './signals/database-carrier.ts';
import { redisCarrier } from './signals/redis-carrier.ts';
import { createSiteSignals, type SiteSignals } from './signals/site-signals.ts';

/** What every process of the site shares beyond its tables: request counts and the site's signals. */
export interface SharedState {
  /** @fastify/rate-limit's store: every limit counted across processes. */
  requestStore: FastifyRateLimitStoreCtor;
  signals: SiteSignals;
  close(): Promise<void>;
}

/**
 * In Redis when REDIS_URL is set, else in the database itself (PostgreSQL, or PGlite in one process): the
 * same code either way (docs/decisions/090). Signals are heard from the moment this answers.
 */
export async function openSharedState(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>,
  database: Database,
): Promise<SharedState> {
  if (!env.REDIS_URL) {
    const signals = createSiteSignals(databaseCarrier(database));
    await signals.start();
    return {
      requestStore: sharedRequestStore(createPostgresRequestCounts(database.db)),
      signals,
      close: () => signals.close(),
    };
  }
  const redis = await openRedis(env.REDIS_URL);
  const signals = createSiteSignals(redisCarrier(redis, env.REDIS_PREFIX));
  await signals.start();
  return {
    requestStore: sharedRequestStore(createRedisRequestCounts(redis, env.REDIS_PREFIX)),
    signals,
    async close() {
      await signals.close();
      await redis.quit();
    },
  };
}
