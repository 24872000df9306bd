import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection.ts';

/** PostgreSQL's wire protocol numbers bind parameters with 16 bits. */
const MAX_PARAMETERS = 65_535;

const ARRAY_TYPE_OF_SERIAL: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/** The column's name in the database, as Drizzle's `casing: 'snake_case'` writes it. */
const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/**
 * Inserts rows in batches of `rowsPerStatement`, each batch one statement. Columns travel as one array
 * parameter each (`insert ... select * from unnest($1::int[], $2::text[], ...)`), so a batch binds as
 * many parameters as the table has columns whatever its row count: at 200,000 items the seed spends its
 * time in PostgreSQL rather than building and binding 65,535-parameter statements in JavaScript. Tables
 * with array columns (unnest would flatten them) fall back to Drizzle's multi-row VALUES within the
 * parameter limit. Call it inside a transaction when the rows must land together.
 */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  rowsPerStatement = 5000,
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => key in columns);
  const types = keys.map((key) => {
    const type = columns[key]!.getSQLType();
    return ARRAY_TYPE_OF_SERIAL[type] ?? type;
  });
  if (types.some((type) => type.endsWith(']'))) {
    const size = Math.max(1, Math.min(rowsPerStatement, Math.floor(MAX_PARAMETERS / keys.length)));
    for (let start = 0; start < rows.length; start += size) {
      await db.insert(table).values(rows.slice(start, start + size) as T['$inferInsert'][]);
    }
    return;
  }
  const names = sql.join(
    keys.map((key) => sql.identifier(columnName(columns[key]!))),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows.slice(start, start + rowsPerStatement) as Record<string, unknown>[];
    const arrays = keys.map((key, i) => {
      const values = batch.map((row) => row[key] ?? null);
      return sql`${sql.param(values)}::${sql.raw(types[i]!)}[]`;
    });
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/** Moves an identity or serial column's sequence past the largest id, after inserting explicit ids. */
export async function syncSequence(db: Db, table: PgTable, column = 'id'): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${table}), 0) + 1, false)`,
  );
}
