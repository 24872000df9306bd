import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { redisCarrier } from './redis-carrier.ts';
import { createSiteSignals, oneProcessSignals } from './site-signals.ts';

/** Waits until `check` holds, at most `ms`. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const until = performance.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the site signals', () => {
  it('drop the caches hooked to a signal, and only those, in the publishing process at once', async () => {
    const signals = oneProcessSignals();
    const catalogue = vi.fn();
    const reference = vi.fn();
    signals.when('catalogue')(catalogue);
    signals.when('reference')(reference);
    await signals.publish('catalogue');
    expect(catalogue).toHaveBeenCalledTimes(1);
    expect(reference).not.toHaveBeenCalled();
  });
});

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL listener', () => {
  it('cut off, listens again on a new connection and says what it heard may be incomplete', async () => {
    const database = await openTestDatabase();
    const heard: string[] = [];
    const missed = vi.fn();
    const stop = await database.listen('site_signals', (payload) => heard.push(payload), missed);
    try {
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      expect(await within(5_000, () => missed.mock.calls.length === 1)).toBe(true);
      await database.db.execute(sql`select pg_notify('site_signals', 'catalogue')`);
      expect(await within(1_000, () => heard.includes('catalogue'))).toBe(true);
    } finally {
      await stop();
      await database.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('signals over Redis (REDIS_URL)', () => {
  const prefix = `stallhub-test-${randomBytes(6).toString('hex')}:`;
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(async () => {
    await redis?.quit();
  });

  it('cut off, subscribe again and drop every cache, since signals may have been missed', async () => {
    const signals = createSiteSignals(redisCarrier(redis!, prefix));
    const dropped = vi.fn();
    signals.when('catalogue')(dropped);
    await signals.start();
    try {
      const clients = (await redis!.client('LIST')) as string;
      const line = clients.split('\n').find((l) => l.includes(`name=${prefix}site-signals `));
      await redis!.client('KILL', 'ID', line!.match(/id=(\d+)/)![1]!);
      expect(await within(5_000, () => dropped.mock.calls.length === 1)).toBe(true);
      // Heard again once subscribed: a publish from another process (this connection) drops it once more.
      expect(
        await within(1_000, async () => (await redis!.publish(`${prefix}site-signals`, 'catalogue')) > 0),
      ).toBe(true);
      expect(await within(1_000, () => dropped.mock.calls.length >= 2)).toBe(true);
    } finally {
      await signals.close();
    }
  });
});
