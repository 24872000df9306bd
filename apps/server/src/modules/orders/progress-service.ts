import {
  buyerMayCancel,
  type DeliveryCode,
  type Language,
  LINE_STATE,
  LINE_STATES,
  type LineState,
  type MyOrdersPage,
  type OrderEvent,
  type OrderProgressView,
  orderProgressOf,
  type ProgressLine,
  REFUNDED_STATES,
  type RefundQuota,
  type StopReason,
} from '@stallhub/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { ShopsService } from '../shops/index.ts';
import { type LineNames, lineNamesFor } from './line-names.ts';
import { orderMessage } from './messages.ts';
import { progressMessage, stateWord } from './progress-texts.ts';
import type { RefundsService } from './refunds-service.ts';
import { stampStalls } from './stall-stamps.ts';
import { orderEvents, orderLines, orders, refunds } from './tables.ts';

const yuan = (cents: number) => cents / 100;
const PREVIEW_LINES = 4;

type LineRow = typeof orderLines.$inferSelect;
type RefundRow = Pick<typeof refunds.$inferSelect, 'lineId' | 'status' | 'amountCents'>;

/** A line as the buyer and the stall read it: its title, colour and size in the reader's language. */
export const progressLineOf = (line: LineRow, names: LineNames, refund?: RefundRow): ProgressLine => ({
  lineId: line.id,
  itemId: line.itemId,
  vid: line.vid,
  title: names.title(line),
  indexImgUrl: line.indexImgUrl,
  color: names.color(line.color),
  size: names.size(line.size),
  amount: line.amount,
  price: yuan(line.priceCents),
  state: line.state as LineState,
  stopReason: line.stopReason as StopReason | null,
  trackingNo: line.trackingNo,
  refund: refund ? { state: refund.status, amount: yuan(refund.amountCents) } : null,
});

/**
 * What is owed back for lines that could not be picked (spec 3 §7 queryRefundWithoutReasonQuota), and
 * how much of it the provider has paid back already.
 */
function refundOf(
  lines: readonly Pick<LineRow, 'state' | 'priceCents' | 'amount'>[],
  paidBack: readonly RefundRow[],
): RefundQuota {
  const owed = lines.filter((line) => REFUNDED_STATES.includes(line.state as LineState));
  return {
    amount: yuan(owed.reduce((sum, line) => sum + line.priceCents * line.amount, 0)),
    lines: owed.length,
    pieces: owed.reduce((sum, line) => sum + line.amount, 0),
    refunded: yuan(
      paidBack.filter((r) => r.status === 'refunded').reduce((sum, r) => sum + r.amountCents, 0),
    ),
  };
}

/** Escapes LIKE's wildcards, so a search for "50%" finds "50%". */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The buyer's side of orders to the door (decision 050): their orders with each line's state, searchable
 * by item or stall, one order's lines by stall with its timeline, and the refund owed. Only the buyer's
 * own orders: another buyer's order number answers as a missing one.
 */
