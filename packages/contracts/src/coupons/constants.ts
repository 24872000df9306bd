// coupons: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/**
 * Where a received bundle stands (issue 26 point 3): `available` still covers an order; `used` has paid
 * towards every order it covers; `expired` ran out of days first. Used wins over expired: a bundle used
 * up is used, whatever its date.
 */
export const COUPON_STATES = ['available', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Business codes of the coupon calls (ours, in the family of the spec's 2xx/5xx codes). */
export const COUPON_CODE = {
  alreadyReceived: 201,
  planEnded: 530,
  notNewUser: 531,
} as const;
