import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** SMS and e-mail that did not leave the machine: no provider is configured (/dev/outbox lists them). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** `sms` or `mail`. */
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);
