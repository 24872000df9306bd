import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  cookieMap,
  newContext,
  openJourney,
  PHONE,
  POLICY_VIOLATION,
  screenshot,
} from './support/browser.ts';

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
    await page.locator('button[aria-label*="中文"]').first().click();
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await page.waitForURL('**/en/gz');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect((await cookieMap(context)).lang?.value).toBe('en');
    await expect.poll(() => page.getByText('Log in to see price').count()).toBeGreaterThan(0);
    await screenshot(page, 'newcomer-2-en-gz');
  });

  it('changes the city to Hangzhou', async () => {
    await page.locator('button[aria-label^="Change city"]').first().click();
    await page
      .getByRole('link', { name: /Hangzhou/ })
      .first()
      .click();
    await page.waitForURL('**/en/hz');
    expect((await cookieMap(context)).city?.value).toBe('hz');
  });

  it('changes the currency to US dollars', async () => {
    await page.locator('button[aria-label^="Currency"]').first().click();
    // The menu's own button names the current currency too: the choice is inside the open menu.
    await page
      .getByRole('dialog', { name: /^Currency/ })
      .getByRole('button', { name: /USD/ })
      .click();
    await expect.poll(async () => (await cookieMap(context)).currency?.value).toBe('USD');
    await expect.poll(() => page.locator('button[aria-label="Currency: USD"]').count()).toBeGreaterThan(0);
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
    const answer = await page.goto('/en/hz/no-such-page.html');
    expect(answer?.status()).toBe(404);
    expect(path()).toBe('/en/StatusError');
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

// Issue 12 point 5: the newcomer's pages run under an enforced Content-Security-Policy (nonce scripts only)
// without one violation, and every page still comes alive.
describe("a newcomer's pages run under the enforced Content-Security-Policy", () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ browser, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  const violations = () =>
    errors.filter((e) => e.startsWith(POLICY_VIOLATION) || /Content Security Policy/.test(e));

  /** The page is live: the root layout's effect ran, and typing in the search box opens its suggestions. */
  async function comesAlive() {
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    const box = page.getByRole('combobox', { name: '搜索商品' }).first();
    await box.fill('卫衣');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.blur();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
  }

  it('home, search, item, stall, sign-in and cart: no violation, and each page answers to a click', async () => {
    const response = await page.goto('/gz');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await comesAlive();

    await page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    await comesAlive();
    const itemHref = await page
      .locator('[data-testid="search-results"] > li h3 a')
      .first()
      .getAttribute('href');

    await page.goto(itemHref!);
    await comesAlive();
    // A dialog (Radix: its scroll lock inserts a stylesheet) opens only with the scripts running.
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    const dialog = page.getByTestId('add-to-cart-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    const stallHref = await page
      .getByTestId('stall-block')
      .getByRole('link', { name: '进入档口' })
      .getAttribute('href');

    await page.goto(stallHref!);
    await comesAlive();

    await page.goto('/login.html');
    await comesAlive();
    const accountTab = page.getByRole('tab', { name: '账号登录' }).first();
    await accountTab.click();
    await expect.poll(() => accountTab.getAttribute('aria-selected')).toBe('true');

    await page.goto('/cart.html');
    await comesAlive();

    expect(violations()).toEqual([]);
  });

  it('raised no script error on any page', () => {
    expect(errors).toEqual([]);
  });
});
