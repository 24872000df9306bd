import { describe, expect, it } from 'vitest';
import { focusOptions, tipBadge, typedOptions } from './suggestion-options.ts';

describe('suggestion options', () => {
  it('tip badge: type 2 is the ranking, 3 and 4 are ads, anything else a topic', () => {
    expect(tipBadge(2)).toBe('ranking');
    expect(tipBadge(3)).toBe('ad');
    expect(tipBadge(4)).toBe('ad');
    expect(tipBadge(1)).toBe('topic');
    expect(tipBadge(9)).toBe('topic');
  });

  it('focused empty box lists history first, then tips with localized links', () => {
    const options = focusOptions(
      ['卫衣'],
      {
        title: null,
        topicId: null,
        suggestList: [
          {
            type: 2,
            title: 'Best sellers',
            hrefUrl: '/topic/item/rankingList',
            topicId: null,
            rankId: 1,
            shopId: null,
          },
        ],
      },
      'en',
    );
    expect(options).toEqual([
      { id: 'h0', group: 'history', label: '卫衣', term: '卫衣' },
      { id: 't0', group: 'tip', label: 'Best sellers', href: '/en/topic/item/rankingList', badge: 'ranking' },
    ]);
  });

  it('focused empty box leaves out tips that lead to a page not built yet (issue 12 §9)', () => {
    const tip = (title: string, hrefUrl: string, type: number) => ({
      type,
      title,
      hrefUrl,
      topicId: null,
      rankId: null,
      shopId: null,
    });
    const options = focusOptions(
      [],
      {
        title: null,
        topicId: null,
        suggestList: [
          tip('秋冬外套上新', '/gz/topic.html?topicId=3&currentPage=1', 1),
          tip('热销榜', '/topic/item/rankingList', 2),
        ],
      },
      'cn',
    );
    expect(options.map((o) => o.label)).toEqual(['热销榜']);
  });

  it('typed text lists completions, categories (one per name) searched with the text, then stalls', () => {
    const options = typedOptions(
      '卫衣',
      {
        suggests: ['卫衣女'],
        cats: [
          { vcid: 12, vcname: '卫衣' },
          { vcid: 31, vcname: '卫衣' },
        ],
        shops: [{ shopId: 5, shopName: '阿玲服饰', isFlag: true }],
        injecting_suggest_items: [],
        injecting_suggest_topic: [],
        requestId: 'x',
      },
      'gz',
      'cn',
    );
    expect(options.map((o) => o.group)).toEqual(['completion', 'category', 'shop']);
    expect(options[1]).toMatchObject({
      href: '/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3&vcid=12&queryType=1',
    });
    expect(options[2]).toMatchObject({ href: '/shop/5', gold: true });
  });
});
