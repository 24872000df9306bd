import { GOODS_HISTORY_MAX, type GoodsHistoryPage } from '@stallhub/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { ItemsService, Viewer } from '../catalogue/items-service.ts';
import { goodsHistory } from './tables.ts';

export function createHistoryService(db: Db, items: ItemsService) {
  return {
    /**
     * Puts the item at the front of the user's history (one row per item), and drops what falls past
     * the newest GOODS_HISTORY_MAX, in one transaction so parallel views never leave more.
     */
    async record(userId: number, itemId: number): Promise<void> {
      await db.transaction(async (tx) => {
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
      const cards = await items.cardsByIds(
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
