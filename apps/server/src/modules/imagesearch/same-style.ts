import { SAME_STYLE_PICTURE_DISTANCE } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ItemsService, StyleSource } from '../catalogue/index.ts';
import type { CardMarks, ItemCards } from '../storefront/index.ts';
import type { FollowedPictures } from './followed-pictures.ts';
import type { ImageEmbedder } from './image-embedder.ts';
import type { PictureIndex } from './picture-index.ts';
import { forViewer, rankedItemsOf } from './picture-matches.ts';
import { descriptorsOfUrls, mainPictureOf } from './repository.ts';

/** What finding the same style needs. */
export type StyleFinding = {
  items: ItemsService;
  cards: ItemCards;
  marks: CardMarks;
  embedder: ImageEmbedder;
  pictures: PictureIndex;
  followed: FollowedPictures;
};

/**
 * For each item, other stalls' on-shelf items of `city` whose main picture is within
 * SAME_STYLE_PICTURE_DISTANCE of the item's main picture, closest first (at most IMAGE_SEARCH_MAX_RESULTS,
 * the viewer's blocked stalls left out): the same style, decided by the pictures (issue 15 point 6). The
 * item's picture is found by its URL, so an item off the shelf still finds its style elsewhere. A batch
 * costs one lookup in the index per item and three reads in all.
 */
export async function sameStyleIdsOf(
  db: Db,
  deps: StyleFinding,
  sources: readonly StyleSource[],
  city: string,
  viewer: Viewer | null,
): Promise<Map<number, number[]>> {
  const mains = new Map<number, string>();
  for (const s of sources) if (s.mainPicture) mains.set(s.id, s.mainPicture);
  const unread = sources.filter((s) => s.mainPicture === undefined).map((s) => s.id);
  const [pictures] = await Promise.all([deps.items.picturesOf(unread), deps.followed.catchUp()]);
  for (const p of pictures) if (!mains.has(p.itemId)) mains.set(p.itemId, p.url);
  const urls = [...new Set(mains.values())];
  const described = urls.length === 0 ? [] : await descriptorsOfUrls(db, urls, deps.embedder.version);
  const descriptorsOf = new Map(described.map((r) => [r.url, r.descriptors]));
  const queries = sources.flatMap((source) => {
    const descriptors = descriptorsOf.get(mains.get(source.id) ?? '');
    return descriptors
      ? [
          {
            key: source.id,
            vectors: deps.pictures.vectorsOf(descriptors),
            otherThan: source.shopId,
            categoryId: source.categoryId,
          },
        ]
      : [];
  });
  const ranked = await rankedItemsOf(db, deps.pictures, queries, city, {
    within: SAME_STYLE_PICTURE_DISTANCE,
    mainOnly: true,
  });
  const found = await forViewer(deps.marks, ranked, viewer);
  return new Map(sources.map((s) => [s.id, found.get(s.id) ?? []]));
}

/** `sameStyleIdsOf` of one item. */
export async function sameStyleIds(
  db: Db,
  deps: StyleFinding,
  item: StyleSource,
  city: string,
  viewer: Viewer | null,
): Promise<number[]> {
  return (await sameStyleIdsOf(db, deps, [item], city, viewer)).get(item.id)!;
}

/**
 * The items of `city` in other stalls whose pictures match the item's main picture closely: the same
 * style, decided by the pictures. Null when the item is not on shelf (it has no described picture).
 */
export async function sameStyleOf(
  db: Db,
  deps: StyleFinding,
  itemId: number,
  city: string,
  viewer: Viewer,
  page: number,
  pageSize: number,
) {
  const main = await mainPictureOf(db, itemId);
  if (!main) return null;
  const ranked = await sameStyleIds(db, deps, { id: itemId, ...main }, city, viewer);
  const [[item], list] = await Promise.all([
    deps.cards.cardsByIds([itemId], viewer),
    deps.cards.cardsByIds(ranked.slice((page - 1) * pageSize, page * pageSize), viewer),
  ]);
  return item ? { item, list, total: ranked.length, currentPage: page, pageSize } : null;
}
