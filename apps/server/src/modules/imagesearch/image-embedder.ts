import sharp from 'sharp';

/** Turns a picture into a descriptor: near pictures (the same garment) get near vectors by cosine. */
export interface ImageEmbedder {
  /** Name and version: descriptors of another version are not comparable and are rebuilt. */
  readonly version: string;
  readonly dimensions: number;
  /**
   * Decodes the bytes once (any format sharp reads) and answers a unit-length descriptor per view: the
   * whole picture, its centre (`zoom` of each side), or the picture with a uniform border trimmed off.
   */
  embed(bytes: Uint8Array, views?: readonly ImageView[]): Promise<Float32Array[]>;
}

export interface ImageView {
  zoom?: number;
  trim?: boolean;
}

/**
 * What is indexed of each stored picture and what a query is searched with, matched by the closest
 * pair: a stored picture's centre answers a cropped photo, a query's trimmed view answers a photo
 * placed on another background (decision 046).
 */
export const STORED_VIEWS: readonly ImageView[] = [{}, { zoom: 0.84 }];
export const QUERY_VIEWS: readonly ImageView[] = [{}, { trim: true }];

const SIDE = 64;
/** Share of the side kept around the centre for the colour histogram: the garment, less background. */
const CENTRE = 0.6;
const HUE_BINS = 12;
const SAT_BINS = 2;
const GREY_BINS = 4;
const GRID = 4;
const ORIENTATIONS = 8;
const HASH_SIDE = 32;
const HASH_KEEP = 8;

/** Weights of the blocks in the cosine: each block is unit length before weighting. */
const WEIGHTS = { hash: 0.9, colour: 1.0, edges: 1.0, layout: 0.8 } as const;

export const HANDCRAFTED_DIMENSIONS =
  HASH_KEEP * HASH_KEEP - 1 + HUE_BINS * SAT_BINS + GREY_BINS + GRID * GRID * ORIENTATIONS + 8 * 8;

export function normalise(block: Float32Array): Float32Array {
  let sum = 0;
  for (const v of block) sum += v * v;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < block.length; i++) block[i] = block[i]! / norm;
  return block;
}

/** 2-D DCT-II of a square grey image, keeping the top-left `keep`×`keep` (the low frequencies). */
export function lowDct(grey: Float32Array, side: number, keep: number): Float32Array {
  const out = new Float32Array(keep * keep);
  const cos = new Float32Array(keep * side);
  for (let u = 0; u < keep; u++)
    for (let x = 0; x < side; x++) cos[u * side + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * side));
  const rows = new Float32Array(side * keep);
  for (let y = 0; y < side; y++)
    for (let u = 0; u < keep; u++) {
      let s = 0;
      for (let x = 0; x < side; x++) s += grey[y * side + x]! * cos[u * side + x]!;
      rows[y * keep + u] = s;
    }
  for (let v = 0; v < keep; v++)
    for (let u = 0; u < keep; u++) {
      let s = 0;
      for (let y = 0; y < side; y++) s += rows[y * keep + u]! * cos[v * side + y]!;
      out[v * keep + u] = s;
    }
  return out;
}

/**
 * Perceptual hash as a soft vector: the low DCT frequencies (DC dropped) as signs scaled by confidence,
 * so a cosine on it behaves like a Hamming distance that forgives coefficients near the median.
 */
export function hashBlock(grey32: Float32Array): Float32Array {
  const dct = lowDct(grey32, HASH_SIDE, HASH_KEEP).slice(1);
  const sorted = [...dct].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  const spread = sorted[Math.floor(sorted.length * 0.75)]! - sorted[Math.floor(sorted.length * 0.25)]! || 1;
  return normalise(dct.map((v) => Math.tanh((v - median) / (0.25 * spread))));
}

/** RGB (0-255) to hue (0-1), saturation and value (0-1). */
export function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d + 6) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h /= 6;
  }
  return [h, max === 0 ? 0 : d / max, max / 255];
}

