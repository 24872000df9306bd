import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Storage } from '../../outside/storage/storage.ts';
import type { ItemsService, StyleSource } from '../catalogue/index.ts';
import type { CardMarks, ItemCards } from '../storefront/index.ts';
import type { ImageFetcher } from './fetch-image.ts';
import type { ImageEmbedder } from './image-embedder.ts';
import type { ImageIndex } from './image-index.ts';
import { indexItemPictures } from './item-pictures.ts';
import { createKeptRankings } from './kept-rankings.ts';
import { createPictureIndex } from './picture-index.ts';
import { describeQuery, recordSearch, searchResults } from './picture-search.ts';
import { sameStyleIds, sameStyleIdsOf, sameStyleOf } from './same-style.ts';
import { styleGroupsOf } from './same-style-groups.ts';
import { REBUILD_BATCH, warmUp } from './warm-up.ts';

/**
 * Image search: describes item pictures as the feed reports item changes, keeps the HNSW index in step,
 * and answers a searched picture with the on-shelf items of a city whose pictures are nearest.
 */
export function createImageSearchService(deps: {
  db: Db;
  items: ItemsService;
  cards: ItemCards;
  marks: CardMarks;
  /** Where item pictures are read from; none (a bare services object): pictures stay undescribed. */
  storage: Storage | null;
  embedder: ImageEmbedder;
  index: ImageIndex;
  fetcher: ImageFetcher;
}) {
  const { db, index, ...outside } = deps;
  const pictures = createPictureIndex(index, deps.embedder);
  const rules = { ...outside, pictures, rankings: createKeptRankings(db, pictures) };
  const indexItems = (itemIds: readonly number[]) => indexItemPictures(db, rules, itemIds);
  return {
    indexItems,
    sameStyleIds: (item: StyleSource, city: string, viewer: Viewer | null) =>
      sameStyleIds(db, rules, item, city, viewer),
    sameStyleIdsOf: (sources: readonly StyleSource[], city: string, viewer: Viewer | null) =>
      sameStyleIdsOf(db, rules, sources, city, viewer),
    styleGroupsOf: (itemIds: readonly number[]) => styleGroupsOf(db, itemIds),
    /** Describes every item's pictures, in batches (the seed, or a new embedder version). */
    rebuild: (onProgress?: (done: number) => void): Promise<number> =>
      deps.items.walkIds(REBUILD_BATCH, indexItems, onProgress),
    warm: () => warmUp(db, rules),
    save: () => pictures.save(),
    describeQuery: (url: string, userId: number | null, ownOrigin: string) =>
      describeQuery(db, rules, url, userId, ownOrigin),
    results: (md5: string, city: string, viewer: Viewer, page: number, pageSize: number) =>
      searchResults(db, rules, md5, city, viewer, page, pageSize),
    recordSearch: (md5: string, city: string, userId: number | null) =>
      recordSearch(db, rules, md5, city, userId),
    sameStyleOf: (itemId: number, city: string, viewer: Viewer, page: number, pageSize: number) =>
      sameStyleOf(db, rules, itemId, city, viewer, page, pageSize),
  };
}

export type ImageSearchService = ReturnType<typeof createImageSearchService>;