export function createOrderProgressService(
  db: Db,
  deps: { items: ItemsService; shops: ShopsService; valueNames: ValueNamesService; refunds: RefundsService },
) {
  const shopNames = async (shopIds: readonly (number | null)[], lang: Language) => {
    const summaries = await deps.shops.summaries(
      shopIds.filter((id): id is number => id !== null),
      lang,
    );
    return (shopId: number | null) => (shopId === null ? '' : (summaries.get(shopId)?.name ?? ''));
  };

  /** Orders of the buyer holding a line whose title, or whose stall's name, holds the words. */
  async function matching(userId: number, q: string, lang: Language): Promise<SQL> {
    const shopIds = await db
      .selectDistinct({ shopId: orderLines.shopId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.userId, userId));
    const nameOf = await shopNames(
      shopIds.map((r) => r.shopId),
      lang,
    );
    const folded = q.toLowerCase();
    const stalls = shopIds
      .map((r) => r.shopId)
      .filter((id): id is number => id !== null && nameOf(id).toLowerCase().includes(folded));
    const line = or(
      ilike(orderLines.title, likeText(q)),
      stalls.length > 0 ? inArray(orderLines.shopId, stalls) : undefined,
    );
    return exists(
      db
        .select({ one: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orders.id), line)),
    );
  }

  return {
    /** One page of the buyer's orders, newest first, each with its stalls and how many lines are in each state. */
    async list(
      userId: number,
      lang: Language,
      input: { q?: string; page: number; pageSize: number },
    ): Promise<MyOrdersPage> {
      const { page, pageSize } = input;
      const mine = eq(orders.userId, userId);
      const paidIds = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(mine, eq(orders.status, 'paid')));
      if (paidIds.length > 0)
        await stampStalls(
          db,
          deps.items,
          paidIds.map((r) => r.id),
        );
      const where = input.q ? and(mine, await matching(userId, input.q, lang)) : mine;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const lines =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(orderLines)
              .where(
                inArray(
                  orderLines.orderId,
                  rows.map((r) => r.id),
                ),
              )
              .orderBy(asc(orderLines.id));
      const [nameOf, names] = await Promise.all([
        shopNames(
          lines.map((l) => l.shopId),
          lang,
        ),
        lineNamesFor(
          deps,
          lines.map((l) => l.itemId),
          lang,
        ),
      ]);
      return {
        list: rows.map((order) => {
          const own = lines.filter((line) => line.orderId === order.id);
          return {
            orderNo: order.no,
            progress: orderProgressOf(
              order.status,
              own.map((line) => line.state as LineState),
            ),
            total: yuan(order.totalCents),
            pieces: order.pieces,
            createdAt: order.createdAt.toISOString(),
            stalls: [...new Set(own.map((line) => nameOf(line.shopId)).filter(Boolean))],
            preview: own
              .slice(0, PREVIEW_LINES)
              .map((line) => ({ title: names.title(line), indexImgUrl: line.indexImgUrl })),
            states: LINE_STATES.map((state) => ({
              state,
              lines: own.filter((line) => line.state === state).length,
            })).filter((s) => s.lines > 0),
          };
        }),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },

    /** One of the buyer's orders: its lines by stall, the timeline and what is owed back. */
    async detail(userId: number, orderNo: string, lang: Language): Promise<OrderProgressView> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.no, orderNo), eq(orders.userId, userId)));
      if (!order) throw new HttpError(404, orderMessage(lang, 'noOrder'), 404);
      if (order.status === 'paid') await stampStalls(db, deps.items, [order.id]);
      const [lines, events, paidBack] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
        db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, order.id))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
        db.select().from(refunds).where(eq(refunds.orderId, order.id)),
      ]);
      const names = await lineNamesFor(
        deps,
        lines.map((l) => l.itemId),
        lang,
      );
      const refundOfLine = new Map(paidBack.map((refund) => [refund.lineId, refund]));
      const nameOf = await shopNames(
        lines.map((l) => l.shopId),
        lang,
      );
      const stalls = new Map<number | null, ProgressLine[]>();
      for (const line of lines)
        stalls.set(line.shopId, [
          ...(stalls.get(line.shopId) ?? []),
          progressLineOf(line, names, refundOfLine.get(line.id)),
        ]);
      const titleOf = new Map(lines.map((line) => [line.id, names.title(line)]));
      const timeline: OrderEvent[] = [
        {
          at: order.createdAt.toISOString(),
          kind: 'placed' as const,
          lineId: null,
          title: null,
          state: null,
          stopReason: null,
          trackingNo: null,
          amount: null,
        },
        ...(order.paidAt
          ? [
              {
                at: order.paidAt.toISOString(),
                kind: 'paid' as const,
                lineId: null,
                title: null,
                state: null,
                stopReason: null,
                trackingNo: null,
                amount: null,
              },
            ]
          : []),
        ...events.map(
          (event): OrderEvent => ({
            at: event.at.toISOString(),
            kind: 'line',
            lineId: event.lineId,
            title: titleOf.get(event.lineId) ?? null,
            state: event.state as LineState,
            stopReason: event.stopReason as StopReason | null,
            trackingNo: event.trackingNo,
            amount: null,
          }),
        ),
        ...paidBack
          .filter((refund) => refund.status === 'refunded' && refund.settledAt !== null)
          .map(
            (refund): OrderEvent => ({
              at: refund.settledAt!.toISOString(),
              kind: 'refunded',
              lineId: refund.lineId,
              title: titleOf.get(refund.lineId) ?? null,
              state: null,
              stopReason: null,
              trackingNo: null,
              amount: yuan(refund.amountCents),
            }),
          ),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        orderNo: order.no,
        progress: orderProgressOf(
          order.status,
          lines.map((line) => line.state as LineState),
        ),
        total: yuan(order.totalCents),
        pieces: order.pieces,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        goods: yuan(order.goodsCents),
        deliveryFee: yuan(order.deliveryCents),
        qualityCheckFee: yuan(order.qualityCheckCents),
        discount: yuan(order.discountCents),
        delivery: (order.delivery as DeliveryCode | null) ?? null,
        shipTo: order.shipTo ?? null,
        stalls: [...stalls].map(([shopId, stallLines]) => ({
          shopId,
          name: nameOf(shopId),
          lines: stallLines,
        })),
        // Newest first: the buyer looks for what happened last.
        events: timeline.reverse(),
        refund: refundOf(lines, paidBack),
      };
    },

    /** What the buyer is owed back for lines that could not be picked: one of their orders, or all of them. */
    async refundQuota(userId: number, orderNo: string | undefined, lang: Language): Promise<RefundQuota> {
      const paidOrders = and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        orderNo ? eq(orders.no, orderNo) : undefined,
      );
      const [lines, paidBack] = await Promise.all([
        db
          .select({ state: orderLines.state, priceCents: orderLines.priceCents, amount: orderLines.amount })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(paidOrders),
        db
          .select({ lineId: refunds.lineId, status: refunds.status, amountCents: refunds.amountCents })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(paidOrders),
      ]);
      if (orderNo && lines.length === 0) {
        const [own] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.no, orderNo), eq(orders.userId, userId)));
        if (!own) throw new HttpError(404, orderMessage(lang, 'noOrder'), 404);
      }
      return refundOf(lines, paidBack);
    },

    /**
     * The buyer cancels one of their paid lines that is theirs to cancel (awaiting pick, or out of stock):
     * the state, the timeline event and the refund with its job in one transaction, the line locked.
     */
    async cancel(userId: number, lineId: number, lang: Language): Promise<ProgressLine> {
      const noLine = () => new HttpError(404, progressMessage(lang, 'noLine'), 404);
      const [placed] = await db
        .select({ itemId: orderLines.itemId })
        .from(orderLines)
        .where(eq(orderLines.id, lineId));
      if (!placed) throw noLine();
      const names = await lineNamesFor(deps, [placed.itemId], lang);
      const cancelled = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ line: orderLines, order: orders })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(and(eq(orderLines.id, lineId), eq(orders.userId, userId), eq(orders.status, 'paid')))
          .for('update', { of: orderLines });
        if (!found) throw noLine();
        const from = found.line.state as LineState;
        if (!buyerMayCancel(from)) {
          throw new HttpError(
            409,
            progressMessage(lang, 'cancelRefused', { state: stateWord(lang, from) }),
            409,
          );
        }
        const [line] = await tx
          .update(orderLines)
          .set({ state: LINE_STATE.cancelled })
          .where(eq(orderLines.id, lineId))
          .returning();
        await tx.insert(orderEvents).values({ orderId: found.order.id, lineId, state: LINE_STATE.cancelled });
        const owed = await deps.refunds.owe(tx, found.order, line!);
        const [refund] = owed ? await tx.select().from(refunds).where(eq(refunds.lineId, lineId)) : [];
        return progressLineOf(line!, names, refund);
      });
      if (cancelled.refund) deps.refunds.queued();
      return cancelled;
    },
  };
}

export type OrderProgressService = ReturnType<typeof createOrderProgressService>;