/**
 * Colour histogram of the centre, in hue × saturation with soft hue bins, plus grey levels for pixels
 * with little colour. Square-rooted (Hellinger) so one large flat area does not drown the rest.
 */
function colourBlock(rgb: Uint8Array, side: number): Float32Array {
  const hist = new Float32Array(HUE_BINS * SAT_BINS + GREY_BINS);
  const margin = Math.round((side * (1 - CENTRE)) / 2);
  for (let y = margin; y < side - margin; y++)
    for (let x = margin; x < side - margin; x++) {
      const i = (y * side + x) * 3;
      const [h, s, v] = hsv(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!);
      if (s < 0.18 || v < 0.15) {
        hist[HUE_BINS * SAT_BINS + Math.min(GREY_BINS - 1, Math.floor(v * GREY_BINS))]! += 1;
        continue;
      }
      const position = h * HUE_BINS;
      const low = Math.floor(position) % HUE_BINS;
      const high = (low + 1) % HUE_BINS;
      const share = position - Math.floor(position);
      const satBin = s < 0.55 ? 0 : 1;
      hist[low * SAT_BINS + satBin]! += 1 - share;
      hist[high * SAT_BINS + satBin]! += share;
    }
  return normalise(hist.map(Math.sqrt));
}

/** Gradient orientation histograms on a coarse grid (a small HOG): the garment's outline and folds. */
export function edgeBlock(grey: Float32Array, side: number): Float32Array {
  const out = new Float32Array(GRID * GRID * ORIENTATIONS);
  const cell = side / GRID;
  for (let y = 1; y < side - 1; y++)
    for (let x = 1; x < side - 1; x++) {
      const gx = grey[y * side + x + 1]! - grey[y * side + x - 1]!;
      const gy = grey[(y + 1) * side + x]! - grey[(y - 1) * side + x]!;
      const magnitude = Math.hypot(gx, gy);
      if (magnitude < 0.02) continue;
      // Unsigned orientation: a dark garment on a light ground and the reverse give the same edges.
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      const bin = Math.min(ORIENTATIONS - 1, Math.floor((angle / Math.PI) * ORIENTATIONS));
      const cx = Math.min(GRID - 1, Math.floor(x / cell));
      const cy = Math.min(GRID - 1, Math.floor(y / cell));
      out[(cy * GRID + cx) * ORIENTATIONS + bin]! += Math.sqrt(magnitude);
    }
  return normalise(out);
}

/** An 8×8 thumbnail of the centred grey levels: where the mass of the picture lies. */
function layoutBlock(grey: Float32Array, side: number): Float32Array {
  const out = new Float32Array(64);
  const cell = side / 8;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      out[Math.floor(y / cell) * 8 + Math.floor(x / cell)]! += grey[y * side + x]!;
  let mean = 0;
  for (const v of out) mean += v / 64;
  return normalise(out.map((v) => v - mean));
}

export function greyOf(rgb: Uint8Array, pixels: number): Float32Array {
  const grey = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++)
    grey[i] = (0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!) / 255;
  return grey;
}

/**
 * The first embedder: hand-built features of the whole picture on the CPU with sharp, no model to
 * download (decision 046); the garment embedder (decision 066) replaced it as the default.
 * A soft perceptual hash (layout), a centre colour histogram (hue, robust to background and re-encoding),
 * a small HOG (shape, robust to colour shifts) and a coarse grey layout; each unit length, then weighted.
 */
export function createHandcraftedEmbedder(): ImageEmbedder {
  return {
    version: 'handcrafted-2',
    dimensions: HANDCRAFTED_DIMENSIONS,
    async embed(bytes, views = [{}]) {
      const work = await workingSquare(bytes);
      return views.map((view) => describe(work, regionOf(work, view)));
    },
  };
}

/**
 * The one decode of a picture: auto-oriented by EXIF, transparency onto white (as pages show it), the
 * WORK × WORK RGB square every view is cut from.
 */
