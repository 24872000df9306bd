import { creditLabel, rankBadge, strengthLabel, yearsBadge } from './badge-rules.ts';

/** What a stall's badges are made from: fields shared by item cards and stall cards. */
export interface StallBadgeData {
  isGoldShop: boolean;
  cooperateShop: boolean;
  years: number;
  top: number;
  strength: boolean;
  strengthType: number;
  creditLevel: number;
}

/** One badge: the catalogue key of its label and the values the label needs. */
export interface Badge {
  id: 'strength' | 'gold' | 'cooperate' | 'years' | 'rank' | 'credit';
  key: string;
  values?: Record<string, number>;
  tone: 'brand' | 'gold' | 'blue' | 'green' | 'grey';
}

/** The stall's trust badges in the order a buyer weighs them: strength, gold, partner, years, rank. */
export function stallBadges(stall: StallBadgeData): Badge[] {
  const badges: Badge[] = [];
  const strength = strengthLabel(stall.strength, stall.strengthType);
  if (strength) badges.push({ id: 'strength', key: `badge.strength.${strength}`, tone: 'brand' });
  if (stall.isGoldShop) badges.push({ id: 'gold', key: 'badge.gold', tone: 'gold' });
  if (stall.cooperateShop) badges.push({ id: 'cooperate', key: 'badge.cooperate', tone: 'green' });
  const years = yearsBadge(stall.years);
  if (years !== null)
    badges.push({ id: 'years', key: 'badge.years', values: { count: years }, tone: 'blue' });
  const rank = rankBadge(stall.top);
  if (rank !== null) badges.push({ id: 'rank', key: 'badge.rank', values: { step: rank }, tone: 'brand' });
  return badges;
}

/** The credit level line of the stall info, shown in the popover rather than as a chip. */
export function creditBadge(stall: StallBadgeData): Badge | null {
  const credit = creditLabel(stall.creditLevel);
  return credit
    ? { id: 'credit', key: `badge.credit.${credit}`, tone: credit === 'low' ? 'grey' : 'green' }
    : null;
}
