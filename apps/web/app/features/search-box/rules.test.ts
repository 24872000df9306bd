import { SEARCH_HISTORY_MAX } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  initialTab,
  nextPlaceholderIndex,
  parseHistory,
  resolveSubmit,
  searchPath,
} from './rules.ts';

describe('initialTab', () => {
  it.each([
    '/gz/markets.html',
    '/en/gz/markets.html',
    '/gz/rank/index',
    '/gz/rank/16',
    '/ko/pn/rank/3',
    '/gz/shops/search.html',
  ])('tab starts as stall on the shop-related route %s', (path) => {
    expect(initialTab(path)).toBe('stall');
  });

  it.each(['/gz', '/en/gz/index.html', '/gz/search/index.html', '/item/abc', '/gz/rank'])(
    'tab starts as item elsewhere: %s',
    (path) => {
      expect(initialTab(path)).toBe('item');
    },
  );
});

describe('nextPlaceholderIndex', () => {
  it('placeholder rotation moves to the next entry', () => {
    expect(nextPlaceholderIndex(0, 3)).toBe(1);
    expect(nextPlaceholderIndex(1, 3)).toBe(2);
  });

  it('placeholder rotation wraps around after the last entry', () => {
    expect(nextPlaceholderIndex(2, 3)).toBe(0);
  });

  it('a single placeholder entry stays fixed', () => {
    expect(nextPlaceholderIndex(0, 1)).toBe(0);
    expect(nextPlaceholderIndex(0, 0)).toBe(0);
  });
});

describe('search history', () => {
  it('history keeps at most 10 distinct terms, newest first', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = addToHistory(history, `t${i}`);
    expect(SEARCH_HISTORY_MAX).toBe(10);
    expect(history).toEqual(['t12', 't11', 't10', 't9', 't8', 't7', 't6', 't5', 't4', 't3']);
  });

  it('a repeated term moves to the front instead of appearing twice', () => {
    expect(addToHistory(['连衣裙', '卫衣', 'T恤'], 'T恤')).toEqual(['T恤', '连衣裙', '卫衣']);
  });

  it('history ignores blank terms and trims the rest', () => {
    expect(addToHistory(['卫衣'], '   ')).toEqual(['卫衣']);
    expect(addToHistory(['卫衣'], ' 衬衫 ')).toEqual(['衬衫', '卫衣']);
  });

  it('a comma inside a term does not split the stored comma list', () => {
    const history = addToHistory([], '卫衣,加绒');
    expect(parseHistory(history.join(','))).toEqual(['卫衣 加绒']);
  });

  it('stored history is read back distinct and capped', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('a,,b,a, c')).toEqual(['a', 'b', 'c']);
    expect(parseHistory(Array.from({ length: 15 }, (_, i) => `w${i}`).join(','))).toHaveLength(10);
  });
});

describe('resolveSubmit', () => {
  const base = { city: 'gz', lang: 'cn', tab: 'item', topics: [] } as const;

  it('item search goes to the city search page with q, queryType=1 and merge=1', () => {
    expect(resolveSubmit({ ...base, text: '连衣裙', placeholder: undefined })).toEqual({
      kind: 'search',
      term: '连衣裙',
      href: '/gz/search/index.html?q=%E8%BF%9E%E8%A1%A3%E8%A3%99&queryType=1&merge=1',
    });
  });

  it('stall search goes to the city stall search page in the reader language', () => {
    expect(
      resolveSubmit({ ...base, lang: 'en', tab: 'stall', text: 'denim', placeholder: undefined }),
    ).toEqual({ kind: 'search', term: 'denim', href: '/en/gz/shops/search.html?q=denim&queryType=1' });
  });

  it('empty submit searches the word of a topic placeholder while the topic page is not built', () => {
    expect(
      resolveSubmit({ ...base, text: '  ', placeholder: { word: '秋冬上新', type: 2, topicId: 7 } }),
    ).toEqual({
      kind: 'search',
      term: '秋冬上新',
      href: '/gz/search/index.html?q=%E7%A7%8B%E5%86%AC%E4%B8%8A%E6%96%B0&queryType=1&merge=1',
    });
  });

  it('empty submit searches the word of a word placeholder even with a topicId', () => {
    expect(resolveSubmit({ ...base, text: '', placeholder: { word: '卫衣', type: 1, topicId: 7 } })).toEqual({
      kind: 'search',
      term: '卫衣',
      href: '/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3&queryType=1&merge=1',
    });
  });

  it('empty submit searches the word of a non-word placeholder without a topicId', () => {
    expect(
      resolveSubmit({ ...base, text: '', placeholder: { word: 'jeans', type: 3, topicId: null } }),
    ).toMatchObject({ kind: 'search', term: 'jeans' });
  });

  it('empty submit without a placeholder does nothing', () => {
    expect(resolveSubmit({ ...base, text: '', placeholder: undefined })).toEqual({ kind: 'none' });
  });

  it('text equal to the suggested topic title is searched while the topic page is not built', () => {
    expect(
      resolveSubmit({
        ...base,
        city: 'pn',
        text: '夏日清凉',
        placeholder: undefined,
        topics: [null, { title: '夏日清凉', topicId: 12 }],
      }),
    ).toMatchObject({ kind: 'search', term: '夏日清凉', href: expect.stringMatching(/^\/pn\/search\//) });
  });

  it('text that only contains a topic title is searched', () => {
    expect(
      resolveSubmit({
        ...base,
        text: '夏日清凉 T恤',
        placeholder: undefined,
        topics: [{ title: '夏日清凉', topicId: 12 }],
      }),
    ).toMatchObject({ kind: 'search', term: '夏日清凉 T恤' });
  });
});

describe('search links', () => {
  it('encode the query as the server re-serialises it, so a reloaded page hydrates without a mismatch', () => {
    expect(searchPath('en', 'gz', 'item', 'red hoodie')).toBe(
      '/en/gz/search/index.html?q=red+hoodie&queryType=1&merge=1',
    );
    expect(searchPath('cn', 'pn', 'stall', '女装,韩版')).toBe(
      `/pn/shops/search.html?q=${encodeURIComponent('女装,韩版')}&queryType=1`,
    );
  });
});
