import type { ItemCard } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { hotPicks } from './hot-picks-rule.ts';

const card = (itemId: number, saleNum: number) => ({ itemId, saleNum }) as ItemCard;

describe('hotPicks', () => {
  it('hot picks are the most sold cards, ties in feed order', () => {
    const picks = hotPicks([card(1, 5), card(2, 90), card(3, 40), card(4, 90), card(5, 0)], 3);
    expect(picks.map((c) => c.itemId)).toEqual([2, 4, 3]);
  });
});
