import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 17: a reseller types the trade's words; when no item has all of them, the page says which word it
// gave up and shows the garment named, never another category.
/** The seed's women's hoodies: a category of gz where no down jacket is. */
const HOODIES = 103;

describe('a reseller searches with a word no item has alongside the garment', () => {
  const journey = useJourney();
  const titles = () => journey.page.locator('[data-testid="search-results"] h3').allTextContents();

  it('sees down jackets and a note that no 蕾丝 was found', async () => {
    await journey.page.goto('/gz');
    const box = journey.page.getByRole('combobox', { name: '搜索商品' }).first();
    await box.fill('蕾丝羽绒服');
    await box.press('Enter');
    await journey.page.waitForURL('**/gz/search/index.html?**');
    await expect
      .poll(() => journey.page.getByTestId('relaxed-search').textContent())
      .toBe('没有找到“蕾丝”的商品，为您显示“羽绒服”的结果');
    const found = await titles();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((title) => /羽绒服|面包服/.test(title))).toBe(true);
    await screenshot(journey.page, 'search-understanding-1-relaxed');
  });

  it('says so in English too, and reads on a phone', async () => {
    const phone = await openPhone(journey);
    await phone.page.goto('/en/gz/search/index.html?q=lace+down+jackets&queryType=1&merge=1');
    expect(await phone.page.getByTestId('relaxed-search').textContent()).toBe(
      'Nothing found for “lace”; showing results for “down jacket”',
    );
    expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    await screenshot(phone.page, 'search-understanding-2-phone-en');
    await phone.close();
  });

  it('finds men’s jackets whatever word order and synonym the buyer uses', async () => {
    await journey.page.goto(
      '/gz/search/index.html?q=%E7%94%B7%E5%A3%AB%E5%A4%B9%E5%85%8B&queryType=1&merge=1',
    );
    expect(await journey.page.getByTestId('relaxed-search').count()).toBe(0);
    const found = await titles();
    expect(found.length).toBeGreaterThan(0);
    // Men's, or of the style the catalogue calls unisex (中性风, "Unisex" in its English title).
    expect(found.filter((title) => !(title.includes('夹克') && /男|中性/.test(title)))).toEqual([]);
  });

  it('on an empty page is offered the relaxed words and the category they name, and reaches down jackets', async () => {
    // 蕾丝羽绒服 within hoodies finds nothing: the page offers what the words find in the whole market.
    await journey.page.goto(
      `/gz/search/index.html?q=${encodeURIComponent('蕾丝羽绒服')}&queryType=1&merge=1&vcid=${HOODIES}`,
    );
    const offers = journey.page.getByTestId('no-result-offers');
    expect(await offers.getByTestId('no-result-relaxed').locator('span').first().textContent()).toBe(
      '搜索“羽绒服”（不含“蕾丝”）',
    );
    const category = offers.getByTestId('no-result-category');
    expect(await category.locator('span').first().textContent()).toBe('逛逛“羽绒服”分类');
    await screenshot(journey.page, 'search-understanding-3-no-result');
    await category.click();
    await journey.page.waitForURL('**/gz/list/set-*.html');
    const listed = journey.page.locator('[data-testid="category-list"] h3');
    await expect.poll(() => listed.count()).toBeGreaterThan(0);
    const found = await listed.allTextContents();
    expect(found.every((title) => /羽绒服|面包服/.test(title))).toBe(true);
    await journey.page.goBack();
    await offers.getByTestId('no-result-relaxed').click();
    await journey.page.waitForURL(/q=%E7%BE%BD%E7%BB%92%E6%9C%8D/);
    await expect.poll(async () => (await titles()).length).toBeGreaterThan(0);
  });

  it('is offered them in English on a phone', async () => {
    const phone = await openPhone(journey);
    await phone.page.goto(`/en/gz/search/index.html?q=lace+down+jackets&queryType=1&merge=1&vcid=${HOODIES}`);
    const offers = phone.page.getByTestId('no-result-offers');
    expect(await offers.getByTestId('no-result-relaxed').locator('span').first().textContent()).toBe(
      'Search “down jacket” (without “lace”)',
    );
    expect(await offers.getByTestId('no-result-category').getAttribute('href')).toMatch(
      /^\/en\/gz\/list\/set-\d+-0\.html$/,
    );
    expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    await screenshot(phone.page, 'search-understanding-4-no-result-phone-en');
    await phone.close();
  });
});
