import type { StallLinesPage } from '@stallhub/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, newContext, screenshot, signInAs } from './support/browser.ts';
import { putStallItemsInPurchaseList, settleAndPay } from './support/checkout.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 16 point 3, orders to the door: a buyer pays an order of two items of the demo stall, the stall
// owner (stall@demo.stallhub) marks one line out of stock and picks and ships the other, and the buyer
// follows it: line states, tracking number, the refund owed, the timeline and a message for each change.
describe('a buyer follows an order to the door while the stall owner moves it along', () => {
  const journey = useJourney();
  let stallPage: Page;
  let orderNo: string;
  const TRACKING = 'SF2026112701';

  /** The same page at phone width, signed in as the same person; its layout must hold. */
  async function onPhone(cookiesOf: 'buyer' | 'stall', path: string, name: string) {
    const phone = await openPhone(journey, { signedIn: cookiesOf === 'buyer' });
    if (cookiesOf === 'stall') await phone.context.addCookies(await stallPage.context().cookies());
    await phone.page.goto(path);
    expect(await phoneLayoutFaults(phone.page), path).toEqual([]);
    await screenshot(phone.page, name);
    await phone.close();
  }

  beforeAll(async () => {
    const context = await newContext(journey.browser, journey.baseUrl);
    await context.addCookies([{ name: 'NEWUSERCOUPON', value: '1', url: journey.baseUrl }]);
    stallPage = await context.newPage();
    stallPage.on('pageerror', (error) => journey.errors.push(error.message));
    await stallPage.goto('/');
    expect(await signInAs(stallPage, 'stall@demo.stallhub')).toBe(200);
  });
  afterAll(() => stallPage?.context().close());

  it('the buyer orders two items of the demo stall from the purchase list and pays through the sandbox', async () => {
    const { shop } = await apiGet<StallLinesPage>(stallPage, '/shopc/order/lines');
    expect(shop).not.toBeNull();
    await journey.page.goto('/');
    expect(await signInAs(journey.page, 'buyer@demo.stallhub')).toBe(200);
    await putStallItemsInPurchaseList(journey.page, shop!.shopId, { count: 2, amount: 2 });
    orderNo = await settleAndPay(journey.page, '/user/purchase.html');
  });

  it('the buyer finds the paid order in my orders, awaiting pick, from the user-centre menu', async () => {
    await journey.page.goto('/user/home.html');
    await journey.page.getByTestId('user-centre-menu').getByRole('link', { name: '我的订单' }).click();
    await journey.page.waitForURL(/\/user\/orders\.html$/);
    const row = journey.page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    expect(await row.getByTestId('line-state').first().getAttribute('data-state')).toBe('1');
    expect(
      await journey.page.getByTestId('user-centre-menu').getByRole('link', { name: '档口订单' }).count(),
    ).toBe(0);
    await screenshot(journey.page, 'orders-1-my-orders-paid');
  });

  it('the stall owner marks one line out of stock with a reason, and picks and ships the other', async () => {
    await stallPage.goto('/user/home.html');
    await stallPage.getByTestId('user-centre-menu').getByRole('link', { name: '档口订单' }).click();
    await stallPage.waitForURL(/\/user\/stallOrders\.html$/);
    const ours = stallPage.locator(`[data-testid="stall-line"][data-order-no="${orderNo}"]`);
    await expect.poll(() => ours.count()).toBe(2);
    await screenshot(stallPage, 'orders-2-stall-orders');
    const [first, second] = [ours.nth(0), ours.nth(1)];
    const firstId = (await first.getAttribute('data-line-id'))!;
    const secondId = (await second.getAttribute('data-line-id'))!;
    const line = (id: string) => stallPage.locator(`[data-testid="stall-line"][data-line-id="${id}"]`);
    const stateOf = (id: string) => line(id).getByTestId('line-state').getAttribute('data-state');

    await line(firstId).getByRole('button', { name: '缺货' }).click();
    await line(firstId).getByRole('combobox', { name: '缺货原因' }).selectOption({ label: '商品已下架' });
    await line(firstId).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => stateOf(firstId)).toBe('3');
    expect(await line(firstId).getByTestId('stop-reason').textContent()).toContain('商品已下架');

    await line(secondId).getByRole('button', { name: '已拿货' }).click();
    await expect.poll(() => stateOf(secondId)).toBe('4');
    await line(secondId).getByRole('button', { name: '发货' }).click();
    await line(secondId).getByRole('textbox', { name: '物流单号' }).fill(TRACKING);
    await line(secondId).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => stateOf(secondId)).toBe('5');
    expect(await line(secondId).getByTestId('line-actions').count()).toBe(0);
    await screenshot(stallPage, 'orders-3-stall-moved');
    await onPhone('stall', '/user/stallOrders.html', 'orders-4-stall-orders-phone');
  });

  it('the buyer sees each line’s state, the tracking number, the refund and the timeline', async () => {
    await journey.page.goto('/user/orders.html');
    const row = journey.page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    const states = await row
      .getByTestId('line-state')
      .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state')));
    expect(states.sort()).toEqual(['3', '5']);
    await row.getByRole('link', { name: '查看详情' }).click();
    await journey.page.waitForURL(/\/user\/order\.html\?orderNo=/);
    const lines = journey.page.getByTestId('progress-line');
    expect(await lines.count()).toBe(2);
    expect(await journey.page.getByTestId('tracking-no').textContent()).toContain(TRACKING);
    expect(await journey.page.getByTestId('stop-reason').first().textContent()).toContain('商品已下架');
    expect(await journey.page.getByTestId('refund-quota').textContent()).toMatch(
      /2 件商品未能拿货，将退回 ¥\d+\.\d{2}/,
    );
    const events = await journey.page.getByTestId('timeline-event').allTextContents();
    expect(events).toHaveLength(5);
    expect(events[0]).toContain('已发货');
    expect(events.at(-1)).toContain('订单已提交');
    await screenshot(journey.page, 'orders-5-order-detail');
    await onPhone('buyer', `/user/order.html?orderNo=${orderNo}`, 'orders-6-order-detail-phone');
    await onPhone('buyer', '/user/orders.html', 'orders-7-my-orders-phone');
  });

  it('the buyer has a message for each change in the message centre, and finds the order by stall name', async () => {
    await journey.page.goto('/user/message.html');
    const body = (await journey.page.locator('main, body').first().textContent()) ?? '';
    for (const state of ['缺货', '已拿货', '已发货']) expect(body).toContain(`订单 ${orderNo}：${state}`);
    await screenshot(journey.page, 'orders-8-messages');
    const { shop } = await apiGet<StallLinesPage>(stallPage, '/shopc/order/lines');
    await journey.page.goto(`/user/orders.html?q=${encodeURIComponent(shop!.name)}`);
    expect(await journey.page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`).count()).toBe(
      1,
    );
    await journey.page.goto(`/en/user/order.html?orderNo=${orderNo}`);
    expect(await journey.page.getByTestId('refund-quota').textContent()).toContain(
      '2 pieces could not be picked',
    );
    expect(await journey.page.getByTestId('tracking-no').textContent()).toContain(`Tracking no. ${TRACKING}`);
    await screenshot(journey.page, 'orders-9-order-detail-en');
    await journey.page.goto('/en/user/orders.html?q=no-such-words-anywhere');
    expect(await journey.page.getByTestId('orders-empty').textContent()).toContain('No order matches');
    expect(journey.errors).toEqual([]);
  });
});
