import { tiltOf, uprightCrop } from './garment-crop.ts';
import { findGarment } from './garment-mask.ts';
import {
  edgeBlock,
  greyOf,
  hashBlock,
  hsv,
  type ImageEmbedder,
  normalise,
  type Region,
  regionOf,
  workingSquare,
} from './image-embedder.ts';

/** Side of the garment's box resampled for its features. */
const CROP = 32;
const ASPECT_BINS = 8;
const HUE_BINS = 12;
const GREY_BINS = 3;
const ORIENTATIONS = 8;
const BUSY_BINS = 4;
/** Bins a side of the chromaticity plane (r and b shares of r + g + b, from 0.1 to 0.6). */
const TONE_BINS = 8;
const TONE_FROM = 0.1;
const TONE_STEP = 0.5 / (TONE_BINS - 1);

/**
 * Weights of the blocks in the cosine, each block unit length before weighting: chosen on the evaluation
 * set for the share of pictures whose every other photo of the style is nearer than any other style
 * (decision 066). The garment's colour and busyness vary least between stalls' photos.
 */
const WEIGHTS = { aspect: 1, colour: 3, tone: 2, busy: 3, edges: 0.8, hash: 0.5 };

export const GARMENT_DIMENSIONS =
  ASPECT_BINS + HUE_BINS * 2 + GREY_BINS + TONE_BINS * TONE_BINS + BUSY_BINS + 16 * ORIENTATIONS + 63;

/**
 * The default embedder (decision 066): each view finds the garment against its backdrop, stands it upright
 * and crops to it, then describes what a stall's photo of it does not change: the box's aspect, the
 * garment's own colours (hue and chroma of its pixels only, and their exact shade, so backdrop and veil
 * barely move them), how busy its pattern is, its outline and details (a small HOG and a soft perceptual
 * hash of the crop). One decode a picture, as before.
 */
export function createGarmentEmbedder(): ImageEmbedder {
  return {
    version: 'garment-1',
    dimensions: GARMENT_DIMENSIONS,
    async embed(bytes, views = [{}]) {
      const work = await workingSquare(bytes);
      return views.map((view) => describeGarment(work, regionOf(work, view)));
    },
  };
}

function describeGarment(work: Uint8Array, view: Region): Float32Array {
  const blocks = garmentBlocks(work, view);
  const vector = new Float32Array(GARMENT_DIMENSIONS);
  let offset = 0;
  for (const [block, weight] of blocks) {
    for (let i = 0; i < block.length; i++) vector[offset + i] = block[i]! * weight;
    offset += block.length;
  }
  return normalise(vector);
}

function garmentBlocks(work: Uint8Array, view: Region): [Float32Array, number][] {
  const garment = findGarment(work, view);
  const { box } = garment;
  const { rgb, inside } = uprightCrop(work, garment, tiltOf(garment), CROP);
  const grey = greyOf(rgb, CROP * CROP);
  let garmentGrey = 0;
  let count = 0;
  for (let p = 0; p < inside.length; p++)
    if (inside[p]) {
      garmentGrey += grey[p]!;
      count++;
    }
  garmentGrey = count > 0 ? garmentGrey / count : 0.5;
  // Outside the garment one flat tone, so the backdrop adds no edges or layout of its own.
  const flat = grey.map((v, p) => (inside[p] ? v : 1));
  const even = grey.map((v, p) => (inside[p] ? v : garmentGrey));
  const blocks: [Float32Array, number][] = [
    [aspectBlock(box), WEIGHTS.aspect],
    [colourBlock(rgb, inside), WEIGHTS.colour],
    [toneBlock(rgb, inside), WEIGHTS.tone],
    [busyBlock(grey, inside), WEIGHTS.busy],
    [edgeBlock(flat, CROP), WEIGHTS.edges],
    [hashBlock(even), WEIGHTS.hash],
  ];
  return blocks;
}

/** The box's width to height, softly binned on a log scale: the crop to a square loses it. */
function aspectBlock(box: Region): Float32Array {
  const out = new Float32Array(ASPECT_BINS);
  const at = ((Math.log(box.width / box.height) + 0.8) / 1.6) * (ASPECT_BINS - 1);
  for (let b = 0; b < ASPECT_BINS; b++) out[b] = Math.exp(-((b - at) ** 2));
  return normalise(out);
}

