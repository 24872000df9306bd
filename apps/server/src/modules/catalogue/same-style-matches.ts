import type { Viewer } from '../../http/viewer.ts';

/** An item asking for its style: its own stall is left out, and only its leaf category counts (decision 068). */
export interface StyleSource {
  id: number;
  shopId: number;
  categoryId: number;
  /**
   * The item's main picture when the caller has read its pictures already (null: it has none), so the
   * lookup does not read them again; absent, the lookup reads them.
   */
  mainPicture?: string | null;
}

/**
 * Which items show the same style as an item. Decided by the image search engine, not the seed's style
 * labels (issue 15 point 6, decision 052): other stalls' on-shelf items of the city whose main picture is
 * near the item's and of the same leaf category, the viewer's blocked stalls left out, closest first. The catalogue asks; the
 * imagesearch module answers (wired in services.ts, as it reads the catalogue itself).
 */
export interface SameStyleMatches {
  sameStyleIds(item: StyleSource, city: string, viewer: Viewer | null): Promise<number[]>;
  /** `sameStyleIds` of several items of one city at once, by item id. */
  sameStyleIdsOf(
    items: readonly StyleSource[],
    city: string,
    viewer: Viewer | null,
  ): Promise<Map<number, number[]>>;
}
