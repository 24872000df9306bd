import { describe, expect, it } from 'vitest';
import { cartBadge } from './cart-badge.ts';

describe('cartBadge', () => {
  it('cart badge shows the count up to 99', () => {
    expect(cartBadge(0)).toBe('0');
    expect(cartBadge(7)).toBe('7');
    expect(cartBadge(99)).toBe('99');
  });

  it('cart badge shows 99+ above 99', () => {
    expect(cartBadge(100)).toBe('99+');
    expect(cartBadge(2500)).toBe('99+');
  });
});
