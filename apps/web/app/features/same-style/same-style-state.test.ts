import { describe, expect, it } from 'vitest';
import { toQueryString } from '../search-results/search-params.ts';
import { parseSameStyle, sameStylePath } from './same-style-state.ts';

describe('the same-style page URL', () => {
  it('keeps the sorts that compare copies of a style, and the page', () => {
    const state = parseSameStyle(new URLSearchParams('sort=price_desc&page=3'));
    expect(state).toMatchObject({ sort: 'price_desc', page: 3 });
    expect(toQueryString(state)).toBe('?sort=price_desc&page=3');
  });

  it("drops the search's other sorts and every filter, so links carry nothing the API refuses", () => {
    const state = parseSameStyle(
      new URLSearchParams('sort=relevance&q=dress&color=red&merge=1&searchCity=gz'),
    );
    expect(state.sort).toBeUndefined();
    expect(toQueryString(state)).toBe('');
  });

  it('puts the language prefix before the city', () => {
    expect(sameStylePath('cn', 'gz', 42)).toBe('/gz/samestyle/42');
    expect(sameStylePath('en', 'pn', 42)).toBe('/en/pn/samestyle/42');
  });
});
