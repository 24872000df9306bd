import { describe, expect, it } from 'vitest';
import { isGuest, signInHref } from './use-sign-in-gate.ts';

describe('sign-in gate', () => {
  it('a visitor without the uid cookie is a guest', () => {
    expect(isGuest('')).toBe(true);
    expect(isGuest('lang=en; city=gz')).toBe(true);
    expect(isGuest('lang=en; uid=12')).toBe(false);
  });

  it('sends a guest to the login page with the way back, in the page language', () => {
    expect(signInHref('cn', '/gz?page=2')).toBe('/login.html?reurl=%2Fgz%3Fpage%3D2');
    // The way back is kept as a URL (the space percent-encoded), then encoded once more as reurl's value.
    expect(signInHref('en', '/en/gz/search/index.html?q=a b')).toBe(
      '/en/login.html?reurl=%2Fen%2Fgz%2Fsearch%2Findex.html%3Fq%3Da%2520b',
    );
  });

  it('keeps only a path of this site as the way back', () => {
    for (const elsewhere of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(signInHref('cn', elsewhere)).toBe('/login.html?reurl=%2F');
    }
  });
});
