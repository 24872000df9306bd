import {
  CREDIT_LEVEL,
  STRENGTH_TYPE,
  TOP_RANK_STEPS,
  YEARS_BADGE_MAX,
  YEARS_BADGE_MIN,
} from '@stallhub/contracts';

// The stall trust badges of spec 3 §5, free of React.

/** Years in business badge: none up to 1 year, one badge per year from 2, capped at 15. */
export function yearsBadge(years: number): number | null {
  if (years < YEARS_BADGE_MIN) return null;
  return Math.min(Math.floor(years), YEARS_BADGE_MAX);
}

/**
 * Ranking badge: only for a rank above 0 and up to 3000; it names the smallest step of
 * 50, 100, 300, 1000, 3000 that the rank falls within (rank 51 wears TOP 100).
 */
export function rankBadge(top: number): number | null {
  if (!(top > 0)) return null;
  return TOP_RANK_STEPS.find((step) => top <= step) ?? null;
}

export type CreditKey = 'excellent' | 'good' | 'general' | 'low';

/** Credit level label: 3 excellent, 2 good, 0 general, 1 low; an unknown level shows none. */
export function creditLabel(level: number): CreditKey | null {
  switch (level) {
    case CREDIT_LEVEL.excellent:
      return 'excellent';
    case CREDIT_LEVEL.good:
      return 'good';
    case CREDIT_LEVEL.general:
      return 'general';
    case CREDIT_LEVEL.low:
      return 'low';
    default:
      return null;
  }
}

export type StrengthKey = 'factory' | 'warehouse' | 'newRelease' | 'strength';

/** Certified strength label: only for strength stalls; factory, warehouse, new-release, else plain strength. */
export function strengthLabel(strength: boolean, strengthType: number): StrengthKey | null {
  if (!strength) return null;
  switch (strengthType) {
    case STRENGTH_TYPE.factory:
      return 'factory';
    case STRENGTH_TYPE.warehouse:
      return 'warehouse';
    case STRENGTH_TYPE.newRelease:
      return 'newRelease';
    default:
      return 'strength';
  }
}
