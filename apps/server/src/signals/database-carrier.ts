import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { SignalCarrier } from './site-signals.ts';

/** NOTIFY reaches the listeners on the same database only, so one channel name serves every site. */
const CHANNEL = 'site_signals';

/**
 * Signals by PostgreSQL's LISTEN/NOTIFY (PGlite's too). A NOTIFY sent inside a transaction is delivered
 * when it commits, so a process never hears of a change it could not yet read.
 */
export function databaseCarrier(database: Database): SignalCarrier {
  let stop: (() => Promise<void>) | undefined;
  return {
    async send(payload) {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    async listen(heard, missed) {
      stop = await database.listen(CHANNEL, heard, missed);
    },
    async close() {
      await stop?.();
    },
  };
}
