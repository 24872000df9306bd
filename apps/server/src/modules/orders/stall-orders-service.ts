import {
  type DeliveryCode,
  type Language,
  type LineState,
  orderProgressOf,
  type ShipOrderResult,
  type StallOrder,
  type StallOrdersPage,
  shipSteps,
  shipsWithOrder,
} from '@stallhub/contracts';
import { and, countDistinct, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { ShopsService } from '../shops/index.ts';
import type { UsersService } from '../users/index.ts';
import { type LineNames, lineNamesFor } from './line-names.ts';
import { lineFacts, orderMessage as templatedOrderMessage } from './message-templates.ts';
import { orderMessage } from './messages.ts';
import { progressMessage, stateWord } from './progress-texts.ts';
import { stampStalls } from './stall-stamps.ts';
import { keptShopOf, stallLineOf } from './stall-view.ts';
import { orderEvents, orderLines, orders, refunds } from './tables.ts';

type LineRow = typeof orderLines.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** One order as the stall reads it: its own lines of it, in the reader's language. */
function stallOrderOf(
  order: OrderRow,
  lines: readonly LineRow[],
  names: LineNames,
  refundOf: ReadonlyMap<number, RefundRow>,
): StallOrder {
  return {
    orderNo: order.no,
    // Only paid orders reach a stall.
    paidAt: order.paidAt!.toISOString(),
    shipTo: order.shipTo ?? null,
    carrier: (order.delivery as DeliveryCode | null) ?? null,
    progress: orderProgressOf(
      'paid',
      lines.map((line) => line.state as LineState),
    ),
    pieces: lines.reduce((sum, line) => sum + line.amount, 0),
    lines: lines.map((line) => stallLineOf(line, order, names, refundOf.get(line.id))),
  };
}

/**
 * The stall's orders (issue 26 point 6): its paid lines grouped by order, and shipping an order's lines in
 * one action, as Shopify's fulfil-order dialog and Taobao's 发货 do. One shipment is one transaction with
 * the lines locked: states, timeline events and the buyer's single message together or not at all.
 */
export function createStallOrdersService(
  db: Db,
  deps: {
    items: ItemsService;
    shops: ShopsService;
    users: UsersService;
    valueNames: ValueNamesService;
  },
) {
  const noOrder = (lang: Language) => new HttpError(404, orderMessage(lang, 'noOrder'), 404);
  const noLine = (lang: Language) => new HttpError(404, progressMessage(lang, 'noLine'), 404);

  const refundsOf = async (on: Db, lineIds: readonly number[]) =>
    new Map(
      (lineIds.length === 0
        ? []
        : await on
            .select()
            .from(refunds)
            .where(inArray(refunds.lineId, [...lineIds]))
      ).map((refund) => [refund.lineId, refund]),
    );

  return {
    /** One page of the stall's paid orders, newest payments first, optionally those with a line in one state. */
    async list(
      userId: number,
      lang: Language,
      input: { state?: LineState; page: number; pageSize: number },
    ): Promise<StallOrdersPage> {
      const { page, pageSize } = input;
      const shopId = await keptShopOf(db, userId);
      if (shopId === undefined) return { shop: null, list: [], total: 0, page, pageSize };
      await stampStalls(db, deps.items);
      const where = and(
        eq(orderLines.shopId, shopId),
        eq(orders.status, 'paid'),
        input.state === undefined ? undefined : eq(orderLines.state, input.state),
      );
      const [picked, [total], summaries] = await Promise.all([
        db
          .select({ id: orders.id, paidAt: max(orders.paidAt) })
          .from(orders)
          .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
          .where(where)
          .groupBy(orders.id)
          .orderBy(desc(max(orders.paidAt)), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: countDistinct(orders.id) })
          .from(orders)
          .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
          .where(where),
        deps.shops.summaries([shopId], lang),
      ]);
      const orderIds = picked.map((row) => row.id);
      const rows =
        orderIds.length === 0
          ? []
          : await db
              .select({ line: orderLines, order: orders })
              .from(orderLines)
              .innerJoin(orders, eq(orders.id, orderLines.orderId))
              .where(and(inArray(orderLines.orderId, orderIds), eq(orderLines.shopId, shopId)))
              .orderBy(orderLines.id);
      const [names, refundOf] = await Promise.all([
        lineNamesFor(
          deps,
          rows.map((r) => r.line.itemId),
          lang,
        ),
        refundsOf(
          db,
          rows.map((r) => r.line.id),
        ),
      ]);
      return {
        shop: { shopId, name: summaries.get(shopId)?.name ?? '' },
        list: orderIds.map((id) => {
          const own = rows.filter((r) => r.order.id === id);
          return stallOrderOf(
            own[0]!.order,
            own.map((r) => r.line),
            names,
            refundOf,
          );
        }),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },

    /**
     * Ships the chosen lines of one order of the stall, or without `lineIds` every line still to go out,
     * under one tracking number: lines not yet picked are marked picked on the way. A line of another
     * stall or order answers as a missing one, a line that cannot ship answers 409; either way nothing
     * changes. Two shipments of the same lines at once take turns on the lines' locks: the second finds
     * them shipped and answers 409, so the buyer gets one message.
     */
    async ship(
      userId: number,
      input: { orderNo: string; lineIds?: number[]; trackingNo: string },
      lang: Language,
    ): Promise<ShipOrderResult> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.no, input.orderNo), eq(orders.status, 'paid')));
      if (!order) throw noOrder(lang);
      // Before the transaction: stamping and naming read on their own connection (line-names.ts).
      await stampStalls(db, deps.items, [order.id]);
      const shopId = await keptShopOf(db, userId);
      if (shopId === undefined) throw noOrder(lang);
      const itemIds = (
        await db
          .select({ itemId: orderLines.itemId })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
      ).map((row) => row.itemId);
      const names = await lineNamesFor(deps, itemIds, lang);
      const result = await db.transaction(async (tx) => {
        // Locked in id order, so two shipments of overlapping lines never wait on each other in a circle.
        const held = await tx
          .select()
          .from(orderLines)
          .where(and(eq(orderLines.orderId, order.id), eq(orderLines.shopId, shopId)))
          .orderBy(orderLines.id)
          .for('update');
        if (held.length === 0) throw noOrder(lang);
        const chosen = input.lineIds
          ? input.lineIds.map((id) => held.find((line) => line.id === id))
          : held.filter((line) => shipsWithOrder(line.state as LineState));
        if (chosen.some((line) => line === undefined)) throw noLine(lang);
        const shipping = chosen as LineRow[];
        if (shipping.length === 0) throw new HttpError(409, progressMessage(lang, 'nothingToShip'), 409);
        const refused = shipping.find((line) => shipSteps(line.state as LineState) === null);
        if (refused) {
          throw new HttpError(
            409,
            progressMessage(lang, 'shipRefused', { state: stateWord(lang, refused.state as LineState) }),
            409,
          );
        }
        const moves = shipping.map((line) => ({ line, steps: shipSteps(line.state as LineState)! }));
        // At most two writes, whatever the number of lines: one per final state (shipped, shipped again).
        const byFinal = new Map<LineState, number[]>();
        for (const { line, steps } of moves) {
          const final = steps.at(-1)!;
          byFinal.set(final, [...(byFinal.get(final) ?? []), line.id]);
        }
        for (const [state, ids] of byFinal) {
          await tx
            .update(orderLines)
            .set({ state, trackingNo: input.trackingNo })
            .where(inArray(orderLines.id, ids));
        }
        await tx.insert(orderEvents).values(
          moves.flatMap(({ line, steps }) =>
            steps.map((state) => ({
              orderId: order.id,
              lineId: line.id,
              state,
              trackingNo: state === steps.at(-1) ? input.trackingNo : null,
            })),
          ),
        );
        const everyLine = await tx
          .select({ state: orderLines.state })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id));
        const shippedIds = new Set(shipping.map((line) => line.id));
        // What happened, not words: the buyer reads it in their language when they open it (decision 074).
        const message = templatedOrderMessage('orders.shipped', {
          orderNo: order.no,
          progress: orderProgressOf(
            'paid',
            everyLine.map((row) => row.state as LineState),
          ),
          shopId,
          lines: shipping.map(lineFacts),
          trackingNo: input.trackingNo,
          carrier: (order.delivery as DeliveryCode | null) ?? null,
        });
        await deps.users.addTemplatedMessage(order.userId, 'message', message, tx);
        const after = held.map((line) =>
          shippedIds.has(line.id)
            ? {
                ...line,
                state: moves.find((move) => move.line.id === line.id)!.steps.at(-1)!,
                trackingNo: input.trackingNo,
              }
            : line,
        );
        return {
          order: stallOrderOf(
            order,
            after,
            names,
            await refundsOf(
              tx,
              held.map((line) => line.id),
            ),
          ),
          shippedLineIds: [...shippedIds],
        };
      });
      return result;
    },
  };
}

export type StallOrdersService = ReturnType<typeof createStallOrdersService>;
