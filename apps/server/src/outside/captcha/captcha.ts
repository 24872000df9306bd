import type { CaptchaType } from '@stallhub/contracts';

/** The captcha service as the sign-in flows see it: is this token a solved captcha of an accepted type? */
export interface CaptchaVerifier {
  /**
   * True once per solved challenge: a token is consumed by the check that accepts it. `accept` lists the
   * types that satisfy the caller (the popup slider, 20, is the stronger check).
   */
  verify(token: string | undefined, accept: readonly CaptchaType[]): Promise<boolean>;
}
