import type { ItemDetail } from '@stallhub/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, openJourney, PHONE, screenshot, signInAsDemoBuyer } from './support/browser.ts';

// Issue "Buying and keeping", item 7 (pay.html, pay/submit.html, payResult.html): a buyer adds an item to
// the purchase list, checks out, pays on the payment sandbox's page and comes back to a paid result.
describe('a buyer pays for the purchase list through the payment sandbox', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let item: ItemDetail['item'];
  let orderNo: string;

  beforeAll(async () => {
    ({ browser, context, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  const apiGet = async <T>(path: string) =>
    page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;

  /** The same page at phone width, signed in as the same buyer. */
  async function onPhone(path: string, name: string) {
    const phone = await newContext(browser, baseUrl, PHONE);
    await phone.addCookies(await context.cookies());
    const phonePage = await phone.newPage();
    await phonePage.goto(path);
    await screenshot(phonePage, name);
    await phone.close();
  }

  it('signs in and adds a buyable SKU to the purchase list from the item page', async () => {
    await page.goto('/');
    expect(await signInAsDemoBuyer(page)).toBe(200);
    await page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const hrefs = await page
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
    await page.goto(`/item/${item.vid}`);
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    const dialog = page.getByTestId('add-to-cart-dialog');
    await dialog.getByRole('button', { name: sku.color, exact: true }).click();
    await dialog.getByRole('button', { name: sku.size, exact: true }).click();
    await dialog.getByRole('textbox').fill('3');
    await dialog.getByRole('button', { name: '加入进货单' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('已加入进货单');
  });

  it('checks out from the purchase list to pay.html, which shows the order and the methods', async () => {
    await page.goto('/user/purchase.html');
    await page.getByTestId('purchase-line').first().waitFor();
    await screenshot(page, 'pay-1-purchase-list');
    await page.getByTestId('settle').click();
    await page.waitForURL(/\/user\/pay\.html\?orderNo=SH\d{18}$/);
    orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    expect(await page.getByTestId('order-no').textContent()).toContain(orderNo);
    expect(await page.getByTestId('order-line').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('body').textContent()).toContain(item.title.slice(0, 6));
    expect(await page.getByTestId('charged-amount').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    expect(await page.getByRole('radio', { name: /支付沙箱/ }).isChecked()).toBe(true);
    await screenshot(page, 'pay-2-pay-page');
    await onPhone(`/user/pay.html?orderNo=${orderNo}`, 'pay-3-pay-page-phone');
  });

  it('pays on the sandbox page and comes back to a result page that shows paid', async () => {
    const charged = (await page.getByTestId('charged-amount').textContent())!;
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/pay\/checkout\?/);
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe(charged);
    await screenshot(page, 'pay-4-sandbox-checkout');
    await page.getByRole('button', { name: /确认付款/ }).click();
    await page.waitForURL(/\/user\/payResult\.html\?orderNo=/);
    const state = page.getByTestId('payment-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('paid');
    expect(await state.textContent()).toContain('支付成功');
    await screenshot(page, 'pay-5-result-paid');
    expect(await page.locator('body').textContent()).toContain('订单金额');
    await onPhone(`/user/payResult.html?orderNo=${orderNo}`, 'pay-6-result-paid-phone');
  });

  it('the result comes from the server: a forged trade_status in the address changes nothing, and pay.html of a paid order goes to the result', async () => {
    await page.goto(`/user/payResult.html?orderNo=${orderNo}&trade_status=TRADE_CLOSED`);
    expect(await page.getByTestId('payment-state').getAttribute('data-state')).toBe('paid');
    await page.goto(`/user/pay.html?orderNo=${orderNo}`);
    await page.waitForURL(/payResult\.html/);
    expect(errors).toEqual([]);
  });

  it('in another display currency the amount is shown beside the CNY charge, in English too', async () => {
    await context.addCookies([{ name: 'currency', value: 'USD', url: baseUrl }]);
    await page.goto(`/en/user/payResult.html?orderNo=${orderNo}`);
    expect(await page.getByTestId('charged-amount').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    expect(await page.getByTestId('display-amount').textContent()).toMatch(/\$\s?\d/);
    expect(await page.getByTestId('payment-state').textContent()).toContain('Payment received');
    await screenshot(page, 'pay-7-result-paid-en-usd');
    expect(errors).toEqual([]);
  });
});
