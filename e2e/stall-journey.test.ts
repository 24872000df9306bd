import type { SearchPage, ShopSearchPage } from '@stallhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Finding goods, items 2 and 5: a buyer searches a stall by name on the stall search page, opens it,
// narrows its goods to a category, searches inside the stall (this-stall scope), and switches to the
// stall's strength view.
describe('a buyer finds a stall by name and looks through its goods', () => {
  const journey = useJourney();
  let stall: ShopSearchPage['list'][number];

  beforeAll(async () => {
    // The factory stall of gz with the most new items, so its strength view has a factory to show.
    const response = await fetch(
      `${journey.baseUrl}/apif/v1/shop/search?city=gz&strength=1&sort=items&pageSize=1`,
    );
    stall = ((await response.json()) as { data: ShopSearchPage }).data.list[0]!;
  });

  const itemTotal = async () =>
    Number(((await journey.page.getByTestId('shop-item-total').textContent()) ?? '').replace(/\D/g, ''));

  it('searches the stall by name from the stall tab of /gz/shops/search.html', async () => {
    await journey.page.goto('/gz/shops/search.html');
    // Typed before the page's scripts run, the box would search items, as its no-script fallback does.
    await journey.page.waitForLoadState('networkidle');
    const box = journey.page.getByRole('combobox', { name: '搜索档口' }).first();
    await box.fill(stall.name);
    await box.press('Enter');
    await journey.page.waitForURL(
      (url) => url.pathname === '/gz/shops/search.html' && url.searchParams.get('q') === stall.name,
    );
    expect(new URL(journey.page.url()).searchParams.get('queryType')).toBe('1');
    const first = journey.page.locator('[data-testid="shop-results"] > li').first();
    await expect.poll(() => first.getAttribute('data-shop-id')).toBe(String(stall.shopId));
    await screenshot(journey.page, 'stall-1-search');
  });

  it('opens the stall: header with name, badges, credit by cycle, QR code of the page, follow for guests', async () => {
    await journey.page
      .locator('[data-testid="shop-results"] > li')
      .first()
      .getByRole('link', { name: stall.name, exact: true })
      .click();
    await journey.page.waitForURL(`**/shop/${stall.shopId}`);
    await expect.poll(() => journey.page.getByTestId('shop-name').textContent()).toBe(stall.name);
    const qr = journey.page.getByRole('img', { name: `${stall.name}的二维码` });
    expect(await qr.getAttribute('data-qr-url')).toBe(`${journey.baseUrl}/shop/${stall.shopId}`);
    const follow = journey.page.getByTestId('follow-button');
    expect(await follow.getAttribute('href')).toBe(
      `/login.html?reurl=${encodeURIComponent(`/shop/${stall.shopId}`)}`,
    );
    // The credit card switches its four figures between the five cycles.
    const card = journey.page.getByTestId('credit-card');
    await card.getByRole('tab', { name: '近365天' }).click();
    await expect.poll(() => card.getByRole('tab', { selected: true }).textContent()).toBe('近365天');
    expect(await card.locator('dd').count()).toBe(4);
    // The visit is logged once the page runs, and the header counts it.
    await expect
      .poll(() => journey.page.getByTestId('shop-visitors').textContent())
      .toMatch(/^近30天访客 [1-9]\d* 人次$/);
    // Similar stalls are asked for when the panel is opened.
    const similar = journey.page.getByTestId('similar-shops');
    await similar.locator('summary').click();
    await expect.poll(() => similar.locator(':scope > ul > li').count()).toBeGreaterThan(0);
    expect(await similar.locator(':scope > ul > li').first().textContent()).not.toContain(stall.name);
    expect(await itemTotal()).toBeGreaterThan(0);
    const cards = await journey.page.locator('[data-testid="shop-items"] > li').count();
    expect(cards).toBeGreaterThan(0);
    expect(await journey.page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await screenshot(journey.page, 'stall-2-home');
  });

  it("narrows the stall's goods to one of its categories, then back to all", async () => {
    const total = await itemTotal();
    const row = journey.page.getByTestId('shop-categories');
    const all = row.getByRole('link').first();
    expect(await all.textContent()).toBe(`全部${total}`);
    expect(await all.getAttribute('aria-current')).toBe('page');
    const category = row.getByTestId('shop-category').first();
    const count = Number((await category.locator('span').textContent()) ?? '');
    const name = ((await category.textContent()) ?? '').slice(0, -String(count).length);
    await category.click();
    await journey.page.waitForURL(new RegExp(`/shop/${stall.shopId}/\\d+$`));
    await expect.poll(itemTotal).toBe(count);
    expect(count).toBeLessThan(total);
    expect(await row.locator('[aria-current="page"]').textContent()).toBe(`${name}${count}`);
    await screenshot(journey.page, 'stall-2b-category');
    await all.click();
    await journey.page.waitForURL((url) => url.pathname === `/shop/${stall.shopId}`);
    await expect.poll(itemTotal).toBe(total);
  });

  it('searches inside the stall with the this-stall scope and sees only its items', async () => {
    const firstTitle =
      (await journey.page.locator('[data-testid="shop-items"] h3').first().textContent()) ?? '';
    const word = firstTitle.trim().slice(-2);
    const form = journey.page.getByTestId('in-shop-search');
    expect(await form.locator('input[data-scope="shop"]').isChecked()).toBe(true);
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('button', { name: '搜索' }).click();
    await journey.page.waitForURL(
      (url) => url.pathname === `/shop/${stall.shopId}` && url.searchParams.get('q') === word,
    );
    await expect
      .poll(() => journey.page.locator('#shop-items-title').textContent())
      .toContain(`本店搜索“${word}”的结果`);
    const response = await fetch(
      `${journey.baseUrl}/apif/shop/itemlist?shopId=${stall.shopId}&q=${encodeURIComponent(word)}&pageSize=40`,
    );
    const expected = ((await response.json()) as { data: SearchPage }).data;
    expect(await itemTotal()).toBe(expected.total);
    const ids = await journey.page
      .locator('[data-testid="shop-items"] > li')
      .evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.itemId)));
    expect(ids).toEqual(expected.list.map((c) => c.itemId));
    expect(expected.list.every((c) => c.shopId === stall.shopId)).toBe(true);
  });

  it('switches the scope to the whole site, which searches every stall', async () => {
    const form = journey.page.getByTestId('in-shop-search');
    await form.locator('label', { hasText: '搜全站' }).click();
    await form.getByRole('button', { name: '搜索' }).click();
    await journey.page.waitForURL('**/gz/search/index.html?**');
    await journey.page.goBack();
    await journey.page.waitForURL((url) => url.pathname === `/shop/${stall.shopId}`);
  });

  it('switches to the strength view (?type=1)', async () => {
    await journey.page.goto(`/shop/${stall.shopId}`);
    await journey.page.getByTestId('strength-link').click();
    await journey.page.waitForURL((url) => url.searchParams.get('type') === '1');
    await expect.poll(() => journey.page.getByTestId('strength-sheet').isVisible()).toBe(true);
    const sheet = journey.page.getByTestId('strength-sheet');
    expect(await sheet.getByText('源头工厂').count()).toBeGreaterThan(0);
    expect(await sheet.getByText('加工方式').count()).toBe(1);
    expect(await journey.page.locator('[data-testid="shop-items"]').count()).toBe(0);
    await screenshot(journey.page, 'stall-3-strength');
    expect(journey.errors).toEqual([]);
  });

  it('fits a phone: no sideways scroll on the stall home and the stall search', async () => {
    const phone = await openPhone(journey);
    const small = phone.page;
    for (const [path, name] of [
      [`/shop/${stall.shopId}`, 'stall-4-phone-home'],
      [`/gz/shops/search.html?q=${encodeURIComponent(stall.name)}&queryType=1`, 'stall-5-phone-search'],
    ] as const) {
      await small.goto(path);
      expect(await phoneLayoutFaults(small), path).toEqual([]);
      await screenshot(small, name);
    }
    expect(journey.errors).toEqual([]);
    await phone.close();
  });

  it('answers 404 for a stall that does not exist', async () => {
    const response = await journey.page.goto('/shop/999999999');
    expect(response?.status()).toBe(404);
  });
});
