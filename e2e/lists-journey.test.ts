import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, openJourney, PHONE, screenshot } from './support/browser.ts';

// Issue "Finding goods", items 3 and 6: a buyer opens a category list from the home page's menu, looks
// up a market building's stalls, reads the stall ranking and switches category and back (the first tab
// is kept as it was), then opens the new-in list and an earlier day.
describe('a buyer browses lists, markets and rankings', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ browser, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  it('opens a category list from the home page menu', async () => {
    await page.goto('/gz');
    const menu = page.getByRole('navigation', { name: '商品分类' }).first();
    const leaf = menu.locator('a[href*="/list/set-"]').first();
    const name = (await leaf.textContent())!.trim();
    await leaf.click();
    await page.waitForURL(/\/gz\/list\/set-\d+-0\.html$/);
    await expect.poll(() => page.getByTestId('list-title').textContent()).toBe(name);
    expect(await page.locator('[data-testid="category-list"] > li').count()).toBeGreaterThan(0);
    // The list keeps the menu on its left, and its sort links stay on the list's own path.
    expect(await page.getByRole('navigation', { name: '商品分类' }).count()).toBeGreaterThan(0);
    const sortLink = page.locator('a[href*="sort="]').first();
    expect(await sortLink.getAttribute('href')).toMatch(/^\/gz\/list\/set-\d+-0\.html\?/);
    await screenshot(page, 'lists-1-category');
  });

  it('opens the market directory and one floor of a building', async () => {
    await page.goto('/gz/markets.html');
    const stalls = page.locator('[data-testid="market-stalls"] > li');
    expect(await stalls.count()).toBeGreaterThan(0);
    // The first floor with stalls (the first link is "all floors").
    const floor = page
      .getByRole('navigation', { name: '楼层' })
      .getByRole('link')
      .filter({ hasText: /\([1-9]\d*\)/ })
      .first();
    const floorName = (await floor.textContent())!.replace(/\(\d+\)/, '').trim();
    await floor.click();
    await page.waitForURL(/floor=\d+/);
    // The floor's stalls replace the building's once the navigation has rendered.
    const addresses = page.locator('[data-testid="market-stalls"] article p');
    await expect
      .poll(async () => {
        const texts = await addresses.allTextContents();
        return texts.length > 0 && texts.every((address) => address.includes(floorName));
      })
      .toBe(true);
    await screenshot(page, 'lists-2-markets');
  });

  it('reads the stall ranking, switches category, and finds the first tab as it left it', async () => {
    await page.goto('/gz/rank/index');
    // "More" works once the page's scripts run.
    await page.waitForLoadState('networkidle');
    const overall = page.getByTestId('rank-panel-0');
    const rows = overall.locator('ol > li');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole('button', { name: '查看更多' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    const shown = await rows.count();
    const tabs = page.getByRole('navigation', { name: '排行分类' }).getByRole('link');
    await tabs.nth(1).click();
    await page.waitForURL(/\/gz\/rank\/\d+$/);
    const cateId = page.url().split('/').pop();
    await expect.poll(() => page.getByTestId(`rank-panel-${cateId}`).isVisible()).toBe(true);
    expect(await overall.isVisible()).toBe(false);
    await screenshot(page, 'lists-3-ranking-category');
    await tabs.first().click();
    await page.waitForURL(/\/gz\/rank\/index$/);
    await expect.poll(() => overall.isVisible()).toBe(true);
    // Kept alive: the pages loaded before are still there.
    expect(await rows.count()).toBe(shown);
    await screenshot(page, 'lists-4-ranking-kept');
    // Also after opening a stall from far down the list and coming back, where the buyer was.
    const last = rows.last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await last.locator('a[href^="/shop/"]').first().click();
    await page.waitForURL(/\/shop\/\d+$/);
    await page.goBack();
    await page.waitForURL(/\/gz\/rank\/index$/);
    await expect.poll(() => rows.count()).toBe(shown);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  it('opens the new-in list and an earlier day', async () => {
    await page.goto('/gz/new.html');
    const cards = page.locator('[data-testid="new-in"] > li');
    expect(await cards.count()).toBeGreaterThan(0);
    const days = page.getByRole('navigation', { name: '上新日期' }).getByRole('link');
    expect(await days.count()).toBeGreaterThan(1);
    await days.nth(1).click();
    await page.waitForURL(/\/gz\/new\/\d{4}-\d{2}-\d{2}$/);
    const date = page.url().split('/').pop()!;
    const answer = await (await fetch(`${baseUrl}/apif/global/newIn?city=gz&date=${date}`)).json();
    await expect
      .poll(() => page.getByTestId('new-in-total').textContent())
      .toContain(`上新 ${answer.data.total} 款`);
    expect(await cards.count()).toBe(Math.min(answer.data.total, 40));
    expect(await page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await screenshot(page, 'lists-5-new-in-day');
  });

  it('opens the seven-day hot list and the best-seller ranking from the navigation', async () => {
    await page.goto('/gz');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '7天热销' }).click();
    await page.waitForURL(/\/gz\/hot\/index\.html$/);
    const hot = page.locator('[data-testid="hot-items"] > li');
    await expect.poll(() => hot.count()).toBeGreaterThan(0);
    await screenshot(page, 'lists-6-hot');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '爆款排行榜' }).click();
    await page.waitForURL(/\/topic\/item\/rankingList$/);
    const ranked = page.locator('[data-testid="item-ranking"] > li');
    await expect.poll(() => ranked.count()).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: '排行分类' }).getByRole('link').nth(1).click();
    await page.waitForURL(/rankingList\?cateId=\d+$/);
    await expect.poll(() => ranked.count()).toBeGreaterThan(0);
    await screenshot(page, 'lists-7-item-ranking');
  });

  it('lays the pages out on a phone', async () => {
    const phone = await newContext(browser, baseUrl, PHONE);
    const small = await phone.newPage();
    for (const [path, name] of [
      ['/gz/list/index.html', 'lists-phone-category'],
      ['/gz/markets.html', 'lists-phone-markets'],
      ['/gz/rank/index', 'lists-phone-ranking'],
      ['/gz/new.html', 'lists-phone-new-in'],
      ['/gz/hot/index.html', 'lists-phone-hot'],
      ['/topic/item/rankingList', 'lists-phone-item-ranking'],
    ] as const) {
      await small.goto(path);
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(small, name);
    }
    await phone.close();
  });

  it('met no script error or hydration mismatch', () => {
    expect(errors).toEqual([]);
  });
});
