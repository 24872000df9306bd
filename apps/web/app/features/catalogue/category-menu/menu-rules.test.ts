import { MENU_INLINE_MARKETS, MENU_INLINE_STYLES } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { splitInline } from './menu-rules.ts';

const markets = Array.from({ length: 24 }, (_, i) => `m${i + 1}`);

describe('category menu', () => {
  it('markets: 15 inline, the rest counted for the flyout', () => {
    const { inline, more } = splitInline(markets, MENU_INLINE_MARKETS);
    expect(inline).toEqual(markets.slice(0, 15));
    expect(more).toBe(9);
  });

  it('styles: 9 inline; fewer entries show all with nothing more', () => {
    expect(splitInline(markets, MENU_INLINE_STYLES).inline).toHaveLength(9);
    expect(splitInline(['a', 'b'], MENU_INLINE_STYLES)).toEqual({ inline: ['a', 'b'], more: 0 });
  });
});
