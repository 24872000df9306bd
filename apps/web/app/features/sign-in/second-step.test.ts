import { describe, expect, it } from 'vitest';
import { secondVerifyHref } from './second-step.ts';

const at = (href: string) => new URL(href, 'http://localhost:3000');

describe('secondVerifyHref', () => {
  it('carries the login page reurl to the verify page', () => {
    const href = secondVerifyHref('cn', 'abc', at('/login.html?reurl=%2Fgz%2Fitem%2F5'));
    expect(href).toBe('/second/verify?code=abc&reurl=%2Fgz%2Fitem%2F5');
  });

  it('returns to the page the dialog was opened on, in the page language', () => {
    expect(secondVerifyHref('en', 'abc', at('/en/gz/new.html?page=2'))).toBe(
      '/en/second/verify?code=abc&reurl=%2Fen%2Fgz%2Fnew.html%3Fpage%3D2',
    );
  });

  it('never carries an off-site reurl', () => {
    expect(secondVerifyHref('cn', 'abc', at('/login.html?reurl=https://evil.example'))).toBe(
      '/second/verify?code=abc',
    );
  });
});
