import { describe, expect, it } from 'vitest';
import { creditBadge, stallBadges } from './stall-badge-list.ts';

const plain = {
  isGoldShop: false,
  cooperateShop: false,
  years: 1,
  top: 0,
  strength: false,
  strengthType: 0,
  creditLevel: 0,
};

describe('stallBadges', () => {
  it('a stall with no distinction wears no chips', () => {
    expect(stallBadges(plain)).toEqual([]);
  });

  it('gold shop, cooperating stall, years and rank badges follow the badge rules', () => {
    const badges = stallBadges({ ...plain, isGoldShop: true, cooperateShop: true, years: 20, top: 120 });
    expect(badges.map((b) => [b.key, b.values])).toEqual([
      ['badge.gold', undefined],
      ['badge.cooperate', undefined],
      ['badge.years', { count: 15 }],
      ['badge.rank', { step: 300 }],
    ]);
  });

  it('certified strength comes first with its type', () => {
    expect(stallBadges({ ...plain, strength: true, strengthType: 1 })[0]?.key).toBe('badge.strength.factory');
  });

  it('credit level is its own line: 3 excellent, 1 low', () => {
    expect(creditBadge({ ...plain, creditLevel: 3 })?.key).toBe('badge.credit.excellent');
    expect(creditBadge({ ...plain, creditLevel: 1 })?.key).toBe('badge.credit.low');
    expect(creditBadge({ ...plain, creditLevel: 8 })).toBeNull();
  });
});
