import type { CartView, ItemDetail } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue "Buying and keeping", items 1-3: a guest adds two SKUs to the cart, signs in, and finds them in
// the account's cart, priced; the header badge counts the lines.
describe('a guest fills a cart and keeps it through sign-in', () => {
  const journey = useJourney();
  let item: ItemDetail['item'];

  const apiGet = async <T>(path: string) =>
    journey.page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;

  it('finds an item that can be bought in two colour and size combinations', async () => {
    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const hrefs = await journey.page
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
    await journey.page.getByRole('button', { name: '加入进货车' }).first().click();
    const dialog = journey.page.getByTestId('add-to-cart-dialog');
    await dialog.getByRole('textbox', { name: `${sku.color} / ${sku.size}` }).fill(quantity);
    await dialog.getByRole('button', { name: '加入进货车' }).click();
    // Added, the dialog closes and a toast says so (issue 26 point 9d).
    await journey.page.getByTestId('added-toast').waitFor();
    await dialog.waitFor({ state: 'detached' });
  }

  it('as a guest: the dialog asks for a quantity, then adds two SKUs and the badge counts them', async () => {
    await journey.page.goto(`/item/${item.vid}`);
    await journey.page.getByRole('button', { name: '加入进货车' }).first().click();
    const dialog = journey.page.getByTestId('add-to-cart-dialog');
    await dialog.getByRole('button', { name: '加入进货车' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('请至少为一个颜色和尺码填写数量');
    // No price anywhere for a guest.
    expect(await dialog.textContent()).toContain('登录查看价格');
    await screenshot(journey.page, 'cart-1-dialog-guest');
    await dialog.getByRole('button', { name: '关闭' }).click();
    const [first, second] = item.skus.filter((s) => !s.isLack);
    await addThroughDialog(first!, '2');
    await screenshot(journey.page, 'cart-2-added-guest');
    await addThroughDialog(second!, '3');
    await expect.poll(() => journey.page.locator('[data-cart-target]').first().textContent()).toContain('2');
    const userKey = (await journey.context.cookies()).find((c) => c.name === 'user_key');
    expect(userKey?.httpOnly).toBe(true);
  });

  it('the guest cart page shows both lines with "log in to see price" and no price', async () => {
    await journey.page.goto('/cart.html');
    expect(await journey.page.getByTestId('cart-line').count()).toBe(2);
    expect(await journey.page.getByTestId('cart-line').first().textContent()).toContain('登录查看价格');
    expect(await journey.page.locator('main').textContent()).not.toMatch(/¥\s?\d/);
    await screenshot(journey.page, 'cart-3-guest-cart');
  });

  it('after sign-in the same lines are in the account’s cart, priced', async () => {
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    const cart = await apiGet<CartView>('/apic/user/cart/list');
    const lines = cart.groups.flatMap((g) => g.lines);
    const [first, second] = item.skus.filter((s) => !s.isLack);
    expect(lines.find((l) => l.skuId === first!.id)?.amount).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.skuId === second!.id)?.amount).toBeGreaterThanOrEqual(3);
    await journey.page.goto('/cart.html');
    expect(await journey.page.getByTestId('cart-line').count()).toBe(lines.length);
    await expect.poll(() => journey.page.getByTestId('cart-total').textContent()).toMatch(/\d/);
    await screenshot(journey.page, 'cart-4-signed-in');

    const phone = await openPhone(journey, { signedIn: true });
    const phonePage = phone.page;
    await phonePage.goto('/cart.html');
    await phonePage.getByTestId('cart-line').first().waitFor();
    expect(await phoneLayoutFaults(phonePage)).toEqual([]);
    await screenshot(phonePage, 'cart-5-signed-in-phone');
    await phonePage.goto(`/item/${item.vid}`);
    expect(await phoneLayoutFaults(phonePage)).toEqual([]);
    await phonePage.getByRole('button', { name: '加入进货车' }).first().click();
    await phonePage.getByTestId('add-to-cart-dialog').waitFor();
    expect(await phoneLayoutFaults(phonePage)).toEqual([]);
    await screenshot(phonePage, 'cart-6-dialog-phone');
    await phone.close();
    expect(journey.errors).toEqual([]);
  });
});
