import { describe, expect, it } from 'vitest';
import { creditLabel, rankBadge, strengthLabel, yearsBadge } from './badge-rules.ts';

describe('yearsBadge', () => {
  it('no years badge up to 1 year in business', () => {
    expect(yearsBadge(0)).toBeNull();
    expect(yearsBadge(1)).toBeNull();
  });

  it('years badge from 2 years, one per year', () => {
    expect(yearsBadge(2)).toBe(2);
    expect(yearsBadge(9)).toBe(9);
    expect(yearsBadge(15)).toBe(15);
  });

  it('years badge is capped at 15', () => {
    expect(yearsBadge(16)).toBe(15);
    expect(yearsBadge(40)).toBe(15);
  });
});

describe('rankBadge', () => {
  it('top-3000 badge only for a rank above 0', () => {
    expect(rankBadge(0)).toBeNull();
    expect(rankBadge(-5)).toBeNull();
  });

  it('top-3000 badge only up to 3000', () => {
    expect(rankBadge(3000)).toBe(3000);
    expect(rankBadge(3001)).toBeNull();
  });

  it('rank badge is the smallest step of 50, 100, 300, 1000, 3000 at or above the rank', () => {
    expect(rankBadge(1)).toBe(50);
    expect(rankBadge(50)).toBe(50);
    expect(rankBadge(51)).toBe(100);
    expect(rankBadge(100)).toBe(100);
    expect(rankBadge(101)).toBe(300);
    expect(rankBadge(300)).toBe(300);
    expect(rankBadge(301)).toBe(1000);
    expect(rankBadge(1000)).toBe(1000);
    expect(rankBadge(1001)).toBe(3000);
  });
});

describe('creditLabel', () => {
  it('credit level 3 is excellent, 2 good, 0 general, 1 low', () => {
    expect(creditLabel(3)).toBe('excellent');
    expect(creditLabel(2)).toBe('good');
    expect(creditLabel(0)).toBe('general');
    expect(creditLabel(1)).toBe('low');
  });

  it('an unknown credit level has no label', () => {
    expect(creditLabel(4)).toBeNull();
  });
});

describe('strengthLabel', () => {
  it('strength type 1 is factory, 2 warehouse, 4 new-release level', () => {
    expect(strengthLabel(true, 1)).toBe('factory');
    expect(strengthLabel(true, 2)).toBe('warehouse');
    expect(strengthLabel(true, 4)).toBe('newRelease');
  });

  it('a strength stall of another type is plain strength', () => {
    expect(strengthLabel(true, 0)).toBe('strength');
    expect(strengthLabel(true, 7)).toBe('strength');
  });

  it('a stall without certified strength has no strength label', () => {
    expect(strengthLabel(false, 1)).toBeNull();
  });
});
