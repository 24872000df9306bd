// auth: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.
import { SMS_CODE_LENGTH } from '../constants.ts';

/**
 * Business codes of the sign-in calls. 423, 509, 562 and 603 are the spec's (§4, §8: 509 and 603 make
 * the page show the captcha); the others are ours, in the same family.
 */
export const AUTH_CODE = {
  /** A second step is needed: data.code is the challenge to finish at /second/verify. */
  secondStep: 423,
  /** A captcha is required and none was sent (data.needVerifyType says which, for sms). */
  captchaRequired: 509,
  wrongCredentials: 510,
  smsCodeWrong: 511,
  /** No live code for this phone: expired, already used, or out of guesses. */
  smsCodeExpired: 512,
  mobileTaken: 514,
  /** The e-mail already has an account. */
  emailTaken: 515,
  /** A proven phone with no account to reset (password recovery; the code proved the caller owns it). */
  noAccount: 516,
  notActivated: 562,
  /** The captcha answer was wrong, expired or already used. */
  captchaFailed: 603,
} as const;

/** Per-address request limits (architecture: rate limits guard SMS, login and captcha), per minute. */
export const AUTH_RATE_LIMITS = { login: 20, smsSend: 10, smsLogin: 20, check: 30, captcha: 30 } as const;

/**
 * The SMS code of sign-in and of the password reset: 6 digits (spec 1 §9), live 10 minutes, 5 guesses,
 * used once (ours). The one-time code store keeps every code by these limits.
 */
export const SMS_CODE = { length: SMS_CODE_LENGTH, seconds: 10 * 60, guesses: 5 } as const;