export async function workingSquare(bytes: Uint8Array): Promise<Uint8Array> {
  const raw = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(WORK, WORK, { fit: 'fill', kernel: 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(raw.buffer, raw.byteOffset, raw.length);
}

/** The working square every view is cut from and resampled in plain code: one sharp call a picture. */
export const WORK = 128;

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the working square a view looks at. */
export function regionOf(rgb: Uint8Array, view: ImageView): Region {
  let region: Region = { x: 0, y: 0, width: WORK, height: WORK };
  if (view.trim) region = trimmed(rgb) ?? region;
  if (view.zoom) {
    const width = Math.max(8, Math.round(region.width * view.zoom));
    const height = Math.max(8, Math.round(region.height * view.zoom));
    region = {
      x: region.x + Math.floor((region.width - width) / 2),
      y: region.y + Math.floor((region.height - height) / 2),
      width,
      height,
    };
  }
  return region;
}

/** The box of pixels that differ from the top-left corner's colour, or null when nothing (or little) does. */
function trimmed(rgb: Uint8Array): Region | null {
  const [r0, g0, b0] = [rgb[0]!, rgb[1]!, rgb[2]!];
  let left = WORK;
  let right = -1;
  let top = WORK;
  let bottom = -1;
  for (let y = 0; y < WORK; y++)
    for (let x = 0; x < WORK; x++) {
      const i = (y * WORK + x) * 3;
      const d = Math.max(Math.abs(rgb[i]! - r0), Math.abs(rgb[i + 1]! - g0), Math.abs(rgb[i + 2]! - b0));
      if (d <= TRIM_THRESHOLD) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  if (right - left < 16 || bottom - top < 16) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}
const TRIM_THRESHOLD = 30;

/** Box-averages `region` of the working square into a `side`×`side` RGB picture. */
export function resample(rgb: Uint8Array, region: Region, side: number): Uint8Array {
  const out = new Uint8Array(side * side * 3);
  for (let j = 0; j < side; j++) {
    const y0 = region.y + Math.floor((j * region.height) / side);
    const y1 = Math.max(y0 + 1, region.y + Math.floor(((j + 1) * region.height) / side));
    for (let i = 0; i < side; i++) {
      const x0 = region.x + Math.floor((i * region.width) / side);
      const x1 = Math.max(x0 + 1, region.x + Math.floor(((i + 1) * region.width) / side));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const k = (y * WORK + x) * 3;
          r += rgb[k]!;
          g += rgb[k + 1]!;
          b += rgb[k + 2]!;
        }
      const n = (y1 - y0) * (x1 - x0);
      const o = (j * side + i) * 3;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
    }
  }
  return out;
}

function describe(work: Uint8Array, region: Region): Float32Array {
  const rgb = resample(work, region, SIDE);
  const grey = greyOf(rgb, SIDE * SIDE);
  const grey32 = greyOf(resample(work, region, HASH_SIDE), HASH_SIDE * HASH_SIDE);
  const blocks: [Float32Array, number][] = [
    [hashBlock(grey32), WEIGHTS.hash],
    [colourBlock(rgb, SIDE), WEIGHTS.colour],
    [edgeBlock(grey, SIDE), WEIGHTS.edges],
    [layoutBlock(grey, SIDE), WEIGHTS.layout],
  ];
  const vector = new Float32Array(HANDCRAFTED_DIMENSIONS);
  let offset = 0;
  for (const [block, weight] of blocks) {
    for (let i = 0; i < block.length; i++) vector[offset + i] = block[i]! * weight;
    offset += block.length;
  }
  return normalise(vector);
}

/** The plain 64-bit perceptual hash (DCT of a 32×32 grey picture), the baseline the benchmark compares with. */
export async function perceptualHash(bytes: Uint8Array): Promise<bigint> {
  const raw = await sharp(bytes)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(32, 32, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const dct = lowDct(greyOf(new Uint8Array(raw.buffer, raw.byteOffset, raw.length), 1024), 32, 8);
  const sorted = [...dct.slice(1)].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  let hash = 0n;
  for (let i = 0; i < 64; i++) hash = (hash << 1n) | (dct[i]! > median ? 1n : 0n);
  return hash;
}
