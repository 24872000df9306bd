import { IMAGE_SEARCH_MAX_RESULTS } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CardMarks } from '../storefront/index.ts';
import type { PictureIndex } from './picture-index.ts';
import { itemPicturesShowing } from './repository.ts';

/** Neighbours asked of the index per query view, before the city and stall filters. */
const NEIGHBOURS = 400;

/**
 * Pictures to match: the query's vectors, with the stall (`otherThan`) and, for same style, the leaf
 * category (`categoryId`, decision 068) an item must not and must have.
 */
export interface StyleQuery<K> {
  key: K;
  vectors: readonly Float32Array[];
  otherThan?: number;
  categoryId?: number;
}

/**
 * An item matching a searched picture: its stall (for the viewer's blocks), its closest distance, and the
 * place of the picture at that distance among the item's (0 the main one, which its card shows).
 */
export interface Ranked {
  itemId: number;
  shopId: number;
  distance: number;
  sort: number;
}

/**
 * For each query, the on-shelf items of `city` with a picture within `within` of any of its vectors,
 * with their stall and closest distance, nearest first (on a tie, the item whose main picture it is);
 * the query's `otherThan` stall left out, and with `categoryId` every other leaf category. One read of
 * the items' pictures for all.
 */
export async function rankedItemsOf<K>(
  db: Db,
  pictures: PictureIndex,
  queries: readonly StyleQuery<K>[],
  city: string,
  options: { within: number; mainOnly?: boolean },
): Promise<Map<K, Ranked[]>> {
  const near = queries.map((q) => pictures.near(q.vectors, options.within, NEIGHBOURS));
  const pictureIds = [...new Set(near.flatMap((best) => [...best.keys()]))];
  const out = new Map<K, Ranked[]>(queries.map((q) => [q.key, []]));
  if (pictureIds.length === 0) return out;
  const shown = await itemPicturesShowing(db, pictureIds, city, Boolean(options.mainOnly));
  queries.forEach((query, i) => {
    const best = near[i]!;
    const byItem = new Map<number, Ranked>();
    for (const s of shown) {
      const distance = best.get(s.pictureId);
      if (distance === undefined || s.shopId === query.otherThan) continue;
      if (query.categoryId !== undefined && s.categoryId !== query.categoryId) continue;
      const kept = byItem.get(s.itemId);
      if (!kept || distance < kept.distance || (distance === kept.distance && s.sort < kept.sort))
        byItem.set(s.itemId, { itemId: s.itemId, shopId: s.shopId, distance, sort: s.sort });
    }
    // Items showing one picture tie: those whose card shows it (their main picture) come first, not
    // those selling it only as another colour.
    out.set(
      query.key,
      [...byItem.values()].sort((a, b) => a.distance - b.distance || a.sort - b.sort || a.itemId - b.itemId),
    );
  });
  return out;
}

/** The ranked items' ids less the viewer's blocked stalls, at most IMAGE_SEARCH_MAX_RESULTS each. */
export async function forViewer<K>(
  marks: CardMarks,
  ranked: Map<K, Ranked[]>,
  viewer: Viewer | null,
): Promise<Map<K, number[]>> {
  const userId = viewer?.userId ?? null;
  const shopIds = [...new Set([...ranked.values()].flatMap((list) => list.map((r) => r.shopId)))];
  const blocked =
    userId === null || shopIds.length === 0
      ? new Set<number>()
      : (await marks.forCards(userId, [], shopIds)).blocked;
  return new Map(
    [...ranked].map(([key, list]) => [
      key,
      list
        .filter((r) => !blocked.has(r.shopId))
        .slice(0, IMAGE_SEARCH_MAX_RESULTS)
        .map((r) => r.itemId),
    ]),
  );
}
