import { SAME_STYLE_PICTURE_DISTANCE } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { PictureIndex } from './picture-index.ts';
import {
  type DescribedPicture,
  descriptorsOfPictures,
  groupsOfPictures,
  mainPictureGroups,
  setPictureGroups,
} from './repository.ts';
import { joinedGroup } from './style-groups.ts';

/** Neighbours asked per view when a new picture looks for the group it belongs to. */
const GROUP_NEIGHBOURS = 16;

/**
 * Puts each picture in a same-style group (decision 055): a group is the pictures within
 * SAME_STYLE_PICTURE_DISTANCE of the picture that started it, its id (decision 068: a picture near a
 * member but far from the first does not join, so groups do not chain from one style to the next). A
 * picture joins the group whose first picture is nearest, among the groups of its neighbours in the
 * index, else starts its own. Pictures are taken in id order, so of two alike pictures described
 * together the later joins the earlier. One without descriptors is its own group.
 */
export async function assignGroups(db: Db, pictures: PictureIndex, rows: readonly DescribedPicture[]) {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const near = new Map<number, number[]>();
  for (const row of sorted) {
    if (!row.descriptors) continue;
    const found = pictures.near(
      pictures.vectorsOf(row.descriptors),
      SAME_STYLE_PICTURE_DISTANCE,
      GROUP_NEIGHBOURS,
    );
    found.delete(row.id);
    near.set(row.id, [...found.keys()]);
  }
  // The batch's own groups are decided below, in order: what the table holds for them is stale (a
  // picture described again by another embedder version keeps its old group until then).
  const batch = new Set(sorted.map((r) => r.id));
  const neighbours = [...new Set([...near.values()].flat())].filter((id) => !batch.has(id));
  const groupOf = new Map<number, number>();
  if (neighbours.length > 0)
    for (const row of await groupsOfPictures(db, neighbours)) groupOf.set(row.id, row.groupId);
  const firstViews = new Map<number, Float32Array[]>();
  const earlierFirsts = [...new Set(groupOf.values())];
  if (earlierFirsts.length > 0)
    for (const row of await descriptorsOfPictures(db, earlierFirsts))
      firstViews.set(row.id, pictures.vectorsOf(row.descriptors));
  for (const row of sorted) {
    if (!row.descriptors) {
      groupOf.set(row.id, row.id);
      continue;
    }
    const vectors = pictures.vectorsOf(row.descriptors);
    const groups = new Set((near.get(row.id) ?? []).flatMap((id) => groupOf.get(id) ?? []));
    const offered = [...groups].flatMap((groupId) => {
      const first = firstViews.get(groupId);
      return first ? [[groupId, first] as const] : [];
    });
    const groupId = joinedGroup(vectors, offered, SAME_STYLE_PICTURE_DISTANCE) ?? row.id;
    if (groupId === row.id) firstViews.set(row.id, vectors);
    groupOf.set(row.id, groupId);
  }
  await setPictureGroups(
    db,
    sorted.map((r) => r.id),
    sorted.map((r) => groupOf.get(r.id)!),
  );
}

/**
 * Each item's same-style group (decision 055): the group of its main picture, for the text index to fold
 * on. Items without a described main picture are absent.
 */
export async function styleGroupsOf(db: Db, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  return new Map((await mainPictureGroups(db, itemIds)).map((r) => [r.itemId, r.groupId]));
}
