import {
  type Language,
  LINE_STATE,
  type LineMoveInput,
  type LineState,
  nextLineState,
  type StallLine,
  type StallLinesPage,
  type StopReason,
} from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import type { UsersService } from '../users/index.ts';
import { lineNamesFor } from './line-names.ts';
import { lineFacts, orderMessage } from './message-templates.ts';
import { actionWord, progressMessage, stateWord } from './progress-texts.ts';
import type { RefundsService } from './refunds-service.ts';
import {
  addEvents,
  addStallKeeper,
  keptShopOf,
  lockPaidLine,
  placeOfLine,
  refundOfLine,
  setLines,
  stallLinesPage,
} from './repository.ts';
import { stampStalls } from './stall-stamps.ts';
import { namesAndRefundsOf, stallLineOf } from './stall-view.ts';

type Deps = {
  items: ItemsService;
  shops: StallsService;
  users: UsersService;
  valueNames: ValueNamesService;
  refunds: RefundsService;
};
type Move = { lineId: number; action: LineMoveInput['action']; stopReason?: StopReason; trackingNo?: string };

const noLine = (lang: Language) => new HttpError(404, progressMessage(lang, 'noLine'), 404);

/** One page of the stall's paid lines, the newest payments first, optionally of one state. */
async function listStallLines(
  db: Db,
  deps: Deps,
  userId: number,
  lang: Language,
  filter: { state?: LineState; page: number; pageSize: number },
): Promise<StallLinesPage> {
  const { page, pageSize } = filter;
  const shopId = await keptShopOf(db, userId);
  if (shopId === undefined) return { shop: null, list: [], total: 0, page, pageSize };
  await stampStalls(db, deps.items);
  const [{ rows, total }, summaries] = await Promise.all([
    stallLinesPage(db, shopId, filter),
    deps.shops.summaries([shopId], lang),
  ]);
  const { names, refundOf } = await namesAndRefundsOf(db, deps, rows, lang);
  return {
    shop: { shopId, name: summaries.get(shopId)?.name ?? '' },
    list: rows.map((r) => stallLineOf(r.line, r.order, names, refundOf.get(r.line.id))),
    total,
    page,
    pageSize,
  };
}

/**
 * Moves one of the stall's lines. Another stall's line, or an unpaid order's, answers as a missing
 * one; a move the rules forbid answers 409 and changes nothing.
 */
async function moveStallLine(
  db: Db,
  deps: Deps,
  userId: number,
  move: Move,
  lang: Language,
): Promise<StallLine> {
  const placed = await placeOfLine(db, move.lineId);
  if (!placed) throw noLine(lang);
  // Before the transaction: stamping and naming read on their own connection; stamping writes nothing twice.
  await stampStalls(db, deps.items, [placed.orderId]);
  const names = await lineNamesFor(deps, [placed.itemId], lang);
  const moved = await db.transaction(async (tx) => {
    const shopId = await keptShopOf(tx, userId);
    if (shopId === undefined) throw noLine(lang);
    const found = await lockPaidLine(tx, move.lineId, { shopId });
    if (!found) throw noLine(lang);
    const from = found.line.state as LineState;
    const to = nextLineState(from, move.action);
    if (to === null) {
      throw new HttpError(
        409,
        progressMessage(lang, 'moveRefused', {
          action: actionWord(lang, move.action),
          state: stateWord(lang, from),
        }),
        409,
      );
    }
    const stopReason = move.action === 'stop' ? (move.stopReason ?? null) : null;
    const trackingNo = move.action === 'ship' ? (move.trackingNo ?? null) : null;
    const [line] = await setLines(tx, [found.line.id], {
      state: to,
      ...(move.action === 'stop' ? { stopReason } : {}),
      ...(move.action === 'ship' ? { trackingNo } : {}),
    });
    await addEvents(tx, [{ orderId: found.order.id, lineId: line!.id, state: to, stopReason, trackingNo }]);
    const owed = to === LINE_STATE.cancelled && (await deps.refunds.owe(tx, found.order, line!));
    const refund = owed ? await refundOfLine(tx, line!.id) : undefined;
    // What happened, not words: the buyer reads it in their language when they open it (decision 074).
    const message = orderMessage('orders.lineMoved', {
      orderNo: found.order.no,
      line: lineFacts(line!),
      state: to,
      stopReason: stopReason as StopReason | null,
      trackingNo,
    });
    await deps.users.addTemplatedMessage(found.order.userId, 'message', message, tx);
    return stallLineOf(line!, found.order, names, refund);
  });
  if (moved.refund) deps.refunds.queued();
  return moved;
}

/**
 * The stall's side of orders to the door (decision 050): the paid lines of the stall its owner keeps, and
 * their moves by the rules in contracts. Every move is one transaction with the line locked: the state,
 * the timeline event and the buyer's message are written together or not at all.
 */
export function createStallLinesService(db: Db, deps: Deps) {
  return {
    lines: (userId: number, lang: Language, filter: { state?: LineState; page: number; pageSize: number }) =>
      listStallLines(db, deps, userId, lang, filter),
    move: (userId: number, move: Move, lang: Language) => moveStallLine(db, deps, userId, move, lang),
    /** Makes a stall owner the keeper of a stall (the demo's, and the tests'); false when either is taken. */
    keep: (userId: number, shopId: number) => addStallKeeper(db, userId, shopId),
    keptShop: (userId: number) => keptShopOf(db, userId),
  };
}

export type StallLinesService = ReturnType<typeof createStallLinesService>;
