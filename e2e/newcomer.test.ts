import { describe, expect, it } from 'vitest';
import { cookieMap, POLICY_VIOLATION, screenshot } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 2's journey: a newcomer opens /, switches to English, changes city and currency, searches,
// and meets the error page on an unknown path.
describe('a newcomer finds their way around the shell', () => {
  const journey = useJourney();

  const path = () => new URL(journey.page.url()).pathname;

  it('opens / at the Guangzhou home in Chinese, storing city and language', async () => {
    await journey.page.goto('/');
    expect(path()).toBe('/gz');
    await expect.poll(() => journey.page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const cookies = await cookieMap(journey.context);
    expect(cookies.city?.value).toBe('gz');
    expect(cookies.lang?.value).toBe('cn');
    await expect.poll(() => journey.page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await expect(
      journey.page.locator('nav[aria-label="主导航"] a[aria-current="page"]').first().textContent(),
    ).resolves.toBe('首页');
    await screenshot(journey.page, 'newcomer-1-gz-home');
  });

  it('switches to English at /en/gz', async () => {
    await journey.page.locator('button[aria-label*="中文"]').first().click();
    await journey.page.getByRole('link', { name: 'English', exact: true }).first().click();
    await journey.page.waitForURL('**/en/gz');
    await expect.poll(() => journey.page.locator('html').getAttribute('lang')).toBe('en');
    expect((await cookieMap(journey.context)).lang?.value).toBe('en');
    await expect.poll(() => journey.page.getByText('Log in to see price').count()).toBeGreaterThan(0);
    await screenshot(journey.page, 'newcomer-2-en-gz');
  });

  it('changes the city to Hangzhou', async () => {
    await journey.page.locator('button[aria-label^="Change city"]').first().click();
    await journey.page
      .getByRole('link', { name: /Hangzhou/ })
      .first()
      .click();
    await journey.page.waitForURL('**/en/hz');
    expect((await cookieMap(journey.context)).city?.value).toBe('hz');
  });

  it('changes the currency to US dollars', async () => {
    await journey.page.locator('button[aria-label^="Currency"]').first().click();
    // The menu's own button names the current currency too: the choice is inside the open menu.
    await journey.page
      .getByRole('dialog', { name: /^Currency/ })
      .getByRole('button', { name: /USD/ })
      .click();
    await expect.poll(async () => (await cookieMap(journey.context)).currency?.value).toBe('USD');
    await expect
      .poll(() => journey.page.locator('button[aria-label="Currency: USD"]').count())
      .toBeGreaterThan(0);
    await screenshot(journey.page, 'newcomer-3-en-hz-usd');
  });

  it('submits a search and lands on /{city}/search/index.html with q', async () => {
    const box = journey.page.getByRole('combobox', { name: 'Search items' }).first();
    await box.fill('卫衣');
    await box.press('Enter');
    await journey.page.waitForURL('**/en/hz/search/index.html?**');
    const url = new URL(journey.page.url());
    expect(url.pathname).toBe('/en/hz/search/index.html');
    expect(url.searchParams.get('q')).toBe('卫衣');
    // No navigation entry is the search page, so none is highlighted once it has rendered.
    await expect
      .poll(() => journey.page.locator('nav[aria-label="Main navigation"] a[aria-current="page"]').count())
      .toBe(0);
    await screenshot(journey.page, 'newcomer-4-search');
  });

  it('remembers the search in the history, newest first', async () => {
    const history = await journey.page.evaluate(() => window.localStorage.getItem('searchHistory'));
    expect(history?.split(',')[0]).toBe('卫衣');
  });

  it('shows the error page for an unknown path, with a way home to the city in the cookie', async () => {
    const answer = await journey.page.goto('/en/hz/no-such-page.html');
    expect(answer?.status()).toBe(404);
    expect(path()).toBe('/en/StatusError');
    await expect
      .poll(() => journey.page.getByTestId('status-error-content').textContent())
      .toBe('Oops, page not found');
    await screenshot(journey.page, 'newcomer-5-status-error');
    await journey.page.getByTestId('return-home').click();
    await journey.page.waitForURL('**/en/hz');
  });

  it('reads the home page on a phone without sideways scrolling', async () => {
    const phone = await openPhone(journey);
    const small = phone.page;
    await small.goto('/gz');
    expect(await phoneLayoutFaults(small)).toEqual([]);
    await screenshot(small, 'newcomer-6-gz-phone');
    await phone.close();
  });

  it("serves the page's scripts from /assets/ cached for a year; an unknown asset is an unknown path", async () => {
    const html = await (await fetch(new URL('/gz', journey.baseUrl))).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    const asset = await fetch(new URL(script!, journey.baseUrl));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const unknown = await fetch(new URL('/assets/no-such-chunk.js', journey.baseUrl), { redirect: 'manual' });
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/StatusError']);
  });

  it('raised no script error on any page', () => {
    expect(journey.errors).toEqual([]);
  });
});

// Issue 12 point 5: the newcomer's pages run under an enforced Content-Security-Policy (nonce scripts only)
// without one violation, and every page still comes alive.
describe("a newcomer's pages run under the enforced Content-Security-Policy", () => {
  const journey = useJourney();

  const violations = () =>
    journey.errors.filter((e) => e.startsWith(POLICY_VIOLATION) || /Content Security Policy/.test(e));

  /** The page is live: the root layout's effect ran, and typing in the search box opens its suggestions. */
  async function comesAlive() {
    expect(await journey.page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    const box = journey.page.getByRole('combobox', { name: '搜索商品' }).first();
    await box.fill('卫衣');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.blur();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
  }

  it('home, search, item, stall, sign-in and cart: no violation, and each page answers to a click', async () => {
    const response = await journey.page.goto('/gz');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await comesAlive();

    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    await comesAlive();
    const itemHref = await journey.page
      .locator('[data-testid="search-results"] > li h3 a')
      .first()
      .getAttribute('href');

    await journey.page.goto(itemHref!);
    await comesAlive();
    // A dialog (Radix: its scroll lock inserts a stylesheet) opens only with the scripts running.
    await journey.page.getByRole('button', { name: '加入进货车' }).first().click();
    const dialog = journey.page.getByTestId('add-to-cart-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    const stallHref = await journey.page
      .getByTestId('stall-block')
      .getByRole('link', { name: '进入档口' })
      .getAttribute('href');

    await journey.page.goto(stallHref!);
    await comesAlive();

    await journey.page.goto('/login.html');
    await comesAlive();
    const accountTab = journey.page.getByRole('tab', { name: '账号登录' }).first();
    await accountTab.click();
    await expect.poll(() => accountTab.getAttribute('aria-selected')).toBe('true');

    await journey.page.goto('/cart.html');
    await comesAlive();

    expect(violations()).toEqual([]);
  });

  it('raised no script error on any page', () => {
    expect(journey.errors).toEqual([]);
  });
});
