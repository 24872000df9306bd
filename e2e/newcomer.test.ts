import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieMap, newContext, openJourney, PHONE, screenshot } from './support/browser.ts';

// Issue 2's journey: a newcomer opens /, switches to English, changes city and currency, searches,
// and meets the error page on an unknown path.
describe('a newcomer finds their way around the shell', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ browser, context, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  const path = () => new URL(page.url()).pathname;

  it('opens / at the Guangzhou home in Chinese, storing city and language', async () => {
    await page.goto('/');
    expect(path()).toBe('/gz');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const cookies = await cookieMap(context);
    expect(cookies.city?.value).toBe('gz');
    expect(cookies.lang?.value).toBe('cn');
    await expect.poll(() => page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await expect(
      page.locator('nav[aria-label="主导航"] a[aria-current="page"]').first().textContent(),
    ).resolves.toBe('首页');
    await screenshot(page, 'newcomer-1-gz-home');
  });

  it('switches to English at /en/gz', async () => {
    await page.locator('summary[aria-label*="中文"]').first().click();
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await page.waitForURL('**/en/gz');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect((await cookieMap(context)).lang?.value).toBe('en');
    await expect.poll(() => page.getByText('Log in to see price').count()).toBeGreaterThan(0);
    await screenshot(page, 'newcomer-2-en-gz');
  });

  it('changes the city to Hangzhou', async () => {
    await page.locator('summary[aria-label^="Change city"]').first().click();
    await page
      .getByRole('link', { name: /Hangzhou/ })
      .first()
      .click();
    await page.waitForURL('**/en/hz');
    expect((await cookieMap(context)).city?.value).toBe('hz');
  });

  it('changes the currency to US dollars', async () => {
    await page.locator('summary[aria-label^="Currency"]').first().click();
    await page.getByRole('button', { name: /USD/ }).first().click();
    await expect.poll(async () => (await cookieMap(context)).currency?.value).toBe('USD');
    await expect.poll(() => page.locator('summary[aria-label="Currency: USD"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'newcomer-3-en-hz-usd');
  });

  it('submits a search and lands on /{city}/search/index.html with q', async () => {
    const box = page.getByRole('combobox', { name: 'Search items' }).first();
    await box.fill('卫衣');
    await box.press('Enter');
    await page.waitForURL('**/en/hz/search/index.html?**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/hz/search/index.html');
    expect(url.searchParams.get('q')).toBe('卫衣');
    // No navigation entry is the search page, so none is highlighted once it has rendered.
    await expect
      .poll(() => page.locator('nav[aria-label="Main navigation"] a[aria-current="page"]').count())
      .toBe(0);
    await screenshot(page, 'newcomer-4-search');
  });

  it('remembers the search in the history, newest first', async () => {
    const history = await page.evaluate(() => window.localStorage.getItem('searchHistory'));
    expect(history?.split(',')[0]).toBe('卫衣');
  });

  it('shows the error page for an unknown path, with a way home to the city in the cookie', async () => {
    await page.goto('/en/hz/no-such-page.html');
    expect(path()).toBe('/StatusError');
    await expect
      .poll(() => page.getByTestId('status-error-content').textContent())
      .toBe('Oops, page not found');
    await screenshot(page, 'newcomer-5-status-error');
    await page.getByTestId('return-home').click();
    await page.waitForURL('**/en/hz');
  });

  it('reads the home page on a phone without sideways scrolling', async () => {
    const phone = await newContext(browser, baseUrl, PHONE);
    const small = await phone.newPage();
    await small.goto('/gz');
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(small, 'newcomer-6-gz-phone');
    await phone.close();
  });

  it('raised no script error on any page', () => {
    expect(errors).toEqual([]);
  });
});
