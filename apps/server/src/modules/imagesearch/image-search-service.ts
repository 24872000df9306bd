import { createHash } from 'node:crypto';
import { IMAGE_SEARCH_MAX_RESULTS, SAME_STYLE_PICTURE_DISTANCE } from '@stallhub/contracts';
import { and, count, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Viewer } from '../../http/viewer.ts';
import { STORAGE_URL_PREFIX } from '../../outside/storage/local-storage.ts';
import type { Storage } from '../../outside/storage/storage.ts';
import type { ItemsService, StyleSource } from '../catalogue/index.ts';
import type { CardMarks, ItemCards } from '../storefront/index.ts';
import type { ImageFetcher } from './fetch-image.ts';
import { type ImageEmbedder, QUERY_VIEWS, STORED_VIEWS } from './image-embedder.ts';
import type { ImageIndex } from './image-index.ts';
import { checkPicture, PictureError } from './picture-bytes.ts';
import { joinedGroup } from './style-groups.ts';
import { imageItemPictures, imagePictures, imageQueries, imageSearches } from './tables.ts';

/** The stored size the descriptors are computed from: the cards' 400 px picture. */
const DESCRIBED_SIZE = 400;
/** A picture farther than this from every query view is not a match (cosine distance, decision 046). */
export const MATCH_DISTANCE = 0.45;
/** Neighbours asked of the index per query view, before the city and stall filters. */
const NEIGHBOURS = 400;
const REBUILD_BATCH = 500;
const DESCRIBE_CONCURRENCY = 4;
/** Neighbours asked per view when a new picture looks for the group it belongs to. */
const GROUP_NEIGHBOURS = 16;
/** How long a searched picture's ranking is kept for its results pages, and how many are kept. */
const RANKING_KEPT_MS = 60_000;
const RANKINGS_KEPT = 500;

/**
 * Pictures to match: the query's vectors, with the stall (`otherThan`) and, for same style, the leaf
 * category (`categoryId`, decision 068) an item must not and must have.
 */
interface StyleQuery<K> {
  key: K;
  vectors: readonly Float32Array[];
  otherThan?: number;
  categoryId?: number;
}

/**
 * An item matching a searched picture: its stall (for the viewer's blocks), its closest distance, and the
 * place of the picture at that distance among the item's (0 the main one, which its card shows).
 */
interface Ranked {
  itemId: number;
  shopId: number;
  distance: number;
  sort: number;
}

