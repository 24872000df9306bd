import { describe, expect, it } from 'vitest';
import { markedUpCents, NO_MARKUP } from './markup.ts';

describe('the markup rule (issue 14 point 5)', () => {
  it('without a rule, lists at the cost (cost x 1)', () => {
    expect(markedUpCents(59.9, NO_MARKUP)).toBe(5990);
  });
  it('multiplies, then adds, to the fen', () => {
    expect(markedUpCents(30, { multiplier: 1.8, add: 5, rounding: 'none' })).toBe(5900);
    expect(markedUpCents(33.33, { multiplier: 1.5, add: 0, rounding: 'none' })).toBe(5000);
  });
  it("rounds up to the next price ending in .9 yuan under 'nine'", () => {
    expect(markedUpCents(30.1, { multiplier: 1.8, add: 5, rounding: 'nine' })).toBe(5990);
    expect(markedUpCents(59.9, { multiplier: 1, add: 0, rounding: 'nine' })).toBe(5990);
    expect(markedUpCents(59.95, { multiplier: 1, add: 0, rounding: 'nine' })).toBe(6090);
    expect(markedUpCents(60, { multiplier: 1, add: 0, rounding: 'nine' })).toBe(6090);
  });
  it("rounds up to the next whole yuan under 'whole'", () => {
    expect(markedUpCents(59.01, { multiplier: 1, add: 0, rounding: 'whole' })).toBe(6000);
    expect(markedUpCents(59, { multiplier: 1, add: 0, rounding: 'whole' })).toBe(5900);
  });
});
