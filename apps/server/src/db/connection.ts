import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { countQuery } from '../http/request-cost.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { listenOnPostgres } from './listener.ts';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Every statement is counted towards the request it serves: pages have budgets (docs/decisions/093). */
const drizzleOptions = { casing: 'snake_case', logger: { logQuery: countQuery } } as const;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on `channel` (NOTIFY reaches every process on this database); `missed` after a lost connection
   * came back. Answers how to stop.
   */
  listen(channel: string, heard: (payload: string) => void, missed: () => void): Promise<() => Promise<void>>;
  /** PGlite only: its data directory as a tarball, for openDatabase's `pgliteData`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL, else the embedded PGlite. */
  url?: string;
  /** PGlite data directory; `memory` for an in-memory database (tests). */
  pgliteDir?: string;
  /** A PGlite data directory as a tarball (PGlite's dumpDataDir) to start from instead of an empty one. */
  pgliteData?: Blob;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite. PGlite (started with -F, fsync off) has no
 * lock of its own, so we lock its data directory: a second process gets a clear error instead of
 * a corrupt database, and a crashed one leaves no lock behind.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, drizzleOptions),
      kind: 'postgres',
      listen: (channel, heard, missed) => listenOnPostgres(url, channel, heard, missed),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  let release: (() => Promise<void>) | undefined;
  if (dir !== 'memory') {
    fs.mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dir);
  }
  // `memory://` (not an absent dir) is the in-memory form that can load extensions.
  const client = new PGlite(dir === 'memory' ? 'memory://' : dir, {
    extensions: { pg_trgm },
    loadDataDir: options.pgliteData,
  });
  await client.waitReady;
  return {
    db: drizzlePglite(client, drizzleOptions),
    kind: 'pglite',
    // One instance holds every connection there is: it is never cut off, so nothing is ever missed.
    listen: (channel, heard) => client.listen(channel, heard),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      await release?.();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
