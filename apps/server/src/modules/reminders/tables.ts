import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stalls } from '../stalls/tables.ts';
import { users } from '../users/tables.ts';

/** A buyer's reminder to a stall to open a service (type 2: chat), spec 1 §7. One a stall a day. */
export const stallReminders = pgTable(
  'stall_reminders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => stalls.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    /** The UTC day the reminder counts for. */
    day: date({ mode: 'string' }).notNull(),
    deviceId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.shopId, t.type, t.day), index().on(t.shopId, t.createdAt)],
);
