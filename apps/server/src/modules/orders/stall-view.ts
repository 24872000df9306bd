import type { Language, StallLine } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { ItemsService, ValueNamesService } from '../catalogue/index.ts';
import { type LineNames, lineNamesFor } from './line-names.ts';
import { progressLineOf } from './progress-service.ts';
import {
  type LineRow,
  type OrderRow,
  type PlacedLine,
  type RefundRow,
  refundsOfLines,
} from './repository.ts';

/** What a stall's page of lines needs beside the rows: their names in the reader's language, and refunds. */
export async function namesAndRefundsOf(
  db: Db,
  deps: { items: ItemsService; valueNames: ValueNamesService },
  rows: readonly PlacedLine[],
  lang: Language,
) {
  const [names, refundOf] = await Promise.all([
    lineNamesFor(
      deps,
      rows.map((r) => r.line.itemId),
      lang,
    ),
    refundsOfLines(
      db,
      rows.map((r) => r.line.id),
    ),
  ]);
  return { names, refundOf };
}

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
