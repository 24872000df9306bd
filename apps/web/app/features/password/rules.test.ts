import { describe, expect, it } from 'vitest';
import { firstRecoveryWay, newPasswordProblem } from './rules.ts';

describe('the new password of a reset or change (the sign-up rules, spec 1 §5)', () => {
  it('must be present, 8 to 64 characters, and repeated exactly', () => {
    expect(newPasswordProblem('', '')).toBe('signIn.error.passwordEmpty');
    expect(newPasswordProblem('short', 'short')).toBe('emailAccount.error.passwordLength');
    expect(newPasswordProblem('x'.repeat(65), 'x'.repeat(65))).toBe('emailAccount.error.passwordLength');
    expect(newPasswordProblem('long-enough', 'long-enougH')).toBe('emailAccount.error.passwordMismatch');
    expect(newPasswordProblem('long-enough', 'long-enough')).toBeNull();
  });

  it('opens recovery by SMS in Chinese and by e-mail in the other languages', () => {
    expect(firstRecoveryWay('cn')).toBe('sms');
    expect(firstRecoveryWay('en')).toBe('email');
  });
});
