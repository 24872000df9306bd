import type { MessagePage, StallOrdersPage } from '@stallhub/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, newContext, screenshot, signInAs } from './support/browser.ts';
import { putStallItemsInPurchaseList, settleAndPay } from './support/checkout.ts';
import { useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 26 points 5 and 6: a buyer on the English site orders three items of the demo stall; the stall
// owner reads the order in Chinese on /user/stallOrders.html and ships the whole order in one action with
// one tracking number; the buyer gets one message for it and sees the order shipped.
describe('a stall owner ships a whole order in one action', () => {
  const journey = useJourney();
  let stallPage: Page;
  let orderNo: string;
  let titles: { cn: string[]; en: string[] };
  const TRACKING = 'SF2026120301';
  const DESKTOP = { width: 1366, height: 900 };
  const PHONE = { width: 390, height: 844 };

  const messagesOfOrder = async (lang = 'en') =>
    (await apiGet<MessagePage>(journey.page, `/apic/user/message/list?pageSize=50&lang=${lang}`)).list.filter(
      (m) => m.title.includes(orderNo),
    );

  beforeAll(async () => {
    const context = await newContext(journey.browser, journey.baseUrl, DESKTOP);
    stallPage = await context.newPage();
    stallPage.on('pageerror', (error) => journey.errors.push(error.message));
    await stallPage.goto('/');
    expect(await signInAs(stallPage, 'stall@demo.stallhub')).toBe(200);
  });
  afterAll(() => stallPage?.context().close());

  it('the buyer orders three items of the demo stall on the English site and pays', async () => {
    const { shop } = await apiGet<StallOrdersPage>(stallPage, '/shopc/order/list');
    expect(shop).not.toBeNull();
    await journey.page.goto('/en/');
    expect(await signInAs(journey.page, 'buyer@demo.stallhub')).toBe(200);
    await putStallItemsInPurchaseList(journey.page, shop!.shopId, { count: 3, amount: 1, lang: 'en' });
    orderNo = await settleAndPay(journey.page, '/en/user/purchase.html');
    // The buyer follows orders on the English site: the stall's updates reach them in English.
    await journey.page.goto('/en/user/orders.html');
  });

  it('the stall owner reads the English order in Chinese, grouped as one order with its three lines', async () => {
    const read = async (lang: string) =>
      (await apiGet<StallOrdersPage>(stallPage, `/shopc/order/list?lang=${lang}`)).list
        .find((order) => order.orderNo === orderNo)!
        .lines.map((line) => line.title);
    titles = { cn: await read('cn'), en: await read('en') };
    await stallPage.goto('/user/stallOrders.html');
    const card = stallPage.locator(`[data-testid="stall-order"][data-order-no="${orderNo}"]`);
    await expect.poll(() => card.getByTestId('stall-line').count()).toBe(3);
    const shown = (await card.textContent()) ?? '';
    for (const title of titles.cn) expect(shown).toContain(title);
    for (const [i, title] of titles.en.entries()) {
      if (title !== titles.cn[i]) expect(shown).not.toContain(title);
    }
    expect(await card.getByTestId('order-progress').getAttribute('data-progress')).toBe('paid');
    expect(await card.getByTestId('ship-button').textContent()).toBe('整单发货');
    await screenshot(stallPage, 'ship-order-1-stall-orders-desktop');
  });

  it('ships the whole order in one action with one tracking number, and the buyer gets one message', async () => {
    expect(await messagesOfOrder()).toEqual([]);
    const card = stallPage.locator(`[data-testid="stall-order"][data-order-no="${orderNo}"]`);
    await card.getByRole('textbox', { name: '物流单号' }).last().fill(TRACKING);
    await card.getByTestId('ship-button').click();
    await expect.poll(() => card.getByTestId('order-progress').getAttribute('data-progress')).toBe('shipped');
    const states = await card
      .getByTestId('line-state')
      .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state')));
    expect(states).toEqual(['5', '5', '5']);
    expect(await card.getByTestId('ship-answer').textContent()).toContain(TRACKING);
    expect(await card.getByTestId('all-shipped').textContent()).toBe('本单商品已全部发出');
    await screenshot(stallPage, 'ship-order-2-stall-shipped-desktop');

    const messages = await messagesOfOrder();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.title).toBe(`Order ${orderNo}: Shipped`);
    expect(messages[0]!.body).toContain(TRACKING);
    for (const title of titles.en) expect(messages[0]!.body).toContain(title);
    // Rendered when read (decision 074): the same message reads in Chinese to a Chinese reader.
    const [chinese] = await messagesOfOrder('cn');
    expect(chinese!.title).toBe(`订单 ${orderNo}：已发货`);
    for (const title of titles.cn) expect(chinese!.body).toContain(title);

    await journey.page.goto('/en/user/orders.html');
    const row = journey.page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    expect(await row.getByTestId('order-progress').textContent()).toBe('Shipped');
  });

  it('the English message centre shows the order message in English, on a desktop and on a phone', async () => {
    await journey.page.goto('/en/user/message.html');
    const item = journey.page.getByTestId('message-list').getByRole('button', { name: orderNo });
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain(`Order ${orderNo}: Shipped`);
    await item.click();
    await expect.poll(() => item.getAttribute('aria-expanded')).toBe('true');
    const shown = (await item.textContent()) ?? '';
    for (const title of titles.en) expect(shown).toContain(title);
    expect(shown).toContain(TRACKING);
    await screenshot(journey.page, 'ship-order-5-message-centre-en-desktop');
    const phone = await newContext(journey.browser, journey.baseUrl, PHONE);
    await phone.addCookies(await journey.page.context().cookies());
    const page = await phone.newPage();
    page.on('pageerror', (error) => journey.errors.push(error.message));
    await page.goto('/en/user/message.html');
    expect(
      await page.getByTestId('message-list').getByRole('button', { name: orderNo }).textContent(),
    ).toContain(`Order ${orderNo}: Shipped`);
    expect(await phoneLayoutFaults(page)).toEqual([]);
    await screenshot(page, 'ship-order-6-message-centre-en-phone');
    await phone.close();
  });

  it('the stall orders page holds on a phone, in Chinese and in English', async () => {
    const phone = await newContext(journey.browser, journey.baseUrl, PHONE);
    await phone.addCookies(await stallPage.context().cookies());
    const page = await phone.newPage();
    page.on('pageerror', (error) => journey.errors.push(error.message));
    await page.goto('/user/stallOrders.html');
    expect(await phoneLayoutFaults(page)).toEqual([]);
    await screenshot(page, 'ship-order-3-stall-orders-phone');
    await page.goto('/en/user/stallOrders.html');
    expect(await phoneLayoutFaults(page)).toEqual([]);
    const card = page.locator(`[data-testid="stall-order"][data-order-no="${orderNo}"]`);
    const shown = (await card.textContent()) ?? '';
    for (const title of titles.en) expect(shown).toContain(title);
    await screenshot(page, 'ship-order-4-stall-orders-phone-en');
    await phone.close();
    expect(journey.errors).toEqual([]);
  });
});
