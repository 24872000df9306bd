import { safeReturnPath } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  cityHomePath,
  cleanCode,
  cleanPhone,
  emailSignUpProblem,
  looksLikePhone,
  phoneProblem,
} from './rules.ts';

describe('phone rule: 11 digits starting with 1', () => {
  it('names an empty phone and a malformed one apart', () => {
    expect(phoneProblem('')).toBe('signIn.error.phoneEmpty');
    expect(phoneProblem('  ')).toBe('signIn.error.phoneEmpty');
    expect(phoneProblem('23800138000')).toBe('signIn.error.phoneFormat');
    expect(phoneProblem('1380013800')).toBe('signIn.error.phoneFormat');
    expect(phoneProblem('13800138000')).toBeNull();
  });
  it('limits the input to 11 digits', () => {
    expect(cleanPhone('138-0013-8000-99')).toBe('13800138000');
  });
  it('limits the code to 6 characters', () => {
    expect(cleanCode(' 1234567 ')).toBe('123456');
  });
  it('treats only a valid phone number as phone-like', () => {
    expect(looksLikePhone('13800138000')).toBe(true);
    expect(looksLikePhone('buyer@demo.stallhub')).toBe(false);
  });
});

describe('reurl is followed only to a path of this site (no open redirect)', () => {
  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'gz',
    '/login.html',
    '/en/login.html?reurl=/gz',
  ])('refuses %s', (reurl) => {
    expect(safeReturnPath(reurl)).toBeNull();
    expect(afterSignInPath(reurl, '/gz')).toBe('/gz');
  });
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/en/gz/search/index.html?q=dress#top')).toBe(
      '/en/gz/search/index.html?q=dress#top',
    );
  });
  it('goes to the city home without reurl', () => {
    expect(afterSignInPath(null, cityHomePath('cn', 'hz'))).toBe('/hz');
    expect(cityHomePath('en', 'gz')).toBe('/en/gz');
  });
});

describe('e-mail sign-up form rules (spec 1 §5)', () => {
  const ok = { email: 'a@b.co', password: 'long-enough', repeat: 'long-enough', terms: true };
  it('checks the e-mail, the password, its repetition and the terms, in that order', () => {
    expect(emailSignUpProblem({ ...ok, email: 'a@b' })).toBe('emailAccount.error.emailFormat');
    expect(emailSignUpProblem({ ...ok, password: '', repeat: '' })).toBe('signIn.error.passwordEmpty');
    expect(emailSignUpProblem({ ...ok, password: 'short', repeat: 'short' })).toBe(
      'emailAccount.error.passwordLength',
    );
    expect(emailSignUpProblem({ ...ok, repeat: 'other-one' })).toBe('emailAccount.error.passwordMismatch');
    expect(emailSignUpProblem({ ...ok, terms: false })).toBe('signIn.error.termsRequired');
    expect(emailSignUpProblem(ok)).toBeNull();
  });
});
