import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items, skus } from '../catalogue/tables.ts';
import { users } from '../users/tables.ts';

/**
 * A guest's cart (spec 3 §4 "Visitors may use the cart, identified by a user_key cookie"), keyed by the
 * SHA-256 of the cookie's 192 random bits: only keys the server issued open a cart, so a guest can
 * neither guess another's key nor plant one of their choosing.
 */
export const guestCarts = pgTable('guest_carts', {
  id: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** 30 days after the last write (spec 1 §9 user_key). */
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** One SKU in a cart: a signed-in buyer's or a guest's, never both; one line a SKU per owner. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    guestCartId: text().references(() => guestCarts.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_lines_one_owner', sql`(${t.userId} is null) <> (${t.guestCartId} is null)`),
    check('cart_lines_amount', sql`${t.amount} between 1 and 999`),
    uniqueIndex('cart_lines_user_sku').on(t.userId, t.skuId).where(sql`${t.userId} is not null`),
    uniqueIndex('cart_lines_guest_sku').on(t.guestCartId, t.skuId).where(sql`${t.guestCartId} is not null`),
    index().on(t.skuId),
  ],
);

/** A signed-in buyer's purchase list (spec 3 §3 "Purchase-list line"): one line a SKU. */
export const purchaseLines = pgTable(
  'purchase_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('purchase_lines_amount', sql`${t.amount} between 1 and 999`),
    uniqueIndex().on(t.userId, t.skuId),
    index().on(t.skuId),
  ],
);
