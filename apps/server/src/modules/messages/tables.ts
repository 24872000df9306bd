import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** A platform-wide announcement shown in every user centre between its start and end. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** A path of this site the broadcast leads to, or null. */
    link: text(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.startsAt)],
);

/** A broadcast's text in another language than the one it was written in (Chinese); readers fall back to it. */
export const broadcastTranslations = pgTable(
  'broadcast_translations',
  {
    broadcastId: integer()
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.lang] })],
);

/** That a user opened a broadcast (POST /apic/user/broadcast/click): once per user and broadcast. */
export const broadcastClicks = pgTable(
  'broadcast_clicks',
  {
    broadcastId: integer()
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clickedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.broadcastId] })],
);
