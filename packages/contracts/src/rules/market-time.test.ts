import { afterEach, describe, expect, it } from 'vitest';
import { formatMarketDate, formatMarketTime, marketTimestamp, namesZone } from './market-time.ts';

// 02:05 UTC on 29 December is 10:05 in the markets; 16:30 UTC on the 28th is already the 29th there.
const MORNING = '2025-12-29T02:05:00Z';
const LATE = '2025-12-28T16:30:00Z';
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Europe/Berlin', 'Pacific/Kiritimati'];
const startingTz = process.env.TZ;

describe('one clock: every moment is written in market time (Asia/Shanghai)', () => {
  afterEach(() => {
    if (startingTz === undefined) delete process.env.TZ;
    else process.env.TZ = startingTz;
  });

  it('the same instant reads the same whatever zone the process runs in', () => {
    const seen = new Set<string>();
    const hours = new Set<number>();
    for (const zone of ZONES) {
      process.env.TZ = zone;
      hours.add(new Date(MORNING).getHours());
      seen.add(
        [
          formatMarketTime('zh-CN', MORNING),
          formatMarketTime('en', MORNING),
          formatMarketTime('de', LATE, 'date'),
          marketTimestamp(MORNING),
        ].join('|'),
      );
    }
    // The process clock did move (so the check means something), the market clock did not.
    expect(hours.size).toBeGreaterThan(1);
    expect([...seen]).toEqual([
      ['2025年12月29日 10:05', 'Dec 29, 2025, 10:05 AM GMT+8', '29. Dez. 2025', '2025-12-29 10:05:00'].join(
        '|',
      ),
    ]);
  });

  it('an instant belongs to the market day, not the UTC day', () => {
    expect(formatMarketTime('en', LATE, 'date')).toBe('Dec 29, 2025');
    expect(formatMarketTime('zh-CN', Date.parse(LATE), 'numericMonthDay')).toBe('12/29');
    expect(formatMarketTime('en', new Date(LATE), 'time')).toBe('12:30 AM GMT+8');
  });

  it('names the zone for a time of day in every language but Chinese, never for a date alone', () => {
    expect(formatMarketTime('zh-CN', MORNING)).not.toContain('GMT');
    for (const locale of ['en', 'ko', 'ja', 'de', 'es', 'vi', 'th', 'pt-BR']) {
      expect(namesZone(locale, 'dateTime')).toBe(true);
      expect(formatMarketTime(locale, MORNING)).toContain('GMT+8');
      expect(formatMarketTime(locale, MORNING, 'date')).not.toMatch(/GMT|UTC/);
    }
    // French writes the offset as UTC+8.
    expect(formatMarketTime('fr', MORNING)).toContain('UTC+8');
  });

  it('names the zone where asked, and leaves it out where told', () => {
    expect(formatMarketTime('zh-CN', MORNING, 'dateTime', { zone: true })).toContain('GMT+8');
    expect(formatMarketTime('en', MORNING, 'dateTime', { zone: false })).toBe('Dec 29, 2025, 10:05 AM');
    expect(marketTimestamp(MORNING, { zone: true })).toBe('2025-12-29 10:05:00 GMT+8');
  });

  it('a market day is written as that day', () => {
    expect(formatMarketDate('en', '2026-11-21', 'monthDay')).toBe('Nov 21');
    expect(formatMarketDate('zh-CN', '2026-11-21', 'longDate')).toBe('2026年11月21日');
    expect(formatMarketDate('en', '2026-01-01')).toBe('Jan 1, 2026');
  });
});
