import { createRandom, mixSeeds } from '@stallhub/seed';
import type { Db } from '../db/connection.ts';
import { importViews } from '../modules/history/index.ts';

/** Items each demo shopper has opened: the pool's best sellers, which every buyer opens, then others. */
const VIEWS_PER_SHOPPER = 12;
const BEST_SELLERS_OPENED = 4;

/**
 * The demo shoppers' browsing histories: each shopper opens up to 12 items of one pool (shoppers take the
 * pools in turn, and pools come best sellers first): its 4 best sellers and 8 others at random, a minute
 * apart, going back from `now`. Drawn from `seed`, so a re-seed draws the same.
 */
export async function importDemoBrowsing(
  db: Db,
  shopperIds: readonly number[],
  pools: readonly (readonly number[])[],
  options: { seed: number; now: Date },
): Promise<void> {
  if (pools.length === 0) return;
  const rows = shopperIds.flatMap((userId, i) => {
    const random = createRandom(mixSeeds(options.seed, userId));
    const pool = pools[i % pools.length]!;
    const others = pool.slice(BEST_SELLERS_OPENED);
    const opened = [
      ...pool.slice(0, BEST_SELLERS_OPENED),
      ...random.sample(others, Math.min(VIEWS_PER_SHOPPER - BEST_SELLERS_OPENED, others.length)),
    ];
    return opened.map((itemId, k) => ({
      userId,
      itemId,
      viewedAt: new Date(options.now.getTime() - (i * VIEWS_PER_SHOPPER + k) * 60_000),
    }));
  });
  await importViews(db, rows);
}
