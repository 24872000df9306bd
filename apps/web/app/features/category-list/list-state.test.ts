import { describe, expect, it } from 'vitest';
import { categoryListHref, parseCategoryList, toListApiInput } from './list-state.ts';

const parse = (tail: string, query = '') => parseCategoryList(tail, new URLSearchParams(query));

describe('parseCategoryList', () => {
  it('takes the category, style and building from the path and the rest from the query', () => {
    const state = parse('set-16-3/collection-7.html', 'sort=sales&page=2&color=红色&vcid=99');
    expect(state?.selection).toEqual({ vcid: 16, styleId: 3, bid: 7 });
    expect(state?.search.sort).toBe('sales');
    expect(state?.search.page).toBe(2);
    expect(state?.search.filters.color).toEqual(['红色']);
    // The path names the category: a vcid in the query cannot contradict it.
    expect(state?.search.vcid).toBeUndefined();
  });

  it('answers null for a path that is not a category list', () => {
    expect(parse('set-16.html')).toBeNull();
    expect(parse('whatever')).toBeNull();
  });
});

describe('toListApiInput', () => {
  it('asks search for the path selection with the query filters', () => {
    const state = parse('set-16-3/collect-7.html', 'size=M')!;
    expect(toListApiInput(state, 'gz', 'en')).toMatchObject({
      city: 'gz',
      lang: 'en',
      vcid: 16,
      bid: 7,
      style: '3',
      size: 'M',
      page: 1,
    });
  });

  it('lets styles ticked in the filters replace the path style', () => {
    const state = parse('set-0-3.html', 'style=5')!;
    const input = toListApiInput(state, 'gz', 'cn');
    expect(input.style).toBe('5');
    expect(input.vcid).toBeUndefined();
  });
});

describe('categoryListHref', () => {
  it('prefixes every language but Chinese', () => {
    expect(categoryListHref('cn', 'gz', { vcid: 16 })).toBe('/gz/list/set-16-0.html');
    expect(categoryListHref('en', 'pn', { vcid: 16, bid: 201 })).toBe(
      '/en/pn/list/set-16-0/collection-201.html',
    );
  });
});
