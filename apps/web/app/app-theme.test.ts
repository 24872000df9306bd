import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 26 point 9f: the brand colour is the colour of links, prices and button faces, so it must reach
// WCAG 2.2 AA for normal text (SC 1.4.3, 4.5:1) on every background it is used on, and carry white text.

const css = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');

/** A colour of the Tailwind theme in app.css, as #rrggbb. */
function themeColour(name: string): string {
  const found = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`));
  if (!found) throw new Error(`--color-${name} is not a #rrggbb colour in app.css`);
  return found[1]!;
}

/** Relative luminance (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours (WCAG 2.2, "contrast ratio"), 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the brand colour meets WCAG AA contrast for normal text', () => {
  it('computes the ratios WCAG gives for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // The old brand orange of the issue: 3.28:1 on white.
    expect(contrastRatio('#ff5000', '#ffffff')).toBeCloseTo(3.28, 2);
  });

  it.each([
    ['white', '#ffffff'],
    ['brand-soft', themeColour('brand-soft')],
    ['page', themeColour('page')],
  ])('brand and brand-dark text on %s reach 4.5:1', (_name, background) => {
    expect(contrastRatio(themeColour('brand'), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(themeColour('brand-dark'), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the logo mark, a graphic with white on it, reaches the 3:1 of graphics (SC 1.4.11)', () => {
    expect(contrastRatio(themeColour('brand-mark'), '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('stays an orange: red leads, then green, little blue', () => {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(themeColour('brand').slice(at, at + 2), 16));
    expect(r).toBeGreaterThan(g! * 2);
    expect(g).toBeGreaterThan(b!);
  });

  it.each([
    ['white', '#ffffff'],
    ['brand-soft', themeColour('brand-soft')],
    ['page', themeColour('page')],
  ])('secondary and faint text on %s reach 4.5:1', (_name, background) => {
    expect(contrastRatio(themeColour('ink-soft'), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(themeColour('ink-faint'), background)).toBeGreaterThanOrEqual(4.5);
  });
});
