import type { StallLine } from '@stallhub/contracts';
import type { LineNames } from './line-names.ts';
import { progressLineOf } from './progress-service.ts';
import type { LineRow, OrderRow, RefundRow } from './repository.ts';

/** One of a stall's order lines as its keeper reads it, in the reader's language. */
export const stallLineOf = (
  line: LineRow,
  order: OrderRow,
  names: LineNames,
  refund?: RefundRow,
): StallLine => ({
  ...progressLineOf(line, names, refund),
  orderNo: order.no,
  // Only paid orders reach a stall.
  paidAt: order.paidAt!.toISOString(),
  artNo: line.artNo,
  shipTo: order.shipTo ?? null,
});
