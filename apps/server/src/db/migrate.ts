import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './connection.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed migrations with Drizzle's migrator for the driver in use. */
export async function migrate(database: Database) {
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as NodePgDatabase, { migrationsFolder });
  }
}
