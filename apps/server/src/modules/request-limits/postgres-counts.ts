import { randomInt } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import type { RequestCounter } from './shared-store.ts';
import { requestCounts } from './tables.ts';

/** Windows that ended this long ago are deleted now and then: nothing reads them again. */
const KEPT_AFTER_END = sql`interval '1 hour'`;

/**
 * Counts requests in the database: one INSERT ... ON CONFLICT DO UPDATE per request, so the row lock
 * orders parallel requests from any process, and the count and the window's end come back with it.
 * One count in `sweepEvery` also deletes windows that ended long ago.
 */
export function createPostgresRequestCounts(db: Db, sweepEvery = 1_000): RequestCounter {
  return {
    async count(key, windowMs) {
      const ended = sql`c.window_ends <= now()`;
      const rows = await queryRows<{ count: number; ttl: number }>(
        db,
        sql`insert into ${requestCounts} as c (key, count, window_ends)
            values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
            on conflict (key) do update set
              count = case when ${ended} then 1 else c.count + 1 end,
              window_ends = case when ${ended} then excluded.window_ends else c.window_ends end
            returning count, ceil(extract(epoch from (window_ends - now())) * 1000)::int as ttl`,
      );
      if (randomInt(0, sweepEvery) === 0) {
        await db.delete(requestCounts).where(lt(requestCounts.windowEnds, sql`now() - ${KEPT_AFTER_END}`));
      }
      return { current: rows[0]!.count, ttl: rows[0]!.ttl };
    },
  };
}
