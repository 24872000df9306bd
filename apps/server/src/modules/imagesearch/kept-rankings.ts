import type { Db } from '../../db/connection.ts';
import type { FollowedPictures } from './followed-pictures.ts';
import type { PictureIndex } from './picture-index.ts';
import { type Ranked, rankedItemsOf } from './picture-matches.ts';

/** A picture farther than this from every query view is not a match (cosine distance, decision 046). */
export const MATCH_DISTANCE = 0.45;
/** How long a searched picture's ranking is kept for its results pages, and how many are kept. */
const RANKING_KEPT_MS = 60_000;
const RANKINGS_KEPT = 500;

/**
 * A searched picture's items of `city`, ranked for anyone (no stall blocked yet), kept a short while:
 * the search counts its best match and its results pages read the same list right after, so the
 * index is searched and the pictures' items read once a search, not once a call (decision 064).
 * Kept as a promise, so calls arriving together share one ranking; a ranking of an earlier generation of
 * the index is stale, and the index first catches up with what any process described or moved.
 */
export function createKeptRankings(db: Db, pictures: PictureIndex, followed: FollowedPictures) {
  const rankings = new Map<string, { at: number; generation: number; list: Promise<Ranked[]> }>();
  return {
    async rankingOf(query: { md5: string; descriptors: number[] }, city: string): Promise<Ranked[]> {
      await followed.catchUp();
      const key = `${query.md5} ${city}`;
      const kept = rankings.get(key);
      if (kept && kept.generation === pictures.generation() && Date.now() - kept.at < RANKING_KEPT_MS)
        return kept.list;
      rankings.delete(key);
      if (rankings.size >= RANKINGS_KEPT) rankings.delete(rankings.keys().next().value!);
      const vectors = pictures.vectorsOf(query.descriptors);
      const list = rankedItemsOf(db, pictures, [{ key: 0, vectors }], city, { within: MATCH_DISTANCE }).then(
        (ranked) => ranked.get(0)!,
      );
      rankings.set(key, { at: Date.now(), generation: pictures.generation(), list });
      list.catch(() => rankings.delete(key));
      return list;
    },
  };
}

export type KeptRankings = ReturnType<typeof createKeptRankings>;