const ramp = (v: number, from: number, to: number) => Math.min(1, Math.max(0, (v - from) / (to - from)));

/**
 * The garment's colours: its pixels only, hue in soft bins × two chroma levels, and three soft grey
 * levels for pixels with little colour. A light or dark veil moves lightness, barely hue: no lightness
 * bins for coloured pixels. Square-rooted, so a trim or a print still counts beside the body.
 */
function colourBlock(rgb: Uint8Array, inside: Uint8Array): Float32Array {
  const hist = new Float32Array(HUE_BINS * 2 + GREY_BINS);
  for (let p = 0; p < inside.length; p++) {
    if (!inside[p]) continue;
    const [h, s, v] = hsv(rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!);
    const coloured = ramp(s, 0.1, 0.25) * ramp(v, 0.08, 0.2);
    const position = h * HUE_BINS;
    const low = Math.floor(position) % HUE_BINS;
    const high = (low + 1) % HUE_BINS;
    const share = position - Math.floor(position);
    const strong = ramp(s, 0.35, 0.7);
    for (const [bin, w] of [
      [low, 1 - share],
      [high, share],
    ] as const) {
      hist[bin * 2]! += coloured * w * (1 - strong);
      hist[bin * 2 + 1]! += coloured * w * strong;
    }
    const level = v * (GREY_BINS - 1);
    const g = Math.min(GREY_BINS - 2, Math.floor(level));
    hist[HUE_BINS * 2 + g]! += (1 - coloured) * (1 - (level - g));
    hist[HUE_BINS * 2 + g + 1]! += (1 - coloured) * (level - g);
  }
  return normalise(hist.map(Math.sqrt));
}

/**
 * The garment's exact shade: each pixel's chromaticity (its red and blue shares of r + g + b) in a soft
 * 2-D histogram. A dark veil scales every channel and leaves it where it was; a light one only pulls it a
 * little towards grey. Tells navy from black and tan from beige, which hue bins do not.
 */
function toneBlock(rgb: Uint8Array, inside: Uint8Array): Float32Array {
  const out = new Float32Array(TONE_BINS * TONE_BINS);
  for (let p = 0; p < inside.length; p++) {
    if (!inside[p]) continue;
    const r = rgb[p * 3]!;
    const g = rgb[p * 3 + 1]!;
    const b = rgb[p * 3 + 2]!;
    const sum = r + g + b + 1;
    const u = Math.min(TONE_BINS - 1.001, Math.max(0, (r / sum - TONE_FROM) / TONE_STEP));
    const v = Math.min(TONE_BINS - 1.001, Math.max(0, (b / sum - TONE_FROM) / TONE_STEP));
    const [u0, v0] = [Math.floor(u), Math.floor(v)];
    const [fu, fv] = [u - u0, v - v0];
    out[v0 * TONE_BINS + u0]! += (1 - fu) * (1 - fv);
    out[v0 * TONE_BINS + u0 + 1]! += fu * (1 - fv);
    out[(v0 + 1) * TONE_BINS + u0]! += (1 - fu) * fv;
    out[(v0 + 1) * TONE_BINS + u0 + 1]! += fu * fv;
  }
  return normalise(out.map(Math.sqrt));
}

/**
 * How busy the pattern inside the outline is (its edge pixels left out): the share of inner pixels by
 * gradient strength, on a log scale; a plain, a fine and a bold print differ, and a veil barely moves it.
 */
function busyBlock(grey: Float32Array, inside: Uint8Array): Float32Array {
  const busy = new Float32Array(BUSY_BINS);
  for (let y = 1; y < CROP - 1; y++)
    for (let x = 1; x < CROP - 1; x++) {
      const p = y * CROP + x;
      if (!(inside[p] && inside[p - 1] && inside[p + 1] && inside[p - CROP] && inside[p + CROP])) continue;
      const magnitude = Math.hypot(grey[p + 1]! - grey[p - 1]!, grey[p + CROP]! - grey[p - CROP]!);
      busy[Math.min(BUSY_BINS - 1, Math.floor(Math.log2(magnitude / 0.02 + 1)))]! += 1;
    }
  return normalise(busy.map(Math.sqrt));
}
