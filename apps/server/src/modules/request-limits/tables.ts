import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per limit and address (or buyer) in fixed windows, shared by every process on the
 * database (docs/decisions/090). A row whose window ended counts again from one.
 */
export const requestCounts = pgTable('request_counts', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEnds: timestamp({ withTimezone: true }).notNull(),
});
