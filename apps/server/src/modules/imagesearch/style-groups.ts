/** The distance the image search service uses between two pictures: the closest pair of their views. */
export function pictureDistance(a: readonly Float32Array[], b: readonly Float32Array[]): number {
  let best = 2;
  for (const u of a)
    for (const v of b) {
      let dot = 0;
      for (let i = 0; i < u.length; i++) dot += u[i]! * v[i]!;
      best = Math.min(best, 1 - dot);
    }
  return best;
}

/**
 * The same-style group a picture joins (decision 068): of the groups offered, by their first picture's
 * views, the one whose first picture is nearest within `within` (the lower id on a tie), else none. Only
 * the first picture counts, so a picture near a member but far from the first starts a group of its own
 * and groups never chain from one style into the next.
 */
export function joinedGroup(
  views: readonly Float32Array[],
  firsts: Iterable<readonly [groupId: number, views: readonly Float32Array[]]>,
  within: number,
): number | null {
  let best: { groupId: number; distance: number } | null = null;
  for (const [groupId, first] of firsts) {
    const distance = pictureDistance(views, first);
    if (distance > within) continue;
    if (!best || distance < best.distance || (distance === best.distance && groupId < best.groupId))
      best = { groupId, distance };
  }
  return best?.groupId ?? null;
}
