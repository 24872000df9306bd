import type { ItemCard } from '@stallhub/contracts';

/** The best sellers among the given cards, most sold first; ties keep the feed's (newest first) order. */
export function hotPicks(items: readonly ItemCard[], count: number): ItemCard[] {
  return [...items].sort((a, b) => b.saleNum - a.saleNum).slice(0, count);
}
