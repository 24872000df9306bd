import { DEFAULT_PAGE_SIZE, SEARCH_MAX_PAGE } from '@stallhub/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clearFilters,
  goToPage,
  hasFilters,
  pageCount,
  pageWindow,
  parseSearch,
  priceSortAfter,
  removeFilter,
  resultsHref,
  type SearchState,
  setPrice,
  setSort,
  toApiInput,
  toggleFilter,
  toggleMerge,
  toQueryString,
  withoutFilter,
} from './search-params.ts';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('reading the URL', () => {
  it('reads the words trimmed, and no more than the API takes', () => {
    expect(parse('q=%20%E5%8D%AB%E8%A1%A3%20').q).toBe('卫衣');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(parse('').q).toBe('');
  });

  it('reads each filter as a comma list, trimmed, without blanks or repeats', () => {
    const state = parse('color=%E7%99%BD%E8%89%B2,%20%E9%BB%91%E8%89%B2,,%E7%99%BD%E8%89%B2&size=M');
    expect(state.filters.color).toEqual(['白色', '黑色']);
    expect(state.filters.size).toEqual(['M']);
    expect(state.filters.fabric).toEqual([]);
  });

  it('merges a filter repeated by a GET form into one list', () => {
    expect(parse('size=M&size=L,XL').filters.size).toEqual(['M', 'L', 'XL']);
  });

  it('keeps one fit (modelId), the only filter that is not a list', () => {
    expect(parse('modelId=2,5').filters.modelId).toEqual(['2']);
  });

  it('drops the values of a list past the 500 characters the API reads', () => {
    const values = Array.from({ length: 120 }, (_, i) => `色${String(i).padStart(3, '0')}`);
    const list = parse(`color=${values.join(',')}`).filters.color;
    expect(list.join(',').length).toBeLessThanOrEqual(500);
    expect(list).toEqual(values.slice(0, list.length));
  });

  it('takes prices as digits only and ignores anything else', () => {
    expect(parse('priceMin=50&priceMax=120')).toMatchObject({ priceMin: 50, priceMax: 120 });
    for (const bad of ['-5', '1e3', '12.5', 'abc', '', '12345678']) {
      expect(parse(`priceMin=${bad}`).priceMin, bad).toBeUndefined();
    }
  });

  it('puts a price range typed the wrong way round the right way', () => {
    expect(parse('priceMin=200&priceMax=30')).toMatchObject({ priceMin: 30, priceMax: 200 });
  });

  it('knows the six sorts and ignores any other', () => {
    expect(parse('sort=price_asc').sort).toBe('price_asc');
    expect(parse('sort=cheapest').sort).toBeUndefined();
  });

  it('reads the page as a whole number from 1 to the deepest page served', () => {
    expect(parse('page=3').page).toBe(3);
    for (const bad of ['0', '-2', 'x', '2.5', '']) expect(parse(`page=${bad}`).page, bad).toBe(1);
    expect(parse('page=99999').page).toBe(SEARCH_MAX_PAGE);
  });

  it('reads the category, the query type and merge (merge=1 or true)', () => {
    expect(parse('vcid=103&queryType=1&merge=1')).toMatchObject({ vcid: 103, queryType: 1, merge: true });
    expect(parse('merge=true').merge).toBe(true);
    expect(parse('merge=0').merge).toBe(false);
    expect(parse('vcid=abc').vcid).toBeUndefined();
  });
});

describe('the API call', () => {
  it('sends the city, the language, pages of 40 and only what is set', () => {
    const input = toApiInput(parse('q=%E5%8D%AB%E8%A1%A3&color=a,b&sort=sales&merge=1&page=2'), 'hz', 'en');
    expect(input).toEqual({
      city: 'hz',
      lang: 'en',
      q: '卫衣',
      color: 'a,b',
      sort: 'sales',
      merge: true,
      page: 2,
      pageSize: DEFAULT_PAGE_SIZE,
    });
  });

  it('sends the price range as numbers', () => {
    expect(toApiInput(parse('priceMin=0&priceMax=99'), 'gz', 'cn')).toMatchObject({
      priceMin: 0,
      priceMax: 99,
    });
  });
});

