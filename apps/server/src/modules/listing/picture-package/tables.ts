import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../users/tables.ts';

/**
 * A built picture package (spec 2 §7 PicMaker), keyed by a hash of what it holds (the items, their
 * pictures' storage keys, the videos), so the same content asked again is served, not rebuilt, until it
 * expires. The zip itself is in storage under `storageKey`.
 */
export const picturePackages = pgTable(
  'picture_packages',
  {
    key: text().primaryKey(),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    items: smallint().notNull(),
    pictures: integer().notNull(),
    videos: smallint().notNull(),
    bytes: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** A video download a buyer was let through (downloadCheck): counts against the buyer's day. */
export const videoDownloads = pgTable(
  'video_downloads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vid: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
