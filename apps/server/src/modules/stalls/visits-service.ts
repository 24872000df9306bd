import { createHmac } from 'node:crypto';
import { marketDay, SHOP_VISIT_DAYS, type ShopVisits } from '@stallhub/contracts';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { stallVisits } from './tables.ts';

export interface Visitor {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/** The stall pages' visit log (/apif/shop/log/stat): one row per stall, day and visitor. */
export function createStallVisitsService(db: Db, secret: Buffer) {
  /** A buyer by id; a guest by a keyed hash of address, browser and day, unreadable and new each day. */
  const visitorKey = (visitor: Visitor, day: string) =>
    visitor.userId !== null
      ? `u:${visitor.userId}`
      : `g:${createHmac('sha256', secret).update(`${day}\n${visitor.ip}\n${visitor.userAgent}`).digest('base64url').slice(0, 22)}`;

  return {
    /**
     * Logs the visit once per visitor and day, drops the stall's days past the window and counts what is
     * left, in one transaction. The stall must exist (the caller checks).
     */
    async record(shopId: number, visitor: Visitor, now = new Date()): Promise<ShopVisits> {
      // A stall's day starts at midnight in Guangzhou, where the markets are.
      const today = marketDay(now);
      const oldest = marketDay(now, SHOP_VISIT_DAYS - 1);
      return db.transaction(async (tx) => {
        await tx
          .insert(stallVisits)
          .values({ shopId, day: today, visitor: visitorKey(visitor, today) })
          .onConflictDoNothing();
        await tx.delete(stallVisits).where(and(eq(stallVisits.shopId, shopId), lt(stallVisits.day, oldest)));
        const [row] = await tx
          .select({
            today: sql<number>`count(*) filter (where ${stallVisits.day} = ${today})`.mapWith(Number),
            days: count(),
          })
          .from(stallVisits)
          .where(eq(stallVisits.shopId, shopId));
        return { shopId, visitorsToday: row?.today ?? 0, visitorDays: Number(row?.days ?? 0) };
      });
    },
  };
}

export type ShopVisitsService = ReturnType<typeof createStallVisitsService>;
