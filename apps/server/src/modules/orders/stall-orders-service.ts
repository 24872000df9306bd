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
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import type { UsersService } from '../users/index.ts';
import { type LineNames, lineNamesFor } from './line-names.ts';
import { lineFacts, orderMessage as templatedOrderMessage } from './message-templates.ts';
import { orderMessage } from './messages.ts';
import { progressMessage, stateWord } from './progress-texts.ts';
import {
  addEvents,
  itemIdsOfOrder,
  keptShopOf,
  type LineRow,
  lineStatesOfOrder,
  lockStallLinesOfOrder,
  type OrderRow,
  paidOrderByNo,
  type RefundRow,
  refundsOfLines,
  setLines,
  stallLinesOfOrders,
  stallOrderIdsPage,
} from './repository.ts';
import { stampStalls } from './stall-stamps.ts';
import { namesAndRefundsOf, stallLineOf } from './stall-view.ts';

type Deps = { items: ItemsService; shops: StallsService; users: UsersService; valueNames: ValueNamesService };
type Shipment = { orderNo: string; lineIds?: number[]; trackingNo: string };

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

const noOrder = (lang: Language) => new HttpError(404, orderMessage(lang, 'noOrder'), 404);

/** One page of the stall's paid orders, newest payments first, optionally those with a line in one state. */
async function listStallOrders(
  db: Db,
  deps: Deps,
  userId: number,
  lang: Language,
  filter: { state?: LineState; page: number; pageSize: number },
): Promise<StallOrdersPage> {
  const { page, pageSize } = filter;
  const shopId = await keptShopOf(db, userId);
  if (shopId === undefined) return { shop: null, list: [], total: 0, page, pageSize };
  await stampStalls(db, deps.items);
  const [{ ids, total }, summaries] = await Promise.all([
    stallOrderIdsPage(db, shopId, filter),
    deps.shops.summaries([shopId], lang),
  ]);
  const rows = await stallLinesOfOrders(db, shopId, ids);
  const { names, refundOf } = await namesAndRefundsOf(db, deps, rows, lang);
  return {
    shop: { shopId, name: summaries.get(shopId)?.name ?? '' },
    list: ids.map((id) => {
      const own = rows.filter((r) => r.order.id === id);
      return stallOrderOf(
        own[0]!.order,
        own.map((r) => r.line),
        names,
        refundOf,
      );
    }),
    total,
    page,
    pageSize,
  };
}

/**
 * The lines a shipment takes from the order's lines held locked: the chosen ones, or every line still to
 * go out; refuses a line of another stall or order (as missing), none to ship, or one that cannot ship.
 */
function linesToShip(held: readonly LineRow[], lineIds: number[] | undefined, lang: Language): LineRow[] {
  const chosen = lineIds
    ? lineIds.map((id) => held.find((line) => line.id === id))
    : held.filter((line) => shipsWithOrder(line.state as LineState));
  if (chosen.some((line) => line === undefined))
    throw new HttpError(404, progressMessage(lang, 'noLine'), 404);
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
  return shipping;
}

/**
 * Ships the chosen lines of one order of the stall, or without `lineIds` every line still to go out,
 * under one tracking number: lines not yet picked are marked picked on the way. A line of another
 * stall or order answers as a missing one, a line that cannot ship answers 409; either way nothing
 * changes. Two shipments of the same lines at once take turns on the lines' locks: the second finds
 * them shipped and answers 409, so the buyer gets one message.
 */
async function shipStallOrder(
  db: Db,
  deps: Deps,
  userId: number,
  input: Shipment,
  lang: Language,
): Promise<ShipOrderResult> {
  const order = await paidOrderByNo(db, input.orderNo);
  if (!order) throw noOrder(lang);
  // Before the transaction: stamping and naming read on their own connection (line-names.ts).
  await stampStalls(db, deps.items, [order.id]);
  const shopId = await keptShopOf(db, userId);
  if (shopId === undefined) throw noOrder(lang);
  const names = await lineNamesFor(deps, await itemIdsOfOrder(db, order.id), lang);
  return db.transaction(async (tx) => {
    const held = await lockStallLinesOfOrder(tx, order.id, shopId);
    if (held.length === 0) throw noOrder(lang);
    const moves = linesToShip(held, input.lineIds, lang).map((line) => ({
      line,
      steps: shipSteps(line.state as LineState)!,
    }));
    // At most two writes, whatever the number of lines: one per final state (shipped, shipped again).
    const byFinal = new Map<LineState, number[]>();
    for (const { line, steps } of moves) {
      const final = steps.at(-1)!;
      byFinal.set(final, [...(byFinal.get(final) ?? []), line.id]);
    }
    for (const [state, ids] of byFinal) await setLines(tx, ids, { state, trackingNo: input.trackingNo });
    await addEvents(
      tx,
      moves.flatMap(({ line, steps }) =>
        steps.map((state) => ({
          orderId: order.id,
          lineId: line.id,
          state,
          trackingNo: state === steps.at(-1) ? input.trackingNo : null,
        })),
      ),
    );
    // What happened, not words: the buyer reads it in their language when they open it (decision 074).
    const message = templatedOrderMessage('orders.shipped', {
      orderNo: order.no,
      progress: orderProgressOf('paid', await lineStatesOfOrder(tx, order.id)),
      shopId,
      lines: moves.map(({ line }) => lineFacts(line)),
      trackingNo: input.trackingNo,
      carrier: (order.delivery as DeliveryCode | null) ?? null,
    });
    await deps.users.addTemplatedMessage(order.userId, 'message', message, tx);
    const finalOf = new Map(moves.map(({ line, steps }) => [line.id, steps.at(-1)!]));
    const after = held.map((line) => {
      const state = finalOf.get(line.id);
      return state ? { ...line, state, trackingNo: input.trackingNo } : line;
    });
    const refundOf = await refundsOfLines(
      tx,
      held.map((line) => line.id),
    );
    return { order: stallOrderOf(order, after, names, refundOf), shippedLineIds: [...finalOf.keys()] };
  });
}

/**
 * The stall's orders (issue 26 point 6): its paid lines grouped by order, and shipping an order's lines in
 * one action, as Shopify's fulfil-order dialog and Taobao's 发货 do. One shipment is one transaction with
 * the lines locked: states, timeline events and the buyer's single message together or not at all.
 */
export function createStallOrdersService(db: Db, deps: Deps) {
  return {
    list: (userId: number, lang: Language, filter: { state?: LineState; page: number; pageSize: number }) =>
      listStallOrders(db, deps, userId, lang, filter),
    ship: (userId: number, input: Shipment, lang: Language) => shipStallOrder(db, deps, userId, input, lang),
  };
}

export type StallOrdersService = ReturnType<typeof createStallOrdersService>;
