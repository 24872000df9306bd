import type { StallLine } from '@stallhub/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { LineNames } from './line-names.ts';
import { progressLineOf } from './progress-service.ts';
import { type orderLines, type orders, type refunds, stallKeepers } from './tables.ts';

/** The stall the user keeps (decision 050), or undefined: a stall's order calls answer only its keeper. */
export async function keptShopOf(on: Db, userId: number): Promise<number | undefined> {
  const [kept] = await on
    .select({ shopId: stallKeepers.shopId })
    .from(stallKeepers)
    .where(eq(stallKeepers.userId, userId));
  return kept?.shopId;
}

/** One of a stall's order lines as its keeper reads it, in the reader's language. */
export const stallLineOf = (
  line: typeof orderLines.$inferSelect,
  order: typeof orders.$inferSelect,
  names: LineNames,
  refund?: typeof refunds.$inferSelect,
): StallLine => ({
  ...progressLineOf(line, names, refund),
  orderNo: order.no,
  // Only paid orders reach a stall.
  paidAt: order.paidAt!.toISOString(),
  artNo: line.artNo,
  shipTo: order.shipTo ?? null,
});
