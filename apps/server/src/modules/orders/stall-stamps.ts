import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { ItemsService } from '../catalogue/index.ts';
import { orderLines, orders } from './tables.ts';

/**
 * Stamps paid orders' lines with the stall that sells them (the item's shop), so stalls find their lines
 * by an index (decision 050). Lines are made by checkout without it; the first reader after payment, the
 * buyer's or the stall's, stamps them: the item's shop never changes, so a repeat writes nothing.
 */
export async function stampStalls(on: Db, items: ItemsService, orderIds?: readonly number[]) {
  const unstamped = await on
    .select({ id: orderLines.id, itemId: orderLines.itemId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        isNull(orderLines.shopId),
        eq(orders.status, 'paid'),
        orderIds ? inArray(orderLines.orderId, [...orderIds]) : undefined,
      ),
    );
  if (unstamped.length === 0) return;
  const shopOf = await items.shopsOf([...new Set(unstamped.map((line) => line.itemId))]);
  const byShop = new Map<number, number[]>();
  for (const line of unstamped) {
    const shopId = shopOf.get(line.itemId);
    if (shopId !== undefined) byShop.set(shopId, [...(byShop.get(shopId) ?? []), line.id]);
  }
  for (const [shopId, ids] of byShop) {
    await on
      .update(orderLines)
      .set({ shopId })
      .where(and(inArray(orderLines.id, ids), isNull(orderLines.shopId)));
  }
}
