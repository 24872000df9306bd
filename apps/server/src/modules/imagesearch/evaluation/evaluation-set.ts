import { createCatalogue, createRandom, type PictureJob, pictureSvg, renderWebp } from '@stallhub/seed';
import sharp from 'sharp';

// The labelled evaluation set of issue 15 point 7: the seed's own pictures, each query one of them
// transformed as buyers' photos are; the right answers are the picture it came from and every other photo
// of its style (the stalls of a same-style group each photograph the garment their own way, decision 066).
// Deterministic: the same seed and size give the same set.

export const TRANSFORMATIONS = ['resize', 'jpeg', 'crop', 'watermark', 'background', 'rotate'] as const;
export type Transformation = (typeof TRANSFORMATIONS)[number];

export interface EvaluationPicture {
  key: string;
  /** The style the picture shows: its look (silhouette, colour, pattern, texture), whichever photo of it. */
  style: string;
  /** The stored size pages show and the indexer reads (400 px WebP). */
  bytes: Buffer;
}

/**
 * `count` distinct item pictures of the demo catalogue, rendered as the seed stores them: first every
 * picture of styles with several (stalls' photos, other angles), up to half the set, then the others in
 * catalogue order.
 */
export async function seedPictures(count: number, seed = 20_261_120): Promise<EvaluationPicture[]> {
  const catalogue = createCatalogue({ items: Math.max(600, count * 10), seed });
  const jobs: PictureJob[] = [];
  for (const chunk of catalogue.itemChunks(1000)) jobs.push(...chunk.pictures);
  const photos = new Map<string, PictureJob[]>();
  for (const job of jobs) photos.set(styleOf(job.key), [...(photos.get(styleOf(job.key)) ?? []), job]);
  const chosen: PictureJob[] = [];
  for (const list of photos.values())
    if (list.length > 1 && chosen.length + list.length <= count / 2) chosen.push(...list);
  const taken = new Set(chosen);
  for (const job of jobs) if (chosen.length < count && !taken.has(job)) chosen.push(job);
  const pictures: EvaluationPicture[] = [];
  for (const job of chosen) {
    const files = await renderWebp(pictureSvg(job.spec), [400]);
    pictures.push({ key: job.key, style: styleOf(job.key), bytes: files.get(400)! });
  }
  return pictures;
}

/**
 * A pool picture's style: its look (silhouette, colour, pattern, texture). The seed gives every item of a
 * look one picture, draws other angles as variants (`-<variant>`) and stalls' own photos as shots
 * (`-s<shot>`): all of them show the same style.
 */
export const styleOf = (key: string) => key.replace(/-\d+(-s\d+)?$/, '');

const BACKGROUNDS = ['#d9c8b4', '#4a6fa5', '#2f2f2f', '#9fc5a8', '#f2e394'];

/** One buyer's photo of `bytes`: the transformation with parameters drawn from `seed`. */
export async function transform(bytes: Buffer, kind: Transformation, seed: number): Promise<Buffer> {
  const random = createRandom(seed);
  const { width = 400, height = 400 } = await sharp(bytes).metadata();
  switch (kind) {
    case 'resize':
      return sharp(bytes).resize(random.int(160, 260)).png().toBuffer();
    case 'jpeg':
      return sharp(bytes)
        .jpeg({ quality: random.int(12, 25) })
        .toBuffer();
    case 'crop': {
      // 10-20% of each side's length taken off, split unevenly between the two edges.
      const cut = (side: number) => {
        const total = Math.round(side * (0.1 + random.next() * 0.1));
        const first = Math.round(total * random.next());
        return { first, keep: side - total };
      };
      const x = cut(width);
      const y = cut(height);
      return sharp(bytes)
        .extract({ left: x.first, top: y.first, width: x.keep, height: y.keep })
        .jpeg({ quality: 85 })
        .toBuffer();
    }
    case 'watermark': {
      const size = Math.round(width / 11);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <text x="${width / 2}" y="${height / 2}" font-size="${size}" font-family="sans-serif" fill="white"
          fill-opacity="0.6" stroke="black" stroke-opacity="0.3" text-anchor="middle"
          transform="rotate(-30 ${width / 2} ${height / 2})">@shop-${random.int(100, 999)} 微信同款</text>
        <text x="${width - 8}" y="${height - 10}" font-size="${size / 2}" font-family="sans-serif"
          fill="white" fill-opacity="0.8" text-anchor="end">stall ${random.int(1000, 9999)}</text></svg>`;
      return sharp(bytes)
        .composite([{ input: Buffer.from(svg) }])
        .jpeg({ quality: 85 })
        .toBuffer();
    }
    case 'background': {
      // The picture shrunk onto another ground, as a reseller's collage or a screenshot shows it.
      const scale = 0.7 + random.next() * 0.15;
      const inner = Math.round(width * scale);
      const left = random.int(0, width - inner);
      const top = random.int(0, height - inner);
      const small = await sharp(bytes).resize(inner, inner).toBuffer();
      return sharp({
        create: { width, height, channels: 3, background: random.pick(BACKGROUNDS) },
      })
        .composite([{ input: small, left, top }])
        .jpeg({ quality: 85 })
        .toBuffer();
    }
    case 'rotate': {
      const angle = (random.next() < 0.5 ? -1 : 1) * (3 + random.next() * 5);
      const rotated = await sharp(bytes)
        .rotate(angle, { background: '#ffffff' })
        .toBuffer({ resolveWithObject: true });
      // Back to the original frame: the corners the rotation added are cut off again.
      const left = Math.round((rotated.info.width - width) / 2);
      const top = Math.round((rotated.info.height - height) / 2);
      return sharp(rotated.data).extract({ left, top, width, height }).jpeg({ quality: 85 }).toBuffer();
    }
  }
}
