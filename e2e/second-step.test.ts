import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieMap, hydrated, launchBrowser, newContext, PHONE, screenshot } from './support/browser.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';
import { solveSlider } from './support/slider.ts';

/**
 * A browser on another network: the server believes X-Forwarded-For from a proxy on this machine
 * (TRUST_PROXY=loopback), so each context here signs in from an address of its own.
 */
async function browserAt(browser: Browser, baseUrl: string, address: string, viewport?: typeof PHONE) {
  const context = await newContext(browser, baseUrl, viewport);
  await context.addCookies([{ name: 'NEWUSERCOUPON', value: '1', url: baseUrl }]);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  // The machine that runs the journeys is shared: allow slow renders.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The newest e-mail to `email`, read from the outbox as this machine's own (unforwarded) request. */
async function mailTo(outbox: BrowserContext, email: string) {
  const response = await outbox.request.get('/dev/outbox.json');
  return ((await response.json()).data as { recipient: string; body: string }[]).find(
    (e) => e.recipient === email,
  )?.body;
}

async function signInByEmail(page: Page, email: string, password: string) {
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

// Spec 1 §4 code 423: an account signs in with its password from a new device on a new network and
// confirms with the code e-mailed to it, then lands where it was going.
describe('the second step of a sign-in from a new device', () => {
  const baseUrl = inject('baseUrl');
  const email = 'second-step-journey@gmail.com';
  const password = 'second-step-password';
  let browser: Browser;
  let outbox: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    outbox = await newContext(browser, baseUrl);
  });
  afterAll(() => browser?.close());

  it('signs up and signs in at home without a second step', async () => {
    const home = await browserAt(browser, baseUrl, '203.0.113.61');
    await home.page.goto('/en/login.html');
    await hydrated(home.page);
    await home.page.getByLabel('E-mail').fill(email);
    await home.page.getByRole('button', { name: 'Continue' }).click();
    await home.page.getByLabel(/^Password \(/).fill(password);
    await home.page.getByLabel('Repeat the password').fill(password);
    await solveSlider(home.page);
    await home.page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await home.page.getByTestId('email-sign-up-success').waitFor();
    // The same success panel by address (spec 1 §2 /success/email), as after a reload.
    await home.page.goto(
      `/en/success/email?type=activation&email=${encodeURIComponent(email)}&hideEditEmail=1`,
    );
    await home.page.getByText(`We sent an activation e-mail to ${email}`).waitFor();
    await screenshot(home.page, 'second-step-0-en-success-email');
    const link = /https?:\/\/\S+/.exec((await mailTo(outbox, email)) ?? '')?.[0];
    await home.page.goto(link!);
    await home.page.getByText('Your e-mail is verified').waitFor();
    await home.page.goto('/en/login.html');
    await signInByEmail(home.page, email, password);
    await home.page.waitForURL((url) => url.pathname === '/en/gz');
    expect(home.errors).toEqual([]);
  });

  it('asks a new device on a new network for the e-mailed code, then returns to reurl signed in', async () => {
    const away = await browserAt(browser, baseUrl, '203.0.113.62');
    await away.page.goto(`/en/login.html?reurl=${encodeURIComponent('/en/gz/new.html')}`);
    await signInByEmail(away.page, email, password);
    await away.page.waitForURL((url) => url.pathname === '/en/second/verify');
    await hydrated(away.page);
    expect(new URL(away.page.url()).searchParams.get('reurl')).toBe('/en/gz/new.html');
    expect((await cookieMap(away.context)).uid).toBeUndefined();
    await screenshot(away.page, 'second-step-1-en-desktop');

    const mail = (await mailTo(outbox, email)) ?? '';
    expect(mail).toContain('new device');
    const code = /\b\d{6}\b/.exec(mail)?.[0];
    await away.page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000');
    await away.page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await away.page.getByText('Incorrect code. 4 attempts left').waitFor();
    await away.page.getByLabel('Code from the e-mail').fill(code!);
    await away.page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await away.page.waitForURL((url) => url.pathname === '/en/gz/new.html');
    expect((await cookieMap(away.context)).uid?.value).toMatch(/^\d+$/);
    expect(away.errors).toEqual([]);
  });

  it('shows the page in Chinese on a phone', async () => {
    const phone = await browserAt(browser, baseUrl, '203.0.113.63', PHONE);
    await phone.page.goto('/second/verify?code=unknown-challenge');
    await hydrated(phone.page);
    await phone.page.getByLabel('邮件中的验证码').fill('123456');
    expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    await screenshot(phone.page, 'second-step-2-cn-phone');
    await phone.page.getByRole('button', { name: '验证并登录' }).click();
    await phone.page.getByText('验证已过期或已使用，请重新登录').waitFor();
    expect(await phone.page.getByRole('link', { name: '重新登录' }).getAttribute('href')).toBe('/login.html');
  });
});
