import { joinedGroup, pictureDistance } from './style-groups.ts';

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

/**
 * Measures a labelled set of pictures (each picture's views and style) and groups it as the image search
 * service does (decisions 055, 068): in order, each picture joins the group whose first picture is
 * nearest within `threshold`, else starts its own.
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
  const firsts = new Map<number, readonly Float32Array[]>();
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      const d = pictureDistance(views[i]!, views[j]!);
      if (styles[i] === styles[j]) sameStyle.push(d);
      else {
        nearestOther[i] = Math.min(nearestOther[i]!, d);
        nearestOther[j] = Math.min(nearestOther[j]!, d);
      }
    }
    group[i] = joinedGroup(views[i]!, firsts, threshold) ?? i;
    if (group[i] === i) firsts.set(i, views[i]!);
  }
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
