import type { LineState } from '@stallhub/contracts';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  max,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { orderEvents, orderLines, orders, payments, refunds, stallKeepers } from './tables.ts';

// The orders module's data access: the services hold the rules, this file the queries (issue 27 point 3,
// docs/decisions/081). Each function takes the connection or the transaction it runs on.

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type EventRow = typeof orderEvents.$inferInsert;
export type PlacedLine = { line: LineRow; order: OrderRow };

const paged = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** Escapes LIKE's wildcards, so a search for "50%" finds "50%". */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stall the user keeps (decision 050), or undefined: a stall's order calls answer only its keeper. */
export async function keptShopOf(on: Db, userId: number): Promise<number | undefined> {
  const [kept] = await on
    .select({ shopId: stallKeepers.shopId })
    .from(stallKeepers)
    .where(eq(stallKeepers.userId, userId));
  return kept?.shopId;
}

/** Makes a user the keeper of a stall; false when either is taken. */
export async function addStallKeeper(on: Db, userId: number, shopId: number): Promise<boolean> {
  const made = await on
    .insert(stallKeepers)
    .values({ userId, shopId })
    .onConflictDoNothing()
    .returning({ userId: stallKeepers.userId });
  return made.length > 0;
}

/** The refunds of the given lines, by line. */
export async function refundsOfLines(on: Db, lineIds: readonly number[]): Promise<Map<number, RefundRow>> {
  if (lineIds.length === 0) return new Map();
  const rows = await on
    .select()
    .from(refunds)
    .where(inArray(refunds.lineId, [...lineIds]));
  return new Map(rows.map((refund) => [refund.lineId, refund]));
}

/** The refund of one line, if it has one. */
export async function refundOfLine(on: Db, lineId: number): Promise<RefundRow | undefined> {
  const [refund] = await on.select().from(refunds).where(eq(refunds.lineId, lineId));
  return refund;
}

/** Writes an order and its lines (inside the checkout's transaction). */
export async function insertOrder(
  tx: Db,
  order: typeof orders.$inferInsert,
  lines: readonly Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<{ id: number; no: string }> {
  const [made] = await tx.insert(orders).values(order).returning({ id: orders.id, no: orders.no });
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: made!.id })));
  return made!;
}

// ---- the stall's side -------------------------------------------------------------------------------

/** A stall's paid lines, optionally those in one state. */
const stallPaidLines = (shopId: number, state: LineState | undefined) =>
  and(
    eq(orderLines.shopId, shopId),
    eq(orders.status, 'paid'),
    state === undefined ? undefined : eq(orderLines.state, state),
  );

/** One page of the ids of the orders holding the stall's paid lines (of a state), newest payment first. */
export async function stallOrderIdsPage(
  on: Db,
  shopId: number,
  filter: { state?: LineState; page: number; pageSize: number },
): Promise<{ ids: number[]; total: number }> {
  const where = stallPaidLines(shopId, filter.state);
  const { limit, offset } = paged(filter.page, filter.pageSize);
  const [picked, [total]] = await Promise.all([
    on
      .select({ id: orders.id, paidAt: max(orders.paidAt) })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(where)
      .groupBy(orders.id)
      .orderBy(desc(max(orders.paidAt)), desc(orders.id))
      .limit(limit)
      .offset(offset),
    on
      .select({ n: countDistinct(orders.id) })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(where),
  ]);
  return { ids: picked.map((row) => row.id), total: total?.n ?? 0 };
}

/** The stall's lines of the given orders, with their order, in line order. */
export async function stallLinesOfOrders(
  on: Db,
  shopId: number,
  orderIds: readonly number[],
): Promise<PlacedLine[]> {
  if (orderIds.length === 0) return [];
  return on
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.orderId, [...orderIds]), eq(orderLines.shopId, shopId)))
    .orderBy(orderLines.id);
}

