import { describe, expect, it } from 'vitest';
import { CREDIT_LEVEL } from '../constants.ts';
import { creditLevelFor } from './credit.ts';

describe('creditLevelFor: the credit level from 90-day on-time shipping and return success (spec 3 §5)', () => {
  it('is excellent when both rates are at least 90%', () => {
    expect(creditLevelFor(0.9, 0.9)).toBe(CREDIT_LEVEL.excellent);
    expect(creditLevelFor(1, 0.95)).toBe(CREDIT_LEVEL.excellent);
  });

  it('is good when both are at least 80% but one is under 90%', () => {
    expect(creditLevelFor(0.8, 0.8)).toBe(CREDIT_LEVEL.good);
    expect(creditLevelFor(0.99, 0.8999)).toBe(CREDIT_LEVEL.good);
  });

  it('is general when both are at least 70% but one is under 80%', () => {
    expect(creditLevelFor(0.7, 0.7)).toBe(CREDIT_LEVEL.general);
    expect(creditLevelFor(0.7999, 1)).toBe(CREDIT_LEVEL.general);
  });

  it('is low when either rate is under 70%', () => {
    expect(creditLevelFor(0.6999, 1)).toBe(CREDIT_LEVEL.low);
    expect(creditLevelFor(1, 0.2)).toBe(CREDIT_LEVEL.low);
    expect(creditLevelFor(0, 0)).toBe(CREDIT_LEVEL.low);
  });

  it('is decided by the weaker of the two rates', () => {
    for (const [a, b] of [
      [0.95, 0.85],
      [0.85, 0.75],
      [0.75, 0.65],
    ] as const) {
      expect(creditLevelFor(a, b)).toBe(creditLevelFor(b, a));
      expect(creditLevelFor(a, b)).toBe(creditLevelFor(b, b));
    }
  });
});
