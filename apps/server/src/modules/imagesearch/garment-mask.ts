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
    Math.max(
      Math.abs(rgb[p * 3]! - colour[0]!),
      Math.abs(rgb[p * 3 + 1]! - colour[1]!),
      Math.abs(rgb[p * 3 + 2]! - colour[2]!),
    );
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
  const visit = (p: number, q: number) => {
    if (backdrop[q] || distance(p, q) > STEP) return;
    if (far(q, wall[(q / side) | 0]!) > WALL && !(paper(p) && paper(q))) return;
    backdrop[q] = 1;
    stack.push(q);
  };
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % side;
    if (x > 0) visit(p, p - 1);
    if (x < side - 1) visit(p, p + 1);
    if (p >= side) visit(p, p - side);
    if (p < side * (side - 1)) visit(p, p + side);
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

/** Erosion then dilation by a square of side 2 × RADIUS + 1: drops what is thinner than it. */
function opened(mask: Uint8Array): Uint8Array {
  return spread(spread(spread(spread(mask, 1, 0), side1, 0), 1, 1), side1, 1);
}

const side1 = MASK_SIDE;

/**
 * One separable pass of a square's erosion (`keep` 0: a pixel stays only if all its neighbours along the
 * step are set) or dilation (`keep` 1: it is set if any is), `step` 1 along rows, MASK_SIDE along columns.
 */
function spread(input: Uint8Array, step: number, keep: 0 | 1): Uint8Array {
  const side = MASK_SIDE;
  const out = new Uint8Array(input.length);
  for (let p = 0; p < input.length; p++) {
    const along = step === 1 ? p % side : (p / side) | 0;
    let found = keep === 0 ? 1 : 0;
    for (let d = -RADIUS; d <= RADIUS; d++) {
      const at = Math.min(side - 1, Math.max(0, along + d));
      const v = input[p + (at - along) * step]!;
      if (keep === 0 ? v === 0 : v === 1) {
        found = keep;
        break;
      }
    }
    out[p] = found;
  }
  return out;
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
