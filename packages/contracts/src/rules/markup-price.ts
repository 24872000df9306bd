import type { MarkupRounding } from '../listing/constants.ts';

/**
 * The listing price in fen of a cost in yuan: cost x multiplier + add, then rounded up, never down, so a
 * markup never sells below what the buyer asked: 'nine' to the next price ending in .9 yuan (59.30 →
 * 59.90, 59.95 → 60.90), 'whole' to the next whole yuan. Worked in fen so no float drift reaches a price.
 * Shared by the push and the settings page's live example (issue 14 point 5).
 */
export function markedUpCents(
  costYuan: number,
  rule: { multiplier: number; add: number; rounding: MarkupRounding },
): number {
  const cents = Math.round(Math.round(costYuan * 100) * rule.multiplier + Math.round(rule.add * 100));
  if (rule.rounding === 'whole') return Math.ceil(cents / 100) * 100;
  if (rule.rounding === 'nine') return Math.ceil((cents - 90) / 100) * 100 + 90;
  return cents;
}
