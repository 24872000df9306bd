import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('small counts stay whole, big counts shorten in the page locale', () => {
    expect(formatCount(856, 'zh-CN')).toBe('856');
    expect(formatCount(12_345, 'zh-CN')).toBe('1.2万');
    expect(formatCount(12_345, 'en')).toBe('12.3K');
  });
});
