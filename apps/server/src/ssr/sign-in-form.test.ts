import { describe, expect, it } from 'vitest';
import { BUYER, DEMO_PASSWORD, setCookies, TEST_CAPTCHA, withDemoSignIns } from '../testing/http-calls.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { openTestApp } from '../testing/test-app.ts';

// The demo accounts exist (and have signed in once from here, so no second step is asked).
const t = suiteFixture(async () =>
  withDemoSignIns(await openTestApp({ pages: true, env: { CAPTCHA_TEST_TOKEN: TEST_CAPTCHA } })),
);

/** The account form as a browser without JavaScript posts it to the login page's action. */
const postSignIn = (fields: Record<string, string>, path = '/en/login.html?reurl=%2Fen%2Fgz%3Fq%3Ddress') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: { lang: 'en' },
    payload: new URLSearchParams({ intent: 'account', terms: 'on', ...fields }).toString(),
  });

// Issue 27 point 4: the sign-in form works before JavaScript loads, posted to the page's own action.
describe('signing in through the login page without JavaScript', () => {
  it('signs in, carries the session cookie to the browser and goes back to reurl', async () => {
    const response = await postSignIn({ username: BUYER, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/gz?q=dress');
    const sid = setCookies(response).sid?.value;
    expect(sid).toBeTruthy();
    const home = await t.app.inject({ url: '/en/user/home.html', cookies: { sid: sid!, lang: 'en' } });
    expect(home.statusCode).toBe(200);
  });

  it('a wrong password answers the page again with the server message, the account kept and no session', async () => {
    const response = await postSignIn({ username: BUYER, password: 'not-the-password' });
    expect(response.statusCode).toBe(400);
    expect(setCookies(response).sid).toBeUndefined();
    expect(response.body).toContain(`value="${BUYER}"`);
    expect(response.body).toMatch(/role="alert"[^>]*>[^<]+</);
  });

  it('an empty password is refused in the page language before anything is sent', async () => {
    const response = await postSignIn({ username: BUYER, password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please enter your password');
  });

  it('the terms box left unticked is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/login.html',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        intent: 'account',
        username: BUYER,
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(setCookies(response).sid).toBeUndefined();
    expect(response.body).toContain('Please read and accept the terms of service');
  });

  it('the e-mail step leads a registered address on to its password', async () => {
    const response = await postSignIn({ intent: 'email', email: BUYER });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-testid="account-form"');
    expect(response.body).toContain(`value="${BUYER}"`);
  });

  it('a post from another site is refused before the action runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/login.html',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({
        intent: 'account',
        username: BUYER,
        password: DEMO_PASSWORD,
        terms: 'on',
      }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(setCookies(response).sid).toBeUndefined();
  });
});

describe('a page read never passes on a cookie its API calls set', () => {
  it('the guest login page carries only the display cookies', async () => {
    const response = await t.app.inject({ url: '/en/login.html' });
    expect(response.statusCode).toBe(200);
    expect(setCookies(response).sid).toBeUndefined();
  });
});
