import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import { authCounters } from './tables.ts';

/** A counter's window: it starts at the first event and resets on the first event after it ends. */
export interface Window {
  seconds: number;
  limit: number;
}

/** The row's window has ended; `c` is the row as the upserts below name it. */
const expired = (seconds: number, row = 'c') =>
  sql`${sql.raw(row)}.window_start <= now() - ${seconds}::int * interval '1 second'`;

/**
 * Counts one event under `key` unless its window already holds `limit`: one INSERT ... ON CONFLICT DO
 * UPDATE ... WHERE, so the row lock decides between parallel requests and no two of them can take the
 * last place. Returns the new count, or null when refused (nothing counted).
 */
export async function claim(db: Db, key: string, window: Window): Promise<number | null> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into ${authCounters} as c (key, count, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when ${expired(window.seconds)} then 1 else c.count + 1 end,
          window_start = case when ${expired(window.seconds)} then now() else c.window_start end
        where ${expired(window.seconds)} or c.count < ${window.limit}
        returning count`,
  );
  return rows[0]?.count ?? null;
}

/** Counts one event under `key` with no limit; returns the new count. */
export async function bump(db: Db, key: string, seconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into ${authCounters} as c (key, count, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when ${expired(seconds)} then 1 else c.count + 1 end,
          window_start = case when ${expired(seconds)} then now() else c.window_start end
        returning count`,
  );
  return rows[0]!.count;
}

/** The count in the current window, and the seconds until that window ends (0 when none is open). */
export async function peek(db: Db, key: string, seconds: number): Promise<{ count: number; endsIn: number }> {
  const rows = await queryRows<{ count: number; ends_in: number }>(
    db,
    sql`select count, ceil(extract(epoch from (window_start + ${seconds}::int * interval '1 second' - now())))::int as ends_in
        from ${authCounters} as c where key = ${key} and not ${expired(seconds)}`,
  );
  const row = rows[0];
  return row ? { count: row.count, endsIn: Math.max(0, row.ends_in) } : { count: 0, endsIn: 0 };
}

/** Gives back one event counted by claim (the step it guarded did not go through). */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(authCounters)
    .set({ count: sql`greatest(${authCounters.count} - 1, 0)` })
    .where(eq(authCounters.key, key));
}

/** Forgets a counter (a successful sign-in clears the account's failures). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(authCounters).where(eq(authCounters.key, key));
}
