import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/**
 * A coupon send plan: a bundle of coupons handed out under one rule. `newUser` plans go to accounts
 * younger than `newUserDays` (spec 1 §1 "new users can claim a first-order coupon bundle").
 */
export const couponSendPlans = pgTable(
  'coupon_send_plans',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** `newUser`: the first-order bundle of spec 1 §3. */
    kind: text().notNull(),
    name: text().notNull(),
    /** Amounts in CNY: shipping, quality check, refund, and compensation when a refund fails. */
    expressAmount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    checkQualityAmount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    refundAmount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    refundFailAmount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** How many orders and refunds the bundle covers. */
    orderTotal: integer().notNull(),
    refundTotal: integer().notNull(),
    /** An account may claim while it is younger than this many days. */
    newUserDays: integer().notNull(),
    /** Received coupons can be used for this many days. */
    validDays: integer().notNull(),
    active: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.kind, t.active)],
);

/** A user's claim of a plan; the unique index makes "at most once" hold under parallel requests. */
export const couponReceipts = pgTable(
  'coupon_receipts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    planId: integer()
      .notNull()
      .references(() => couponSendPlans.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Orders the bundle has paid towards; at most the plan's `orderTotal` (docs/decisions/049). */
    ordersUsed: integer().notNull().default(0),
    /** When it last paid towards an order (that checkout's moment); null while unused (issue 26). */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.planId, t.userId), index().on(t.userId)],
);