/** One page of the stall's paid lines (of a state), newest payment first. */
export async function stallLinesPage(
  on: Db,
  shopId: number,
  filter: { state?: LineState; page: number; pageSize: number },
): Promise<{ rows: PlacedLine[]; total: number }> {
  const where = stallPaidLines(shopId, filter.state);
  const { limit, offset } = paged(filter.page, filter.pageSize);
  const [rows, [total]] = await Promise.all([
    on
      .select({ line: orderLines, order: orders })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id), orderLines.id)
      .limit(limit)
      .offset(offset),
    on
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A paid order by its number. */
export async function paidOrderByNo(on: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [order] = await on
    .select()
    .from(orders)
    .where(and(eq(orders.no, orderNo), eq(orders.status, 'paid')));
  return order;
}

/** The items an order's lines are of. */
export async function itemIdsOfOrder(on: Db, orderId: number): Promise<number[]> {
  const rows = await on
    .select({ itemId: orderLines.itemId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.map((row) => row.itemId);
}

/** Where a line is: its order and item, whoever owns it. */
export async function placeOfLine(
  on: Db,
  lineId: number,
): Promise<{ orderId: number; itemId: number } | undefined> {
  const [placed] = await on
    .select({ orderId: orderLines.orderId, itemId: orderLines.itemId })
    .from(orderLines)
    .where(eq(orderLines.id, lineId));
  return placed;
}

/**
 * Locks one order's lines of a stall, in id order, so two shipments of overlapping lines never wait on
 * each other in a circle; run inside the transaction that changes them.
 */
export function lockStallLinesOfOrder(tx: Db, orderId: number, shopId: number): Promise<LineRow[]> {
  return tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.shopId, shopId)))
    .orderBy(orderLines.id)
    .for('update');
}

/**
 * Locks one paid line with its order, if it is the stall's (`shopId`) or the buyer's (`userId`): two
 * moves of one line at once run one after the other and the second sees the first.
 */
export async function lockPaidLine(
  tx: Db,
  lineId: number,
  owner: { shopId: number } | { userId: number },
): Promise<PlacedLine | undefined> {
  const own = 'shopId' in owner ? eq(orderLines.shopId, owner.shopId) : eq(orders.userId, owner.userId);
  const [found] = await tx
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), own, eq(orders.status, 'paid')))
    .for('update', { of: orderLines });
  return found;
}

/** Sets the state (and what goes with it) of the given lines. */
export async function setLines(
  tx: Db,
  lineIds: readonly number[],
  change: Partial<Pick<LineRow, 'state' | 'trackingNo' | 'stopReason'>>,
): Promise<LineRow[]> {
  return tx
    .update(orderLines)
    .set(change)
    .where(inArray(orderLines.id, [...lineIds]))
    .returning();
}

/** Writes timeline events. */
export async function addEvents(tx: Db, events: readonly EventRow[]): Promise<void> {
  if (events.length > 0) await tx.insert(orderEvents).values([...events]);
}

/** The states of every line of an order. */
export async function lineStatesOfOrder(on: Db, orderId: number): Promise<LineState[]> {
  const rows = await on
    .select({ state: orderLines.state })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.map((row) => row.state as LineState);
}

// ---- the buyer's side -------------------------------------------------------------------------------

/** The ids of the buyer's paid orders. */
export async function paidOrderIdsOf(on: Db, userId: number): Promise<number[]> {
  const rows = await on
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')));
  return rows.map((row) => row.id);
}

/** The stalls the buyer has ordered from (null: a line not stamped yet). */
export async function stallIdsOrderedBy(on: Db, userId: number): Promise<(number | null)[]> {
  const rows = await on
    .selectDistinct({ shopId: orderLines.shopId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.userId, userId));
  return rows.map((row) => row.shopId);
}

/** Orders holding a line whose title holds the words, or of one of the stalls. */
function holdingLine(on: Db, words: string, stallIds: readonly number[]): SQL {
  const line = or(
    ilike(orderLines.title, likeText(words)),
    stallIds.length > 0 ? inArray(orderLines.shopId, [...stallIds]) : undefined,
  );
  return exists(
    on
      .select({ one: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orders.id), line)),
  );
}

