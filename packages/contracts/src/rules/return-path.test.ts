import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const OUR_SITE = 'https://www.stallhub.example';

/** Pieces attackers combine: slashes, backslashes, dot segments raw and encoded, whitespace, hosts, schemes. */
const piece = fc.constantFrom(
  '/',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%00',
  '\t',
  '\n',
  '\r',
  ' ',
  'evil.example',
  'evil.example:443',
  '@',
  ':',
  '?',
  '#',
  'gz',
  'login.html',
  'http:',
  'https:',
  'javascript:',
  '//',
  '\u3002',
);
const hostile = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''));
const sitePath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 5 })
  .map((segments) => `/${segments.join('/')}.html`);

describe('the return path after sign-in stays on this site, judged after normalising', () => {
  it.each([
    '/.//evil.example/phish',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/a/..//evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j, which a browser would read as another host', (reurl) => {
    expect(safeReturnPath(reurl)).toBeNull();
  });

  it('whatever is accepted resolves to this site and starts with exactly one slash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostile,
          fc.string(),
          fc.webUrl().map((url) => `/${url}`),
        ),
        (reurl) => {
          const path = safeReturnPath(reurl);
          if (path === null) return;
          expect(path).toMatch(/^\/(?![/\\])/);
          expect(new URL(path, OUR_SITE).origin).toBe(OUR_SITE);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('normalising is done once: an accepted path is accepted again unchanged', () => {
    fc.assert(
      fc.property(hostile, (reurl) => {
        const path = safeReturnPath(reurl);
        if (path !== null) expect(safeReturnPath(path)).toBe(path);
      }),
      { numRuns: 5_000 },
    );
  });

  it('keeps every plain path of the site with its query and hash', () => {
    fc.assert(
      fc.property(sitePath, fc.stringMatching(/^[a-z0-9=&]{0,12}$/), (path, query) => {
        const reurl = query ? `${path}?${query}#top` : path;
        if (path.endsWith('/login.html')) return;
        expect(safeReturnPath(reurl)).toBe(reurl);
      }),
    );
  });
});
