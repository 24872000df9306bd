import { COOKIE_MAX_AGE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { cookieText } from './cookie.ts';

describe('cookieText', () => {
  it('language cookie lasts 730 days on the whole site', () => {
    expect(cookieText('lang', 'pt-br', COOKIE_MAX_AGE.lang)).toBe(
      'lang=pt-br; Path=/; Max-Age=63072000; SameSite=Lax',
    );
  });
});
