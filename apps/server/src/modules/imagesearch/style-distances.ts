/** How far apart the photos of one style sit against the nearest other style, and how they group. */
export interface StyleDistances {
  /** Each pair of pictures of one style: their distance (closest pair of views). */
  sameStyle: number[];
  /** Each picture: the distance to the nearest picture of another style. */
  nearestOther: number[];
  /** Styles with several pictures. */
  styles: number;
  /** Of those, the styles whose pictures all landed in one group. */
  together: number;
  /** Pictures whose group holds a picture of another style. */
  mixed: number;
  groups: number;
  /** Pictures in the largest group. */
  largest: number;
  /** Each picture's group: the index of the picture that started it. */
  group: number[];
}

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
 * Measures a labelled set of pictures (each picture's views and style) and groups it as the image search
 * service does (decision 055): in order, each picture joins the group of its nearest earlier picture
 * within `threshold`, else starts its own.
 */
export function styleDistances(
  views: readonly (readonly Float32Array[])[],
  styles: readonly string[],
  threshold: number,
): StyleDistances {
  const n = views.length;
  const sameStyle: number[] = [];
  const nearestOther = new Array<number>(n).fill(2);
  const group = new Array<number>(n);
  const nearestEarlier = new Array<{ j: number; d: number } | null>(n).fill(null);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++) {
      const d = pictureDistance(views[i]!, views[j]!);
      if (styles[i] === styles[j]) sameStyle.push(d);
      else {
        nearestOther[i] = Math.min(nearestOther[i]!, d);
        nearestOther[j] = Math.min(nearestOther[j]!, d);
      }
      if (d <= threshold && d < (nearestEarlier[i]?.d ?? 2)) nearestEarlier[i] = { j, d };
    }
  for (let i = 0; i < n; i++) group[i] = nearestEarlier[i] ? group[nearestEarlier[i]!.j]! : i;
  const byStyle = new Map<string, Set<number>>();
  const stylesOfGroup = new Map<number, Set<string>>();
  for (let i = 0; i < n; i++) {
    byStyle.set(styles[i]!, (byStyle.get(styles[i]!) ?? new Set()).add(group[i]!));
    stylesOfGroup.set(group[i]!, (stylesOfGroup.get(group[i]!) ?? new Set()).add(styles[i]!));
  }
  const photos = new Map<string, number>();
  for (const s of styles) photos.set(s, (photos.get(s) ?? 0) + 1);
  const several = [...photos].filter(([, count]) => count > 1).map(([style]) => style);
  return {
    sameStyle,
    nearestOther,
    styles: several.length,
    together: several.filter((style) => byStyle.get(style)!.size === 1).length,
    mixed: group.filter((g) => stylesOfGroup.get(g)!.size > 1).length,
    groups: stylesOfGroup.size,
    largest: Math.max(...[...stylesOfGroup.keys()].map((g) => group.filter((h) => h === g).length)),
    group,
  };
}
