import {
  buyerMayCancel,
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
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import { type LineNames, lineNamesFor, namedLine } from './line-names.ts';
import { orderMessage } from './messages.ts';
import { chargesOf } from './order-charges.ts';
import { progressMessage, stateWord } from './progress-texts.ts';
import type { RefundsService } from './refunds-service.ts';
import {
  addEvents,
  buyerOrderByNo,
  buyerOrdersPage,
  type EventRow,
  historyOfOrder,
  type LineRow,
  linesOfOrders,
  lockPaidLine,
  type OrderRow,
  paidLinesAndRefunds,
  paidOrderIdsOf,
  placeOfLine,
  type RefundRow,
  refundOfLine,
  setLines,
  stallIdsOrderedBy,
} from './repository.ts';
import { stampStalls } from './stall-stamps.ts';

const yuan = (cents: number) => cents / 100;
const PREVIEW_LINES = 4;

type PaidBack = Pick<RefundRow, 'lineId' | 'status' | 'amountCents'>;
type Deps = {
  items: ItemsService;
  shops: StallsService;
  valueNames: ValueNamesService;
  refunds: RefundsService;
};

/** A line as the buyer and the stall read it: its title, colour and size in the reader's language. */
export const progressLineOf = (line: LineRow, names: LineNames, refund?: PaidBack): ProgressLine => ({
  lineId: line.id,
  ...namedLine(line, names),
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
  paidBack: readonly PaidBack[],
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

/** Names the stalls of the given ids in the reader's language ('' for none or unknown). */
async function stallNamer(deps: Deps, shopIds: readonly (number | null)[], lang: Language) {
  const summaries = await deps.shops.summaries(
    shopIds.filter((id): id is number => id !== null),
    lang,
  );
  return (shopId: number | null) => (shopId === null ? '' : (summaries.get(shopId)?.name ?? ''));
}

/** The stalls the buyer ordered from whose name, in their language, holds the words. */
async function stallsNamed(db: Db, deps: Deps, userId: number, words: string, lang: Language) {
  const shopIds = await stallIdsOrderedBy(db, userId);
  const nameOf = await stallNamer(deps, shopIds, lang);
  const folded = words.toLowerCase();
  return shopIds.filter((id): id is number => id !== null && nameOf(id).toLowerCase().includes(folded));
}

/** One page of the buyer's orders, newest first, each with its stalls and how many lines are in each state. */
async function listBuyerOrders(
  db: Db,
  deps: Deps,
  userId: number,
  lang: Language,
  input: { q?: string; page: number; pageSize: number },
): Promise<MyOrdersPage> {
  const { page, pageSize } = input;
  const paidIds = await paidOrderIdsOf(db, userId);
  if (paidIds.length > 0) await stampStalls(db, deps.items, paidIds);
  const match = input.q
    ? { words: input.q, stallIds: await stallsNamed(db, deps, userId, input.q, lang) }
    : undefined;
  const { rows, total } = await buyerOrdersPage(db, userId, { match, page, pageSize });
  const lines = await linesOfOrders(
    db,
    rows.map((r) => r.id),
  );
  const [nameOf, names] = await Promise.all([
    stallNamer(
      deps,
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
    total,
    page,
    pageSize,
  };
}

const orderStep = (at: Date, kind: 'placed' | 'paid'): OrderEvent => ({
  at: at.toISOString(),
  kind,
  lineId: null,
  title: null,
  state: null,
  stopReason: null,
  trackingNo: null,
  amount: null,
});

/** What happened to an order, newest first: placed, paid, each line's moves and each refund paid back. */
function timelineOf(
  order: OrderRow,
  events: readonly Required<Pick<EventRow, 'at' | 'lineId' | 'state' | 'stopReason' | 'trackingNo'>>[],
  paidBack: readonly RefundRow[],
  titleOf: ReadonlyMap<number, string>,
): OrderEvent[] {
  const timeline: OrderEvent[] = [
    orderStep(order.createdAt, 'placed'),
    ...(order.paidAt ? [orderStep(order.paidAt, 'paid')] : []),
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
  // Newest first: the buyer looks for what happened last.
  return timeline.reverse();
}

/** One of the buyer's orders: its lines by stall, the timeline and what is owed back. */
async function buyerOrderDetail(
  db: Db,
  deps: Deps,
  userId: number,
  orderNo: string,
  lang: Language,
): Promise<OrderProgressView> {
  const order = await buyerOrderByNo(db, userId, orderNo);
  if (!order) throw new HttpError(404, orderMessage(lang, 'noOrder'), 404);
  if (order.status === 'paid') await stampStalls(db, deps.items, [order.id]);
  const [lines, history] = await Promise.all([linesOfOrders(db, [order.id]), historyOfOrder(db, order.id)]);
  const [names, nameOf] = await Promise.all([
    lineNamesFor(
      deps,
      lines.map((l) => l.itemId),
      lang,
    ),
    stallNamer(
      deps,
      lines.map((l) => l.shopId),
      lang,
    ),
  ]);
  const refundOfLine = new Map(history.refunds.map((refund) => [refund.lineId, refund]));
  const stalls = new Map<number | null, ProgressLine[]>();
  for (const line of lines)
    stalls.set(line.shopId, [
      ...(stalls.get(line.shopId) ?? []),
      progressLineOf(line, names, refundOfLine.get(line.id)),
    ]);
  const titleOf = new Map(lines.map((line) => [line.id, names.title(line)]));
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
    ...chargesOf(order),
    stalls: [...stalls].map(([shopId, stallLines]) => ({ shopId, name: nameOf(shopId), lines: stallLines })),
    events: timelineOf(order, history.events, history.refunds, titleOf),
    refund: refundOf(lines, history.refunds),
  };
}

/** What the buyer is owed back for lines that could not be picked: one of their orders, or all of them. */
async function buyerRefundQuota(
  db: Db,
  userId: number,
  orderNo: string | undefined,
  lang: Language,
): Promise<RefundQuota> {
  const { lines, refunds } = await paidLinesAndRefunds(db, userId, orderNo);
  if (orderNo && lines.length === 0 && !(await buyerOrderByNo(db, userId, orderNo)))
    throw new HttpError(404, orderMessage(lang, 'noOrder'), 404);
  return refundOf(lines, refunds);
}

/**
 * The buyer cancels one of their paid lines that is theirs to cancel (awaiting pick, or out of stock):
 * the state, the timeline event and the refund with its job in one transaction, the line locked.
 */
async function cancelBuyerLine(
  db: Db,
  deps: Deps,
  userId: number,
  lineId: number,
  lang: Language,
): Promise<ProgressLine> {
  const noLine = () => new HttpError(404, progressMessage(lang, 'noLine'), 404);
  const placed = await placeOfLine(db, lineId);
  if (!placed) throw noLine();
  const names = await lineNamesFor(deps, [placed.itemId], lang);
  const cancelled = await db.transaction(async (tx) => {
    const found = await lockPaidLine(tx, lineId, { userId });
    if (!found) throw noLine();
    const from = found.line.state as LineState;
    if (!buyerMayCancel(from)) {
      throw new HttpError(409, progressMessage(lang, 'cancelRefused', { state: stateWord(lang, from) }), 409);
    }
    const [line] = await setLines(tx, [lineId], { state: LINE_STATE.cancelled });
    await addEvents(tx, [{ orderId: found.order.id, lineId, state: LINE_STATE.cancelled }]);
    const owed = await deps.refunds.owe(tx, found.order, line!);
    const refund = owed ? await refundOfLine(tx, lineId) : undefined;
    return progressLineOf(line!, names, refund);
  });
  if (cancelled.refund) deps.refunds.queued();
  return cancelled;
}

/**
 * The buyer's side of orders to the door (decision 050): their orders with each line's state, searchable
 * by item or stall, one order's lines by stall with its timeline, and the refund owed. Only the buyer's
 * own orders: another buyer's order number answers as a missing one.
 */
export function createOrderProgressService(db: Db, deps: Deps) {
  return {
    list: (userId: number, lang: Language, input: { q?: string; page: number; pageSize: number }) =>
      listBuyerOrders(db, deps, userId, lang, input),
    detail: (userId: number, orderNo: string, lang: Language) =>
      buyerOrderDetail(db, deps, userId, orderNo, lang),
    refundQuota: (userId: number, orderNo: string | undefined, lang: Language) =>
      buyerRefundQuota(db, userId, orderNo, lang),
    cancel: (userId: number, lineId: number, lang: Language) =>
      cancelBuyerLine(db, deps, userId, lineId, lang),
  };
}

export type OrderProgressService = ReturnType<typeof createOrderProgressService>;