/** One page of the buyer's orders, newest first, optionally those holding a line that matches. */
export async function buyerOrdersPage(
  on: Db,
  userId: number,
  filter: { match?: { words: string; stallIds: readonly number[] }; page: number; pageSize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const mine = eq(orders.userId, userId);
  const where = filter.match ? and(mine, holdingLine(on, filter.match.words, filter.match.stallIds)) : mine;
  const { limit, offset } = paged(filter.page, filter.pageSize);
  const [rows, [total]] = await Promise.all([
    on
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    on.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every line of the given orders, in line order. */
export async function linesOfOrders(on: Db, orderIds: readonly number[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  return on
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id));
}

/** The buyer's order by its number, whatever its status. */
export async function buyerOrderByNo(on: Db, userId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [order] = await on
    .select()
    .from(orders)
    .where(and(eq(orders.no, orderNo), eq(orders.userId, userId)));
  return order;
}

/** An order's timeline events, oldest first, and its refunds. */
export async function historyOfOrder(
  on: Db,
  orderId: number,
): Promise<{ events: (typeof orderEvents.$inferSelect)[]; refunds: RefundRow[] }> {
  const [events, paidBack] = await Promise.all([
    on
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    on.select().from(refunds).where(eq(refunds.orderId, orderId)),
  ]);
  return { events, refunds: paidBack };
}

/** The lines and refunds of the buyer's paid orders (or of one of them), for what is owed back. */
export async function paidLinesAndRefunds(on: Db, userId: number, orderNo: string | undefined) {
  const paidOrders = and(
    eq(orders.userId, userId),
    eq(orders.status, 'paid'),
    orderNo ? eq(orders.no, orderNo) : undefined,
  );
  const [lines, paidBack] = await Promise.all([
    on
      .select({ state: orderLines.state, priceCents: orderLines.priceCents, amount: orderLines.amount })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(paidOrders),
    on
      .select({ lineId: refunds.lineId, status: refunds.status, amountCents: refunds.amountCents })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(paidOrders),
  ]);
  return { lines, refunds: paidBack };
}

// ---- payments -----------------------------------------------------------------------------------------

export type PaymentRow = typeof payments.$inferSelect;

/** The buyer's order by its number locked for a payment to start, in `tx`. */
export async function lockBuyerOrder(tx: Db, userId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.no, orderNo), eq(orders.userId, userId)))
    .for('update');
  return order;
}

/** The status of the order's latest payment attempt, if it has one. */
export async function latestPaymentStatus(
  on: Db,
  orderId: number,
): Promise<PaymentRow['status'] | undefined> {
  const [latest] = await on
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return latest?.status;
}

/** The number of the order's latest attempt still pending with this provider and method, if any. */
export async function pendingPaymentNo(
  on: Db,
  orderId: number,
  attempt: { provider: string; method: string },
): Promise<string | undefined> {
  const [pending] = await on
    .select({ no: payments.no })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        eq(payments.provider, attempt.provider),
        eq(payments.method, attempt.method),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return pending?.no;
}

/** Writes a new payment attempt; answers its number. */
export async function insertPayment(
  tx: Db,
  payment: Pick<typeof payments.$inferInsert, 'no' | 'orderId' | 'provider' | 'method' | 'amountCents'>,
): Promise<string> {
  const [made] = await tx.insert(payments).values(payment).returning({ no: payments.no });
  return made!.no;
}

/** A provider's payment by our number, with its order, both locked, in `tx`. */
export async function lockPaymentWithOrder(
  tx: Db,
  paymentNo: string,
  provider: string,
): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> {
  const [found] = await tx
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.no, paymentNo), eq(payments.provider, provider)))
    .for('update');
  return found;
}

/** Settles a payment as the provider said, with its trade number. */
export async function settlePayment(
  tx: Db,
  paymentId: number,
  settled: Pick<PaymentRow, 'status' | 'providerTradeNo'>,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...settled, settledAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** Marks an unpaid order paid (a paid one stays as it was). */
export async function markOrderPaid(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')));
}
