import { describe, expect, it } from 'vitest';
import { cookieMap, screenshot } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue "Accounts" item 6: a newcomer on a fresh clone signs in with Google against the local provider
// `npm start` runs, and with Taobao and WeChat against the platform sandbox.
describe('Google sign-in against the local provider', () => {
  const journey = useJourney();

  /** What the Google button does: asks the server for the authorisation address of a new attempt. */
  const googleAuthUrl = () =>
    journey.page.evaluate(async () => {
      const response = await fetch('/apic/oauth/google/url', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'cityMarketCode=gz&lang=en&auto=0&registerSource=12&registerEndpoint=1&reurl=%2Fen%2Fgz',
      });
      return ((await response.json()) as { data: { authUrl: string } }).data.authUrl;
    });

  it('goes from the address /apic/oauth/google/url returns to the provider and back, signed in', async () => {
    await journey.page.goto('/en/gz');
    expect((await cookieMap(journey.context)).uid).toBeUndefined();
    const authUrl = await googleAuthUrl();
    expect(new URL(authUrl).searchParams.get('code_challenge_method')).toBe('S256');

    await journey.page.goto(authUrl);
    await journey.page.locator('input[name="login"]').fill('e2e-shopper@gmail.test');
    await journey.page.locator('input[name="password"]').fill('any password');
    await screenshot(journey.page, 'third-party-1-local-google-sign-in');
    await journey.page.locator('button[type="submit"]').click();
    // The local provider asks for consent the first time.
    await journey.page.getByRole('button', { name: 'Continue' }).click();

    await journey.page.waitForURL('**/en/gz');
    const cookies = await cookieMap(journey.context);
    expect(cookies.uid?.value).toMatch(/^\d+$/);
    expect(cookies.sid?.httpOnly).toBe(true);
    expect(cookies.tpa).toBeUndefined();
    const info = await journey.page.evaluate(
      async () => (await (await fetch('/apic/user/login/info')).json()).data,
    );
    expect(String(info.userId)).toBe(cookies.uid?.value);
    await screenshot(journey.page, 'third-party-2-signed-in-home');
    expect(journey.errors).toEqual([]);
  });

  it('signs the same Google account into the same user next time', async () => {
    const before = (await cookieMap(journey.context)).uid?.value;
    await journey.page.goto(await googleAuthUrl());
    // Still signed in at the provider: it sends the browser straight back.
    await journey.page.waitForURL('**/en/gz');
    expect((await cookieMap(journey.context)).uid?.value).toBe(before);
  });
});

describe('Taobao and WeChat sign-in against the platform sandbox', () => {
  const journey = useJourney();

  it('/login.html?loginType=taobao shows the consent page and allowing signs in', async () => {
    await journey.page.goto('/login.html?loginType=taobao&reurl=%2Fgz');
    await journey.page.getByText('杭州小店主').waitFor();
    await screenshot(journey.page, 'third-party-3-taobao-consent');
    await journey.page.getByRole('button', { name: /同意授权/ }).click();
    await journey.page.waitForURL('**/gz');
    expect((await cookieMap(journey.context)).uid?.value).toMatch(/^\d+$/);
  });

  it('/login.html?loginType=wechat shows a QR page; confirming on the "phone" signs the computer in', async () => {
    await journey.context.clearCookies();
    await journey.page.goto('/login.html?loginType=wechat&reurl=%2Fgz');
    await journey.page.locator('.qr svg').waitFor();
    await screenshot(journey.page, 'third-party-4-wechat-qr');
    const scanUrl = (await journey.page.locator('#open-on-device').getAttribute('href'))!.replace(
      '?here=1',
      '',
    );

    // The phone: another browser opens the scanned address and confirms.
    const { page: phone } = await openPhone(journey);
    await phone.goto(scanUrl);
    expect(await phoneLayoutFaults(phone)).toEqual([]);
    await screenshot(phone, 'third-party-5-wechat-phone-consent');
    await phone.getByRole('button', { name: /同意授权/ }).click();
    await phone.getByText('已确认登录').waitFor();

    await journey.page.waitForURL('**/gz');
    expect((await cookieMap(journey.context)).uid?.value).toMatch(/^\d+$/);
  });
});
