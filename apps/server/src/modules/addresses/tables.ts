import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** A delivery address in a user's address book (the user centre's addresses page). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    mobile: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    district: text().notNull().default(''),
    detail: text().notNull(),
    postcode: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // At most one default per user, whatever parallel writes do.
  (t) => [
    index().on(t.userId),
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
