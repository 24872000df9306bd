import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { items } from '../catalogue/tables.ts';
import { users } from '../users/tables.ts';

/** Items a signed-in user has opened: one row per item, moved to the front on each revisit. */
export const goodsHistory = pgTable(
  'goods_history',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index().on(t.userId, t.viewedAt.desc()),
    // Who opened an item lately: the item page's also-viewed row.
    index().on(t.itemId, t.viewedAt.desc()),
  ],
);
