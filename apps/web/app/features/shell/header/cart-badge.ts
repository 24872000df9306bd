import { CART_BADGE_MAX } from '@stallhub/contracts';

/** The cart icon's count: "99+" above 99 (spec 1 §9). */
export const cartBadge = (count: number) => (count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count));
