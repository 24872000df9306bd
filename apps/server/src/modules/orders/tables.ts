import { REFUND_STATES, type ShipTo } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { items } from '../catalogue/tables.ts';
import { stalls } from '../stalls/tables.ts';
import { users } from '../users/tables.ts';

/**
 * An order made at checkout from a buyer's cart or purchase list (docs/decisions/023-payments.md, 049).
 * Money in fen (CNY cents), computed by the server from the SKUs' prices when the order was made.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Shown to the buyer and sent to the provider: SH, the date, 10 random digits. */
    no: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `unpaid` until a provider's signed notification says a payment of the full amount went through. */
    status: text({ enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    /** goods + delivery + quality check - discount (docs/decisions/049). */
    totalCents: integer().notNull(),
    goodsCents: integer().notNull(),
    deliveryCents: integer().notNull().default(0),
    qualityCheckCents: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    /** A DELIVERY_SERVICES code; null for orders made before checkout asked for one. */
    delivery: text(),
    qualityCheck: boolean().notNull().default(false),
    /** The received coupon bundle the discount came from. */
    couponReceiptId: integer(),
    /** The delivery address as it was when the order was made: editing the book later does not move it. */
    shipTo: jsonb().$type<ShipTo>(),
    pieces: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('orders_total', sql`${t.totalCents} > 0`), index().on(t.userId, t.createdAt)],
);

/** One SKU of an order, as it was when ordered (title, options and price kept even if the item changes). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id),
    skuId: integer().notNull(),
    vid: text().notNull(),
    title: text().notNull(),
    color: text().notNull(),
    size: text().notNull(),
    artNo: text().notNull(),
    indexImgUrl: text().notNull(),
    priceCents: integer().notNull(),
    amount: integer().notNull(),
    /** The stall selling it (the item's shop), stamped once the order is paid (decision 050). */
    shopId: integer().references(() => stalls.id),
    /** Spec 3 §4 line state: 1 awaiting pick ... 9 cancelled (LINE_STATE in contracts). */
    state: smallint().notNull().default(1),
    /** Why picking stopped (1-6, 11-15), while the line is or was out of stock. */
    stopReason: smallint(),
    trackingNo: text(),
  },
  (t) => [index().on(t.orderId), index().on(t.shopId, t.state)],
);

/** One attempt to pay an order through a provider; a repeated submit reuses the pending attempt. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Our number for the attempt (the provider's out_trade_no). */
    no: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    method: text().notNull(),
    status: text({ enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    amountCents: integer().notNull(),
    currency: text().notNull().default('CNY'),
    providerTradeNo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.orderId)],
);

/**
 * Money paid back for a cancelled line (decision 056), through the provider that took the payment: one per
 * line. Queued as a job in the transaction that cancels the line; `no` is the provider's out_request_no,
 * so a repeated attempt is the same refund to the provider, never a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    no: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    amountCents: integer().notNull(),
    status: text({ enum: REFUND_STATES }).notNull().default('pending'),
    providerRefundNo: text(),
    /** Why the provider refused, or that it never answered; for the support desk. */
    failure: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.orderId), check('refunds_amount', sql`${t.amountCents} > 0`)],
);

/** A line's move, for the order's timeline: the state it reached, why it stopped, its tracking number. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    state: smallint().notNull(),
    stopReason: smallint(),
    trackingNo: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.at)],
);

/** The stall a stall owner (userType 1) keeps: one each, and one owner per stall. */
export const stallKeepers = pgTable(
  'stall_keepers',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer()
      .notNull()
      .references(() => stalls.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex().on(t.shopId)],
);
