import { createHmac } from 'node:crypto';
import { LINE_STATE } from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyableSkus, type TestSku } from '../../testing/cart-calls.ts';
import { checkOut } from '../../testing/checkout-calls.ts';
import { get, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import {
  decideOnSandbox,
  openPayingApp,
  PAYMENT_MERCHANT,
  PAYMENT_SECRET,
  type PayingApp,
} from '../../testing/payment-sandbox.ts';

// Money back for what could not be picked (issue 16 point 3; docs/decisions/056-refunds-paid-back.md): a cancelled
// line's money goes back through the provider that took the payment, as a job, exactly once.
let t: PayingApp;
let skus: TestSku[];

beforeAll(async () => {
  // Refunds run whatever LISTING_BATCH_CONCURRENCY says: 0 stops pushes to platforms only (issue 27).
  t = await openPayingApp({ JOB_POLL_MS: '50', JOB_RETRY_BASE_MS: '50', LISTING_BATCH_CONCURRENCY: '0' });
  // Two SKUs of one stall, which the demo stall owner keeps, so the stall side can move both lines.
  const candidates = await buyableSkus(t, 200);
  const shops = await t.rows<{ id: number; shop_id: number }>(sql`select id, shop_id from items`);
  const shopOf = new Map(shops.map((row) => [row.id, row.shop_id]));
  const first = candidates.find((a) =>
    candidates.some((b) => b !== a && shopOf.get(b.itemId) === shopOf.get(a.itemId)),
  )!;
  const second = candidates.find((b) => b !== first && shopOf.get(b.itemId) === shopOf.get(first.itemId))!;
  skus = [first, second];
  await t.rows(sql`delete from stall_keepers where user_id = ${t.stallUserId}`);
  await t.rows(sql`delete from stall_keepers where shop_id = ${shopOf.get(first.itemId)!}`);
  expect(await t.services.stallLines.keep(t.stallUserId, shopOf.get(first.itemId)!)).toBe(true);
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

/** The buyer pays on the sandbox's page, as a browser would. */
async function payOnSandbox(orderNo: string) {
  const started = await post(
    t.app,
    '/apic/user/payment/submit',
    { orderNo, method: 'sandbox', lang: 'en' },
    { cookies: t.buyer, headers: { host: new URL(t.appUrl).host } },
  );
  expect(started.status).toBe(200);
  await decideOnSandbox(t, started.body.data.redirectUrl, 'pay');
}

/** A paid order of two pieces of the first SKU and three of the second: its number and line ids. */
async function paidOrder(extra: Record<string, unknown> = {}) {
  await post(
    t.app,
    '/apic/user/purchase/addAll',
    { lines: [line(skus[0]!, 2), line(skus[1]!, 3)] },
    { cookies: t.buyer },
  );
  const made = await checkOut(t, t.buyer, extra);
  expect(made.status).toBe(200);
  const orderNo = made.body.data.orderNo as string;
  await payOnSandbox(orderNo);
  const lines = await t.rows<{ id: number; price_cents: number; amount: number }>(
    sql`select l.id, l.price_cents, l.amount from order_lines l join orders o on o.id = l.order_id
        where o.no = ${orderNo} order by l.id`,
  );
  const [order] = await t.rows<{ total_cents: number; status: string }>(
    sql`select total_cents, status from orders where no = ${orderNo}`,
  );
  expect(order!.status).toBe('paid');
  return { orderNo, lines, totalCents: order!.total_cents };
}

const cancel = (lineId: number, cookies = t.buyer) =>
  post(t.app, '/apic/user/order/line/cancel', { lineId }, { cookies });
const detail = (orderNo: string) =>
  get(t.app, `/apic/user/order/detail?orderNo=${orderNo}&lang=en`, { cookies: t.buyer });

/** Waits for the refund worker to settle the order's refunds; answers them. */
async function settledRefunds(orderNo: string, expected: number) {
  for (let tries = 0; tries < 200; tries++) {
    const rows = await t.rows<{ line_id: number; status: string; amount_cents: number }>(
      sql`select r.line_id, r.status, r.amount_cents from refunds r join orders o on o.id = r.order_id
          where o.no = ${orderNo} order by r.id`,
    );
    if (rows.length === expected && rows.every((row) => row.status !== 'pending')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`refunds of ${orderNo} did not settle`);
}

/** What the sandbox says about a trade's refunds: a repeated refund number there is the same refund. */
async function refundOnSandbox(paymentNo: string, requestNo: string, amount: string) {
  const body = JSON.stringify({
    merchant_id: PAYMENT_MERCHANT,
    out_trade_no: paymentNo,
    out_request_no: requestNo,
    refund_amount: amount,
  });
  const response = await fetch(`${t.sandbox.baseUrl}/pay/refund`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', PAYMENT_SECRET).update(body).digest('hex'),
    },
    body,
  });
  return (await response.json()) as { code: string; sub_code?: string };
}

describe('a line the buyer cancels is refunded through the provider that took the payment, even with LISTING_BATCH_CONCURRENCY=0', () => {
  it('pays back the line’s goods, tells the buyer, and shows it on the order', async () => {
    const { orderNo, lines } = await paidOrder();
    const first = lines[0]!;
    const cancelled = await cancel(first.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      state: LINE_STATE.cancelled,
      refund: { amount: (first.price_cents * first.amount) / 100 },
    });
    const [refund] = await settledRefunds(orderNo, 1);
    expect(refund).toMatchObject({
      line_id: first.id,
      status: 'refunded',
      amount_cents: first.price_cents * first.amount,
    });

    const view = (await detail(orderNo)).body.data;
    const shown = view.stalls
      .flatMap((s: { lines: unknown[] }) => s.lines)
      .find((l: { lineId: number }) => l.lineId === first.id);
    expect(shown.refund).toEqual({ state: 'refunded', amount: (first.price_cents * first.amount) / 100 });
    expect(view.refund.refunded).toBe((first.price_cents * first.amount) / 100);
    expect(view.events[0]).toMatchObject({ kind: 'refunded', lineId: first.id });
    // The refund's message reads in the language the buyer reads their message centre in (decision 074).
    for (const lang of ['en', 'cn'] as const) {
      const centre = await get(t.app, `/apic/user/message/list?pageSize=1&lang=${lang}`, {
        cookies: t.buyer,
      });
      expect(centre.body.data.list[0].title).toBe(
        serverMessage(lang, 'orderProgress.refundedTitle', { orderNo }),
      );
    }
  });

  it('pays back everything that was paid, delivery and quality check too, when every line is cancelled', async () => {
    const { orderNo, lines, totalCents } = await paidOrder({ qualityCheck: true });
    for (const each of lines) expect((await cancel(each.id)).status).toBe(200);
    const refunds = await settledRefunds(orderNo, lines.length);
    expect(refunds.every((r) => r.status === 'refunded')).toBe(true);
    expect(refunds.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(totalCents);
  });

  it('refunds a line once when ten cancels race (one 200, nine 409)', async () => {
    const { orderNo, lines } = await paidOrder();
    const answers = await parallel(10, () => cancel(lines[1]!.id));
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    const refunds = await settledRefunds(orderNo, 1);
    expect(refunds).toHaveLength(1);
  });

  it('refuses to cancel a line the stall has started on (409), and another buyer’s line answers 404', async () => {
    const { lines } = await paidOrder();
    const moved = await post(
      t.app,
      '/shopc/order/line/move',
      { lineId: lines[0]!.id, action: 'startPicking' },
      { cookies: t.stall },
    );
    expect(moved.status).toBe(200);
    const refused = await cancel(lines[0]!.id);
    expect(refused.status).toBe(409);
    expect(await cancel(lines[1]!.id, t.stall)).toMatchObject({ status: 404 });
    const [state] = await t.rows<{ state: number }>(
      sql`select state from order_lines where id = ${lines[1]!.id}`,
    );
    expect(state!.state).toBe(LINE_STATE.awaitingPick);
  });

  it('refunds a line the stall cancels after it ran out of stock, and lets the buyer cancel one that ran out', async () => {
    const { orderNo, lines } = await paidOrder();
    const move = (payload: object) => post(t.app, '/shopc/order/line/move', payload, { cookies: t.stall });
    expect((await move({ lineId: lines[0]!.id, action: 'stop', stopReason: 1 })).status).toBe(200);
    expect((await move({ lineId: lines[0]!.id, action: 'cancel' })).status).toBe(200);
    expect((await move({ lineId: lines[1]!.id, action: 'stop', stopReason: 2 })).status).toBe(200);
    expect((await cancel(lines[1]!.id)).status).toBe(200);
    const refunds = await settledRefunds(orderNo, 2);
    expect(refunds.map((r) => r.status)).toEqual(['refunded', 'refunded']);
  });
});

describe('the sandbox gateway pays back at most what was paid, once per refund number', () => {
  it('answers a repeated refund number with the same refund and refuses more than the trade', async () => {
    const { orderNo, lines } = await paidOrder();
    expect((await cancel(lines[0]!.id)).status).toBe(200);
    await settledRefunds(orderNo, 1);
    const [paid] = await t.rows<{
      payment_no: string;
      refund_no: string;
      amount_cents: number;
      total_cents: number;
    }>(
      sql`select p.no as payment_no, r.no as refund_no, r.amount_cents, o.total_cents
          from refunds r join payments p on p.id = r.payment_id join orders o on o.id = r.order_id
          where o.no = ${orderNo}`,
    );
    const again = await refundOnSandbox(
      paid!.payment_no,
      paid!.refund_no,
      (paid!.amount_cents / 100).toFixed(2),
    );
    expect(again.code).toBe('10000');
    const tooMuch = await refundOnSandbox(paid!.payment_no, 'RF-extra', (paid!.total_cents / 100).toFixed(2));
    expect(tooMuch).toMatchObject({ code: '40004', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
  });
});

describe('a stall reports only its own stop reasons', () => {
  it('refuses 11-15, which a picker at the market finds, with a message naming the field', async () => {
    const { lines } = await paidOrder();
    const refused = await post(
      t.app,
      '/shopc/order/line/move',
      { lineId: lines[0]!.id, action: 'stop', stopReason: 11 },
      { cookies: t.stall },
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('stopReason');
  });
});

describe('the stall sees where a line ships', () => {
  it('gives each paid line the address the order keeps', async () => {
    const { orderNo } = await paidOrder();
    const page = await get(t.app, '/shopc/order/lines', { cookies: t.stall });
    const mine = page.body.data.list.find((l: { orderNo: string }) => l.orderNo === orderNo);
    expect(mine.shipTo).toMatchObject({
      name: expect.any(String),
      mobile: expect.any(String),
      detail: expect.any(String),
    });
  });
});
