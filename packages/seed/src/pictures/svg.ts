import { createRandom } from '../random.ts';
import { SHOT_BACKDROPS, type Shot } from './shots.ts';
import { type Silhouette, silhouetteLayers } from './silhouettes.ts';

export const PATTERNS = ['solid', 'stripes', 'checks', 'dots', 'floral'] as const;
export type PatternKind = (typeof PATTERNS)[number];

/** What a product picture shows. `variant` picks the studio background, tilt, scale and details. */
export interface PictureSpec {
  kind: Silhouette;
  /** '#rrggbb' */
  color: string;
  pattern: PatternKind;
  /** Twill lines for denim. */
  texture?: 'twill' | null;
  variant: number;
  /** A stall's own photo of the garment; none: the studio picture. The garment itself stays the same. */
  shot?: Shot | null;
}

export const PICTURE_SIZE = 800;

const STUDIO_EDGES = ['#ebe7e1', '#e4e9ee', '#ece6ec', '#e7ece5', '#efe9df', '#e2e5ea'];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r ?? 0)}${part(g ?? 0)}${part(b ?? 0)}`;
}

/** Mixes a colour towards black (amount > 0) or white (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(rgb(hex).map((c) => c + (target - c) * t));
}

/** Relative luminance in [0, 1]. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The bounding box of path data (control points included), to draw pattern marks only where they show. */
export function pathBounds(paths: readonly string[]): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const add = (x: number, y: number) => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  for (const d of paths) {
    let [cx, cy, sx, sy] = [0, 0, 0, 0];
    for (const [, command, args] of d.matchAll(/([MLHVQCSTAZmlhvqcstaz])([^MLHVQCSTAZmlhvqcstaz]*)/g)) {
      const n = (args?.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
      const upper = command!.toUpperCase();
      const relative = command !== upper;
      const stride = { M: 2, L: 2, T: 2, H: 1, V: 1, Q: 4, S: 4, C: 6, A: 7, Z: 0 }[upper] ?? 2;
      if (upper === 'Z') {
        [cx, cy] = [sx, sy];
        continue;
      }
      for (let i = 0; i + stride <= n.length; i += stride) {
        const part = n.slice(i, i + stride);
        if (upper === 'H') cx = (relative ? cx : 0) + part[0]!;
        else if (upper === 'V') cy = (relative ? cy : 0) + part[0]!;
        else if (upper === 'A') {
          const [rx] = part;
          const [nx, ny] = [(relative ? cx : 0) + part[5]!, (relative ? cy : 0) + part[6]!];
          add(cx - rx!, cy - rx!);
          add(nx + rx!, ny + rx!);
          [cx, cy] = [nx, ny];
        } else {
          for (let k = 0; k < stride; k += 2)
            add((relative ? cx : 0) + part[k]!, (relative ? cy : 0) + part[k + 1]!);
          [cx, cy] = [(relative ? cx : 0) + part[stride - 2]!, (relative ? cy : 0) + part[stride - 1]!];
        }
        add(cx, cy);
        if (upper === 'M' && i === 0) [sx, sy] = [cx, cy];
      }
    }
  }
  return [x0, y0, x1, y1];
}

/** Pattern marks as plain geometry over the silhouette's area (SVG <pattern> with a transform is slow in librsvg). */
function patternMarks(
  spec: PictureSpec,
  scale: number,
  bounds: readonly [number, number, number, number],
): { d: string; fill: string; opacity: number }[] {
  const dark = luminance(spec.color) < 0.45;
  const mark = dark ? '#ffffff' : shade(spec.color, 0.5);
  const opacity = dark ? 0.7 : 0.75;
  // Marks are drawn turned by up to 45° about the centre, so cover the box's circumscribed square.
  const [bx0, by0, bx1, by1] = bounds;
  const reach = Math.max(...[bx0, bx1].flatMap((x) => [by0, by1].map((y) => Math.hypot(x - 400, y - 400))));
  const rotated = spec.pattern === 'stripes' || spec.pattern === 'checks';
  const [x0, x1, y0, y1] = rotated
    ? [400 - reach, 400 + reach, 400 - reach, 400 + reach]
    : [bx0 - 8, bx1 + 8, by0 - 8, by1 + 8];
  const cells = (step: number, visit: (x: number, y: number, row: number) => string) => {
    let d = '';
    let row = 0;
    for (let y = y0; y < y1; y += step, row++) for (let x = x0; x < x1; x += step) d += visit(x, y, row);
    return d;
  };
  const dot = (x: number, y: number, r: number) =>
    `M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
  switch (spec.pattern) {
    case 'stripes': {
      const step = Math.round(40 * scale);
      let d = '';
      for (let y = y0; y < y1; y += step) d += `M${x0} ${y}H${x1}v${Math.round(step * 0.35)}H${x0}Z`;
      return [{ d, fill: mark, opacity }];
    }
    case 'checks': {
      const step = Math.round(48 * scale);
      const half = Math.round(step / 2);
      let bands = '';
      let lines = '';
      for (let v = Math.min(x0, y0); v < Math.max(x1, y1); v += step) {
        bands += `M${v} ${y0}h${half}V${y1}h${-half}ZM${x0} ${v}H${x1}v${half}H${x0}Z`;
        lines += `M${v + step * 0.75} ${y0}h2V${y1}h-2ZM${x0} ${v + step * 0.75}H${x1}v2H${x0}Z`;
      }
      return [
        { d: bands, fill: mark, opacity: 0.3 },
        { d: lines, fill: mark, opacity: 0.45 },
      ];
    }
    case 'dots': {
      const step = Math.round(40 * scale);
      return [
        { d: cells(step, (x, y, row) => dot(x + (row % 2) * (step / 2), y, 6 * scale)), fill: mark, opacity },
      ];
    }
    case 'floral': {
      const step = Math.round(72 * scale);
      const petal = dark ? '#f4d3dc' : '#d65a7c';
      const leaf = dark ? '#9cc9a0' : '#4f8a5b';
      const size = 12 * scale;
      let petals = '';
      let hearts = '';
      let leaves = '';
      for (let y = y0, row = 0; y < y1; y += step, row++) {
        for (let x = x0 + (row % 2) * (step / 2); x < x1; x += step) {
          // Five lobes, each a pair of quadratic curves out to a petal tip and back.
          petals += `M${x.toFixed(1)} ${y.toFixed(1)}`;
          for (let a = 0; a < 5; a++) {
            const r = (a * 2 * Math.PI) / 5 + row;
            const at = (angle: number, length: number) =>
              `${(x + Math.cos(angle) * length).toFixed(1)} ${(y + Math.sin(angle) * length).toFixed(1)}`;
            petals += `Q${at(r - 0.55, size * 1.1)} ${at(r, size)}Q${at(r + 0.55, size * 1.1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
          }
          petals += 'Z';
          hearts += dot(x, y, 3.4 * scale);
          leaves += `M${x + 10 * scale} ${y + 12 * scale}q${10 * scale} ${-2 * scale} ${16 * scale} ${8 * scale}q${-10 * scale} ${2 * scale} ${-16 * scale} ${-8 * scale}Z`;
        }
      }
      return [
        { d: leaves, fill: leaf, opacity: 0.9 },
        { d: petals, fill: petal, opacity: 0.95 },
        { d: hearts, fill: '#f2c94c', opacity: 1 },
      ];
    }
    default:
      return [];
  }
}

/** An SVG product picture: the silhouette in the item's colour and pattern, in a soft-lit studio. */
export function pictureSvg(spec: PictureSpec): string {
  const random = createRandom(spec.variant);
  const shot = spec.shot ?? null;
  const edge = luminance(spec.color) > 0.85 ? '#d9d4cc' : random.pick(STUDIO_EDGES);
  const studioTilt = random.float(-4, 4);
  const studioScale = random.float(0.9, 1.02);
  const tilt = (shot?.tilt ?? studioTilt).toFixed(2);
  const scale = (shot?.framing ?? studioScale).toFixed(3);
  const [top, bottom] = shot ? SHOT_BACKDROPS[shot.backdrop]! : ['#fdfcfa', edge];
  const middle = shot ? top : shade(edge, -0.5);
  const detail = random.int(0, 2);
  const patternScale = random.float(0.8, 1.3);
  const patternAngle =
    spec.pattern === 'stripes'
      ? random.pick([0, 0, 90, 45])
      : spec.pattern === 'checks'
        ? random.pick([0, 0, 45])
        : 0;
  const lines = shade(spec.color, luminance(spec.color) < 0.2 ? -0.35 : 0.32);
  const trim = shade(spec.color, luminance(spec.color) < 0.2 ? -0.12 : 0.16);
  const inner = shade(spec.color, 0.5);
  const shoe = ['sneaker', 'boot', 'heel', 'sandal'].includes(spec.kind);
  const sole = spec.kind === 'sneaker' ? '#f5f2ec' : '#3b3430';
  const metal = random.chance(0.5) ? '#d8c07a' : '#c7cbd1';
  const layers = silhouetteLayers(spec.kind, { detail });
  const solid = layers.filter((l) => l.role !== 'line').map((l) => l.d);
  const bodies = layers.filter((l) => l.role === 'body').map((l) => l.d);
  const marks = patternMarks(spec, patternScale, pathBounds(bodies));
  if (spec.texture === 'twill') {
    let d = '';
    for (let v = -200; v < 1000; v += 9) d += `M${v} -100l4 0L${v + 904} 800h-4Z`;
    marks.push({ d, fill: '#ffffff', opacity: 0.1 });
  }
  const markPaths = marks
    .map(
      (m) =>
        `<path d="${m.d}" fill="${m.fill}" fill-opacity="${m.opacity}" transform="rotate(${patternAngle} 400 400)"/>`,
    )
    .join('');
  const clips: string[] = [];
  const drawn = layers
    .map((l) => {
      switch (l.role) {
        case 'body': {
          let overlay = '';
          if (markPaths) {
            clips.push(`<clipPath id="c${clips.length}"><path d="${l.d}"/></clipPath>`);
            overlay = `<g clip-path="url(#c${clips.length - 1})">${markPaths}</g>`;
          }
          return `<path d="${l.d}" fill="${spec.color}"/>${overlay}<path d="${l.d}" fill="url(#vol)" stroke="${lines}" stroke-width="2"/>`;
        }
        case 'trim':
          return `<path d="${l.d}" fill="${trim}" stroke="${lines}" stroke-width="2"/>`;
        case 'inner':
          return `<path d="${l.d}" fill="${inner}"/>`;
        case 'sole':
          return `<path d="${l.d}" fill="${sole}" stroke="${shade(sole, 0.25)}" stroke-width="2"/>`;
        case 'metal':
          return `<path d="${l.d}" fill="${metal}" stroke="${shade(metal, 0.35)}" stroke-width="2"/>`;
        default:
          return `<path d="${l.d}" fill="none" stroke="${lines}" stroke-width="3" stroke-dasharray="9 6" stroke-linecap="round"/>`;
      }
    })
    .join('');
  const floorY = shoe ? 700 : 736;
  // A soft drop shadow from widening translucent outlines: a real blur filter costs ~100 ms a picture.
  const shadow = solid.join('');
  const offset = shot ? `translate(${shot.dx.toFixed(1)} ${shot.dy.toFixed(1)}) ` : '';
  const hanger = shot?.hanger && HANGING.has(spec.kind) ? HANGER : '';
  const veil = shot
    ? `<rect width="800" height="800" fill="${shot.veil > 0 ? '#000' : '#fff'}" fill-opacity="${Math.abs(shot.veil).toFixed(3)}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 800 800">` +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".7" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="vol" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".24"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>' +
    clips.join('') +
    '</defs>' +
    '<rect width="800" height="800" fill="url(#bg)"/>' +
    `<ellipse cx="400" cy="${floorY}" rx="280" ry="30" fill="url(#floor)"/>` +
    `<g transform="${offset}translate(400 400) rotate(${tilt}) scale(${scale}) translate(-400 -400)">` +
    hanger +
    `<g transform="translate(9 14)" fill="#000" fill-opacity=".05" stroke="#000" stroke-opacity=".035" stroke-linejoin="round">` +
    `<path d="${shadow}" stroke-width="26"/><path d="${shadow}" stroke-width="8"/></g>` +
    drawn +
    `</g>${veil}</svg>`
  );
}

/** Garments a stall may photograph on a hanger. */
const HANGING: ReadonlySet<Silhouette> = new Set([
  'tshirt',
  'shirt',
  'hoodie',
  'sweater',
  'coat',
  'vest',
  'dress',
]);

/** A wooden hanger behind the garment's shoulders, its hook above the collar. */
const HANGER =
  '<path d="M400 150V112q0-26 24-26t22 22" fill="none" stroke="#8a8f96" stroke-width="7" stroke-linecap="round"/>' +
  '<path d="M400 146L262 196q-10 6 0 10h276q10-4 0-10Z" fill="#a0774f" stroke="#6e4f33" stroke-width="3"/>';

/** A topic banner: a two-tone band with a row of garments, no text (the page sets the title). */
export function bannerSvg(options: {
  background: string;
  accent: string;
  items: readonly PictureSpec[];
  width: number;
  height: number;
}): string {
  const { width, height, background, accent } = options;
  const slot = width / (options.items.length + 1);
  const size = Math.min(height * 0.9, slot * 1.3);
  const garments = options.items
    .map((spec, i) => {
      const inner = pictureSvg(spec)
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>$/, '')
        .replace(/<rect width="800" height="800" fill="url\(#bg\)"\/>/, '')
        .replace(/id="(\w+)"/g, `id="$1${i}"`)
        .replace(/url\(#(\w+)\)/g, `url(#$1${i})`);
      const x = slot * (i + 1) - size / 2;
      return `<svg x="${x.toFixed(1)}" y="${((height - size) / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" viewBox="0 0 800 800">${inner}</svg>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(background, -0.35)}"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#band)"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.2}" r="${height * 0.55}" fill="${accent}" fill-opacity=".25"/>` +
    `<circle cx="${width * 0.9}" cy="${height * 0.95}" r="${height * 0.45}" fill="${accent}" fill-opacity=".2"/>` +
    garments +
    '</svg>'
  );
}
