import { createHash } from 'node:crypto';
import { IMAGE_SEARCH_HOT_DAYS } from '@stallhub/contracts';
import { createRandom, DEMO_SEED } from '@stallhub/seed';
import type { Db } from '../db/connection.ts';
import type { ItemsService } from '../modules/catalogue/index.ts';
import { importSearches, itemsWithMainPicture } from '../modules/imagesearch/index.ts';

/** How many items per city the demo's buyers searched by picture, and the most searches one got. */
const SEARCHED_PER_CITY = 60;
const MOST_SEARCHES = 48;
const DAY_MS = 86_400_000;

/**
 * The demo catalogue's week of picture searches, drawn as the seed draws its sales history, so that a
 * fresh demo's hot ranking and the panel's hot list show something: per city, a sample of the items with
 * pictures, the first searched most (a long tail), each search at a time of the last week. A real
 * marketplace's ranking counts only its buyers' searches.
 */
export async function seedDemoImageSearches(db: Db, items: ItemsService, now = new Date()): Promise<number> {
  const random = createRandom(DEMO_SEED);
  const pictured = await itemsWithMainPicture(db);
  const byCity = new Map<string, typeof pictured>();
  for (const row of pictured) byCity.set(row.city, [...(byCity.get(row.city) ?? []), row]);
  const chosen = [...byCity.values()].flatMap((rows) =>
    random.sample(rows, Math.min(SEARCHED_PER_CITY, rows.length)).map((row, rank) => ({
      ...row,
      searches: Math.max(1, Math.round(MOST_SEARCHES / (rank + 1) ** 0.8)),
    })),
  );
  const categoryOf = new Map(
    (await items.forSearch(chosen.map((c) => c.itemId))).map((item) => [item.id, item.parentCategoryId]),
  );
  const rows = chosen.flatMap((c) =>
    Array.from({ length: c.searches }, (_, n) => ({
      md5: createHash('md5').update(`demo:${c.itemId}:${n}`).digest('hex'),
      city: c.city,
      topItemId: c.itemId,
      topCategoryId: categoryOf.get(c.itemId) ?? null,
      searchedAt: new Date(now.getTime() - random.next() * (IMAGE_SEARCH_HOT_DAYS - 1) * DAY_MS),
    })),
  );
  await importSearches(db, rows);
  return rows.length;
}
