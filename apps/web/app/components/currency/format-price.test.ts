import { describe, expect, it } from 'vitest';
import { convertFromCny, formatPrice } from './format-price.ts';

const rates = { CNY: 1, USD: 0.14, EUR: 0.13, JPY: 21.5, KRW: 190.2, VND: 3520, TWD: 4.5, MYR: 0.65 };
// Intl puts non-breaking spaces between number and symbol in some locales.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('converts from CNY by the rates table (units per 1 CNY)', () => {
    expect(convertFromCny(100, 'USD', rates)).toBeCloseTo(14);
    expect(convertFromCny(100, 'CNY', {})).toBe(100);
    expect(convertFromCny(100, 'GBP', rates)).toBeNull();
  });

  it('CNY shows two decimals with ¥', () => {
    expect(formatPrice(58, 'CNY', rates, 'zh-CN')).toBe('¥58.00');
  });

  it('formats in the page language: symbol position and separators follow the locale', () => {
    expect(formatPrice(100, 'USD', rates, 'en')).toBe('$14.00');
    expect(plain(formatPrice(100, 'EUR', rates, 'de'))).toBe('13,00 €');
  });

  it('VND, KRW and JPY show no decimals', () => {
    expect(formatPrice(100, 'JPY', rates, 'ja')).toBe('¥2,150');
    expect(formatPrice(100, 'KRW', rates, 'ko')).toBe('₩19,020');
    expect(plain(formatPrice(100, 'VND', rates, 'vi'))).toBe('352.000 ₫');
  });

  it('uses the spec symbols where Intl would not (NT$, RM)', () => {
    expect(formatPrice(100, 'TWD', rates, 'en')).toBe('NT$450.00');
    expect(plain(formatPrice(100, 'MYR', rates, 'en'))).toBe('RM 65.00');
  });

  it('a currency missing from the rates table shows the CNY price', () => {
    expect(formatPrice(58, 'GBP', rates, 'en')).toBe('¥58.00');
  });
});
