import {
  type City,
  EMAIL_PATTERN,
  PASSWORD_RULE,
  PHONE_LENGTH,
  PHONE_PATTERN,
  SMS_CODE_LENGTH,
  safeReturnPath,
} from '@stallhub/contracts';

/** The i18n key of what is wrong with a phone number, or null when it is valid (spec 1 §5). */
export function phoneProblem(mobile: string): 'signIn.error.phoneEmpty' | 'signIn.error.phoneFormat' | null {
  const value = mobile.trim();
  if (!value) return 'signIn.error.phoneEmpty';
  return PHONE_PATTERN.test(value) ? null : 'signIn.error.phoneFormat';
}

/** The phone input keeps digits only, at most 11 of them (spec 1 §5). */
export const cleanPhone = (raw: string) => raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);

/** The code input keeps at most 6 characters (spec 1 §5, §9). */
export const cleanCode = (raw: string) => raw.trim().slice(0, SMS_CODE_LENGTH);

/** A username that looks like a phone number is checked as a registered mobile first (spec 1 §4). */
export const looksLikePhone = (username: string) => PHONE_PATTERN.test(username.trim());

/** Where the login page goes after sign-in: reurl when it is safe, else the city home (spec 1 §4). */
export const afterSignInPath = (reurl: string | null | undefined, homePath: string) =>
  safeReturnPath(reurl) ?? homePath;

/** The city home in a language: /gz for Chinese, /en/gz otherwise. */
export const cityHomePath = (lang: string, city: City) => (lang === 'cn' ? `/${city}` : `/${lang}/${city}`);

/** The i18n key of the first thing wrong with the form, or null (spec 1 §5 e-mail sign-up). */
export function emailSignUpProblem(form: {
  email: string;
  password: string;
  repeat: string;
  terms: boolean;
}) {
  if (!EMAIL_PATTERN.test(form.email.trim())) return 'emailAccount.error.emailFormat';
  if (!form.password) return 'signIn.error.passwordEmpty';
  if (form.password.length < PASSWORD_RULE.min || form.password.length > PASSWORD_RULE.max) {
    return 'emailAccount.error.passwordLength';
  }
  if (form.password !== form.repeat) return 'emailAccount.error.passwordMismatch';
  if (!form.terms) return 'signIn.error.termsRequired';
  return null;
}

/**
 * The i18n key of the first thing wrong with the account form before it is sent, or null (spec 1 §4, §8):
 * checked in the browser at once and again in the login page's action, so the page is right without
 * JavaScript.
 */
export function accountSignInProblem(form: {
  username: string;
  password: string;
  /** The slider is shown, and must be passed before sending. */
  sliderShown: boolean;
  sliderToken: string;
  terms: boolean;
}) {
  if (!form.username.trim()) return 'signIn.error.usernameEmpty';
  if (!form.password) return 'signIn.error.passwordEmpty';
  if (form.sliderShown && !form.sliderToken) return 'signIn.error.sliderFirst';
  if (!form.terms) return 'signIn.error.termsRequired';
  return null;
}
