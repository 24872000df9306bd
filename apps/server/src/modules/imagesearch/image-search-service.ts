import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Storage } from '../../outside/storage/storage.ts';
import type {
  ItemChangeConsumer,
  ItemChangesService,
  ItemsService,
  StyleSource,
} from '../catalogue/index.ts';
import type { CardMarks, ItemCards } from '../storefront/index.ts';
import type { ImageFetcher } from './fetch-image.ts';
import { createFollowedPictures } from './followed-pictures.ts';
import type { ImageEmbedder } from './image-embedder.ts';
import type { ImageIndex } from './image-index.ts';
import { indexItemPictures } from './item-pictures.ts';
import { createKeptRankings } from './kept-rankings.ts';
import { createPictureIndex } from './picture-index.ts';
import { describeQuery, recordSearch, searchResults } from './picture-search.ts';
import { sameStyleIds, sameStyleIdsOf, sameStyleOf } from './same-style.ts';
import { styleGroupsOf } from './same-style-groups.ts';
import { REBUILD_BATCH, warmUp } from './warm-up.ts';

/** The image pictures' cursor on the item changes: its batches tell every process that items' pictures moved. */
const PICTURES_CONSUMER = 'image-pictures';
/** Items per batch of the consumer: their new pictures are described within the batch's claim. */
const PICTURES_BATCH = 100;

/**
 * Image search: describes item pictures as a background consumer of the item changes, keeps this
 * process's HNSW index following the stored descriptors, and answers a searched picture with the on-shelf
 * items of a city whose pictures are nearest.
 */
export function createImageSearchService(deps: {
  db: Db;
  items: ItemsService;
  changes: ItemChangesService;
  cards: ItemCards;
  marks: CardMarks;
  /** Where item pictures are read from; none (a bare services object): pictures stay undescribed. */
  storage: Storage | null;
  embedder: ImageEmbedder;
  /** The same embedder on worker threads: a buyer's searched picture is described there (decision 095). */
  describer: ImageEmbedder;
  index: ImageIndex;
  fetcher: ImageFetcher;
}) {
  const { db, index, changes, ...outside } = deps;
  const pictures = createPictureIndex(index, deps.embedder);
  const followed = createFollowedPictures(db, {
    pictures,
    version: deps.embedder.version,
    itemPicturesMoved: () => changes.batchesOf(PICTURES_CONSUMER),
  });
  const rules = { ...outside, pictures, followed, rankings: createKeptRankings(db, pictures, followed) };
  const indexItems = async (itemIds: readonly number[]) => {
    await indexItemPictures(db, rules, itemIds);
  };
  /** The background consumer: the items' pictures, their groups and the items regrouped, in one commit. */
  const consumer: ItemChangeConsumer = {
    name: PICTURES_CONSUMER,
    batch: PICTURES_BATCH,
    async handle(itemIds, commit) {
      await indexItemPictures(db, rules, itemIds, (write) =>
        commit(async (tx) => {
          await changes.record(await write(tx), tx);
        }),
      );
    },
  };
  return {
    consumer,
    sameStyleIds: (item: StyleSource, city: string, viewer: Viewer | null) =>
      sameStyleIds(db, rules, item, city, viewer),
    sameStyleIdsOf: (sources: readonly StyleSource[], city: string, viewer: Viewer | null) =>
      sameStyleIdsOf(db, rules, sources, city, viewer),
    styleGroupsOf: (itemIds: readonly number[]) => styleGroupsOf(db, itemIds),
    /** Describes every item's pictures, in batches (the seed, or a new embedder version). */
    rebuild: (onProgress?: (done: number) => void): Promise<number> =>
      deps.items.walkIds(REBUILD_BATCH, indexItems, onProgress),
    /** Loads the index from the saved file and the stored descriptors (every process that answers). */
    load: () => followed.load(),
    /** Describes again what another embedder version described, and groups what has no group (background). */
    warm: () => warmUp(db, rules),
    /** Pictures added since the index was last saved, and saving it (the background process: decision 094). */
    catchUp: () => followed.catchUp(),
    unsaved: () => followed.unsaved(),
    save: () => followed.save(),
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
