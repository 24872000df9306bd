import type {
  GoodsHistoryPage,
  ItemDetail,
  SameStyleComparison,
  SameStylePage,
  SearchPage,
} from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue "Finding goods", item 4: a buyer opens an item from the search results, reads its pictures, SKU
// table and stall, as a guest and then signed in; a chat-less stall gets a reminder.
describe('a buyer opens an item from the search results', () => {
  const journey = useJourney();
  let itemPath: string;
  /** The same-style page of an item other stalls sell too. */
  let sameStylePath: string;

  const apiGet = async <T>(path: string) =>
    journey.page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;

  /** The same-style page of the first of the first 100 gz items whose page passes `wanted`. */
  async function sameStyleWhere(wanted: (page: SameStylePage) => boolean) {
    const results = await apiGet<SearchPage>('/apif/searchPage?city=gz&pageSize=100');
    for (const card of results.list) {
      const found = await apiGet<SameStylePage>(`/apif/samestyle/v3?itemId=${card.itemId}&searchCity=gz`);
      if (wanted(found)) return found;
    }
    return undefined;
  }

  it('as a guest: gallery, SKU table and stall block, a log-in prompt instead of any price', async () => {
    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const first = journey.page.locator('[data-testid="search-results"] > li').first();
    const title = (await first.locator('h3').textContent())!.trim();
    await first.locator('h3 a').click();
    await journey.page.waitForURL('**/item/**');
    itemPath = new URL(journey.page.url()).pathname;
    await expect.poll(() => journey.page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    const gallery = journey.page.getByTestId('item-gallery');
    expect(await gallery.locator('img').first().getAttribute('src')).toMatch(/_800\.webp$/);
    const vid = itemPath.split('/').pop()!;
    const detail = await apiGet<ItemDetail>(`/apif/item/?vid=${vid}`);
    expect(await gallery.locator('ul button').count()).toBe(
      detail.item.images.length > 1 ? detail.item.images.length : 0,
    );
    if (detail.item.images.length > 1) {
      await gallery.locator('ul button').nth(1).click();
      expect(await gallery.locator('img').first().getAttribute('src')).toContain(detail.item.images[1]);
    }

    const rows = journey.page.locator('[data-testid="sku-table"] tbody tr');
    expect(await rows.count()).toBe(detail.item.skus.length);
    const lacking = detail.item.skus.filter((s) => s.isLack).length;
    expect(await journey.page.locator('[data-testid="sku-table"] tr[data-state="lack"]').count()).toBe(
      lacking,
    );
    // No price column for a guest, and nothing that looks like a price.
    expect(await journey.page.locator('[data-testid="sku-table"] th').allTextContents()).toEqual([
      '颜色',
      '尺码',
      '库存',
    ]);
    await expect.poll(() => journey.page.getByTestId('item-price').textContent()).toContain('登录看价格');
    expect(await journey.page.locator('main').textContent()).not.toMatch(/¥\s?\d/);

    const stall = journey.page.getByTestId('stall-block');
    expect(await stall.getByRole('heading', { level: 2 }).textContent()).toBe(detail.stall.name);
    expect(await stall.getByRole('link', { name: '进入档口' }).getAttribute('href')).toBe(
      `/shop/${detail.stall.shopId}`,
    );

    // Favouriting is behind sign-in and comes back to this page (listing is the upload box's, below).
    const gates = journey.page.locator('[data-testid="action-strip"] a[data-gate="login"]');
    expect(await gates.count()).toBe(1);
    expect(await gates.first().getAttribute('href')).toBe(
      `/login.html?reurl=${encodeURIComponent(itemPath)}`,
    );
    // The rows under the item arrive as the reader scrolls down to them.
    await journey.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => journey.page.getByTestId('popular-goods').locator('li').count())
      .toBeGreaterThan(0);
    // What the seeded shoppers who opened this best seller also opened.
    const alsoViewed = await apiGet<{ itemId: number }[]>(`/apif/item/watchList?vid=${vid}`);
    expect(alsoViewed.length).toBeGreaterThan(0);
    expect(
      await journey.page
        .locator('[data-testid="also-viewed-row"] > li')
        .evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.itemId))),
    ).toEqual(alsoViewed.map((c) => c.itemId));
    // Other stalls selling the item's category, each card opening its stall.
    const stalls = journey.page.getByTestId('stall-row').locator(':scope > li');
    expect(await stalls.count()).toBeGreaterThan(0);
    const other = Number(await stalls.first().getAttribute('data-shop-id'));
    expect(other).not.toBe(detail.stall.shopId);
    expect(await stalls.first().locator('h3 a').getAttribute('href')).toBe(`/shop/${other}`);
    await journey.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(journey.page, 'item-1-guest');
  });

  it('signed in as the buyer: prices in the SKU table, and the view lands in the browsing history', async () => {
    const status = await signInAsDemoBuyer(journey.page);
    expect(status).toBe(200);
    await journey.page.reload();
    await expect.poll(() => journey.page.getByTestId('item-price').textContent()).toMatch(/¥\s?\d/);
    expect(await journey.page.locator('[data-testid="sku-table"] th').allTextContents()).toEqual([
      '颜色',
      '尺码',
      '价格',
      '库存',
    ]);
    // A buyer meets no sign-in gates: favourite is a button (e2e/keeping-journey), listing is not built yet.
    expect(await journey.page.locator('[data-testid="action-strip"] a[data-gate="login"]').count()).toBe(0);
    const history = await apiGet<GoodsHistoryPage>('/apic/user/goodsHistory');
    expect(history.list[0]?.vid).toBe(itemPath.split('/').pop());
    await screenshot(journey.page, 'item-2-buyer');
  });

  it('reminds a stall without chat to open it, and the tip hides after leaving', async () => {
    const results = await apiGet<SearchPage>('/apif/searchPage?city=gz&pageSize=100');
    let quiet: ItemDetail | undefined;
    for (const card of results.list) {
      const detail = await apiGet<ItemDetail>(`/apif/item/?vid=${card.vid}`);
      if (detail.stall.rightsData.wangwang === 0) {
        quiet = detail;
        break;
      }
    }
    expect(quiet, 'a stall without chat among the first 100 items').toBeDefined();
    await journey.page.goto(`/item/${quiet!.item.vid}`);
    const chat = journey.page.getByTestId('stall-block').getByRole('button', { name: '联系档口' });
    await chat.hover();
    const tip = journey.page.getByTestId('chat-tip');
    await expect.poll(() => tip.textContent()).toContain('该档口暂未开通此服务');
    await tip.getByRole('button', { name: '提醒开通' }).click();
    await expect.poll(() => tip.textContent()).toBe('您的提醒已送达，感谢您的关注');
    await journey.page.mouse.move(5, 5);
    await expect.poll(() => tip.count(), { timeout: 2000 }).toBe(0);
  });

  it('opens the same page at /itemDetail/{vid}', async () => {
    const vid = itemPath.split('/').pop()!;
    await journey.page.goto(itemPath);
    const title = await journey.page.getByRole('heading', { level: 1 }).textContent();
    await journey.page.goto(`/itemDetail/${vid}`);
    await expect.poll(() => journey.page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await journey.page.getByTestId('sku-table').isVisible()).toBe(true);
    const missing = await journey.page.goto('/item/no-such-item');
    expect(missing?.status()).toBe(404);
    expect(await journey.page.getByRole('alert').textContent()).toBe('opps,页面找不到了');
    await journey.page.getByTestId('return-home').click();
    await journey.page.waitForURL(/\/gz$/);
  });

  it('finds the same style from other stalls, compares their prices and opens one', async () => {
    // A gz item that other gz stalls sell too (signed in since the second step: prices show).
    const sameStyle = await sameStyleWhere((found) => found.total > 1);
    expect(sameStyle, 'an item sold by other stalls among the first 100').toBeDefined();
    sameStylePath = `/gz/samestyle/${sameStyle!.item.itemId}?searchCity=gz`;
    const { item } = sameStyle!;
    await journey.page.goto(`/item/${item.vid}`);
    const link = journey.page.getByTestId('action-strip').getByRole('link', { name: /找同款/ });
    expect(await link.textContent()).toBe(`找同款（${sameStyle!.total}）`);
    await link.click();
    await journey.page.waitForURL((url) => url.pathname + url.search === sameStylePath);
    await expect.poll(() => journey.page.getByRole('heading', { level: 1 }).textContent()).toBe('找同款');
    const cardIds = () =>
      journey.page
        .locator('[data-testid="same-style-list"] > li')
        .evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.itemId)));
    expect(await cardIds()).toEqual(sameStyle!.list.map((c) => c.itemId));
    expect(sameStyle!.list.every((c) => c.shopId !== item.shopId && typeof c.price === 'number')).toBe(true);
    expect(await journey.page.getByTestId('same-style-compete').textContent()).toMatch(
      new RegExp(`^同款 ${sameStyle!.compete.stalls} 家档口，¥`),
    );
    expect(await journey.page.getByTestId('same-style-source').locator('h2').textContent()).toBe(item.title);
    // The stalls side by side: one row each, the item's own stall among them, the lowest price marked.
    const compared = await apiGet<SameStyleComparison>(
      `/apif/sameStyle/compete/data?itemId=${item.itemId}&searchCity=gz`,
    );
    expect(compared.stalls.length).toBe(sameStyle!.compete.stalls + 1);
    const rows = journey.page.getByTestId('stall-comparison-row');
    expect(await rows.count()).toBe(compared.stalls.length);
    const cheapest = compared.stalls.findIndex((s) => s.cheapest);
    expect(await rows.nth(cheapest).textContent()).toContain('最低价');
    expect(await journey.page.getByTestId('stall-comparison').textContent()).toContain('最可信');
    await screenshot(journey.page, 'same-style-1-buyer');

    // Newest first, as the API orders it.
    await journey.page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '最新' }).click();
    await journey.page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
    const newest = await apiGet<SameStylePage>(
      `/apif/samestyle/v3?itemId=${item.itemId}&searchCity=gz&sort=newest`,
    );
    await expect.poll(cardIds).toEqual(newest.list.map((c) => c.itemId));
    expect(await journey.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');

    const first = newest.list[0]!;
    await journey.page.locator('[data-testid="same-style-list"] > li').first().locator('h3 a').click();
    await journey.page.waitForURL(`**/item/${first.vid}`);
    await expect.poll(() => journey.page.getByRole('heading', { level: 1 }).textContent()).toBe(first.title);

    // The spec's other links land on the same page.
    await journey.page.goto(`/main/samestyle?itemVid=${item.vid}&searchCity=gz`);
    expect(new URL(journey.page.url()).pathname).toBe(`/gz/samestyle/${item.itemId}`);
    await journey.page.goto(`/main/sameStyle?itemId=${item.itemId}&searchCity=gz&isSp=1`);
    expect(new URL(journey.page.url()).pathname).toBe(`/gz/samestyle/${item.itemId}`);
  });

  it('says so when no other stall sells the style, with a way back and a search', async () => {
    const lone = await sameStyleWhere((found) => found.total === 0);
    expect(lone, 'an item no other stall sells among the first 100').toBeDefined();
    await journey.page.goto(`/gz/samestyle/${lone!.item.itemId}?searchCity=gz`);
    const empty = journey.page.getByTestId('same-style-empty');
    expect(await empty.getByRole('link', { name: '返回商品' }).getAttribute('href')).toBe(
      `/item/${lone!.item.vid}`,
    );
    expect(await empty.getByRole('link', { name: '搜索相似商品' }).getAttribute('href')).toContain(
      '/gz/search/index.html?q=',
    );
    await screenshot(journey.page, 'same-style-2-empty');
    expect((await journey.page.goto('/gz/samestyle/99999999'))?.status()).toBe(404);
  });

  it('shows a guest on a phone the same style without any price', async () => {
    const { page: phone, close } = await openPhone(journey);
    await phone.goto(sameStylePath);
    expect(await phone.locator('[data-testid="same-style-list"] > li').count()).toBeGreaterThan(0);
    expect(await phone.getByTestId('same-style-compete').textContent()).toMatch(/^共 \d+ 家档口在卖同款/);
    expect(await phone.locator('main').textContent()).not.toMatch(/¥\s?\d/);
    // The stalls side by side, without prices and so without a lowest price to mark.
    const comparison = phone.getByTestId('stall-comparison');
    expect(await comparison.isVisible()).toBe(true);
    expect(await comparison.textContent()).not.toContain('最低价');
    expect(await phoneLayoutFaults(phone)).toEqual([]);
    await screenshot(phone, 'same-style-3-phone');
    await close();
  });

  it('reads well on a phone', async () => {
    const { page: phone, close } = await openPhone(journey);
    await phone.goto(itemPath);
    expect(await phone.getByTestId('sku-table').isVisible()).toBe(true);
    expect(await phoneLayoutFaults(phone)).toEqual([]);
    await screenshot(phone, 'item-3-phone');
    await close();
  });

  it('explains the stock states in a help article linked from the SKU table', async () => {
    await journey.page.goto(itemPath);
    await journey.page.getByRole('link', { name: '库存说明' }).click();
    await journey.page.waitForURL((url) => url.pathname.endsWith('/notice/article.html'));
    expect(new URL(journey.page.url()).search).toBe('?page=invertory_status');
    await expect
      .poll(() => journey.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('库存状态说明');
    await screenshot(journey.page, 'notice-1-stock-status');

    const { page: phone, close } = await openPhone(journey);
    await phone.goto('/gz/notice/article.html?page=invertory_status');
    expect(await phone.getByRole('heading', { level: 1 }).textContent()).toBe('库存状态说明');
    expect(await phoneLayoutFaults(phone)).toEqual([]);
    await screenshot(phone, 'notice-2-phone');
    await close();
  });

  it('met no script error or hydration mismatch', () => {
    expect(journey.errors).toEqual([]);
  });
});
