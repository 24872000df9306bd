import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../../db/column-types.ts';
import { items } from '../catalogue/tables.ts';
import { users } from '../users/tables.ts';

// Image search (issue 15, decision 046): one row per distinct stored picture with its descriptors, the
// items that show it, and the pictures buyers searched with. The HNSW index is built from these rows
// and saved beside the data; the rows are the truth it is rebuilt from.

/**
 * A stored item picture, by its URL; `descriptors` null when it could not be read (kept, not retried).
 * Described by a background consumer; every process's index follows the rows by `writer`.
 */
export const imagePictures = pgTable(
  'image_pictures',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    url: text().notNull().unique(),
    /** The embedder version the descriptors come from; another version's are rebuilt. */
    version: text().notNull(),
    /** Every stored view's descriptor, one after another (STORED_VIEWS × dimensions). */
    descriptors: real().array(),
    /**
     * Its same-style group (issue 15 point 6, decision 055): the group of the nearest picture within
     * SAME_STYLE_PICTURE_DISTANCE when it was described, else its own id. Null until assigned.
     */
    groupId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The transaction that described it last: a process's index adds what transactions wrote since its last look. */
    writer: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index('image_pictures_writer_idx').on(t.writer, t.id)],
);

/**
 * Which on-shelf items show which picture, with what the results filter on: city, stall, and the item's
 * leaf category (same style holds only within one, decision 068).
 */
export const imageItemPictures = pgTable(
  'image_item_pictures',
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    pictureId: integer()
      .notNull()
      .references(() => imagePictures.id, { onDelete: 'cascade' }),
    /** The picture's place among the item's pictures (0 the main one). */
    sort: smallint().notNull(),
    city: text().notNull(),
    shopId: integer().notNull(),
    categoryId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.pictureId] }), index().on(t.pictureId, t.city)],
);

/** A picture a buyer searched with, by the MD5 of its bytes: the results page reads it again. */
export const imageQueries = pgTable('image_queries', {
  md5: text().primaryKey(),
  /** Where it came from: our storage's URL of the upload, or the image address fetched. */
  url: text().notNull(),
  version: text().notNull(),
  /** Every query view's descriptor, one after another (QUERY_VIEWS × dimensions). */
  descriptors: real().array().notNull(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One picture search (the upload call) with its best match among the searched city's on-shelf items
 * then: the image-search hot ranking counts these over its window.
 */
export const imageSearches = pgTable(
  'image_searches',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    md5: text().notNull(),
    city: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Null when nothing matched. */
    topItemId: integer().references(() => items.id, { onDelete: 'set null' }),
    /** The match's top-level category when searched: a tab's ranking reads one index range. */
    topCategoryId: integer(),
    searchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.city, t.searchedAt)],
);

/**
 * One search a buyer was let through to, by buyer and address: the captcha rule counts these over its
 * window (decision 052). Written before the search runs, so parallel searches all see one another.
 */
export const imageSearchAttempts = pgTable(
  'image_search_attempts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    /** Let through by a right captcha code: the buyer's and the address's counts start again after it. */
    solved: boolean().notNull().default(false),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.at), index().on(t.address, t.at)],
);
