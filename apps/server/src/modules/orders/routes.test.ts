import { createHmac } from 'node:crypto';
import { CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyableSkus, type TestSku } from '../../testing/cart-calls.ts';
import { addressIdOf, checkOut } from '../../testing/checkout-calls.ts';
import { get, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import {
  decideOnSandbox,
  openPayingApp,
  PAYMENT_MERCHANT,
  PAYMENT_SECRET,
  type PayingApp,
} from '../../testing/payment-sandbox.ts';

// Paying the purchase list (spec 3 §2 pay.html, pay/submit.html, payResult.html; §7 "Payment"), through
// the payment adapter and the platform sandbox's gateway (docs/decisions/023-payments.md).
let t: PayingApp;
let skus: TestSku[];

beforeAll(async () => {
  t = await openPayingApp();
  skus = await buyableSkus(t, 3);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.rows(sql`delete from purchase_lines`);
});

const line = (sku: TestSku, amount: number) => ({
  itemId: sku.itemId,
  colorId: sku.colorId,
  sizeId: sku.sizeId,
  amount,
});

/** Two lines in the buyer's purchase list, then the order: answers its number and total. */
async function orderOf(cookies = t.buyer) {
  await post(
    t.app,
    '/apic/user/purchase/addAll',
    { lines: [line(skus[0]!, 2), line(skus[1]!, 3)] },
    { cookies },
  );
  const made = await checkOut(t, cookies);
  expect(made.status).toBe(200);
  return made.body.data as { orderNo: string; total: number };
}

const view = (orderNo: string, cookies = t.buyer) =>
  get(t.app, `/apic/user/settled/pay_confirm?orderNo=${orderNo}`, { cookies });

/** Submits the order as the page does (from the app's own address) and answers the sandbox's address. */
async function submit(orderNo: string, cookies = t.buyer) {
  return post(
    t.app,
    '/apic/user/payment/submit',
    { orderNo, method: 'sandbox', lang: 'en' },
    { cookies, headers: { host: new URL(t.appUrl).host } },
  );
}

const decide = (redirectUrl: string, decision: 'pay' | 'cancel') => decideOnSandbox(t, redirectUrl, decision);

/** A notification as the gateway would send it, signed with `secret`. */
function notification(fields: Record<string, string>, secret = PAYMENT_SECRET) {
  const body = JSON.stringify({
    merchant_id: PAYMENT_MERCHANT,
    trade_no: 'SBX-test',
    currency: 'CNY',
    trade_status: 'TRADE_SUCCESS',
    gmt_payment: new Date().toISOString(),
    ...fields,
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/apic/payment/notify',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  });
}

async function pendingPayment(orderNo: string) {
  const started = await submit(orderNo);
  const url = new URL(started.body.data.redirectUrl);
  return {
    url,
    paymentNo: url.searchParams.get('out_trade_no')!,
    amount: url.searchParams.get('total_amount')!,
  };
}

describe('the payment pages need a signed-in buyer (spec 3 §2 "all requiring login")', () => {
  it('answers 401 to a guest on every payment call', async () => {
    expect((await post(t.app, '/apic/user/payConfirmPost', {})).status).toBe(401);
    expect((await get(t.app, '/apic/user/settled/pay_confirm?orderNo=SH202611220000000000')).status).toBe(
      401,
    );
    expect(
      (await post(t.app, '/apic/user/payment/submit', { orderNo: 'SH202611220000000000', method: 'sandbox' }))
        .status,
    ).toBe(401);
  });
});

describe('the purchase list becomes an order (one transaction, amounts from the SKUs)', () => {
  it('totals the current SKU prices, takes the lines out of the purchase list, and starts pending', async () => {
    await post(
      t.app,
      '/apic/user/purchase/addAll',
      { lines: [line(skus[0]!, 2), line(skus[1]!, 3)] },
      { cookies: t.buyer },
    );
    // The price changes after the add: the order is charged at the price of the moment it is made.
    await t.rows(sql`update skus set price = 12.34 where id = ${skus[0]!.skuId}`);
    const made = await checkOut(t, t.buyer, { total: 0.01 });
    expect(made.status).toBe(200);
    const goods = Math.round(1234 * 2 + Math.round(skus[1]!.price * 100) * 3) / 100;
    const order0 = await view(made.body.data.orderNo);
    const expected = Math.round((goods + order0.body.data.deliveryFee) * 100) / 100;
    expect(order0.body.data.goods).toBe(goods);
    expect(made.body.data.total).toBe(expected);
    const order = await view(made.body.data.orderNo);
    expect(order.body.data).toMatchObject({
      state: 'pending',
      total: expected,
      pieces: 5,
      methods: ['sandbox'],
    });
    expect(order.body.data.lines).toHaveLength(2);
    const list = await get(t.app, '/apic/user/purchase/list', { cookies: t.buyer });
    expect(list.body.data.lines).toEqual([]);
  });

  it('refuses an empty purchase list with 400', async () => {
    const made = await checkOut(t, t.buyer);
    expect(made.status).toBe(400);
  });

  it('leaves lines that cannot be bought now in the purchase list', async () => {
    await t.rows(sql`update skus set is_lack = true where id = ${skus[2]!.skuId}`);
    await post(t.app, '/apic/user/purchase/addAll', { lines: [line(skus[0]!, 1)] }, { cookies: t.buyer });
    await t.rows(sql`insert into purchase_lines (user_id, item_id, sku_id, amount)
      select user_id, ${skus[2]!.itemId}, ${skus[2]!.skuId}, 1 from purchase_lines limit 1`);
    const made = await checkOut(t, t.buyer);
    expect((await view(made.body.data.orderNo)).body.data.lines).toHaveLength(1);
    const list = await get(t.app, '/apic/user/purchase/list', { cookies: t.buyer });
    expect(list.body.data.lines.map((l: { skuId: number }) => l.skuId)).toEqual([skus[2]!.skuId]);
    await t.rows(sql`update skus set is_lack = false where id = ${skus[2]!.skuId}`);
  });

  it('makes one order of the same lines when the settle button is pressed 20 times at once; the rest find nothing to pay', async () => {
    const lines = skus.map((sku) => line(sku, 1));
    await post(t.app, '/apic/user/purchase/addAll', { lines }, { cookies: t.buyer });
    const [before] = await t.rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    await addressIdOf(t, t.buyer);
    const answers = await parallel(20, () => checkOut(t, t.buyer));
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, [CODE.badRequest]: 19 });
    const [after] = await t.rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(after!.n - before!.n).toBe(1);
    const made = answers.find((a) => a.body.code === CODE.ok)!.body.data.orderNo;
    expect((await view(made)).body.data.lines).toHaveLength(lines.length);
  });
});

describe("ownership: another buyer's order is refused", () => {
  it('answers 404 to another buyer reading or paying the order', async () => {
    const { orderNo } = await orderOf();
    expect((await view(orderNo, t.stall)).status).toBe(404);
    expect((await submit(orderNo, t.stall)).status).toBe(404);
    expect((await view(orderNo)).status).toBe(200);
  });
});

describe('paying through the sandbox gateway', () => {
  it("sends the buyer to the gateway with a signed request of the server's amount; a second submit reuses the trade", async () => {
    const { orderNo, total } = await orderOf();
    const first = await pendingPayment(orderNo);
    expect(first.url.origin).toBe(t.sandbox.baseUrl);
    expect(first.amount).toBe(total.toFixed(2));
    expect(first.url.searchParams.get('passback_params')).toBe(orderNo);
    expect(first.url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    expect((await pendingPayment(orderNo)).paymentNo).toBe(first.paymentNo);
  });

  it('20 submits of one order at once start one trade and send every one to it', async () => {
    const { orderNo } = await orderOf();
    const answers = await parallel(20, () => submit(orderNo));
    expect(tally(answers)).toEqual({ [CODE.ok]: 20 });
    expect(new Set(answers.map((a) => a.body.data.redirectUrl)).size).toBe(1);
    const payments = await t.rows<{ n: number }>(sql`select count(*)::int as n from payments p
      join orders o on o.id = p.order_id where o.no = ${orderNo}`);
    expect(payments[0]!.n).toBe(1);
  });

  it('pay on the sandbox page: it notifies the server, which marks the order paid, then sends the buyer back', async () => {
    const { orderNo } = await orderOf();
    const { url } = await pendingPayment(orderNo);
    const back = await decide(url.href, 'pay');
    expect(back.startsWith(`${t.appUrl}/en/user/payResult.html?orderNo=${orderNo}`)).toBe(true);
    const order = await view(orderNo);
    expect(order.body.data.state).toBe('paid');
    expect(order.body.data.paidAt).not.toBeNull();
    // Paid: paying again is refused here, and the gateway will not take the same trade twice.
    expect((await submit(orderNo)).status).toBe(409);
    expect(await (await fetch(url.href)).text()).toContain('already paid');
  });

  it('cancel on the sandbox page marks the attempt failed; paying again starts a new trade', async () => {
    const { orderNo } = await orderOf();
    const first = await pendingPayment(orderNo);
    await decide(first.url.href, 'cancel');
    expect((await view(orderNo)).body.data.state).toBe('failed');
    const second = await pendingPayment(orderNo);
    expect(second.paymentNo).not.toBe(first.paymentNo);
    await decide(second.url.href, 'pay');
    expect((await view(orderNo)).body.data.state).toBe('paid');
  });

  it('the sandbox refuses a checkout whose amount was altered on the way', async () => {
    const { orderNo } = await orderOf();
    const { url } = await pendingPayment(orderNo);
    url.searchParams.set('total_amount', '0.01');
    expect((await fetch(url.href)).status).toBe(400);
  });
});

describe('the signed notification (HMAC over the body; signature, amount and order checked; idempotent)', () => {
  it('refuses a notification with a wrong signature and leaves the order unpaid', async () => {
    const { orderNo } = await orderOf();
    const { paymentNo, amount } = await pendingPayment(orderNo);
    const forged = await notification(
      { out_trade_no: paymentNo, passback_params: orderNo, total_amount: amount },
      'not-the-shared-secret-at-all-not-at-all',
    );
    expect(forged.statusCode).toBe(400);
    expect((await view(orderNo)).body.data.state).toBe('pending');
  });

  it('refuses a notification whose amount differs from the payment', async () => {
    const { orderNo } = await orderOf();
    const { paymentNo } = await pendingPayment(orderNo);
    const wrong = await notification({
      out_trade_no: paymentNo,
      passback_params: orderNo,
      total_amount: '0.01',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await view(orderNo)).body.data.state).toBe('pending');
  });

  it("refuses a notification naming another order than the payment's", async () => {
    const mine = await orderOf();
    const theirs = await orderOf(t.stall);
    const { paymentNo, amount } = await pendingPayment(mine.orderNo);
    const crossed = await notification({
      out_trade_no: paymentNo,
      passback_params: theirs.orderNo,
      total_amount: amount,
    });
    expect(crossed.statusCode).toBe(400);
    expect((await view(mine.orderNo)).body.data.state).toBe('pending');
    expect((await view(theirs.orderNo, t.stall)).body.data.state).toBe('pending');
  });

  it('20 repeated notifications, in parallel, pay the order once and are each acknowledged', async () => {
    const { orderNo } = await orderOf();
    const { paymentNo, amount } = await pendingPayment(orderNo);
    const fields = { out_trade_no: paymentNo, passback_params: orderNo, total_amount: amount };
    const answers = await Promise.all(Array.from({ length: 20 }, () => notification(fields)));
    expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(Array(20).fill('200 success'));
    const paidAt = (await view(orderNo)).body.data.paidAt;
    const again = await notification(fields);
    expect(again.body).toBe('success');
    expect((await view(orderNo)).body.data).toMatchObject({ state: 'paid', paidAt });
    const rows = await t.rows<{ status: string }>(sql`
      select p.status from payments p join orders o on o.id = p.order_id where o.no = ${orderNo}`);
    expect(rows).toEqual([{ status: 'paid' }]);
  });

  it('a late "closed" notification after payment does not unpay the order', async () => {
    const { orderNo } = await orderOf();
    const { paymentNo, amount } = await pendingPayment(orderNo);
    const fields = { out_trade_no: paymentNo, passback_params: orderNo, total_amount: amount };
    await notification(fields);
    expect((await notification({ ...fields, trade_status: 'TRADE_CLOSED' })).body).toBe('success');
    expect((await view(orderNo)).body.data.state).toBe('paid');
  });
});
