import type { MarkupRule } from '@stallhub/contracts';

export { markedUpCents } from '@stallhub/contracts';

/** The rule when a buyer set none for a platform: the stall's price as it is (issue 14: cost x 1). */
export const NO_MARKUP: Omit<MarkupRule, 'channel'> = { multiplier: 1, add: 0, rounding: 'none' };
