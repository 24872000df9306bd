import type { CartView, ItemDetail } from '@stallhub/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, openJourney, PHONE, screenshot, signInAsDemoBuyer } from './support/browser.ts';

// Issue "Buying and keeping", items 1-3: a guest adds two SKUs to the cart, signs in, and finds them in
// the account's cart, priced; the header badge counts the lines.
describe('a guest fills a cart and keeps it through sign-in', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let item: ItemDetail['item'];

  beforeAll(async () => {
    ({ browser, context, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  const apiGet = async <T>(path: string) =>
    page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;

  it('finds an item that can be bought in two colour and size combinations', async () => {
    await page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const hrefs = await page
      .locator('[data-testid="search-results"] > li h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const detail = await apiGet<ItemDetail>(`/apif/item/?vid=${href.split('/').pop()}`);
      const it = detail.item;
      const inStock = it.skus.filter((s) => !s.isLack);
      if (!it.isPreSell && it.artNo.trim() && [1, 2].includes(it.priceType) && inStock.length >= 2) {
        item = it;
        break;
      }
    }
    expect(item).toBeDefined();
  });

  async function addThroughDialog(sku: ItemDetail['item']['skus'][number], quantity: string) {
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    const dialog = page.getByTestId('add-to-cart-dialog');
    await dialog.getByRole('button', { name: sku.color, exact: true }).click();
    await dialog.getByRole('button', { name: sku.size, exact: true }).click();
    await dialog.getByRole('textbox').fill(quantity);
    await dialog.getByRole('button', { name: '加入购物车' }).click();
    await dialog.getByRole('status').waitFor();
    return dialog;
  }

  it('as a guest: the dialog asks for colour and size, then adds two SKUs and the badge counts them', async () => {
    await page.goto(`/item/${item.vid}`);
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    const dialog = page.getByTestId('add-to-cart-dialog');
    await dialog.getByRole('button', { name: '加入购物车' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('请选择颜色和尺码');
    // No price anywhere for a guest.
    expect(await dialog.textContent()).toContain('登录查看价格');
    await screenshot(page, 'cart-1-dialog-guest');
    await dialog.getByRole('button', { name: '关闭' }).click();
    const [first, second] = item.skus.filter((s) => !s.isLack);
    const open = await addThroughDialog(first!, '2');
    await screenshot(page, 'cart-2-added-guest');
    await open.getByRole('button', { name: '关闭' }).click();
    await (await addThroughDialog(second!, '3')).getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => page.locator('[data-cart-target]').first().textContent()).toContain('2');
    const userKey = (await context.cookies()).find((c) => c.name === 'user_key');
    expect(userKey?.httpOnly).toBe(true);
  });

  it('the guest cart page shows both lines with "log in to see price" and no price', async () => {
    await page.goto('/cart.html');
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(await page.getByTestId('cart-line').first().textContent()).toContain('登录查看价格');
    expect(await page.locator('main').textContent()).not.toMatch(/¥\s?\d/);
    await screenshot(page, 'cart-3-guest-cart');
  });

  it('after sign-in the same lines are in the account’s cart, priced', async () => {
    expect(await signInAsDemoBuyer(page)).toBe(200);
    const cart = await apiGet<CartView>('/apic/user/cart/list');
    const lines = cart.groups.flatMap((g) => g.lines);
    const [first, second] = item.skus.filter((s) => !s.isLack);
    expect(lines.find((l) => l.skuId === first!.id)?.amount).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.skuId === second!.id)?.amount).toBeGreaterThanOrEqual(3);
    await page.goto('/cart.html');
    expect(await page.getByTestId('cart-line').count()).toBe(lines.length);
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toMatch(/\d/);
    await screenshot(page, 'cart-4-signed-in');

    const phone = await newContext(browser, baseUrl, PHONE);
    await phone.addCookies((await context.cookies()).filter((c) => c.name !== 'NEWUSERCOUPON'));
    const phonePage = await phone.newPage();
    await phonePage.goto('/cart.html');
    await phonePage.getByTestId('cart-line').first().waitFor();
    await screenshot(phonePage, 'cart-5-signed-in-phone');
    await phonePage.goto(`/item/${item.vid}`);
    await phonePage.getByRole('button', { name: '加入购物车' }).first().click();
    await screenshot(phonePage, 'cart-6-dialog-phone');
    await phone.close();
    expect(errors).toEqual([]);
  });
});
