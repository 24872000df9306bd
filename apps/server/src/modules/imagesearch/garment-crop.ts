import type { Garment } from './garment-mask.ts';
import { MASK_SIDE } from './garment-mask.ts';
import { WORK } from './image-embedder.ts';

/** Tilts up to this many degrees are turned back upright; past it the garment is taken as it lies. */
const MOST_TILT = 12;
/** Below this difference of the second moments the garment is too round to tell its tilt. */
const LEAST_ELONGATION = 0.08;

/**
 * The garment's tilt from upright in radians, from the second moments of its mask: garments stand on a
 * vertical axis of symmetry, so their principal axes are upright when they are. Zero when too round.
 */
export function tiltOf(garment: Garment): number {
  const { mask, region } = garment;
  const sx = region.width / MASK_SIDE;
  const sy = region.height / MASK_SIDE;
  let n = 0;
  let mx = 0;
  let my = 0;
  for (let y = 0; y < MASK_SIDE; y++)
    for (let x = 0; x < MASK_SIDE; x++)
      if (mask[y * MASK_SIDE + x]) {
        n++;
        mx += x * sx;
        my += y * sy;
      }
  if (n === 0) return 0;
  mx /= n;
  my /= n;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let y = 0; y < MASK_SIDE; y++)
    for (let x = 0; x < MASK_SIDE; x++)
      if (mask[y * MASK_SIDE + x]) {
        const dx = x * sx - mx;
        const dy = y * sy - my;
        xx += dx * dx;
        yy += dy * dy;
        xy += dx * dy;
      }
  if (Math.abs(xx - yy) < LEAST_ELONGATION * (xx + yy)) return 0;
  // The principal axis' angle from the x axis, then its deviation from the nearer of x and y.
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const deviation = angle - (Math.PI / 2) * Math.round(angle / (Math.PI / 2));
  return Math.abs(deviation) <= (MOST_TILT * Math.PI) / 180 ? deviation : 0;
}

/**
 * The garment's box resampled to `side` × `side`, turned by `-tilt` about the box's centre so it stands
 * upright: RGB (2 × 2 samples a pixel, bilinear) and whether each pixel is garment (the mask's).
 */
export function uprightCrop(
  work: Uint8Array,
  garment: Garment,
  tilt: number,
  side: number,
): { rgb: Uint8Array; inside: Uint8Array } {
  const { box, region, mask } = garment;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const rgb = new Uint8Array(side * side * 3);
  const inside = new Uint8Array(side * side);
  const sample = new Float32Array(3);
  const su = box.width / side;
  const sv = box.height / side;
  for (let j = 0; j < side; j++)
    for (let i = 0; i < side; i++) {
      sample.fill(0);
      // 2 × 2 samples of the pixel, each turned about the box's centre into the working square.
      for (let k = 0; k < 4; k++) {
        const du = (i + 0.25 + 0.5 * (k & 1)) * su - box.width / 2;
        const dv = (j + 0.25 + 0.5 * (k >> 1)) * sv - box.height / 2;
        bilinear(work, cx + du * cos - dv * sin - 0.5, cy + du * sin + dv * cos - 0.5, sample);
      }
      const o = (j * side + i) * 3;
      for (let c = 0; c < 3; c++) rgb[o + c] = sample[c]! / 4;
      const du = (i + 0.5) * su - box.width / 2;
      const dv = (j + 0.5) * sv - box.height / 2;
      const mx = Math.floor(((cx + du * cos - dv * sin - region.x) * MASK_SIDE) / region.width);
      const my = Math.floor(((cy + du * sin + dv * cos - region.y) * MASK_SIDE) / region.height);
      inside[j * side + i] =
        mx >= 0 && my >= 0 && mx < MASK_SIDE && my < MASK_SIDE ? mask[my * MASK_SIDE + mx]! : 0;
    }
  return { rgb, inside };
}

/** Adds the working square's colour at (x, y), interpolated, to `into` (edges clamped). */
const clamp = (v: number) => Math.min(WORK - 1, Math.max(0, v));

function bilinear(work: Uint8Array, x: number, y: number, into: Float32Array) {
  const x0 = clamp(Math.floor(x));
  const y0 = clamp(Math.floor(y));
  const x1 = clamp(x0 + 1);
  const y1 = clamp(y0 + 1);
  const fx = Math.min(1, Math.max(0, x - x0));
  const fy = Math.min(1, Math.max(0, y - y0));
  for (let c = 0; c < 3; c++) {
    const top = work[(y0 * WORK + x0) * 3 + c]! * (1 - fx) + work[(y0 * WORK + x1) * 3 + c]! * fx;
    const bottom = work[(y1 * WORK + x0) * 3 + c]! * (1 - fx) + work[(y1 * WORK + x1) * 3 + c]! * fx;
    into[c]! += top * (1 - fy) + bottom * fy;
  }
}