const flatten = (vectors: Float32Array[]) => vectors.flatMap((v) => [...v]);
const split = (flat: readonly number[], dimensions: number) => {
  const out: Float32Array[] = [];
  for (let i = 0; i + dimensions <= flat.length; i += dimensions)
    out.push(Float32Array.from(flat.slice(i, i + dimensions)));
  return out;
};

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
  const { db, embedder, index } = deps;
  const views = STORED_VIEWS.length;
  let unsaved = false;
  /**
   * Counts the changes to what a search can find (pictures added to the index, items' pictures
   * rewritten): a kept ranking of an earlier count is stale, so a changed item is findable at once.
   */
  let generation = 0;

  /** Our storage key of a picture URL base (`/storage/items/pool/x` → `items/pool/x_400.webp`). */
  const storedKey = (url: string) =>
    url.startsWith(STORAGE_URL_PREFIX)
      ? `${url.slice(STORAGE_URL_PREFIX.length)}_${DESCRIBED_SIZE}.webp`
      : null;

  async function describe(url: string): Promise<number[] | null> {
    const key = storedKey(url);
    const bytes = key && deps.storage ? await deps.storage.get(key) : null;
    if (!bytes) return null;
    try {
      return flatten(await embedder.embed(bytes, STORED_VIEWS));
    } catch {
      return null;
    }
  }

  function addToIndex(rows: { id: number; descriptors: number[] | null }[]) {
    const entries = rows.flatMap((row) =>
      row.descriptors
        ? split(row.descriptors, embedder.dimensions).map((vector, v) => ({ id: row.id * views + v, vector }))
        : [],
    );
    index.add(entries);
    if (entries.length > 0) {
      unsaved = true;
      generation++;
    }
  }

  /** Describes the pictures of `urls` not yet described; answers every URL's picture id. */
  async function picturesFor(urls: readonly string[]): Promise<Map<string, number>> {
    const unique = [...new Set(urls)];
    if (unique.length === 0) return new Map();
    const known = await db
      .select({ id: imagePictures.id, url: imagePictures.url })
      .from(imagePictures)
      .where(and(inArray(imagePictures.url, unique), eq(imagePictures.version, embedder.version)));
    const ids = new Map(known.map((r) => [r.url, r.id]));
    const fresh = unique.filter((url) => !ids.has(url));
    // A few at a time: sharp decodes on libuv's threads while the features are computed here.
    const described: (number[] | null)[] = [];
    for (let i = 0; i < fresh.length; i += DESCRIBE_CONCURRENCY)
      described.push(...(await Promise.all(fresh.slice(i, i + DESCRIBE_CONCURRENCY).map(describe))));
    if (fresh.length > 0) {
      const rows = await db
        .insert(imagePictures)
        .values(fresh.map((url, i) => ({ url, version: embedder.version, descriptors: described[i] })))
        .onConflictDoUpdate({
          target: imagePictures.url,
          set: { version: embedder.version, descriptors: sql`excluded.descriptors` },
        })
        .returning({ id: imagePictures.id, url: imagePictures.url, descriptors: imagePictures.descriptors });
      for (const row of rows) ids.set(row.url, row.id);
      addToIndex(rows);
      await assignGroups(rows);
    }
    return ids;
  }

  /**
   * Puts each picture in a same-style group (decision 055): a group is the pictures within
   * SAME_STYLE_PICTURE_DISTANCE of the picture that started it, its id (decision 068: a picture near a
   * member but far from the first does not join, so groups do not chain from one style to the next). A
   * picture joins the group whose first picture is nearest, among the groups of its neighbours in the
   * index, else starts its own. Pictures are taken in id order, so of two alike pictures described
   * together the later joins the earlier. One without descriptors is its own group.
   */
  async function assignGroups(rows: readonly { id: number; descriptors: number[] | null }[]) {
    if (rows.length === 0) return;
    const sorted = [...rows].sort((a, b) => a.id - b.id);
    const near = new Map<number, number[]>();
    for (const row of sorted) {
      if (!row.descriptors) continue;
      const ids = new Set<number>();
      for (const vector of split(row.descriptors, embedder.dimensions))
        for (const n of index.search(vector, GROUP_NEIGHBOURS))
          if (n.distance <= SAME_STYLE_PICTURE_DISTANCE) ids.add(Math.floor(n.id / views));
      ids.delete(row.id);
      near.set(row.id, [...ids]);
    }
    // The batch's own groups are decided below, in order: what the table holds for them is stale (a
    // picture described again by another embedder version keeps its old group until then).
    const batch = new Set(sorted.map((r) => r.id));
    const neighbours = [...new Set([...near.values()].flat())].filter((id) => !batch.has(id));
    const groupOf = new Map<number, number>();
    if (neighbours.length > 0) {
      const known = await db
        .select({ id: imagePictures.id, groupId: imagePictures.groupId })
        .from(imagePictures)
        .where(and(inArray(imagePictures.id, neighbours), isNotNull(imagePictures.groupId)));
      for (const row of known) groupOf.set(row.id, row.groupId!);
    }
    const firstViews = new Map<number, Float32Array[]>();
    const earlierFirsts = [...new Set(groupOf.values())];
    if (earlierFirsts.length > 0) {
      const firsts = await db
        .select({ id: imagePictures.id, descriptors: imagePictures.descriptors })
        .from(imagePictures)
        .where(and(inArray(imagePictures.id, earlierFirsts), isNotNull(imagePictures.descriptors)));
      for (const row of firsts) firstViews.set(row.id, split(row.descriptors!, embedder.dimensions));
    }
    for (const row of sorted) {
      if (!row.descriptors) {
        groupOf.set(row.id, row.id);
        continue;
      }
      const vectors = split(row.descriptors, embedder.dimensions);
      const groups = new Set((near.get(row.id) ?? []).flatMap((id) => groupOf.get(id) ?? []));
      const offered = [...groups].flatMap((groupId) => {
        const first = firstViews.get(groupId);
        return first ? [[groupId, first] as const] : [];
      });
      const groupId = joinedGroup(vectors, offered, SAME_STYLE_PICTURE_DISTANCE) ?? row.id;
      if (groupId === row.id) firstViews.set(row.id, vectors);
      groupOf.set(row.id, groupId);
    }
    await db.execute(sql`update ${imagePictures} set group_id = g.group_id
      from unnest(${sql.param(sorted.map((r) => r.id))}::int[], ${sql.param(sorted.map((r) => groupOf.get(r.id)!))}::int[]) as g(id, group_id)
      where ${imagePictures.id} = g.id`);
  }

  /** Brings the items' picture rows in step with the catalogue: an item off shelf has none. */
  async function indexItems(itemIds: readonly number[]) {
    if (itemIds.length === 0) return;
    const [rows, pictures] = await Promise.all([
      deps.items.forSearch(itemIds),
      deps.items.picturesOf(itemIds),
    ]);
    const onShelf = new Map(rows.filter((r) => r.status === 1).map((r) => [r.id, r]));
    const shown = pictures.filter((p) => onShelf.has(p.itemId));
    const ids = await picturesFor(shown.map((p) => p.url));
    await db.transaction(async (tx) => {
      await tx.delete(imageItemPictures).where(inArray(imageItemPictures.itemId, [...itemIds]));
      const values = shown.map((p) => {
        const item = onShelf.get(p.itemId)!;
        return {
          itemId: p.itemId,
          pictureId: ids.get(p.url)!,
          sort: p.sort,
          city: item.city,
          shopId: item.shopId,
          categoryId: item.categoryId,
        };
      });
      if (values.length > 0) await tx.insert(imageItemPictures).values(values).onConflictDoNothing();
    });
    generation++;
  }

  async function queryOf(md5: string) {
    const [row] = await db.select().from(imageQueries).where(eq(imageQueries.md5, md5));
    return row ?? null;
  }

  /** Each picture within `within` of any of the vectors, with its closest distance. */
  function nearPictures(vectors: readonly Float32Array[], within: number): Map<number, number> {
    const best = new Map<number, number>();
    for (const vector of vectors) {
      for (const n of index.search(vector, NEIGHBOURS)) {
        if (n.distance > within) continue;
        const pictureId = Math.floor(n.id / views);
        best.set(pictureId, Math.min(best.get(pictureId) ?? 2, n.distance));
      }
    }
    return best;
  }

  /**
   * For each query, the on-shelf items of `city` with a picture within `within` of any of its vectors,
   * with their stall and closest distance, nearest first (on a tie, the item whose main picture it is);
   * the query's `otherThan` stall left out, and with `categoryId` every other leaf category. One read of
   * the items' pictures for all, the picture ids sent as one array (a parameter per id made the query's
   * text and its building cost grow with the neighbours).
   */
  async function rankedItemsOf<K>(
    queries: readonly StyleQuery<K>[],
    city: string,
    options: { within: number; mainOnly?: boolean },
  ): Promise<Map<K, Ranked[]>> {
    const near = queries.map((q) => nearPictures(q.vectors, options.within));
    const pictureIds = [...new Set(near.flatMap((best) => [...best.keys()]))];
    const out = new Map<K, Ranked[]>(queries.map((q) => [q.key, []]));
    if (pictureIds.length === 0) return out;
    const shown = await db
      .select({
        itemId: imageItemPictures.itemId,
        pictureId: imageItemPictures.pictureId,
        shopId: imageItemPictures.shopId,
        categoryId: imageItemPictures.categoryId,
        sort: imageItemPictures.sort,
      })
      .from(imageItemPictures)
      .where(
        and(
          sql`${imageItemPictures.pictureId} = any(${sql.param(pictureIds)}::int[])`,
          eq(imageItemPictures.city, city),
          options.mainOnly ? eq(imageItemPictures.sort, 0) : undefined,
        ),
      );
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
        [...byItem.values()].sort(
          (a, b) => a.distance - b.distance || a.sort - b.sort || a.itemId - b.itemId,
        ),
      );
    });
    return out;
  }

  /** The ranked items' ids less the viewer's blocked stalls, at most IMAGE_SEARCH_MAX_RESULTS each. */
  async function forViewer<K>(ranked: Map<K, Ranked[]>, viewer: Viewer | null): Promise<Map<K, number[]>> {
    const userId = viewer?.userId ?? null;
    const shopIds = [...new Set([...ranked.values()].flatMap((list) => list.map((r) => r.shopId)))];
    const blocked =
      userId === null || shopIds.length === 0
        ? new Set<number>()
        : (await deps.marks.forCards(userId, [], shopIds)).blocked;
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

  /**
   * For each query, the on-shelf items of `city` with a picture within `within` of any of its vectors,
   * nearest first (at most IMAGE_SEARCH_MAX_RESULTS); the viewer's blocked stalls and the query's
   * `otherThan` stall left out.
   */
  async function matchingItemsOf<K>(
    queries: readonly StyleQuery<K>[],
    city: string,
    options: { viewer: Viewer | null; within: number; mainOnly?: boolean },
  ): Promise<Map<K, number[]>> {
    return forViewer(await rankedItemsOf(queries, city, options), options.viewer);
  }

  /**
   * A searched picture's items of `city`, ranked for anyone (no stall blocked yet), kept a short while:
   * the search counts its best match and its results pages read the same list right after, so the
   * index is searched and the pictures' items read once a search, not once a call (decision 064).
   * Kept as a promise, so calls arriving together share one ranking.
   */
  const rankings = new Map<string, { at: number; generation: number; list: Promise<Ranked[]> }>();
  function rankingOf(query: { md5: string; descriptors: number[] }, city: string): Promise<Ranked[]> {
    const key = `${query.md5} ${city}`;
    const kept = rankings.get(key);
    if (kept && kept.generation === generation && Date.now() - kept.at < RANKING_KEPT_MS) return kept.list;
    rankings.delete(key);
    if (rankings.size >= RANKINGS_KEPT) rankings.delete(rankings.keys().next().value!);
    const vectors = split(query.descriptors, embedder.dimensions);
    const list = rankedItemsOf([{ key: 0, vectors }], city, { within: MATCH_DISTANCE }).then(
      (ranked) => ranked.get(0)!,
    );
    rankings.set(key, { at: Date.now(), generation, list });
    list.catch(() => rankings.delete(key));
    return list;
  }

  /**
   * For each item, other stalls' on-shelf items of `city` whose main picture is within
   * SAME_STYLE_PICTURE_DISTANCE of the item's main picture, closest first: the same style, decided by the
   * pictures (issue 15 point 6). The item's picture is found by its URL, so an item off the shelf still
   * finds its style elsewhere. A batch costs one lookup in the index per item and three reads in all.
   */
  async function sameStyleIdsOf(
    sources: readonly StyleSource[],
    city: string,
    viewer: Viewer | null,
  ): Promise<Map<number, number[]>> {
    const mains = new Map<number, string>();
    for (const p of await deps.items.picturesOf(sources.map((s) => s.id)))
      if (!mains.has(p.itemId)) mains.set(p.itemId, p.url);
    const urls = [...new Set(mains.values())];
    const described =
      urls.length === 0
        ? []
        : await db
            .select({ url: imagePictures.url, descriptors: imagePictures.descriptors })
            .from(imagePictures)
            .where(and(inArray(imagePictures.url, urls), eq(imagePictures.version, embedder.version)));
    const descriptorsOf = new Map(described.map((r) => [r.url, r.descriptors]));
    const queries = sources.flatMap((source) => {
      const descriptors = descriptorsOf.get(mains.get(source.id) ?? '');
      return descriptors
        ? [
            {
              key: source.id,
              vectors: split(descriptors, embedder.dimensions),
              otherThan: source.shopId,
              categoryId: source.categoryId,
            },
          ]
        : [];
    });
    const found = await matchingItemsOf(queries, city, {
      viewer,
      within: SAME_STYLE_PICTURE_DISTANCE,
      mainOnly: true,
    });
    return new Map(sources.map((s) => [s.id, found.get(s.id) ?? []]));
  }

  async function sameStyleIds(item: StyleSource, city: string, viewer: Viewer | null): Promise<number[]> {
    return (await sameStyleIdsOf([item], city, viewer)).get(item.id)!;
  }

  /**
   * Each item's same-style group (decision 055): the group of its main picture, for the text index to fold
   * on. Items without a described main picture are absent.
   */
  async function styleGroupsOf(itemIds: readonly number[]): Promise<Map<number, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .select({ itemId: imageItemPictures.itemId, groupId: imagePictures.groupId })
      .from(imageItemPictures)
      .innerJoin(imagePictures, eq(imagePictures.id, imageItemPictures.pictureId))
      .where(
        and(
          inArray(imageItemPictures.itemId, [...itemIds]),
          eq(imageItemPictures.sort, 0),
          isNotNull(imagePictures.groupId),
        ),
      );
    return new Map(rows.map((r) => [r.itemId, r.groupId!]));
  }

  return {
    indexItems,
    sameStyleIds,
    sameStyleIdsOf,
    styleGroupsOf,

    /** Describes every item's pictures, in batches (the seed, or a new embedder version). */
    rebuild: (onProgress?: (done: number) => void): Promise<number> =>
      deps.items.walkIds(REBUILD_BATCH, indexItems, onProgress),

    /**
     * Loads what the saved index lacks from the stored descriptors, then saves it: the start's step. Then
     * puts the pictures described before same-style groups existed into groups (once, after the migration
     * that added them); answers how many pictures it added and the items whose group it so decided, for the
     * text index to fold them again.
     */
    async warm(): Promise<{ added: number; regrouped: number[] }> {
      const described = and(
        eq(imagePictures.version, embedder.version),
        isNotNull(imagePictures.descriptors),
      );
      const [saved] = await db
        .select({ n: count() })
        .from(imagePictures)
        .where(and(described, lte(imagePictures.id, Math.floor(index.highestId() / views))));
      // A saved file that is not this database's (another data folder, a reset) is thrown away.
      if ((saved?.n ?? 0) * views !== index.size()) index.clear();
      let added = 0;
      for (let after = Math.floor(index.highestId() / views); ; ) {
        const rows = await db
          .select({ id: imagePictures.id, descriptors: imagePictures.descriptors })
          .from(imagePictures)
          .where(and(gt(imagePictures.id, after), described))
          .orderBy(imagePictures.id)
          .limit(5000);
        if (rows.length === 0) break;
        addToIndex(rows);
        added += rows.length;
        after = rows.at(-1)!.id;
      }
      const regrouped = new Set<number>();
      // Pictures described by another embedder version (decision 066) are described again from storage,
      // with their items' rows and groups; each picture leaves the stale set even when it cannot be read.
      for (;;) {
        const stale = await db
          .selectDistinct({ itemId: imageItemPictures.itemId })
          .from(imageItemPictures)
          .innerJoin(imagePictures, eq(imagePictures.id, imageItemPictures.pictureId))
          .where(ne(imagePictures.version, embedder.version))
          .limit(REBUILD_BATCH);
        if (stale.length === 0) break;
        await indexItems(stale.map((r) => r.itemId));
        for (const row of stale) regrouped.add(row.itemId);
      }
      this.save();
      for (;;) {
        const rows = await db
          .select({ id: imagePictures.id, descriptors: imagePictures.descriptors })
          .from(imagePictures)
          .where(isNull(imagePictures.groupId))
          .orderBy(imagePictures.id)
          .limit(REBUILD_BATCH);
        if (rows.length === 0) break;
        await assignGroups(rows);
        const shown = await db
          .select({ itemId: imageItemPictures.itemId })
          .from(imageItemPictures)
          .where(
            and(
              inArray(
                imageItemPictures.pictureId,
                rows.map((r) => r.id),
              ),
              eq(imageItemPictures.sort, 0),
            ),
          );
        for (const row of shown) regrouped.add(row.itemId);
      }
      return { added, regrouped: [...regrouped] };
    },

    /** Saves the index when pictures were added since the last save. */
    save() {
      if (!unsaved) return;
      index.save();
      unsaved = false;
    },

    /**
     * Describes a searched picture: our own upload is read from storage, any other address is fetched
     * safely. Answers its MD5, under which the results page finds it.
     */
    async describeQuery(url: string, userId: number | null, ownOrigin: string): Promise<string> {
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
      const known = await queryOf(md5);
      if (known?.version === embedder.version) return md5;
      const descriptors = flatten(await embedder.embed(bytes, QUERY_VIEWS));
      await db
        .insert(imageQueries)
        .values({
          md5,
          url: own.origin === ownOrigin ? own.pathname : url,
          version: embedder.version,
          descriptors,
          userId,
        })
        .onConflictDoUpdate({ target: imageQueries.md5, set: { version: embedder.version, descriptors } });
      return md5;
    },

    /** The items of `city` whose pictures match the searched picture, best first; null for an unknown MD5. */
    async results(md5: string, city: string, viewer: Viewer, page: number, pageSize: number) {
      const query = await queryOf(md5);
      if (!query) return null;
      const ranked = (await forViewer(new Map([[0, await rankingOf(query, city)]]), viewer)).get(0)!;
      const list = await deps.cards.cardsByIds(ranked.slice((page - 1) * pageSize, page * pageSize), viewer);
      return { imageMd5: md5, imageUrl: query.url, list, total: ranked.length, page, pageSize };
    },

    /** Counts a search for the hot ranking, with its best match in the city as anyone would see it. */
    async recordSearch(md5: string, city: string, userId: number | null) {
      const query = await queryOf(md5);
      if (!query) return;
      const topItemId = (await rankingOf(query, city))[0]?.itemId;
      const [top] = topItemId === undefined ? [] : await deps.items.forSearch([topItemId]);
      await db.insert(imageSearches).values({
        md5,
        city,
        userId,
        topItemId: top?.id ?? null,
        topCategoryId: top?.parentCategoryId ?? null,
      });
    },

    /**
     * The items of `city` in other stalls whose pictures match the item's main picture closely: the same
     * style, decided by the pictures. Null when the item is not on shelf (it has no described picture).
     */
    async sameStyleOf(itemId: number, city: string, viewer: Viewer, page: number, pageSize: number) {
      const [main] = await db
        .select({ shopId: imageItemPictures.shopId, categoryId: imageItemPictures.categoryId })
        .from(imageItemPictures)
        .where(and(eq(imageItemPictures.itemId, itemId), eq(imageItemPictures.sort, 0)));
      if (!main) return null;
      const ranked = await sameStyleIds({ id: itemId, ...main }, city, viewer);
      const [[item], list] = await Promise.all([
        deps.cards.cardsByIds([itemId], viewer),
        deps.cards.cardsByIds(ranked.slice((page - 1) * pageSize, page * pageSize), viewer),
      ]);
      return item ? { item, list, total: ranked.length, currentPage: page, pageSize } : null;
    },
  };
}

export type ImageSearchService = ReturnType<typeof createImageSearchService>;
