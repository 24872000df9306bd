import { GOODS_HISTORY_MAX, type GoodsHistoryPage, type ItemCard } from '@stallhub/contracts';
import { and, count, desc, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK, withOwnerLock } from '../../db/transaction.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemCards } from '../storefront/index.ts';
import { goodsHistory } from './tables.ts';

/** An item shows in another's also-viewed row only once this many buyers opened both: never one buyer's trail. */
const ALSO_VIEWED_MIN_BUYERS = 2;
/** The also-viewed row reads the histories of an item's latest viewers only, so a hit item stays cheap. */
const ALSO_VIEWED_VIEWERS = 500;

export function createHistoryService(db: Db, itemCards: ItemCards) {
  return {
    /**
     * Puts the item at the front of the user's history (one row per item), and drops what falls past
     * the newest GOODS_HISTORY_MAX, under the user's history lock so parallel views never leave more.
     */
    async record(userId: number, itemId: number): Promise<void> {
      await withOwnerLock(db, OWNER_LOCK.goodsHistory, userId, async (tx) => {
        await tx
          .insert(goodsHistory)
          .values({ userId, itemId })
          .onConflictDoUpdate({
            target: [goodsHistory.userId, goodsHistory.itemId],
            set: { viewedAt: sql`now()` },
          });
        const beyond = tx
          .select({ itemId: goodsHistory.itemId })
          .from(goodsHistory)
          .where(eq(goodsHistory.userId, userId))
          .orderBy(desc(goodsHistory.viewedAt), desc(goodsHistory.itemId))
          .offset(GOODS_HISTORY_MAX);
        await tx
          .delete(goodsHistory)
          .where(and(eq(goodsHistory.userId, userId), inArray(goodsHistory.itemId, beyond)));
      });
    },

    /**
     * What the latest buyers to open the item also opened, most shared first, then latest; delisted items
     * drop out. The asking buyer's own history does not count: two others must have opened both.
     */
    async alsoViewed(itemId: number, viewer: Viewer, size: number): Promise<ItemCard[]> {
      const viewers = db
        .select({ userId: goodsHistory.userId })
        .from(goodsHistory)
        .where(
          and(
            eq(goodsHistory.itemId, itemId),
            viewer.userId === null ? undefined : ne(goodsHistory.userId, viewer.userId),
          ),
        )
        .orderBy(desc(goodsHistory.viewedAt))
        .limit(ALSO_VIEWED_VIEWERS);
      const other = alias(goodsHistory, 'other');
      const rows = await db
        .select({ itemId: other.itemId })
        .from(other)
        .where(and(inArray(other.userId, viewers), ne(other.itemId, itemId)))
        .groupBy(other.itemId)
        .having(gte(count(), ALSO_VIEWED_MIN_BUYERS))
        .orderBy(desc(count()), desc(max(other.viewedAt)), desc(other.itemId))
        // Twice the row, so that delisted items leaving it still leave it full.
        .limit(size * 2);
      const cards = await itemCards.cardsByIds(
        rows.map((r) => r.itemId),
        viewer,
      );
      return cards.slice(0, size);
    },

    /** One page of the user's history, newest first; delisted items drop out of the page. */
    async list(userId: number, viewer: Viewer, page: number, pageSize: number): Promise<GoodsHistoryPage> {
      const [rows, [count]] = await Promise.all([
        db
          .select({ itemId: goodsHistory.itemId, viewedAt: goodsHistory.viewedAt })
          .from(goodsHistory)
          .where(eq(goodsHistory.userId, userId))
          .orderBy(desc(goodsHistory.viewedAt), desc(goodsHistory.itemId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(goodsHistory)
          .where(eq(goodsHistory.userId, userId)),
      ]);
      const viewedAt = new Map(rows.map((r) => [r.itemId, r.viewedAt.toISOString()]));
      const cards = await itemCards.cardsByIds(
        rows.map((r) => r.itemId),
        viewer,
      );
      return {
        list: cards.map((card) => ({ ...card, viewedAt: viewedAt.get(card.itemId)! })),
        total: count?.n ?? 0,
        page,
        pageSize,
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
