import { type Region, resample } from './image-embedder.ts';

/** Side of the picture the garment is looked for in. */
export const MASK_SIDE = 64;
/** Largest step between neighbouring backdrop pixels (max over channels): gradients and soft shadows pass. */
const STEP = 9;
/** The least channel of white paper: the corners a rotated photo gets. */
const PAPER = 236;
/** Above this share of its box filled, what was found is a pasted photo rather than a garment. */
const PASTED = 0.92;
/** How far a backdrop pixel may be from the wall's colour at its height: a floor shadow, not a garment. */
const WALL = 36;
/** How far a border pixel may be from the border's median colour to seed the backdrop. */
const SEED = 48;
/** Below this share of the picture, no garment was found: the whole view is described. */
const LEAST_GARMENT = 0.03;
/** The opening's reach: things under 2 × RADIUS + 1 pixels thick go. */
const RADIUS = 1;

export interface Garment {
  /** The garment's box in the working square. */
  box: Region;
  /** The part of the working square `mask` covers. */
  region: Region;
  /** MASK_SIDE² coverage of `region`: 1 garment, 0 backdrop. */
  mask: Uint8Array;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Finds the garment in `region` of the working square (decision 066): the backdrop is flooded from the
 * border pixels near the border's median colour, through steps small enough for a gradient wall, a floor
 * shadow or a veil; what the flood does not reach is the garment. Thin things (a hanger's hook, the
 * strokes of a watermark) are opened away; the box holds the garment's pixels less a sliver at each edge.
 * White paper at the border (the corners a rotation adds) is backdrop too. When what is left fills its
 * box, it is a photo pasted on another ground: the garment is looked for again inside it.
 */
export function findGarment(work: Uint8Array, region: Region, nested = false): Garment {
  const side = MASK_SIDE;
  const rgb = resample(work, region, side);
  const ring: number[] = [];
  for (let i = 0; i < side; i++) ring.push(i, (side - 1) * side + i, i * side, i * side + side - 1);
  const ground = [0, 1, 2].map((c) => median(ring.map((p) => rgb[p * 3 + c]!)));
  const distance = (a: number, b: number) =>
    Math.max(
      Math.abs(rgb[a * 3]! - rgb[b * 3]!),
      Math.abs(rgb[a * 3 + 1]! - rgb[b * 3 + 1]!),
      Math.abs(rgb[a * 3 + 2]! - rgb[b * 3 + 2]!),
    );
  // The wall's colour at each height (a backdrop is a vertical gradient): the first pixel in from each
  // side that is not white paper, of the two the nearer the border's median, so a garment touching one
  // side does not count as wall.
  const far = (p: number, colour: readonly number[]) =>
    Math.max(...colour.map((g, c) => Math.abs(rgb[p * 3 + c]! - g)));
  const paper = (p: number) => Math.min(rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!) >= PAPER;
  const wall = Array.from({ length: side }, (_, y) => {
    const inward = (from: number, step: number) => {
      for (let i = 0, p = from; i < side / 4; i++, p += step) if (!paper(p)) return p;
      return null;
    };
    const sides = [inward(y * side, 1), inward(y * side + side - 1, -1)].filter((p) => p !== null);
    if (sides.length === 0) return ground;
    const p = sides.reduce((a, b) => (far(a, ground) <= far(b, ground) ? a : b));
    return [rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!];
  });
  const backdrop = new Uint8Array(side * side);
  const stack: number[] = [];
  for (const p of ring) {
    if ((far(p, ground) <= SEED || paper(p)) && !backdrop[p]) {
      backdrop[p] = 1;
      stack.push(p);
    }
  }
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % side;
    const y = (p - x) / side;
    for (const q of [
      x > 0 ? p - 1 : -1,
      x < side - 1 ? p + 1 : -1,
      y > 0 ? p - side : -1,
      y < side - 1 ? p + side : -1,
    ])
      if (
        q >= 0 &&
        !backdrop[q] &&
        distance(p, q) <= STEP &&
        (far(q, wall[(q / side) | 0]!) <= WALL || (paper(p) && paper(q)))
      ) {
        backdrop[q] = 1;
        stack.push(q);
      }
  }
  const mask = opened(backdrop.map((b) => 1 - b));
  const box = boxOf(mask);
  if (!box) return { box: region, region, mask: new Uint8Array(side * side).fill(1) };
  const scale = (v: number, length: number) => (v * length) / side;
  const inWork = {
    x: region.x + Math.floor(scale(box.x, region.width)),
    y: region.y + Math.floor(scale(box.y, region.height)),
    width: Math.max(4, Math.round(scale(box.width, region.width))),
    height: Math.max(4, Math.round(scale(box.height, region.height))),
  };
  let inBox = 0;
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) inBox += mask[y * side + x]!;
  const pasted = inBox > PASTED * box.width * box.height;
  // Looked for again a little inside the photo's edge, so none of the ground it was pasted on is left.
  const inset = { x: inWork.x + 2, y: inWork.y + 2, width: inWork.width - 4, height: inWork.height - 4 };
  if (pasted && !nested && inset.width >= 16 && inset.height >= 16) return findGarment(work, inset, true);
  return { box: inWork, region, mask };
}

/** Erosion then dilation by a 3 × 3 square: drops what is under three pixels thick. */
function opened(mask: Uint8Array): Uint8Array {
  const side = MASK_SIDE;
  const pass = (input: Uint8Array, keep: (all: boolean, any: boolean) => boolean) => {
    const out = new Uint8Array(input.length);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) {
        let all = true;
        let any = false;
        for (let dy = -RADIUS; dy <= RADIUS; dy++)
          for (let dx = -RADIUS; dx <= RADIUS; dx++) {
            const v =
              input[
                Math.min(side - 1, Math.max(0, y + dy)) * side + Math.min(side - 1, Math.max(0, x + dx))
              ]!;
            all &&= v === 1;
            any ||= v === 1;
          }
        out[y * side + x] = keep(all, any) ? 1 : 0;
      }
    return out;
  };
  return pass(
    pass(mask, (all) => all),
    (_, any) => any,
  );
}

/** The box of the mask's pixels, half a percent of them left out at each edge; null when too few. */
function boxOf(mask: Uint8Array): Region | null {
  const side = MASK_SIDE;
  const rows = new Array<number>(side).fill(0);
  const columns = new Array<number>(side).fill(0);
  let total = 0;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (mask[y * side + x]) {
        rows[y]!++;
        columns[x]!++;
        total++;
      }
  if (total < LEAST_GARMENT * side * side) return null;
  const span = (counts: number[]) => {
    const cut = total * 0.005;
    let low = 0;
    for (let sum = 0; low < side - 1 && sum + counts[low]! <= cut; low++) sum += counts[low]!;
    let high = side - 1;
    for (let sum = 0; high > low && sum + counts[high]! <= cut; high--) sum += counts[high]!;
    return [low, high + 1] as const;
  };
  const [x0, x1] = span(columns);
  const [y0, y1] = span(rows);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
