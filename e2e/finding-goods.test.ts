import type { RankIndex, SearchPage } from '@stallhub/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, openJourney, PHONE, screenshot } from './support/browser.ts';

// Issue: finding goods. A newcomer searches a Chinese word, filters by colour and size, sorts by sales,
// opens an item, opens its stall, searches inside the stall, and finds the stall in the ranking; every
// step by clicks on the pages, then the same pages on a phone without sideways scrolling.
describe('a newcomer finds goods, their stall, and the stall in the ranking', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let errors: string[];
  /** Every page the journey saw, for the phone pass. */
  const visited: { path: string; name: string }[] = [];
  let stall: { shopId: number; rank: number };

  beforeAll(async () => {
    ({ browser, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  const seen = (name: string) => {
    const url = new URL(page.url());
    visited.push({ path: url.pathname + url.search, name });
    return screenshot(page, `finding-${visited.length}-${name}`);
  };
  const results = () => page.locator('[data-testid="search-results"] > li');
  const total = async () =>
    Number(((await page.getByTestId('result-total').textContent()) ?? '').replace(/\D/g, ''));
  /** The value with the most items in a facet row. */
  const biggest = async (facet: string) => {
    const values = await page.locator(`[data-testid="facet-${facet}"] a[data-value]`).evaluateAll((links) =>
      links.map((a) => ({
        value: (a as HTMLElement).dataset.value!,
        count: Number((a as HTMLElement).dataset.count),
      })),
    );
    expect(values.length, facet).toBeGreaterThan(0);
    return values.reduce((best, v) => (v.count > best.count ? v : best));
  };
  /** The overall stall ranking of gz, stall id to place, as the ranking page pages through it. */
  const ranking = async () => {
    const places = new Map<number, number>();
    for (let p = 1; p <= 5; p++) {
      const response = await fetch(`${baseUrl}/apif/rank-index/v1?city=gz&cateId=0&page=${p}&pageSize=100`);
      const { data } = (await response.json()) as { data: RankIndex };
      for (const s of data.list) places.set(s.shopId, s.rank);
      if (data.list.length < 100) break;
    }
    return places;
  };

  it('searches 卫衣 from the header search box', async () => {
    await page.goto('/gz');
    const box = page.getByRole('combobox', { name: '搜索商品' }).first();
    await box.fill('卫衣');
    await page.getByRole('button', { name: '搜索', exact: true }).first().click();
    await page.waitForURL('**/gz/search/index.html?**');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('“卫衣”的搜索结果');
    expect(await results().count()).toBeGreaterThan(0);
    // The helpers around the results: the categories the word falls in, related searches, a floor.
    expect(await page.getByTestId('search-category').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="search-rec"] > li').count()).toBe(5);
    expect(await page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await seen('results');
  });

  it('filters by colour and by size; the count is what each row promised', async () => {
    const color = await biggest('color');
    await page.locator(`[data-testid="facet-color"] a[data-value="${color.value}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('color') === color.value);
    await expect.poll(total).toBe(color.count);
    const size = await biggest('size');
    await page.locator(`[data-testid="facet-size"] a[data-value="${size.value}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('size') === size.value);
    await expect.poll(total).toBe(size.count);
    await seen('filtered');
  });

  it('sorts by sales and opens the item whose stall ranks best', async () => {
    // A guest orders by anything but price (issue 12): the price sort is the log-in prompt.
    const sales = page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '销量' });
    await sales.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'sales');
    await expect.poll(() => sales.getAttribute('aria-current')).toBe('true');
    await seen('sorted');
    const places = await ranking();
    // Cards name their stall but link only the item: the stalls come from the API for the page's own query.
    const query = new URL(page.url()).searchParams;
    query.set('city', 'gz');
    const answer = await fetch(`${baseUrl}/apif/searchPage?${query}`);
    const { data } = (await answer.json()) as { data: SearchPage };
    const shown = new Set(
      await results().evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.itemId))),
    );
    const ranked = data.list
      .filter((c) => shown.has(c.itemId) && places.has(c.shopId))
      .sort((a, b) => places.get(a.shopId)! - places.get(b.shopId)!);
    expect(ranked.length, 'a card of a ranked stall among the results').toBeGreaterThan(0);
    const chosen = ranked[0]!;
    stall = { shopId: chosen.shopId, rank: places.get(chosen.shopId)! };
    await page.locator(`[data-testid="search-results"] > li[data-item-id="${chosen.itemId}"] h3 a`).click();
    await page.waitForURL(/\/item\/[^/]+$/);
    await expect.poll(() => page.getByTestId('stall-block').isVisible()).toBe(true);
    await seen('item');
  });

  it("opens the item's stall and searches inside it", async () => {
    await page.getByTestId('stall-block').getByRole('link', { name: '进入档口' }).click();
    await page.waitForURL((url) => url.pathname === `/shop/${stall.shopId}`);
    await expect.poll(() => page.getByTestId('shop-name').isVisible()).toBe(true);
    await seen('stall');
    const firstTitle = (await page.locator('[data-testid="shop-items"] h3').first().textContent()) ?? '';
    const word = firstTitle.trim().slice(-2);
    const form = page.getByTestId('in-shop-search');
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/shop/${stall.shopId}` && url.searchParams.get('q') === word,
    );
    await expect
      .poll(() => page.locator('#shop-items-title').textContent())
      .toContain(`本店搜索“${word}”的结果`);
    expect(await page.locator('[data-testid="shop-items"] > li').count()).toBeGreaterThan(0);
    await seen('stall-search');
  });

  it('finds the stall in the stall ranking from the navigation', async () => {
    await page.getByRole('link', { name: '档口排行' }).first().click();
    await page.waitForURL(/\/gz\/rank\/index$/);
    await page.waitForLoadState('networkidle');
    const panel = page.getByTestId('rank-panel-0');
    const row = panel.locator(`li:has(a[href="/shop/${stall.shopId}"])`);
    // "More" pages through the ranking until the stall's place is shown.
    for (let i = 0; i < 30 && (await row.count()) === 0; i++) {
      await page.getByRole('button', { name: '查看更多' }).click();
      await expect.poll(() => page.getByRole('button', { name: '查看更多' }).isEnabled()).toBe(true);
    }
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText(`第 ${stall.rank} 名`).count()).toBe(1);
    await row.scrollIntoViewIfNeeded();
    await seen('ranking');
  });

  it('lays every page of the journey out on a phone without sideways scrolling', async () => {
    const phone = await newContext(browser, baseUrl, PHONE);
    const small = await phone.newPage();
    small.on('pageerror', (error) => errors.push(error.message));
    for (const { path, name } of visited) {
      await small.goto(path);
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(small, `finding-phone-${name}`);
    }
    await phone.close();
  });

  it('met no script error or hydration mismatch', () => {
    expect(errors).toEqual([]);
  });
});
