import { PASSWORD_RULE } from '@stallhub/contracts';

/** The i18n key of what is wrong with a new password and its repetition: the sign-up rules (spec 1 §5). */
export function newPasswordProblem(password: string, repeat: string) {
  if (!password) return 'signIn.error.passwordEmpty';
  if (password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max) {
    return 'emailAccount.error.passwordLength';
  }
  return password === repeat ? null : 'emailAccount.error.passwordMismatch';
}

/** Recovery opens on the way the language signs in with: SMS for Chinese, e-mail for the others. */
export const firstRecoveryWay = (lang: string): 'sms' | 'email' => (lang === 'cn' ? 'sms' : 'email');
