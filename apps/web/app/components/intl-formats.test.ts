import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './intl-formats.ts';

describe('Intl formats', () => {
  it('builds each locale and options pair once', () => {
    const options = { month: 'numeric', day: 'numeric', timeZone: 'Asia/Shanghai' } as const;
    expect(dateFormat('zh-CN', options)).toBe(dateFormat('zh-CN', { ...options }));
    expect(dateFormat('en', options)).not.toBe(dateFormat('zh-CN', options));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
  });

  it('formats as Intl does', () => {
    const day = new Date('2026-11-22T20:00:00Z');
    expect(
      dateFormat('zh-CN', { month: 'numeric', day: 'numeric', timeZone: 'Asia/Shanghai' }).format(day),
    ).toBe('11/23');
  });
});
