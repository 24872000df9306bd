import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import { STORAGE_URL_PREFIX } from '../../outside/storage/local-storage.ts';
import type { Storage } from '../../outside/storage/storage.ts';
import type { ItemsService } from '../catalogue/index.ts';
import type { CardMarks, ItemCards } from '../storefront/index.ts';
import type { ImageFetcher } from './fetch-image.ts';
import { type ImageEmbedder, QUERY_VIEWS } from './image-embedder.ts';
import type { KeptRankings } from './kept-rankings.ts';
import { checkPicture, PictureError } from './picture-bytes.ts';
import { flatten } from './picture-index.ts';
import { forViewer } from './picture-matches.ts';
import { addSearch, searchedPicture, storeSearchedPicture } from './repository.ts';

/** What a search by picture needs. */
export type PictureSearching = {
  items: ItemsService;
  cards: ItemCards;
  marks: CardMarks;
  storage: Storage | null;
  embedder: ImageEmbedder;
  /** The embedder's descriptions of searched pictures, off the event loop (describing-pool.ts). */
  describer: ImageEmbedder;
  fetcher: ImageFetcher;
  rankings: KeptRankings;
};

/**
 * Describes a searched picture: our own upload is read from storage, any other address is fetched
 * safely. Answers its MD5, under which the results page finds it.
 */
export async function describeQuery(
  db: Db,
  deps: PictureSearching,
  url: string,
  userId: number | null,
  ownOrigin: string,
): Promise<string> {
  let bytes: Buffer | null;
  const own = new URL(url, ownOrigin);
  // A picture of this site (a buyer's upload, or an item picture whose address they copied) is read
  // from storage: the site's own address may be one the safe fetch refuses (127.0.0.1 on a laptop).
  if (own.origin === ownOrigin && own.pathname.startsWith(STORAGE_URL_PREFIX)) {
    bytes =
      (await deps.storage?.get(own.pathname.slice(STORAGE_URL_PREFIX.length)).catch(() => null)) ?? null;
    if (!bytes) throw new PictureError('notImage');
  } else {
    bytes = await deps.fetcher.fetch(url);
  }
  await checkPicture(bytes);
  const md5 = createHash('md5').update(bytes).digest('hex');
  const known = await searchedPicture(db, md5);
  if (known?.version === deps.embedder.version) return md5;
  await storeSearchedPicture(db, {
    md5,
    url: own.origin === ownOrigin ? own.pathname : url,
    version: deps.embedder.version,
    descriptors: flatten(await deps.describer.embed(bytes, QUERY_VIEWS)),
    userId,
  });
  return md5;
}

/** The items of `city` whose pictures match the searched picture, best first; null for an unknown MD5. */
export async function searchResults(
  db: Db,
  deps: PictureSearching,
  md5: string,
  city: string,
  viewer: Viewer,
  page: number,
  pageSize: number,
) {
  const query = await searchedPicture(db, md5);
  if (!query) return null;
  const ranking = await deps.rankings.rankingOf(query, city);
  const ranked = (await forViewer(deps.marks, new Map([[0, ranking]]), viewer)).get(0)!;
  const list = await deps.cards.cardsByIds(ranked.slice((page - 1) * pageSize, page * pageSize), viewer);
  return { imageMd5: md5, imageUrl: query.url, list, total: ranked.length, page, pageSize };
}

/** Counts a search for the hot ranking, with its best match in the city as anyone would see it. */
export async function recordSearch(
  db: Db,
  deps: PictureSearching,
  md5: string,
  city: string,
  userId: number | null,
) {
  const query = await searchedPicture(db, md5);
  if (!query) return;
  const topItemId = (await deps.rankings.rankingOf(query, city))[0]?.itemId;
  const [top] = topItemId === undefined ? [] : await deps.items.forSearch([topItemId]);
  await addSearch(db, {
    md5,
    city,
    userId,
    topItemId: top?.id ?? null,
    topCategoryId: top?.parentCategoryId ?? null,
  });
}
