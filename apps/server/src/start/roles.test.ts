import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { openTestApp } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { requestProcesses } from './roles.ts';

const env = (extra: Record<string, string>) =>
  parseEnv({
    PATH: process.env.PATH,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/stallhub-test-data',
    // No snapshot of one test database to pass for another's in the shared DATA_DIR (decision 094).
    SNAPSHOTS: 'off',
    ...extra,
  });
const POSTGRES = 'postgres://stallhub@db.example:5432/stallhub';

describe('roles and processes (decision 088)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('a start on PGlite is one process with every role, and asking for more names the problem', () => {
    expect(env({}).ROLE).toBe('all');
    expect(requestProcesses(env({}))).toBe(1);
    expect(() => env({ ROLE: 'web' })).toThrow(/ROLE: web alone needs DATABASE_URL/);
    expect(() => env({ ROLE: 'worker' })).toThrow(/ROLE: worker alone needs DATABASE_URL/);
    expect(() => env({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
    expect(() => env({ ROLE: 'cook', DATABASE_URL: POSTGRES })).toThrow(/ROLE/);
    expect(() => env({ WEB_CONCURRENCY: '0', DATABASE_URL: POSTGRES })).toThrow(/WEB_CONCURRENCY/);
  });

  it('on PostgreSQL WEB_CONCURRENCY web processes answer requests, one per core unless said; a worker is one', () => {
    expect(requestProcesses(env({ DATABASE_URL: POSTGRES }))).toBe(availableParallelism());
    expect(requestProcesses(env({ DATABASE_URL: POSTGRES, ROLE: 'web', WEB_CONCURRENCY: '3' }))).toBe(3);
    expect(requestProcesses(env({ DATABASE_URL: POSTGRES, ROLE: 'all', WEB_CONCURRENCY: '2' }))).toBe(2);
    expect(requestProcesses(env({ DATABASE_URL: POSTGRES, ROLE: 'worker', WEB_CONCURRENCY: '3' }))).toBe(1);
  });

  it('/health says the process is alive, its role and its lag behind the database', async () => {
    const t = await openTestApp();
    closers.push(t.close);
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({
      status: 'ok',
      role: 'all',
      pid: process.pid,
      database: t.database.kind,
      lagSeconds: 0,
      lag: { itemChangesSeconds: 0, jobsSeconds: 0 },
    });
  });

  it('the lag is how long the oldest change a feed consumer has not handled and the oldest due job have waited', async () => {
    const t = await openTestApp();
    closers.push(t.close);
    // A consumer that has handled nothing yet (the first snapshot sees no transaction).
    await t.database.db.execute(sql`insert into item_change_consumers (name) values ('a-slow-consumer')`);
    await t.database.db.execute(
      sql`insert into item_changes (item_id, changed_at) values (1, now() - interval '90 seconds')`,
    );
    await t.database.db.execute(
      sql`insert into jobs (queue, group_key, payload, max_attempts, run_at)
          values ('listing.batch-item', 'b', '{}', 5, now() - interval '30 seconds')`,
    );
    const { data } = (await t.app.inject({ method: 'GET', url: '/health' })).json();
    expect(data.lag.itemChangesSeconds).toBeGreaterThanOrEqual(90);
    expect(data.lag.jobsSeconds).toBeGreaterThanOrEqual(30);
    expect(data.lagSeconds).toBe(data.lag.itemChangesSeconds);
  });

  it('a worker answers /health and nothing else: no page, no call', async () => {
    const database = await openTestDatabase();
    closers.push(() => database.close());
    const app = await buildApp({
      env: env({
        DATABASE_URL: POSTGRES,
        ROLE: 'worker',
        SEARCH_FEED_INTERVAL_MS: '0',
        LISTING_BATCH_CONCURRENCY: '0',
      }),
      database,
      pages: false,
      logger: false,
    });
    closers.push(() => app.close());
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/health' })).json().data.role).toBe('worker');
    for (const url of ['/apif/searchPage?q=dress&city=gz', '/gz', '/openapi.json']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });
});
