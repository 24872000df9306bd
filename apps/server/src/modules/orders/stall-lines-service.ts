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
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import type { ShopsService } from '../shops/index.ts';
import type { UsersService } from '../users/index.ts';
import { lineNamesFor } from './line-names.ts';
import { lineFacts, orderMessage } from './message-templates.ts';
import { actionWord, progressMessage, stateWord } from './progress-texts.ts';
import type { RefundsService } from './refunds-service.ts';
import { stampStalls } from './stall-stamps.ts';
import { keptShopOf, stallLineOf } from './stall-view.ts';
import { orderEvents, orderLines, orders, refunds, stallKeepers } from './tables.ts';

type Move = { lineId: number; action: LineMoveInput['action']; stopReason?: StopReason; trackingNo?: string };

/**
 * The stall's side of orders to the door (decision 050): the paid lines of the stall its owner keeps, and
 * their moves by the rules in contracts. Every move is one transaction with the line locked: the state,
 * the timeline event and the buyer's message are written together or not at all.
 */
export function createStallLinesService(
  db: Db,
  deps: {
    items: ItemsService;
    shops: ShopsService;
    users: UsersService;
    valueNames: ValueNamesService;
    refunds: RefundsService;
  },
) {
  const noLine = (lang: Language) => new HttpError(404, progressMessage(lang, 'noLine'), 404);

  return {
    /** One page of the stall's paid lines, the newest payments first, optionally of one state. */
    async lines(
      userId: number,
      lang: Language,
      input: { state?: LineState; page: number; pageSize: number },
    ): Promise<StallLinesPage> {
      const { page, pageSize } = input;
      const shopId = await keptShopOf(db, userId);
      if (shopId === undefined) return { shop: null, list: [], total: 0, page, pageSize };
      await stampStalls(db, deps.items);
      const where = and(
        eq(orderLines.shopId, shopId),
        eq(orders.status, 'paid'),
        input.state === undefined ? undefined : eq(orderLines.state, input.state),
      );
      const [rows, [total], summaries] = await Promise.all([
        db
          .select({ line: orderLines, order: orders })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(where)
          .orderBy(desc(orders.paidAt), desc(orders.id), orderLines.id)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(where),
        deps.shops.summaries([shopId], lang),
      ]);
      const names = await lineNamesFor(
        deps,
        rows.map((r) => r.line.itemId),
        lang,
      );
      const paidBack =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(refunds)
              .where(
                inArray(
                  refunds.lineId,
                  rows.map((r) => r.line.id),
                ),
              );
      const refundOf = new Map(paidBack.map((refund) => [refund.lineId, refund]));
      return {
        shop: { shopId, name: summaries.get(shopId)?.name ?? '' },
        list: rows.map((r) => stallLineOf(r.line, r.order, names, refundOf.get(r.line.id))),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },

    /**
     * Moves one of the stall's lines. Another stall's line, or an unpaid order's, answers as a missing
     * one; a move the rules forbid answers 409 and changes nothing.
     */
    async move(userId: number, move: Move, lang: Language): Promise<StallLine> {
      const [placed] = await db
        .select({ orderId: orderLines.orderId, itemId: orderLines.itemId })
        .from(orderLines)
        .where(eq(orderLines.id, move.lineId));
      if (!placed) throw noLine(lang);
      // Before the transaction: stamping and naming read on their own connection; stamping writes nothing twice.
      await stampStalls(db, deps.items, [placed.orderId]);
      const names = await lineNamesFor(deps, [placed.itemId], lang);
      const moved = await db.transaction(async (tx) => {
        const shopId = await keptShopOf(tx, userId);
        if (shopId === undefined) throw noLine(lang);
        // Locked, so two moves of one line at once run one after the other and the second sees the first.
        const [found] = await tx
          .select({ line: orderLines, order: orders })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(
            and(eq(orderLines.id, move.lineId), eq(orderLines.shopId, shopId), eq(orders.status, 'paid')),
          )
          .for('update', { of: orderLines });
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
        const [line] = await tx
          .update(orderLines)
          .set({
            state: to,
            ...(move.action === 'stop' ? { stopReason } : {}),
            ...(move.action === 'ship' ? { trackingNo } : {}),
          })
          .where(eq(orderLines.id, found.line.id))
          .returning();
        await tx
          .insert(orderEvents)
          .values({ orderId: found.order.id, lineId: line!.id, state: to, stopReason, trackingNo });
        const owed = to === LINE_STATE.cancelled && (await deps.refunds.owe(tx, found.order, line!));
        const [refund] = owed ? await tx.select().from(refunds).where(eq(refunds.lineId, line!.id)) : [];
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
    },

    /** Makes a stall owner the keeper of a stall (the demo's, and the tests'); false when either is taken. */
    async keep(userId: number, shopId: number): Promise<boolean> {
      const made = await db
        .insert(stallKeepers)
        .values({ userId, shopId })
        .onConflictDoNothing()
        .returning({ userId: stallKeepers.userId });
      return made.length > 0;
    },

    keptShop: (userId: number) => keptShopOf(db, userId),
  };
}

export type StallLinesService = ReturnType<typeof createStallLinesService>;
