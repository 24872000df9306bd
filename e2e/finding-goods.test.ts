import type { RankIndex, SearchPage } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue: finding goods. A newcomer searches a Chinese word, filters by colour and size, sorts by sales,
// opens an item, opens its stall, searches inside the stall, and finds the stall in the ranking; every
// step by clicks on the pages, then the same pages on a phone without sideways scrolling.
describe('a newcomer finds goods, their stall, and the stall in the ranking', () => {
  const journey = useJourney();
  /** Every page the journey saw, for the phone pass. */
  const visited: { path: string; name: string }[] = [];
  let stall: { shopId: number; rank: number };

  const seen = (name: string) => {
    const url = new URL(journey.page.url());
    visited.push({ path: url.pathname + url.search, name });
    return screenshot(journey.page, `finding-${visited.length}-${name}`);
  };
  const results = () => journey.page.locator('[data-testid="search-results"] > li');
  const total = async () =>
    Number(((await journey.page.getByTestId('result-total').textContent()) ?? '').replace(/\D/g, ''));
  /** The value with the most items in a facet row. */
  const biggest = async (facet: string) => {
    const values = await journey.page
      .locator(`[data-testid="facet-${facet}"] a[data-value]`)
      .evaluateAll((links) =>
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
      const response = await fetch(
        `${journey.baseUrl}/apif/rank-index/v1?city=gz&cateId=0&page=${p}&pageSize=100`,
      );
      const { data } = (await response.json()) as { data: RankIndex };
      for (const s of data.list) places.set(s.shopId, s.rank);
      if (data.list.length < 100) break;
    }
    return places;
  };

  it('searches 卫衣 from the header search box', async () => {
    await journey.page.goto('/gz');
    const box = journey.page.getByRole('combobox', { name: '搜索商品' }).first();
    await box.fill('卫衣');
    await journey.page.getByRole('button', { name: '搜索', exact: true }).first().click();
    await journey.page.waitForURL('**/gz/search/index.html?**');
    await expect
      .poll(() => journey.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('“卫衣”的搜索结果');
    expect(await results().count()).toBeGreaterThan(0);
    // The helpers around the results: the categories the word falls in, related searches, a floor.
    expect(await journey.page.getByTestId('search-category').count()).toBeGreaterThan(0);
    expect(await journey.page.locator('[data-testid="search-rec"] > li').count()).toBe(5);
    expect(await journey.page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await seen('results');
  });

  it('filters by colour and by size; the count is what each row promised', async () => {
    const color = await biggest('color');
    await journey.page.locator(`[data-testid="facet-color"] a[data-value="${color.value}"]`).click();
    await journey.page.waitForURL((url) => url.searchParams.get('color') === color.value);
    await expect.poll(total).toBe(color.count);
    const size = await biggest('size');
    await journey.page.locator(`[data-testid="facet-size"] a[data-value="${size.value}"]`).click();
    await journey.page.waitForURL((url) => url.searchParams.get('size') === size.value);
    await expect.poll(total).toBe(size.count);
    await seen('filtered');
  });

  it('sorts by sales and opens the item whose stall ranks best', async () => {
    // A guest orders by anything but price (issue 12): the price sort is the log-in prompt.
    const sales = journey.page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '销量' });
    await sales.click();
    await journey.page.waitForURL((url) => url.searchParams.get('sort') === 'sales');
    await expect.poll(() => sales.getAttribute('aria-current')).toBe('true');
    await seen('sorted');
    const places = await ranking();
    // Cards name their stall but link only the item: the stalls come from the API for the page's own query.
    const query = new URL(journey.page.url()).searchParams;
    query.set('city', 'gz');
    const answer = await fetch(`${journey.baseUrl}/apif/searchPage?${query}`);
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
    await journey.page
      .locator(`[data-testid="search-results"] > li[data-item-id="${chosen.itemId}"] h3 a`)
      .click();
    await journey.page.waitForURL(/\/item\/[^/]+$/);
    await expect.poll(() => journey.page.getByTestId('stall-block').isVisible()).toBe(true);
    await seen('item');
  });

  it("opens the item's stall and searches inside it", async () => {
    await journey.page.getByTestId('stall-block').getByRole('link', { name: '进入档口' }).click();
    await journey.page.waitForURL((url) => url.pathname === `/shop/${stall.shopId}`);
    await expect.poll(() => journey.page.getByTestId('shop-name').isVisible()).toBe(true);
    await seen('stall');
    const firstTitle =
      (await journey.page.locator('[data-testid="shop-items"] h3').first().textContent()) ?? '';
    const word = firstTitle.trim().slice(-2);
    const form = journey.page.getByTestId('in-shop-search');
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('button', { name: '搜索' }).click();
    await journey.page.waitForURL(
      (url) => url.pathname === `/shop/${stall.shopId}` && url.searchParams.get('q') === word,
    );
    await expect
      .poll(() => journey.page.locator('#shop-items-title').textContent())
      .toContain(`本店搜索“${word}”的结果`);
    expect(await journey.page.locator('[data-testid="shop-items"] > li').count()).toBeGreaterThan(0);
    await seen('stall-search');
  });

  it('finds the stall in the stall ranking from the navigation', async () => {
    await journey.page.getByRole('link', { name: '档口排行' }).first().click();
    await journey.page.waitForURL(/\/gz\/rank\/index$/);
    await journey.page.waitForLoadState('networkidle');
    const panel = journey.page.getByTestId('rank-panel-0');
    const row = panel.locator(`li:has(a[href="/shop/${stall.shopId}"])`);
    // "More" pages through the ranking until the stall's place is shown.
    for (let i = 0; i < 30 && (await row.count()) === 0; i++) {
      await journey.page.getByRole('button', { name: '查看更多' }).click();
      await expect.poll(() => journey.page.getByRole('button', { name: '查看更多' }).isEnabled()).toBe(true);
    }
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText(`第 ${stall.rank} 名`).count()).toBe(1);
    await row.scrollIntoViewIfNeeded();
    await seen('ranking');
  });

  it('lays every page of the journey out on a phone without sideways scrolling', async () => {
    const phone = await openPhone(journey);
    const small = phone.page;
    for (const { path, name } of visited) {
      await small.goto(path);
      expect(await phoneLayoutFaults(small), path).toEqual([]);
      await screenshot(small, `finding-phone-${name}`);
    }
    await phone.close();
  });

  it('met no script error or hydration mismatch', () => {
    expect(journey.errors).toEqual([]);
  });
});
