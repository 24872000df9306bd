import { CREDIT_LEVEL } from '../constants.ts';

export type CreditLevel = (typeof CREDIT_LEVEL)[keyof typeof CREDIT_LEVEL];

/**
 * A stall's credit level from its 90-day on-time shipping and return-success rates (0..1), spec 3 §5:
 * excellent (3) when both are at least 90%, good (2) at least 80%, general (0) at least 70%, else low (1).
 */
export function creditLevelFor(onTimeShipping: number, returnSuccess: number): CreditLevel {
  const worst = Math.min(onTimeShipping, returnSuccess);
  if (worst >= 0.9) return CREDIT_LEVEL.excellent;
  if (worst >= 0.8) return CREDIT_LEVEL.good;
  if (worst >= 0.7) return CREDIT_LEVEL.general;
  return CREDIT_LEVEL.low;
}
