import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createPostgresRequestCounts } from './postgres-counts.ts';
import { createRedisRequestCounts } from './redis-counts.ts';
import { type RequestCounter, sharedRequestStore } from './shared-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The rules every counter keeps, in the database and in Redis alike. */
function countsInWindows(open: () => RequestCounter) {
  it('counts from one in a window, and from one again once it ended', async () => {
    const counter = open();
    const key = `window|${randomBytes(4).toString('hex')}`;
    expect((await counter.count(key, 60_000)).current).toBe(1);
    const second = await counter.count(key, 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    // A window short enough to have surely ended by the next count, however slow the machine.
    const brief = `brief|${randomBytes(4).toString('hex')}`;
    expect((await counter.count(brief, 50)).current).toBe(1);
    await sleep(100);
    expect((await counter.count(brief, 50)).current).toBe(1);
  });

  it('counts parallel requests one by one, none lost', async () => {
    const counter = open();
    const key = `parallel|${randomBytes(4).toString('hex')}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.count(key, 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
}

describe('request counts in the database', () => {
  countsInWindows(() => createPostgresRequestCounts(database.db));

  it('deletes windows that ended an hour ago, now and then, and keeps the rest', async () => {
    await database.db.execute(
      sql`insert into request_counts (key, count, window_ends) values ('ended', 3, now() - interval '2 hours')`,
    );
    await createPostgresRequestCounts(database.db, 1).count('open', 60_000);
    const keys = await queryRows<{ key: string }>(
      database.db,
      sql`select key from request_counts where key in ('ended', 'open')`,
    );
    expect(keys.map((row) => row.key)).toEqual(['open']);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('request counts in Redis (REDIS_URL)', () => {
  const prefix = `stallhub-test-${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  countsInWindows(() => createRedisRequestCounts(redis, prefix));
});

describe('the shared store of @fastify/rate-limit', () => {
  it('refuses a limit without a name: its count would mix with another limit', () => {
    const Store = sharedRequestStore(createPostgresRequestCounts(database.db));
    expect(() => new Store({}).child({} as never)).toThrow(/needs a groupId/);
  });
});
