import type { MarkupRule } from '@stallhub/contracts';

/** The rule when a buyer set none for a platform: the stall's price as it is (issue 14: cost x 1). */
export const NO_MARKUP: Omit<MarkupRule, 'channel'> = { multiplier: 1, add: 0, rounding: 'none' };

/**
 * The listing price in fen of a cost in yuan: cost x multiplier + add, then rounded up, never down, so a
 * markup never sells below what the buyer asked: 'nine' to the next price ending in .9 yuan (59.30 →
 * 59.90, 59.95 → 60.90), 'whole' to the next whole yuan. Worked in fen so no float drift reaches a price.
 */
export function markedUpCents(costYuan: number, rule: Omit<MarkupRule, 'channel'>): number {
  const cents = Math.round(Math.round(costYuan * 100) * rule.multiplier + Math.round(rule.add * 100));
  if (rule.rounding === 'whole') return Math.ceil(cents / 100) * 100;
  if (rule.rounding === 'nine') return Math.ceil((cents - 90) / 100) * 100 + 90;
  return cents;
}
