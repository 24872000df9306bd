import {
  type Language,
  LINE_STATES,
  type LineState,
  type MyOrdersPage,
  type OrderEvent,
  type OrderProgressView,
  type ProgressLine,
  REFUNDED_STATES,
  type RefundQuota,
  type StopReason,
} from '@stallhub/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemsService } from '../catalogue/index.ts';
import type { ShopsService } from '../shops/index.ts';
import { orderMessage } from './messages.ts';
import { stampStalls } from './stall-stamps.ts';
import { buyerLanguages, orderEvents, orderLines, orders } from './tables.ts';

const yuan = (cents: number) => cents / 100;
const PREVIEW_LINES = 4;

type LineRow = typeof orderLines.$inferSelect;

export const progressLineOf = (line: LineRow): ProgressLine => ({
  lineId: line.id,
  itemId: line.itemId,
  vid: line.vid,
  title: line.title,
  indexImgUrl: line.indexImgUrl,
  color: line.color,
  size: line.size,
  amount: line.amount,
  price: yuan(line.priceCents),
  state: line.state as LineState,
  stopReason: line.stopReason as StopReason | null,
  trackingNo: line.trackingNo,
});

/** What is owed back for lines that could not be picked (spec 3 §7 queryRefundWithoutReasonQuota). */
function refundOf(lines: readonly Pick<LineRow, 'state' | 'priceCents' | 'amount'>[]): RefundQuota {
  const refunded = lines.filter((line) => REFUNDED_STATES.includes(line.state as LineState));
  return {
    amount: yuan(refunded.reduce((sum, line) => sum + line.priceCents * line.amount, 0)),
    lines: refunded.length,
    pieces: refunded.reduce((sum, line) => sum + line.amount, 0),
  };
}

/** Escapes LIKE's wildcards, so a search for "50%" finds "50%". */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The buyer's side of orders to the door (decision 050): their orders with each line's state, searchable
 * by item or stall, one order's lines by stall with its timeline, and the refund owed. Only the buyer's
 * own orders: another buyer's order number answers as a missing one.
 */
export function createOrderProgressService(db: Db, deps: { items: ItemsService; shops: ShopsService }) {
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
    /** Remembers the language the buyer follows their orders in: the stalls' updates reach them in it. */
    async rememberLanguage(userId: number, lang: Language) {
      await db
        .insert(buyerLanguages)
        .values({ userId, lang })
        .onConflictDoUpdate({ target: buyerLanguages.userId, set: { lang, updatedAt: new Date() } });
    },

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
      const nameOf = await shopNames(
        lines.map((l) => l.shopId),
        lang,
      );
      return {
        list: rows.map((order) => {
          const own = lines.filter((line) => line.orderId === order.id);
          return {
            orderNo: order.no,
            progress: order.status,
            total: yuan(order.totalCents),
            pieces: order.pieces,
            createdAt: order.createdAt.toISOString(),
            stalls: [...new Set(own.map((line) => nameOf(line.shopId)).filter(Boolean))],
            preview: own
              .slice(0, PREVIEW_LINES)
              .map((line) => ({ title: line.title, indexImgUrl: line.indexImgUrl })),
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
      const [lines, events] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
        db
          .select()
          .from(orderEvents)
          .where(eq(orderEvents.orderId, order.id))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      ]);
      const nameOf = await shopNames(
        lines.map((l) => l.shopId),
        lang,
      );
      const stalls = new Map<number | null, ProgressLine[]>();
      for (const line of lines)
        stalls.set(line.shopId, [...(stalls.get(line.shopId) ?? []), progressLineOf(line)]);
      const titleOf = new Map(lines.map((line) => [line.id, line.title]));
      const timeline: OrderEvent[] = [
        {
          at: order.createdAt.toISOString(),
          kind: 'placed',
          lineId: null,
          title: null,
          state: null,
          stopReason: null,
          trackingNo: null,
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
          }),
        ),
      ];
      return {
        orderNo: order.no,
        progress: order.status,
        total: yuan(order.totalCents),
        pieces: order.pieces,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        stalls: [...stalls].map(([shopId, stallLines]) => ({
          shopId,
          name: nameOf(shopId),
          lines: stallLines,
        })),
        // Newest first: the buyer looks for what happened last.
        events: timeline.reverse(),
        refund: refundOf(lines),
      };
    },

    /** What the buyer is owed back for lines that could not be picked: one of their orders, or all of them. */
    async refundQuota(userId: number, orderNo: string | undefined, lang: Language): Promise<RefundQuota> {
      const lines = await db
        .select({
          state: orderLines.state,
          priceCents: orderLines.priceCents,
          amount: orderLines.amount,
          no: orders.no,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'paid'),
            orderNo ? eq(orders.no, orderNo) : undefined,
          ),
        );
      if (orderNo && lines.length === 0) {
        const [own] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.no, orderNo), eq(orders.userId, userId)));
        if (!own) throw new HttpError(404, orderMessage(lang, 'noOrder'), 404);
      }
      return refundOf(lines);
    },
  };
}

export type OrderProgressService = ReturnType<typeof createOrderProgressService>;
