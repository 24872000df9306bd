// coupons: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** Business codes of the coupon calls (ours, in the family of the spec's 2xx/5xx codes). */
export const COUPON_CODE = {
  alreadyReceived: 201,
  planEnded: 530,
  notNewUser: 531,
} as const;
