import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieMap, newContext, openJourney, PHONE, screenshot } from './support/browser.ts';

// Issue "Accounts" item 6: a newcomer on a fresh clone signs in with Google against the local provider
// `npm start` runs, and with Taobao and WeChat against the platform sandbox.
describe('Google sign-in against the local provider', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ browser, context, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  /** What the Google button does: asks the server for the authorisation address of a new attempt. */
  const googleAuthUrl = () =>
    page.evaluate(async () => {
      const response = await fetch('/apic/oauth/google/url', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'cityMarketCode=gz&lang=en&auto=0&registerSource=12&registerEndpoint=1&reurl=%2Fen%2Fgz',
      });
      return ((await response.json()) as { data: { authUrl: string } }).data.authUrl;
    });

  it('goes from the address /apic/oauth/google/url returns to the provider and back, signed in', async () => {
    await page.goto('/en/gz');
    expect((await cookieMap(context)).uid).toBeUndefined();
    const authUrl = await googleAuthUrl();
    expect(new URL(authUrl).searchParams.get('code_challenge_method')).toBe('S256');

    await page.goto(authUrl);
    await page.locator('input[name="login"]').fill('e2e-shopper@gmail.test');
    await page.locator('input[name="password"]').fill('any password');
    await screenshot(page, 'third-party-1-local-google-sign-in');
    await page.locator('button[type="submit"]').click();
    // The local provider asks for consent the first time.
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/en/gz');
    const cookies = await cookieMap(context);
    expect(cookies.uid?.value).toMatch(/^\d+$/);
    expect(cookies.sid?.httpOnly).toBe(true);
    expect(cookies.tpa).toBeUndefined();
    const info = await page.evaluate(async () => (await (await fetch('/apic/user/login/info')).json()).data);
    expect(String(info.userId)).toBe(cookies.uid?.value);
    await screenshot(page, 'third-party-2-signed-in-home');
    expect(errors).toEqual([]);
  });

  it('signs the same Google account into the same user next time', async () => {
    const before = (await cookieMap(context)).uid?.value;
    await page.goto(await googleAuthUrl());
    // Still signed in at the provider: it sends the browser straight back.
    await page.waitForURL('**/en/gz');
    expect((await cookieMap(context)).uid?.value).toBe(before);
  });
});

describe('Taobao and WeChat sign-in against the platform sandbox', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ browser, context, page } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  it('/login.html?loginType=taobao shows the consent page and allowing signs in', async () => {
    await page.goto('/login.html?loginType=taobao&reurl=%2Fgz');
    await page.getByText('杭州小店主').waitFor();
    await screenshot(page, 'third-party-3-taobao-consent');
    await page.getByRole('button', { name: /同意授权/ }).click();
    await page.waitForURL('**/gz');
    expect((await cookieMap(context)).uid?.value).toMatch(/^\d+$/);
  });

  it('/login.html?loginType=wechat shows a QR page; confirming on the "phone" signs the computer in', async () => {
    await context.clearCookies();
    await page.goto('/login.html?loginType=wechat&reurl=%2Fgz');
    await page.locator('.qr svg').waitFor();
    await screenshot(page, 'third-party-4-wechat-qr');
    const scanUrl = (await page.locator('#open-on-device').getAttribute('href'))!.replace('?here=1', '');

    // The phone: another browser opens the scanned address and confirms.
    const phone = await (await newContext(browser, baseUrl, PHONE)).newPage();
    await phone.goto(scanUrl);
    await screenshot(phone, 'third-party-5-wechat-phone-consent');
    await phone.getByRole('button', { name: /同意授权/ }).click();
    await phone.getByText('已确认登录').waitFor();

    await page.waitForURL('**/gz');
    expect((await cookieMap(context)).uid?.value).toMatch(/^\d+$/);
  });
});
