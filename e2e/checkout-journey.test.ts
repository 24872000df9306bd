import type { ItemDetail, OrderView, SkuEntry } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { fillAddressForm } from './support/checkout.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 16 point 1, "One buying path": a buyer orders 3 colours x 4 sizes from the grid, checks out from
// the cart with a new address, a delivery service and the new-user coupon, and pays (decision 049).
describe('a buyer checks out from the cart with a new address and the coupon, and pays', () => {
  const journey = useJourney();
  let item: ItemDetail['item'];
  let picks: SkuEntry[];
  let checkoutUrl: string;
  let orderNo: string;

  const apiGet = async <T>(path: string) =>
    journey.page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;
  const open = (sku: SkuEntry) => !sku.isLack && (sku.discountPrice ?? 0) > 0;

  it('signs in and orders 3 colours x 4 sizes of one item from the grid', async () => {
    await journey.page.goto('/gz/search/index.html?q=%E5%A5%B3%E8%A3%85');
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    for (const word of ['女装', '卫衣', '连衣裙', 'T恤', '外套']) {
      await journey.page.goto(`/gz/search/index.html?q=${encodeURIComponent(word)}`);
      const hrefs = await journey.page
        .locator('[data-testid="search-results"] > li h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) {
        const { item: candidate } = await apiGet<ItemDetail>(`/apif/item/?vid=${href.split('/').pop()}`);
        if (candidate.isPreSell || !candidate.artNo.trim() || ![1, 2].includes(candidate.priceType)) continue;
        const colors = candidate.colors
          .map((c) => candidate.skus.filter((s) => s.colorId === c.id && open(s)).slice(0, 4))
          .filter((skus) => skus.length === 4);
        if (colors.length >= 3) {
          item = candidate;
          picks = colors.slice(0, 3).flat();
          break;
        }
      }
      if (item) break;
    }
    expect(item).toBeDefined();
    await journey.page.goto(`/item/${item.vid}`);
    await journey.page.getByRole('button', { name: '加入进货车' }).first().click();
    const dialog = journey.page.getByTestId('add-to-cart-dialog');
    await dialog.getByTestId('quantity-grid').waitFor();
    for (const sku of picks) {
      await dialog.getByRole('textbox', { name: `${sku.color} / ${sku.size}` }).fill('2');
    }
    await expect.poll(() => dialog.getByTestId('grid-totals').textContent()).toContain('24 件');
    await dialog.getByRole('button', { name: '加入进货车' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('已加入进货车');
  });

  it('chooses the lines in the cart and goes to the checkout of those lines', async () => {
    await journey.page.goto('/cart.html');
    await journey.page.getByTestId('cart-line').first().waitFor();
    const bar = journey.page.getByTestId('cart-checkout-bar');
    // Only this item's lines: the others are left out of this order.
    await journey.page.getByTestId('cart-select-all').uncheck();
    const rows = journey.page.getByTestId('cart-line').filter({ hasText: item.artNo });
    expect(await rows.count()).toBe(12);
    for (const row of await rows.all()) await row.getByTestId('cart-line-select').check();
    await expect.poll(() => bar.getByTestId('cart-selected').textContent()).toContain('24 件');
    await screenshot(journey.page, 'checkout-1-cart-chosen');
    await bar.getByTestId('cart-checkout').click();
    await journey.page.waitForURL(/\/user\/checkout\.html\?source=cart&lineIds=(\d+,){11}\d+$/);
    checkoutUrl = new URL(journey.page.url()).pathname + new URL(journey.page.url()).search;
    expect(await journey.page.getByTestId('checkout-line').count()).toBe(12);
    expect(await journey.page.getByTestId('checkout-stall').count()).toBe(1);
  });

  it('adds a new address inline, picks SF and the quality check, and gets the coupon off', async () => {
    const page = journey.page;
    const addressesBefore = await page.getByTestId('checkout-address').count();
    if (!(await page.getByTestId('address-form').isVisible()))
      await page.getByTestId('checkout-add-address').click();
    await fillAddressForm(page);
    await expect.poll(() => page.getByTestId('checkout-address').count()).toBe(addressesBefore + 1);
    const chosen = page.getByTestId('checkout-address').filter({ has: page.locator('input:checked') });
    expect(await chosen.textContent()).toContain('越秀区解放南路 1 号');

    // The choices follow the server's quote: each is checked once the new quote is in.
    await page.getByRole('radio', { name: /顺丰速运/ }).click();
    await expect.poll(() => page.getByRole('radio', { name: /顺丰速运/ }).isChecked()).toBe(true);
    await page.getByTestId('checkout-quality-check').click();
    await expect.poll(() => page.getByTestId('checkout-quality-check').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('checkout-summary').textContent()).toContain('质检费');

    const claim = page.getByTestId('checkout-claim-coupon');
    if (await claim.isVisible()) await claim.click();
    await expect.poll(() => page.getByTestId('checkout-coupon').inputValue()).not.toBe('');
    // The bundle's ¥10 delivery and ¥5 quality-check parts: both fees are higher than them here.
    await expect.poll(() => page.getByTestId('checkout-discount').textContent()).toBe('−¥15.00');
    await screenshot(page, 'checkout-2-confirm-desktop');
  });

  it('on a phone the checkout fits the width', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    await phone.page.goto(checkoutUrl);
    await phone.page.getByTestId('checkout-submit').waitFor();
    expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    await screenshot(phone.page, 'checkout-3-confirm-phone');
    await phone.close();
  });

  it('submits the order and pays it; the order keeps the address, delivery and discount', async () => {
    const page = journey.page;
    const total = (await page.getByTestId('charged-amount').textContent())!;
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/user\/pay\.html\?orderNo=SH\d{18}$/);
    orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    expect(await page.getByTestId('charged-amount').textContent()).toBe(total);
    const order = await apiGet<OrderView>(`/apic/user/settled/pay_confirm?orderNo=${orderNo}`);
    expect(order).toMatchObject({ delivery: 'sf', discount: 15, pieces: 24 });
    expect(order.shipTo?.detail).toBe('越秀区解放南路 1 号');
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/pay\/checkout\?/);
    await page.getByRole('button', { name: /确认付款/ }).click();
    await page.waitForURL(/\/user\/payResult\.html\?orderNo=/);
    await expect.poll(() => page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid');
    const cart = await page.goto('/cart.html').then(() => page.locator('main').textContent());
    expect(cart).not.toContain(item.artNo);
    expect(journey.errors).toEqual([]);
  });
});
