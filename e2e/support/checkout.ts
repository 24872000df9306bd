import type { Page } from 'playwright-core';

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
