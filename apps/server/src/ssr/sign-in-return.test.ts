import { describe, expect, it } from 'vitest';
import { TEST_CAPTCHA, withDemoSignIns } from '../testing/http-calls.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { openTestApp } from '../testing/test-app.ts';

const OUR_SITE = 'http://localhost:3000';

// One app with pages (needs the web build) and a signed-in buyer for both rules below.
const t = suiteFixture(async () =>
  withDemoSignIns(await openTestApp({ pages: true, env: { CAPTCHA_TEST_TOKEN: TEST_CAPTCHA } })),
);

// Issue 12 item 3, through the server-rendered login page.
describe('a signed-in reader sent to /login.html is redirected only to a path of this site', () => {
  const locationFor = async (reurl: string) => {
    const response = await t.app.inject({
      url: `/login.html?${new URLSearchParams({ reurl })}`,
      cookies: { ...t.buyer, lang: 'cn' },
    });
    expect(response.statusCode, reurl).toBe(302);
    return String(response.headers.location);
  };

  it.each([
    '/.//evil.example/phish',
    '/%2e//evil.example/phish',
    '/a/..//evil.example',
    '/./\\evil.example',
    '//evil.example',
    'https://evil.example/',
  ])('%j lands on the city home, not another host', async (reurl) => {
    const location = await locationFor(reurl);
    expect(new URL(location, OUR_SITE).origin).toBe(OUR_SITE);
    expect(location).toBe('/gz');
  });

  it('a path of this site is kept with its query', async () => {
    expect(await locationFor('/gz/search/index.html?q=dress')).toBe('/gz/search/index.html?q=dress');
  });
});

describe('the session alone decides who may open the user centre, never the uid display cookie', () => {
  it('a session without the uid cookie opens the favourites page (no loop through the login page)', async () => {
    const response = await t.app.inject({ url: '/user/favorite.html', cookies: { ...t.buyer, lang: 'cn' } });
    expect(response.statusCode).toBe(200);
  });

  it('a guest holding only a forged uid cookie is sent to sign in, and back', async () => {
    const response = await t.app.inject({ url: '/user/favorite.html', cookies: { uid: '1', lang: 'cn' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/login.html?${new URLSearchParams({ reurl: '/user/favorite.html' })}`,
    );
  });
});
