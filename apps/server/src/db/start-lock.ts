import pg from 'pg';
import type { Database } from './connection.ts';

/** Any fixed number: the advisory lock every start of the site takes while it migrates and seeds. */
const START_LOCK = 0x5354_4c48;

/**
 * Runs `prepare` while holding the site's start lock on PostgreSQL, so processes starting together
 * migrate and seed one after another: the first does the work, the others find it done. The lock is
 * held by a connection of its own and dies with it, so a start killed half-way leaves no lock behind.
 * PGlite belongs to one process and needs none.
 */
export async function oneStartAtATime<T>(
  database: Database,
  url: string | undefined,
  prepare: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres' || !url) return prepare();
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await prepare();
  } finally {
    await holder.end();
  }
}
