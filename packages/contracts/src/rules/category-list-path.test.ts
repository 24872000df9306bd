import { describe, expect, it } from 'vitest';
import { categoryListPath, parseCategoryListPath } from './category-list-path.ts';

describe('parseCategoryListPath', () => {
  it('reads index.html (and nothing at all) as the whole catalogue', () => {
    expect(parseCategoryListPath('index.html')).toEqual({});
    expect(parseCategoryListPath('')).toEqual({});
    expect(parseCategoryListPath('/')).toEqual({});
  });

  it('reads set-{category}-{style}, with or without .html and a trailing index.html', () => {
    const expected = { vcid: 16, styleId: 3, bid: undefined };
    expect(parseCategoryListPath('set-16-3.html')).toEqual(expected);
    expect(parseCategoryListPath('set-16-3')).toEqual(expected);
    expect(parseCategoryListPath('set-16-3/index.html')).toEqual(expected);
  });

  it('treats 0 as any category or any style', () => {
    expect(parseCategoryListPath('set-0-3.html')).toEqual({ vcid: undefined, styleId: 3, bid: undefined });
    expect(parseCategoryListPath('set-16-0.html')).toEqual({ vcid: 16, styleId: undefined, bid: undefined });
  });

  it('reads a collection- or collect- part as a market building, as a segment or joined by a dash', () => {
    const expected = { vcid: 16, styleId: undefined, bid: 7 };
    expect(parseCategoryListPath('set-16-0/collection-7.html')).toEqual(expected);
    expect(parseCategoryListPath('set-16-0/collect-7.html')).toEqual(expected);
    expect(parseCategoryListPath('set-16-0-collection-7.html')).toEqual(expected);
    expect(parseCategoryListPath('set-16-0-collect-7')).toEqual(expected);
    expect(parseCategoryListPath('collection-7.html')).toEqual({ bid: 7 });
  });

  it('refuses anything else, so the page answers as an unknown path', () => {
    for (const bad of [
      'set-16.html',
      'set-a-0.html',
      'set--1-0.html',
      'set-16-0/collections-7.html',
      'set-16-0/collection-.html',
      'set-1234567890-0.html',
      'other.html',
      'set-16-0.htm',
    ]) {
      expect(parseCategoryListPath(bad), bad).toBeNull();
    }
  });
});

describe('categoryListPath', () => {
  it('writes the plain list as index.html and a selection as set-/collection-', () => {
    expect(categoryListPath('gz', {})).toBe('/gz/list/index.html');
    expect(categoryListPath('gz', { vcid: 16 })).toBe('/gz/list/set-16-0.html');
    expect(categoryListPath('pn', { styleId: 4 })).toBe('/pn/list/set-0-4.html');
    expect(categoryListPath('gz', { vcid: 16, bid: 7 })).toBe('/gz/list/set-16-0/collection-7.html');
  });

  it('reads back what it writes', () => {
    for (const selection of [{ vcid: 16, styleId: 2, bid: 7 }, { vcid: 3 }, { bid: 9 }]) {
      const path = categoryListPath('gz', selection);
      const parsed = parseCategoryListPath(path.replace('/gz/list/', ''));
      expect(parsed).toEqual({ vcid: undefined, styleId: undefined, bid: undefined, ...selection });
    }
  });
});
