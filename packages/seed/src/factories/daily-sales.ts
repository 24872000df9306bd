import { marketDay } from '@stallhub/contracts';
import { DAY_MS } from '../defaults.ts';
import { createRandom, mixSeeds } from '../random.ts';
import type { ItemDailySalesRow, ItemRow } from '../rows.ts';

/** Market days of sales the seed records, counted back from `now`: two seven-day windows. */
export const SALES_DAYS = 14;

/**
 * An item's sales per market day over the last SALES_DAYS days it was on shelf: its lifetime sales spread
 * over its days on shelf, each day drawn around that rate. A random stream of its own per item, so adding
 * sales changes nothing else the catalogue draws.
 */
export function makeDailySales(
  item: Pick<ItemRow, 'id' | 'city' | 'upTime' | 'saleNum' | 'status'>,
  seed: number,
  now: Date,
): ItemDailySalesRow[] {
  if (item.saleNum === 0 || item.status !== 1) return [];
  const random = createRandom(mixSeeds(seed ^ 0x5a1e, item.id));
  const daysOnShelf = Math.max(1, Math.ceil((now.getTime() - item.upTime.getTime()) / DAY_MS));
  const rate = item.saleNum / daysOnShelf;
  const rows: ItemDailySalesRow[] = [];
  for (let back = 0; back < Math.min(SALES_DAYS, daysOnShelf); back++) {
    // A day sells none, a little or a lot around the rate: hot items of the week differ from all-time ones.
    const pieces = Math.floor(rate * random.float(0, 2) + random.next());
    if (pieces > 0) rows.push({ itemId: item.id, city: item.city, day: marketDay(now, back), pieces });
  }
  return rows;
}
