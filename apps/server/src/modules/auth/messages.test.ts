import { LANGUAGES } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { authCatalogues, authMessage } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the sign-in texts', () => {
  const english = authCatalogues.get('en')!;

  it('exist in all 10 languages with every key, none empty, none left in English by mistake', () => {
    for (const lang of LANGUAGES) {
      const catalogue = authCatalogues.get(lang)!;
      expect(Object.keys(catalogue).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(english[key]!));
        if (lang !== 'en') expect(text, `${lang}.${key}`).not.toBe(english[key]);
      }
    }
  });

  it('fills placeholders', () => {
    expect(authMessage('en', 'resendTooSoon', { seconds: 12 })).toBe(
      'Please wait 12 s before requesting a new code',
    );
    expect(authMessage('cn', 'codeWrong', { left: 3 })).toBe('验证码错误，还可尝试 3 次');
  });
});