describe('the URL of a state', () => {
  it('writes parameters in one order, without defaults, spelt as URLSearchParams spells them', () => {
    const state = parse('sort=newest&page=1&size=L,M&q=T%E6%81%A4%20%E5%A5%B3&merge=0');
    expect(toQueryString(state)).toBe('?q=T%E6%81%A4+%E5%A5%B3&size=L%2CM&sort=newest');
    expect(toQueryString(parse(''))).toBe('');
  });

  it('puts the language prefix and the city in the path (none for Chinese)', () => {
    expect(resultsHref('cn', 'gz', parse('q=a'))).toBe('/gz/search/index.html?q=a');
    expect(resultsHref('pt-br', 'jfn', parse('q=a'))).toBe('/pt-br/jfn/search/index.html?q=a');
  });

  it('escapes what would break a list or a URL inside a value', () => {
    const state = toggleFilter(parse(''), 'color', '红&黑#1');
    expect(parse(toQueryString(state).slice(1)).filters.color).toEqual(['红&黑#1']);
  });

  it('reads back every state it writes', () => {
    const value = fc.stringMatching(/^[^,\s][^,]{0,6}[^,\s]$|^[^,\s]$/);
    const arbitraryState = fc.record({
      q: fc.string({ maxLength: 20 }).map((s) => s.trim()),
      colors: fc.uniqueArray(value, { maxLength: 4 }),
      sizes: fc.uniqueArray(value, { maxLength: 4 }),
      modelId: fc.option(fc.constantFrom('1', '2', '6'), { nil: undefined }),
      priceMin: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: undefined }),
      priceMax: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: undefined }),
      sort: fc.option(fc.constantFrom('relevance', 'price_asc', 'uploads' as const), { nil: undefined }),
      merge: fc.boolean(),
      page: fc.integer({ min: 1, max: SEARCH_MAX_PAGE }),
    });
    fc.assert(
      fc.property(arbitraryState, (s) => {
        let state: SearchState = { ...parse(''), q: s.q, merge: s.merge, sort: s.sort };
        for (const c of s.colors) state = toggleFilter(state, 'color', c);
        for (const c of s.sizes) state = toggleFilter(state, 'size', c);
        if (s.modelId) state = toggleFilter(state, 'modelId', s.modelId);
        state = goToPage(setPrice(state, s.priceMin, s.priceMax), s.page);
        expect(parse(toQueryString(state).slice(1))).toEqual(state);
      }),
    );
  });
});

describe('changing what is shown', () => {
  const base = parse('q=%E5%8D%AB%E8%A1%A3&color=%E7%99%BD%E8%89%B2&sort=sales&page=4');

  it('ticks a value onto its list, and unticks a chosen one', () => {
    const more = toggleFilter(base, 'color', '黑色');
    expect(more.filters.color).toEqual(['白色', '黑色']);
    expect(toggleFilter(more, 'color', '白色').filters.color).toEqual(['黑色']);
  });

  it('swaps the fit for another rather than adding it', () => {
    const fit = toggleFilter(base, 'modelId', '1');
    expect(toggleFilter(fit, 'modelId', '2').filters.modelId).toEqual(['2']);
    expect(toggleFilter(fit, 'modelId', '1').filters.modelId).toEqual([]);
  });

  it('goes back to page 1 on any change of filters, price, sort or merge', () => {
    expect(toggleFilter(base, 'size', 'M').page).toBe(1);
    expect(removeFilter(base, 'color', '白色').page).toBe(1);
    expect(setPrice(base, 10, 20).page).toBe(1);
    expect(setSort(base, 'newest').page).toBe(1);
    expect(toggleMerge(base).page).toBe(1);
    expect(clearFilters(base).page).toBe(1);
  });

  it('removes one value and leaves the rest', () => {
    const two = toggleFilter(base, 'color', '黑色');
    expect(removeFilter(two, 'color', '白色').filters.color).toEqual(['黑色']);
  });

  it('clears every filter and the price, keeping the words, category, sort and merge', () => {
    const busy = setPrice(toggleMerge(toggleFilter({ ...base, vcid: 9 }, 'services', 'df')), 5, 50);
    const cleared = clearFilters(busy);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ q: '卫衣', vcid: 9, sort: 'sales', merge: true });
  });

  it('toggles the price sort: ascending first, then descending, then ascending again', () => {
    expect(priceSortAfter('relevance')).toBe('price_asc');
    expect(priceSortAfter('price_asc')).toBe('price_desc');
    expect(priceSortAfter('price_desc')).toBe('price_asc');
  });

  it('keeps every filter and the sort when turning the page', () => {
    const next = goToPage(setPrice(base, 10, 90), 2);
    expect(toQueryString(next)).toBe(
      '?q=%E5%8D%AB%E8%A1%A3&color=%E7%99%BD%E8%89%B2&priceMin=10&priceMax=90&sort=sales&page=2',
    );
  });

  it('lists active filters facet by facet, then the price, each removable', () => {
    const state = setPrice(toggleFilter(toggleFilter(base, 'size', 'L'), 'color', '黑色'), undefined, 80);
    const active = activeFilters(state);
    expect(active).toEqual([
      { facet: 'color', value: '白色' },
      { facet: 'color', value: '黑色' },
      { facet: 'size', value: 'L' },
      { facet: 'price', min: undefined, max: 80 },
    ]);
    const withoutPrice = withoutFilter(state, active[3]!);
    expect(withoutPrice.priceMax).toBeUndefined();
    expect(withoutFilter(state, active[2]!).filters.size).toEqual([]);
  });
});

describe('pages', () => {
  it('counts pages of a total, up to the deepest page served', () => {
    expect(pageCount(0, 40)).toBe(0);
    expect(pageCount(40, 40)).toBe(1);
    expect(pageCount(41, 40)).toBe(2);
    expect(pageCount(10_000_000, 40)).toBe(SEARCH_MAX_PAGE);
  });

  it('shows the first, the last and two pages each side of the current one, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows no pager for no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
