import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import lockfile from 'proper-lockfile';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL, else the embedded PGlite. */
  url?: string;
  /** PGlite data directory; `memory` for an in-memory database (tests). */
  pgliteDir?: string;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite. PGlite (started with -F, fsync off) has no
 * lock of its own, so we lock its data directory: a second process gets a clear error instead of
 * a corrupt database.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    await pool.query('select 1');
    return { db: drizzlePg(pool, { casing: 'snake_case' }), kind: 'postgres', close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory';
  let release: (() => Promise<void>) | undefined;
  if (dir !== 'memory') {
    fs.mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dir);
  }
  // `memory://` (not an absent dir) is the in-memory form that can load extensions.
  const client = new PGlite(dir === 'memory' ? 'memory://' : dir, { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    db: drizzlePglite(client, { casing: 'snake_case' }),
    kind: 'pglite',
    async close() {
      await client.close();
      await release?.();
    },
  };
}

async function lockDataDir(dir: string) {
  try {
    return await lockfile.lock(dir, { lockfilePath: path.join(dir, '.stallhub.lock'), stale: 15_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `The database in ${dir} is in use by another Stallhub process. Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL).`,
      );
    }
    throw error;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
