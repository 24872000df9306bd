import { describe, expect, it } from 'vitest';
import { formatMarketDay, isMarketDay } from './market-day.ts';

describe('isMarketDay', () => {
  it('takes real calendar days written YYYY-MM-DD', () => {
    expect(isMarketDay('2026-11-20')).toBe(true);
    expect(isMarketDay('2024-02-29')).toBe(true);
  });
  it('refuses impossible days and other spellings', () => {
    for (const bad of ['2024-02-30', '2023-02-29', '2026-13-01', '20261120', '2026-11-20.html', 'today']) {
      expect(isMarketDay(bad), bad).toBe(false);
    }
  });
});

describe('formatMarketDay', () => {
  it('writes the day itself whatever the reader’s time zone', () => {
    expect(formatMarketDay('en', '2026-11-20')).toBe('Nov 20');
    expect(formatMarketDay('cn', '2026-11-20')).toBe('11月20日');
  });
});
