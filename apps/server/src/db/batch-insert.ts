import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection.ts';

/** PostgreSQL's wire protocol numbers bind parameters with 16 bits. */
const MAX_PARAMETERS = 65_535;

/**
 * Inserts rows with multi-row statements of up to `rowsPerStatement` rows, never exceeding the
 * bind-parameter limit. Call it inside a transaction when the rows must land together.
 */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  rowsPerStatement = 1000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Math.max(1, Object.keys(first).length);
  const size = Math.max(1, Math.min(rowsPerStatement, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as T['$inferInsert'][]);
  }
}

/** Moves an identity or serial column's sequence past the largest id, after inserting explicit ids. */
export async function syncSequence(db: Db, table: string, column = 'id'): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
