import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue "Finding goods", items 3 and 6: a buyer opens a category list from the home page's menu, looks
// up a market building's stalls, reads the stall ranking and switches category and back (the first tab
// is kept as it was), then opens the new-in list and an earlier day.
describe('a buyer browses lists, markets and rankings', () => {
  const journey = useJourney();

  it('opens a category list from the home page menu', async () => {
    await journey.page.goto('/gz');
    const menu = journey.page.getByRole('navigation', { name: '商品分类' }).first();
    const leaf = menu.locator('a[href*="/list/set-"]').first();
    const name = (await leaf.textContent())!.trim();
    await leaf.click();
    await journey.page.waitForURL(/\/gz\/list\/set-\d+-0\.html$/);
    await expect.poll(() => journey.page.getByTestId('list-title').textContent()).toBe(name);
    expect(await journey.page.locator('[data-testid="category-list"] > li').count()).toBeGreaterThan(0);
    // The list keeps the menu on its left, and its sort links stay on the list's own path.
    expect(await journey.page.getByRole('navigation', { name: '商品分类' }).count()).toBeGreaterThan(0);
    const sortLink = journey.page.locator('a[href*="sort="]').first();
    expect(await sortLink.getAttribute('href')).toMatch(/^\/gz\/list\/set-\d+-0\.html\?/);
    await screenshot(journey.page, 'lists-1-category');
  });

  it('opens the market directory and one floor of a building', async () => {
    await journey.page.goto('/gz/markets.html');
    const stalls = journey.page.locator('[data-testid="market-stalls"] > li');
    expect(await stalls.count()).toBeGreaterThan(0);
    // The first floor with stalls (the first link is "all floors").
    const floor = journey.page
      .getByRole('navigation', { name: '楼层' })
      .getByRole('link')
      .filter({ hasText: /\([1-9]\d*\)/ })
      .first();
    const floorName = (await floor.textContent())!.replace(/\(\d+\)/, '').trim();
    await floor.click();
    await journey.page.waitForURL(/floor=\d+/);
    // The floor's stalls replace the building's once the navigation has rendered.
    const addresses = journey.page.locator('[data-testid="market-stalls"] article p');
    await expect
      .poll(async () => {
        const texts = await addresses.allTextContents();
        return texts.length > 0 && texts.every((address) => address.includes(floorName));
      })
      .toBe(true);
    await screenshot(journey.page, 'lists-2-markets');
  });

  it('reads the stall ranking, switches category, and finds the first tab as it left it', async () => {
    await journey.page.goto('/gz/rank/index');
    // "More" works once the page's scripts run.
    await journey.page.waitForLoadState('networkidle');
    const overall = journey.page.getByTestId('rank-panel-0');
    const rows = overall.locator('ol > li');
    await expect.poll(() => rows.count()).toBe(20);
    await journey.page.getByRole('button', { name: '查看更多' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    const shown = await rows.count();
    const tabs = journey.page.getByRole('navigation', { name: '排行分类' }).getByRole('link');
    await tabs.nth(1).click();
    await journey.page.waitForURL(/\/gz\/rank\/\d+$/);
    const cateId = journey.page.url().split('/').pop();
    await expect.poll(() => journey.page.getByTestId(`rank-panel-${cateId}`).isVisible()).toBe(true);
    expect(await overall.isVisible()).toBe(false);
    await screenshot(journey.page, 'lists-3-ranking-category');
    await tabs.first().click();
    await journey.page.waitForURL(/\/gz\/rank\/index$/);
    await expect.poll(() => overall.isVisible()).toBe(true);
    // Kept alive: the pages loaded before are still there.
    expect(await rows.count()).toBe(shown);
    await screenshot(journey.page, 'lists-4-ranking-kept');
    // Also after opening a stall from far down the list and coming back, where the buyer was.
    const last = rows.last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await journey.page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await last.locator('a[href^="/shop/"]').first().click();
    await journey.page.waitForURL(/\/shop\/\d+$/);
    await journey.page.goBack();
    await journey.page.waitForURL(/\/gz\/rank\/index$/);
    await expect.poll(() => rows.count()).toBe(shown);
    await expect.poll(() => journey.page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  it('opens the new-in list and an earlier day', async () => {
    await journey.page.goto('/gz/new.html');
    const cards = journey.page.locator('[data-testid="new-in"] > li');
    expect(await cards.count()).toBeGreaterThan(0);
    const days = journey.page.getByRole('navigation', { name: '上新日期' }).getByRole('link');
    expect(await days.count()).toBeGreaterThan(1);
    await days.nth(1).click();
    await journey.page.waitForURL(/\/gz\/new\/\d{4}-\d{2}-\d{2}$/);
    const date = journey.page.url().split('/').pop()!;
    const answer = await (await fetch(`${journey.baseUrl}/apif/global/newIn?city=gz&date=${date}`)).json();
    await expect
      .poll(() => journey.page.getByTestId('new-in-total').textContent())
      .toContain(`上新 ${answer.data.total} 款`);
    expect(await cards.count()).toBe(Math.min(answer.data.total, 40));
    expect(await journey.page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await screenshot(journey.page, 'lists-5-new-in-day');
  });

  it('opens the seven-day hot list and the best-seller ranking from the navigation', async () => {
    await journey.page.goto('/gz');
    await journey.page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '7天热销' })
      .click();
    await journey.page.waitForURL(/\/gz\/hot\/index\.html$/);
    const hot = journey.page.locator('[data-testid="hot-items"] > li');
    await expect.poll(() => hot.count()).toBeGreaterThan(0);
    await screenshot(journey.page, 'lists-6-hot');
    await journey.page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '爆款排行榜' })
      .click();
    await journey.page.waitForURL(/\/topic\/item\/rankingList$/);
    const ranked = journey.page.locator('[data-testid="item-ranking"] > li');
    await expect.poll(() => ranked.count()).toBeGreaterThan(0);
    await journey.page.getByRole('navigation', { name: '排行分类' }).getByRole('link').nth(1).click();
    await journey.page.waitForURL(/rankingList\?cateId=\d+$/);
    await expect.poll(() => ranked.count()).toBeGreaterThan(0);
    await screenshot(journey.page, 'lists-7-item-ranking');
  });

  it('lays the pages out on a phone', async () => {
    const phone = await openPhone(journey);
    const small = phone.page;
    for (const [path, name] of [
      ['/gz/list/index.html', 'lists-phone-category'],
      ['/gz/markets.html', 'lists-phone-markets'],
      ['/gz/rank/index', 'lists-phone-ranking'],
      ['/gz/new.html', 'lists-phone-new-in'],
      ['/gz/hot/index.html', 'lists-phone-hot'],
      ['/topic/item/rankingList', 'lists-phone-item-ranking'],
    ] as const) {
      await small.goto(path);
      expect(await phoneLayoutFaults(small), path).toEqual([]);
      await screenshot(small, name);
    }
    await phone.close();
  });

  it('met no script error or hydration mismatch', () => {
    expect(journey.errors).toEqual([]);
  });
});
