import { describe, expect, it } from 'vitest';
import { marketDay, marketDayStart } from './market-day.ts';

describe('market days are days in China time (UTC+8)', () => {
  it('an instant belongs to the day in Guangzhou, not in UTC', () => {
    expect(marketDay(new Date('2026-11-20T15:59:59Z'))).toBe('2026-11-20');
    expect(marketDay(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
    expect(marketDay(Date.parse('2026-11-20T16:00:00Z'), 1)).toBe('2026-11-20');
  });

  it('a day starts at midnight in Guangzhou', () => {
    expect(marketDayStart('2026-11-21').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(marketDay(marketDayStart('2026-11-21'))).toBe('2026-11-21');
  });
});
