import { createRandom, hashString } from '../random.ts';

/**
 * How one stall photographs a garment (issue 15 point 7): the garment is the style's, the framing, light,
 * backdrop and hanger are the stall's. Drawn in the 800 × 800 picture's units.
 */
export interface Shot {
  /** The garment's scale in the frame. */
  framing: number;
  /** The garment's offset from the centre. */
  dx: number;
  dy: number;
  /** Degrees. */
  tilt: number;
  /** A veil over the whole photo: above 0 dark, below 0 light; its opacity is the absolute value. */
  veil: number;
  /** Index into SHOT_BACKDROPS. */
  backdrop: number;
  /** Hung on a hanger (garments that hang only). */
  hanger: boolean;
}

/** Backdrops of stalls' photos: top and bottom of a gradient (a wall, a sheet, a floor). */
export const SHOT_BACKDROPS: readonly (readonly [string, string])[] = [
  ['#f7f4ef', '#d8d0c4'],
  ['#eef1f4', '#c9d1da'],
  ['#f3e9e4', '#dcc2b8'],
  ['#e9efe6', '#c3cfbd'],
  ['#dcd6cc', '#b6ab9a'],
  ['#cfd3d6', '#9aa1a7'],
  ['#f5efdc', '#e0cf9f'],
  ['#e6e1ea', '#bfb4c9'],
];

/**
 * Distinct photos of one style across the stalls that sell it: shot 0 is the studio picture every item of
 * the look shows, shots 1 and up are stalls' own photos. Few, so the seed renders few more pictures: stalls
 * share a style's photos (one stall copies another's, as they do).
 */
export const STYLE_SHOTS = 3;

/** The shot numbered `shot` of the garment `name` (a pool picture name), drawn from its own stream. */
export function shotOf(name: string, shot: number): Shot {
  const random = createRandom(hashString(`shot:${shot}:${name}`));
  return {
    framing: random.float(0.86, 1.02),
    dx: random.float(-28, 28),
    dy: random.float(-22, 22),
    tilt: random.float(-3, 3),
    veil: (random.chance(0.5) ? 1 : -1) * random.float(0.04, 0.12),
    backdrop: random.int(0, SHOT_BACKDROPS.length - 1),
    hanger: random.chance(0.4),
  };
}
