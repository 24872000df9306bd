import { DEFAULT_PAGE_SIZE, type SearchPage } from '@stallhub/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, openJourney, PHONE, screenshot } from './support/browser.ts';

// Issue 4, item 1: a newcomer searches a Chinese word, narrows the results by colour and size from the
// facet rows, sorts by price, turns the page, clears the filters and meets the empty state.
describe('a newcomer searches for items and narrows the results', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ browser, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  const params = () => new URL(page.url()).searchParams;
  const results = () => page.locator('[data-testid="search-results"] > li');
  const cardIds = () =>
    results().evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.itemId)));
  const total = async () =>
    Number(((await page.getByTestId('result-total').textContent()) ?? '').replace(/\D/g, ''));
  /** The API's answer for the page's own parameters, as a guest (the journey is a guest's). */
  const apiAnswer = async (search: URLSearchParams) => {
    const query = new URLSearchParams(search);
    query.set('city', 'gz');
    query.set('pageSize', String(DEFAULT_PAGE_SIZE));
    const response = await fetch(`${baseUrl}/apif/searchPage?${query}`);
    return ((await response.json()) as { data: SearchPage }).data;
  };
  /** The facet value with the most items in a row, and its count. */
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

  it('searches 卫衣 from the header and sees the results in floors of five', async () => {
    await page.goto('/gz');
    const box = page.getByRole('combobox', { name: '搜索商品' }).first();
    await box.fill('卫衣');
    await box.press('Enter');
    await page.waitForURL('**/gz/search/index.html?**');
    expect(params().get('q')).toBe('卫衣');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('“卫衣”的搜索结果');
    expect(await total()).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    expect(await results().count()).toBe(DEFAULT_PAGE_SIZE);
    const titles = await page.locator('[data-testid="search-results"] h3').allTextContents();
    expect(titles.every((title) => title.includes('卫衣'))).toBe(true);
    // Five cards share the first row at 1280 px; the sixth starts the next floor.
    const tops = await results().evaluateAll((items) =>
      items.slice(0, 6).map((li) => li.getBoundingClientRect().top),
    );
    expect(new Set(tops.slice(0, 5)).size).toBe(1);
    expect(tops[5]).toBeGreaterThan(tops[0]!);
    // Guests see the log-in prompt, never a price.
    expect(await page.getByText('登录看价格').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-1-results');
  });

  it('ticks the biggest colour; the result count is the count the row showed', async () => {
    const color = await biggest('color');
    await page.locator(`[data-testid="facet-color"] a[data-value="${color.value}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('color') === color.value);
    await expect.poll(total).toBe(color.count);
    await expect
      .poll(() => page.locator('[data-testid="facet-color"] a[data-selected]').getAttribute('data-value'))
      .toBe(color.value);
    await expect
      .poll(() => page.getByTestId('active-filters').textContent())
      .toContain(`颜色：${color.value}`);
  });

  it('ticks the biggest size too, with counts that reflect the colour already chosen', async () => {
    const size = await biggest('size');
    await page.locator(`[data-testid="facet-size"] a[data-value="${size.value}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('size') === size.value);
    expect(params().get('color')).not.toBeNull();
    await expect.poll(total).toBe(size.count);
    expect(size.count, 'enough results left to page through').toBeGreaterThan(DEFAULT_PAGE_SIZE);
    await expect
      .poll(() => page.getByTestId('active-filters').textContent())
      .toContain(`尺码：${size.value}`);
    // Open the other filters and a long row, to look at the whole panel.
    await page.getByText('更多筛选').click();
    await page.locator('[data-testid="facet-color"] label').click();
    await expect.poll(() => page.locator('[data-testid="facet-season"]').isVisible()).toBe(true);
    await screenshot(page, 'search-2-filtered');
  });

  it('sorts by price ascending, in the order the API gives for the same search', async () => {
    await page.locator('a[data-sort="price"]').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await expect.poll(() => page.locator('a[data-sort="price"]').getAttribute('aria-current')).toBe('true');
    // Guests get no prices, so the order is checked against the API's order for the same parameters.
    const answer = await apiAnswer(params());
    expect(answer.sort).toBe('price_asc');
    expect(answer.list.every((card) => card.price === null)).toBe(true);
    await expect.poll(cardIds).toEqual(answer.list.map((card) => card.itemId));
    await screenshot(page, 'search-3-price-ascending');
  });

  it('turns to page 2, keeping the filters and the sort', async () => {
    const first = await cardIds();
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(params().get('sort')).toBe('price_asc');
    expect(params().get('color')).not.toBeNull();
    expect(params().get('size')).not.toBeNull();
    const answer = await apiAnswer(params());
    await expect.poll(cardIds).toEqual(answer.list.map((card) => card.itemId));
    expect((await cardIds()).some((id) => first.includes(id))).toBe(false);
    await expect
      .poll(() => page.getByRole('link', { name: '第 2 页' }).getAttribute('aria-current'))
      .toBe('page');
    await screenshot(page, 'search-4-page-2');
  });

  it('clears the filters, keeping the words and the sort, back on page 1', async () => {
    await page.getByTestId('active-filters').getByRole('link', { name: '清空筛选' }).click();
    await page.waitForURL((url) => !url.searchParams.has('color'));
    expect(params().get('size')).toBeNull();
    expect(params().get('page')).toBeNull();
    expect(params().get('q')).toBe('卫衣');
    expect(params().get('sort')).toBe('price_asc');
    await expect.poll(() => page.getByTestId('active-filters').count()).toBe(0);
    await expect.poll(total).toBe((await apiAnswer(params())).total);
  });

  it('searches a word nothing has and meets the empty state with hot words', async () => {
    const box = page.getByRole('combobox', { name: '搜索商品' }).first();
    await box.fill('zqxwvjk');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zqxwvjk');
    const empty = page.getByTestId('search-empty');
    await expect.poll(() => empty.isVisible()).toBe(true);
    expect(await empty.textContent()).toContain('暂无结果');
    expect(await empty.textContent()).toContain('换个关键词试试');
    // Chinese locale: the city's hot words, each a search.
    const hot = empty.getByRole('navigation').getByRole('link');
    expect(await hot.count()).toBeGreaterThan(0);
    expect(await hot.first().getAttribute('href')).toMatch(/^\/gz\/search\/index\.html\?q=/);
    expect(await page.getByTestId('search-recommend').locator('li').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-5-empty');
  });

  it('reads on a phone: two cards a row, filters behind a toggle, no sideways scrolling', async () => {
    const phone = await newContext(browser, baseUrl, PHONE);
    const small = await phone.newPage();
    small.on('pageerror', (error) => errors.push(error.message));
    await small.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3&queryType=1&merge=1');
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const tops = await small
      .locator('[data-testid="search-results"] > li')
      .evaluateAll((items) => items.slice(0, 3).map((li) => li.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0]!);
    expect(await small.locator('[data-testid="facet-color"]').isVisible()).toBe(false);
    await screenshot(small, 'search-6-phone');
    await small.locator('label', { hasText: '筛选' }).first().click();
    await expect.poll(() => small.locator('[data-testid="facet-color"]').isVisible()).toBe(true);
    await screenshot(small, 'search-7-phone-filters');
    await phone.close();
  });

  it('filters and sets a price without scripts: every control is a link or a form', async () => {
    const plain = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, locale: 'zh-CN' });
    const bare = await plain.newPage();
    await bare.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3&queryType=1&merge=1');
    const link = bare.locator('[data-testid="facet-season"] a[data-value]').first();
    const season = await link.getAttribute('data-value');
    await bare.getByText('更多筛选').click();
    await link.click();
    await bare.waitForURL((url) => url.searchParams.get('season') === season);
    await bare.getByRole('textbox', { name: '最低价' }).fill('30');
    await bare.getByRole('textbox', { name: '最高价' }).fill('90');
    await bare.getByRole('button', { name: '确定' }).click();
    await bare.waitForURL((url) => url.searchParams.get('priceMin') === '30');
    const url = new URL(bare.url());
    expect(url.searchParams.get('priceMax')).toBe('90');
    expect(url.searchParams.get('season')).toBe(season);
    expect(url.searchParams.get('q')).toBe('卫衣');
    expect(await bare.getByTestId('active-filters').textContent()).toContain('¥30-90');
    await plain.close();
  });

  it('raised no script error and no hydration mismatch on any page', () => {
    expect(errors).toEqual([]);
  });
});
