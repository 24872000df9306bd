import { describe, expect, it } from 'vitest';
import { numberFormat } from './intl-formats.ts';

describe('Intl formats', () => {
  it('builds each locale and options pair once', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('zh-CN', { maximumFractionDigits: 1 }),
    );
  });

  it('formats as Intl does', () => {
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
  });
});
