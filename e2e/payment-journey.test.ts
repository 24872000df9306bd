import type { ItemDetail } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { confirmCheckout } from './support/checkout.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue "Buying and keeping", item 7 (pay.html, pay/submit.html, payResult.html): a buyer adds an item to
// the purchase list, checks out, pays on the payment sandbox's page and comes back to a paid result.
describe('a buyer pays for the purchase list through the payment sandbox', () => {
  const journey = useJourney();
  let item: ItemDetail['item'];
  let orderNo: string;

  const apiGet = async <T>(path: string) =>
    journey.page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;

  /** The same page at phone width, signed in as the same buyer. */
  async function onPhone(path: string, name: string) {
    const phone = await openPhone(journey, { signedIn: true });
    const phonePage = phone.page;
    await phonePage.goto(path);
    expect(await phoneLayoutFaults(phonePage), path).toEqual([]);
    await screenshot(phonePage, name);
    await phone.close();
  }

  it('signs in and adds a buyable SKU to the purchase list from the item page', async () => {
    await journey.page.goto('/');
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const hrefs = await journey.page
      .locator('[data-testid="search-results"] > li h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const { item: candidate } = await apiGet<ItemDetail>(`/apif/item/?vid=${href.split('/').pop()}`);
      const buyable = candidate.skus.some((s) => !s.isLack && (s.discountPrice ?? 0) > 0);
      if (!candidate.isPreSell && candidate.artNo.trim() && [1, 2].includes(candidate.priceType) && buyable) {
        item = candidate;
        break;
      }
    }
    expect(item).toBeDefined();
    const sku = item.skus.find((s) => !s.isLack && (s.discountPrice ?? 0) > 0)!;
    await journey.page.goto(`/item/${item.vid}`);
    await journey.page.getByRole('button', { name: '加入进货车' }).first().click();
    const dialog = journey.page.getByTestId('add-to-cart-dialog');
    await dialog.getByRole('textbox', { name: `${sku.color} / ${sku.size}` }).fill('3');
    await dialog.getByRole('button', { name: '加入进货单' }).click();
    // The dialog closes and says so with a toast (issue 26 point 9d).
    await expect.poll(() => journey.page.getByTestId('added-toast').textContent()).toContain('已加入进货单');
    expect(await dialog.count()).toBe(0);
  });

  it('checks out from the purchase list to pay.html, which shows the order and the methods', async () => {
    await journey.page.goto('/user/purchase.html');
    await journey.page.getByTestId('purchase-line').first().waitFor();
    await screenshot(journey.page, 'pay-1-purchase-list');
    await journey.page.getByTestId('settle').click();
    await journey.page.waitForURL(/\/user\/checkout\.html\?source=purchase&lineIds=/);
    orderNo = await confirmCheckout(journey.page);
    expect(await journey.page.getByTestId('order-no').textContent()).toContain(orderNo);
    expect(await journey.page.getByTestId('order-line').count()).toBeGreaterThanOrEqual(1);
    expect(await journey.page.locator('body').textContent()).toContain(item.title.slice(0, 6));
    expect(await journey.page.getByTestId('charged-amount').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    expect(await journey.page.getByRole('radio', { name: /支付沙箱/ }).isChecked()).toBe(true);
    await screenshot(journey.page, 'pay-2-pay-page');
    await onPhone(`/user/pay.html?orderNo=${orderNo}`, 'pay-3-pay-page-phone');
  });

  it('pays on the sandbox page and comes back to a result page that shows paid', async () => {
    const charged = (await journey.page.getByTestId('charged-amount').textContent())!;
    await journey.page.getByTestId('pay-now').click();
    await journey.page.waitForURL(/\/pay\/checkout\?/);
    expect(await journey.page.getByTestId('sandbox-amount').textContent()).toBe(charged);
    await screenshot(journey.page, 'pay-4-sandbox-checkout');
    await journey.page.getByRole('button', { name: /确认付款/ }).click();
    await journey.page.waitForURL(/\/user\/payResult\.html\?orderNo=/);
    const state = journey.page.getByTestId('payment-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('paid');
    expect(await state.textContent()).toContain('支付成功');
    await screenshot(journey.page, 'pay-5-result-paid');
    expect(await journey.page.locator('body').textContent()).toContain('订单金额');
    await onPhone(`/user/payResult.html?orderNo=${orderNo}`, 'pay-6-result-paid-phone');
  });

  it('the result comes from the server: a forged trade_status in the address changes nothing, and pay.html of a paid order goes to the result', async () => {
    await journey.page.goto(`/user/payResult.html?orderNo=${orderNo}&trade_status=TRADE_CLOSED`);
    expect(await journey.page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid');
    await journey.page.goto(`/user/pay.html?orderNo=${orderNo}`);
    await journey.page.waitForURL(/payResult\.html/);
    expect(journey.errors).toEqual([]);
  });

  it('in another display currency the amount is shown beside the CNY charge, in English too', async () => {
    await journey.context.addCookies([{ name: 'currency', value: 'USD', url: journey.baseUrl }]);
    await journey.page.goto(`/en/user/payResult.html?orderNo=${orderNo}`);
    expect(await journey.page.getByTestId('charged-amount').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    expect(await journey.page.getByTestId('display-amount').textContent()).toMatch(/\$\s?\d/);
    expect(await journey.page.getByTestId('payment-state').textContent()).toContain('Payment received');
    expect(await journey.page.getByTestId('charged-in-yuan').textContent()).toContain(
      'charged in Chinese yuan',
    );
    await screenshot(journey.page, 'pay-7-result-paid-en-usd');
    // The orders say it too: every amount in yuan with its dollars beside it, and why.
    await journey.page.goto(`/en/user/order.html?orderNo=${orderNo}`);
    const total = journey.page.locator(
      '[data-testid="order-money"] [data-money], [data-testid="order-money"] dd',
    );
    expect(await total.last().textContent()).toMatch(/^¥[\d,]+\.\d{2}≈ \$[\d,]+\.\d{2}$/);
    expect(await journey.page.getByTestId('charged-in-yuan').isVisible()).toBe(true);
    await journey.page.goto('/en/user/orders.html');
    expect(await journey.page.getByTestId('charged-in-yuan').isVisible()).toBe(true);
    expect(journey.errors).toEqual([]);
  });
});
