import { describe, expect, it } from 'vitest';
import { menuNames, resultsSubject } from './menu-names.ts';

const menu = {
  categories: [
    {
      pid: 1,
      pname: '女装',
      showList: [{ vcid: 103, vcname: '卫衣', hrefUrl: '/gz/search/index.html?vcid=103' }],
      list: [
        {
          tag_id: 7,
          tag_name: '上装',
          catlist: [{ vcid: 104, vcname: '毛衣', href_url: '/gz/search/index.html?vcid=104' }],
        },
      ],
    },
  ],
  styles: [{ styleId: 3, styleName: '韩版', urlPath: 'korean', href: '/gz/search/index.html?style=3' }],
};
const names = menuNames(menu);
const state = (q: string, vcid?: number, style: string[] = []) => ({ q, vcid, filters: { style } });

describe('results subject', () => {
  it('names top categories, featured leaves, tagged leaves and styles', () => {
    expect(names.categories).toEqual({ 1: '女装', 103: '卫衣', 104: '毛衣' });
    expect(names.styles).toEqual({ 3: '韩版' });
    expect(menuNames(null)).toEqual({ categories: {}, styles: {} });
  });

  it('is the words when there are words', () => {
    expect(resultsSubject(state('卫衣', 104), names)).toEqual({ kind: 'words', text: '卫衣' });
  });

  it('is the category without words', () => {
    expect(resultsSubject(state('', 104), names)).toEqual({ kind: 'name', text: '毛衣' });
  });

  it('is the style when one style is all that is chosen (the menu style links)', () => {
    expect(resultsSubject(state('', undefined, ['3']), names)).toEqual({ kind: 'name', text: '韩版' });
    expect(resultsSubject(state('', undefined, ['3', '4']), names)).toBeNull();
  });

  it('is nothing in particular for an unknown category or a bare search', () => {
    expect(resultsSubject(state('', 999), names)).toBeNull();
    expect(resultsSubject(state(''), names)).toBeNull();
  });
});
