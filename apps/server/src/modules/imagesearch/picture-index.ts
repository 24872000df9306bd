import type { SnapshotHeader } from '../../db/snapshots.ts';
import { type ImageEmbedder, STORED_VIEWS } from './image-embedder.ts';
import type { ImageIndex, SavedIndex } from './image-index.ts';

/** A picture's views' descriptors as stored: one after another. */
export const flatten = (vectors: Float32Array[]) => vectors.flatMap((v) => [...v]);

/**
 * The HNSW index as image search uses it: each stored picture is one entry per stored view (`id × views +
 * view`), added as pictures are described. It counts the changes to what a search can find (its
 * generation: a ranking kept from an earlier one is stale, so a changed item is findable at once) and
 * saves its file only when pictures were added since the last save.
 */
export function createPictureIndex(index: ImageIndex, embedder: Pick<ImageEmbedder, 'dimensions'>) {
  const views = STORED_VIEWS.length;
  let unsaved = 0;
  let generation = 0;

  /** A picture's stored descriptors as its views' vectors. */
  function vectorsOf(flat: readonly number[]): Float32Array[] {
    const out: Float32Array[] = [];
    for (let i = 0; i + embedder.dimensions <= flat.length; i += embedder.dimensions)
      out.push(Float32Array.from(flat.slice(i, i + embedder.dimensions)));
    return out;
  }

  return {
    vectorsOf,

    /** Adds the pictures that have descriptors. */
    add(rows: readonly { id: number; descriptors: number[] | null }[]) {
      const entries = rows.flatMap((row) =>
        row.descriptors
          ? vectorsOf(row.descriptors).map((vector, v) => ({ id: row.id * views + v, vector }))
          : [],
      );
      index.add(entries);
      if (entries.length > 0) {
        unsaved += rows.length;
        generation++;
      }
    },

    /**
     * Each picture within `within` of any of the vectors, with its closest distance, among the
     * `neighbours` nearest entries of each vector.
     */
    near(vectors: readonly Float32Array[], within: number, neighbours: number): Map<number, number> {
      const best = new Map<number, number>();
      for (const vector of vectors) {
        for (const n of index.search(vector, neighbours)) {
          if (n.distance > within) continue;
          const pictureId = Math.floor(n.id / views);
          best.set(pictureId, Math.min(best.get(pictureId) ?? 2, n.distance));
        }
      }
      return best;
    },

    /** Whether the picture's descriptors are in the index. */
    has: (pictureId: number) => index.has(pictureId * views),

    /** What a search finds changed without a picture added (items' pictures rewritten). */
    changed() {
      generation++;
    },
    generation: () => generation,

    /** The highest picture id in the index: a start adds the pictures after it. */
    highestPictureId: () => Math.floor(index.highestId() / views),

    /**
     * Forgets every picture unless the index holds exactly `pictures` of them (the stored ones); answers
     * whether it did.
     */
    clearUnlessHolding(pictures: number): boolean {
      if (pictures * views === index.size()) return false;
      index.clear();
      return true;
    },

    /** The saved snapshot's header, if any (throws when unreadable). */
    saved: () => index.saved(),

    /** Loads the saved snapshot; on failure the index is left empty, and the error thrown. */
    restore(header: SavedIndex) {
      try {
        index.restore(header);
      } catch (error) {
        index.clear();
        throw error;
      }
    },

    /** Pictures added since the last save (or the build). */
    unsaved: () => unsaved,

    /** Saves a snapshot of the index with `header` (its key and position). */
    save(header: SnapshotHeader) {
      index.save(header);
      unsaved = 0;
    },
  };
}

export type PictureIndex = ReturnType<typeof createPictureIndex>;
