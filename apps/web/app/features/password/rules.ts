import { PASSWORD_RULE } from '@stallhub/contracts';
import type { FormProblem } from '../../lib/refusal.ts';

/** The i18n key of what is wrong with a new password and its repetition: the sign-up rules (spec 1 §5). */
export function newPasswordProblem(password: string, repeat: string) {
  if (!password) return 'signIn.error.passwordEmpty';
  if (password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max) {
    return 'emailAccount.error.passwordLength';
  }
  return password === repeat ? null : 'emailAccount.error.passwordMismatch';
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * What is wrong with a posted new password (`password`, `repassword`): checked in the browser and again
 * in the page's action, where a page without its script is checked.
 */
export function newPasswordCheck(form: FormData): FormProblem | null {
  const key = newPasswordProblem(text(form, 'password'), text(form, 'repassword'));
  return key ? { kind: 'check', key } : null;
}

/**
 * A posted password change: the current password where the form asks for it (an account that has one;
 * an empty one never reaches the API, which would count it as a wrong guess), then the new one.
 */
export function changePasswordCheck(form: FormData): FormProblem | null {
  if (form.has('oldPassword') && !text(form, 'oldPassword')) {
    return { kind: 'check', key: 'password.error.currentEmpty' };
  }
  return newPasswordCheck(form);
}

/** Recovery opens on the way the language signs in with: SMS for Chinese, e-mail for the others. */
export const firstRecoveryWay = (lang: string): 'sms' | 'email' => (lang === 'cn' ? 'sms' : 'email');
