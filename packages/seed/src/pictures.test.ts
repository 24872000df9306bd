import { IMAGE_SIZES } from '@stallhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderWebp } from './pictures/render.ts';
import { SHOT_BACKDROPS, shotOf } from './pictures/shots.ts';
import { SILHOUETTES } from './pictures/silhouettes.ts';
import { bannerSvg, PATTERNS, pathBounds, pictureSvg, shade } from './pictures/svg.ts';

describe('pictureSvg', () => {
  it('draws every silhouette in every pattern as a well-formed SVG', async () => {
    for (const kind of SILHOUETTES) {
      for (const pattern of PATTERNS) {
        const svg = pictureSvg({ kind, color: '#7b2333', pattern, variant: 1 });
        expect(svg.startsWith('<svg')).toBe(true);
        const { width, height } = await sharp(Buffer.from(svg)).metadata();
        expect([width, height]).toEqual([800, 800]);
      }
    }
  });

  it('is deterministic for a spec', () => {
    const spec = { kind: 'dress' as const, color: '#eab4c2', pattern: 'floral' as const, variant: 99 };
    expect(pictureSvg(spec)).toBe(pictureSvg(spec));
    expect(pictureSvg(spec)).not.toBe(pictureSvg({ ...spec, variant: 100 }));
  });

  it("draws a stall's photo of a garment the same each time, apart from the studio picture and other shots", () => {
    const spec = { kind: 'hoodie' as const, color: '#4a6fa5', pattern: 'stripes' as const, variant: 7 };
    const name = 'hoodie-4a6fa5-stripes-0';
    expect(shotOf(name, 1)).toEqual(shotOf(name, 1));
    const first = pictureSvg({ ...spec, shot: shotOf(name, 1) });
    expect(pictureSvg({ ...spec, shot: shotOf(name, 1) })).toBe(first);
    expect(first).not.toBe(pictureSvg(spec));
    expect(first).not.toBe(pictureSvg({ ...spec, shot: shotOf(name, 2) }));
    // The garment is the same: its pattern marks are drawn alike in every photo.
    const marks = (svg: string) => svg.match(/<path d="M[^"]*" fill="[^"]*" fill-opacity="0.7"/g);
    expect(marks(first)).toEqual(marks(pictureSvg(spec)));
  });

  it('keeps every shot within the framing, offset, tilt, veil and backdrops a stall uses', () => {
    for (let i = 0; i < 200; i++) {
      const shot = shotOf(`look-${i}`, 1 + (i % 2));
      expect(shot.framing).toBeGreaterThanOrEqual(0.86);
      expect(shot.framing).toBeLessThanOrEqual(1.02);
      expect(Math.abs(shot.dx)).toBeLessThanOrEqual(28);
      expect(Math.abs(shot.dy)).toBeLessThanOrEqual(22);
      expect(Math.abs(shot.tilt)).toBeLessThanOrEqual(3);
      expect(Math.abs(shot.veil)).toBeGreaterThanOrEqual(0.04);
      expect(Math.abs(shot.veil)).toBeLessThanOrEqual(0.12);
      expect(SHOT_BACKDROPS[shot.backdrop]).toBeDefined();
    }
  });

  it('fills the garment with its colour on a light background', async () => {
    const svg = pictureSvg({ kind: 'tshirt', color: '#26365a', pattern: 'solid', variant: 4 });
    const { data, info } = await sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const corner = at(5, 5);
    expect(Math.min(...corner)).toBeGreaterThan(200);
    const middle = at(400, 450);
    expect(Math.max(...middle)).toBeLessThan(140);
  });
});

describe('renderWebp', () => {
  it('encodes a picture in every size the pages use', async () => {
    const files = await renderWebp(
      pictureSvg({ kind: 'sneaker', color: '#f4f2ee', pattern: 'solid', variant: 1 }),
    );
    expect([...files.keys()]).toEqual([...IMAGE_SIZES]);
    for (const size of IMAGE_SIZES) {
      const meta = await sharp(files.get(size)!).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(size);
      expect(meta.height).toBe(size);
    }
  });

  it('keeps a banner aspect ratio', async () => {
    const svg = bannerSvg({
      background: '#e9dccb',
      accent: '#b8875a',
      width: 800,
      height: 360,
      items: [{ kind: 'coat', color: '#26365a', pattern: 'solid', variant: 1 }],
    });
    const files = await renderWebp(svg);
    const meta = await sharp(files.get(400)!).metadata();
    expect([meta.width, meta.height]).toEqual([400, 180]);
  });
});

describe('helpers', () => {
  it('shades colours towards black and white', () => {
    expect(shade('#808080', 1)).toBe('#000000');
    expect(shade('#808080', -1)).toBe('#ffffff');
    expect(shade('#808080', 0)).toBe('#808080');
  });

  it('bounds absolute and relative path data', () => {
    expect(pathBounds(['M10 20L30 40Z'])).toEqual([10, 20, 30, 40]);
    expect(pathBounds(['M10 20h5v5h-5Z'])).toEqual([10, 20, 15, 25]);
  });
});
