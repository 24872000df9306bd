import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { items } from '../catalogue/tables.ts';
import { stalls } from '../stalls/tables.ts';
import { users } from '../users/tables.ts';

// One row per user and item or stall: the primary keys make repeated clicks and retried requests
// land on the same row (spec 3 §7; issue "Buying and keeping" item 8).

/** Items a user keeps (isFavorited 1 on cards), newest first on /user/favorite.html. */
export const favouriteItems = pgTable(
  'favourite_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index().on(t.userId, t.createdAt.desc())],
);

/** Stalls a user follows (at most FOLLOWED_SHOPS_MAX). */
export const followedStalls = pgTable(
  'followed_stalls',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => stalls.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index().on(t.userId, t.createdAt.desc())],
);

/** Stalls a user has blocked: their items carry isBlock on cards and listing them asks first. */
export const blockedStalls = pgTable(
  'blocked_stalls',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => stalls.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index().on(t.userId, t.createdAt.desc())],
);
