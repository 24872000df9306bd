import type { ItemDetail, SearchPage } from '@stallhub/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiGet } from './browser.ts';

/** A delivery address typed into the address form shown on the page. */
export async function fillAddressForm(page: Page) {
  const form = page.getByTestId('address-form');
  await form.locator('input[name="name"]').fill('王芳');
  await form.locator('input[name="mobile"]').fill('13800138000');
  await form.locator('input[name="province"]').fill('广东省');
  await form.locator('input[name="city"]').fill('广州市');
  await form.locator('input[name="detail"]').fill('越秀区解放南路 1 号');
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
}

/**
 * On the checkout page: adds an address when the buyer has none, leaves the coupon unused, submits the
 * order and waits for the pay page; answers the order number.
 */
export async function confirmCheckout(page: Page): Promise<string> {
  await page.getByTestId('checkout-submit').waitFor();
  if (await page.getByTestId('address-form').isVisible()) await fillAddressForm(page);
  await page.getByTestId('checkout-address').first().waitFor();
  // The journeys share one buyer and one new-user coupon: only the checkout journey spends it.
  const none = page.getByTestId('checkout-coupon-none');
  if ((await none.isVisible()) && !(await none.isChecked())) {
    await none.check();
    await page.getByTestId('checkout-discount').waitFor({ state: 'detached' });
  }
  await page.getByTestId('checkout-submit').click();
  await page.waitForURL(/\/user\/pay\.html\?orderNo=SH\d{18}$/);
  return new URL(page.url()).searchParams.get('orderNo')!;
}

/**
 * Puts `count` buyable items of a stall in the signed-in buyer's purchase list, `amount` pieces of one
 * in-stock colour and size each (items on pre-sale, without an art number or priced otherwise left out).
 */
export async function putStallItemsInPurchaseList(
  page: Page,
  shopId: number,
  { count, amount, lang }: { count: number; amount: number; lang?: string },
) {
  const items = await apiGet<SearchPage>(
    page,
    `/apif/shop/itemlist?shopId=${shopId}&pageSize=40${lang ? `&lang=${lang}` : ''}`,
  );
  const lines: { itemId: number; colorId: number; sizeId: number; amount: number }[] = [];
  for (const card of items.list) {
    const { item } = await apiGet<ItemDetail>(page, `/apif/item/?vid=${card.vid}`);
    const sku = item.skus.find((s) => !s.isLack && (s.discountPrice ?? 0) > 0);
    if (sku && !item.isPreSell && item.artNo.trim() && [1, 2].includes(item.priceType)) {
      lines.push({ itemId: item.itemId, colorId: sku.colorId, sizeId: sku.sizeId, amount });
    }
    if (lines.length === count) break;
  }
  expect(lines).toHaveLength(count);
  const added = await page.evaluate(
    async (body) =>
      (
        await fetch('/apic/user/purchase/addAll', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { lines },
  );
  expect(added).toBe(200);
}

/**
 * From the purchase list (`/user/purchase.html` in the page's language): settles, checks out, pays in
 * the sandbox's checkout and waits until the result page says paid; answers the order number.
 */
export async function settleAndPay(page: Page, purchaseList: string): Promise<string> {
  await page.goto(purchaseList);
  await page.getByTestId('settle').click();
  const orderNo = await confirmCheckout(page);
  await page.getByTestId('pay-now').click();
  await page.waitForURL(/\/pay\/checkout\?/);
  await page.getByRole('button', { name: /确认付款|Confirm/ }).click();
  await page.waitForURL(/\/user\/payResult\.html\?orderNo=/);
  await expect.poll(() => page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid');
  return orderNo;
}
