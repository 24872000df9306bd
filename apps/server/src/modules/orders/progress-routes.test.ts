import { CODE, LINE_STATE, STALL_STOP_REASONS, STOP_REASONS } from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkOut } from '../../testing/checkout-calls.ts';
import { get, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Orders to the door (issue 16 point 3, spec 3 §4 "Stock and shipping status helper", §7
// queryRefundWithoutReasonQuota; docs/decisions/050-orders-to-the-door.md).
const t = suiteFixture(openSignedInSeededApp);

interface Sku {
  itemId: number;
  colorId: number;
  sizeId: number;
  shopId: number;
  title: string;
}
/** Two buyable items of the stall the demo stall owner keeps, and one of another stall. */
let mine: Sku[];
let theirs: Sku;
let shopName: string;

beforeAll(async () => {
  const skus = await t.rows<Sku>(sql`
    select distinct on (i.id) i.id as "itemId", s.color_id as "colorId", s.size_id as "sizeId",
      i.shop_id as "shopId", i.title
    from items i join skus s on s.item_id = i.id
    where i.status = 1 and not i.is_pre_sell and i.art_no <> '' and i.price_type in (1, 2) and s.price > 0
      and s.stock > 10
    order by i.id, s.id`);
  const byShop = new Map<number, Sku[]>();
  for (const sku of skus) byShop.set(sku.shopId, [...(byShop.get(sku.shopId) ?? []), sku]);
  const [shopId, kept] = [...byShop].find(([, list]) => list.length >= 2)!;
  mine = kept.slice(0, 2);
  theirs = skus.find((sku) => sku.shopId !== shopId)!;
  expect(await t.services.stallLines.keep(t.stallUserId, shopId)).toBe(true);
  const [shop] = await t.rows<{ name: string }>(sql`select name from stalls where id = ${shopId}`);
  shopName = shop!.name;
});
beforeEach(async () => {
  await t.rows(sql`delete from purchase_lines`);
});

/** An order of the given SKUs (one piece each, two of the first) from the purchase list, paid unless asked. */
async function orderOf(skus: Sku[], options: { cookies?: Record<string, string>; paid?: boolean } = {}) {
  const cookies = options.cookies ?? t.buyer;
  const lines = skus.map((sku, i) => ({
    itemId: sku.itemId,
    colorId: sku.colorId,
    sizeId: sku.sizeId,
    amount: i === 0 ? 2 : 1,
  }));
  expect((await post(t.app, '/apic/user/purchase/addAll', { lines }, { cookies })).status).toBe(200);
  const made = await checkOut(t, cookies);
  expect(made.status).toBe(200);
  const orderNo = made.body.data.orderNo as string;
  // The payment itself is decision 023's (orders/routes.test.ts); here the provider's notice is taken as read.
  if (options.paid !== false) {
    await t.rows(sql`update orders set status = 'paid', paid_at = now() where no = ${orderNo}`);
  }
  const ids = await t.rows<{ id: number; item_id: number }>(
    sql`select l.id, l.item_id from order_lines l join orders o on o.id = l.order_id where o.no = ${orderNo} order by l.id`,
  );
  const lineOf = (sku: Sku) => ids.find((row) => row.item_id === sku.itemId)!.id;
  return { orderNo, lineOf };
}

const stallLines = (query = '', cookies = t.stall) => get(t.app, `/shopc/order/lines${query}`, { cookies });
const move = (payload: object, cookies = t.stall) =>
  post(t.app, '/shopc/order/line/move', payload, { cookies });
const detail = (orderNo: string, cookies = t.buyer, lang = 'cn') =>
  get(t.app, `/apic/user/order/detail?orderNo=${orderNo}&lang=${lang}`, { cookies });
const stateOf = async (lineId: number) =>
  (await t.rows<{ state: number }>(sql`select state from order_lines where id = ${lineId}`))[0]!.state;
/** The buyer's messages as their message centre reads them in `lang` (decision 074), the newest first. */
const messagesOf = async (lang = 'cn') => {
  const { body } = await get(t.app, `/apic/user/message/list?pageSize=100&lang=${lang}`, {
    cookies: t.buyer,
  });
  return body.data as { total: number; list: { title: string; body: string }[] };
};

describe('the stall side', () => {
  it('shows the stall owner the paid lines of their stall only, and no unpaid order', async () => {
    const unpaid = await orderOf([mine[0]!], { paid: false });
    const paid = await orderOf([mine[0]!, mine[1]!, theirs]);
    const { status, body } = await stallLines('?pageSize=100');
    expect(status).toBe(200);
    expect(body.data.shop.name).toBe(shopName);
    const orderNos = new Set(body.data.list.map((line: { orderNo: string }) => line.orderNo));
    expect(orderNos.has(paid.orderNo)).toBe(true);
    expect(orderNos.has(unpaid.orderNo)).toBe(false);
    const lines = body.data.list.filter((line: { orderNo: string }) => line.orderNo === paid.orderNo);
    expect(lines.map((line: { itemId: number }) => line.itemId).sort()).toEqual(
      mine.map((s) => s.itemId).sort(),
    );
    expect(lines.every((line: { state: number }) => line.state === LINE_STATE.awaitingPick)).toBe(true);
  });

  it('moves lines through every state: awaiting pick, picking, out of stock, picked, shipped, 6, 7, cancelled', async () => {
    const { lineOf } = await orderOf([mine[0]!, mine[1]!]);
    const a = lineOf(mine[0]!);
    const b = lineOf(mine[1]!);
    const steps: [number, object, number][] = [
      [a, { action: 'startPicking' }, LINE_STATE.picking],
      [a, { action: 'pick' }, LINE_STATE.picked],
      [a, { action: 'ship', trackingNo: 'SF1234567890' }, LINE_STATE.shipped],
      [b, { action: 'stop', stopReason: 5 }, LINE_STATE.outOfStock],
      [b, { action: 'pick' }, LINE_STATE.pickedAgain],
      [b, { action: 'ship', trackingNo: 'YT-20261127' }, LINE_STATE.shippedAgain],
    ];
    for (const [lineId, action, state] of steps) {
      const moved = await move({ lineId, ...action });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.state).toBe(state);
    }
    const other = await orderOf([mine[0]!]);
    const cancelled = await move({ lineId: other.lineOf(mine[0]!), action: 'cancel' });
    expect(cancelled.body.data.state).toBe(LINE_STATE.cancelled);
    expect(
      (await stallLines(`?state=${LINE_STATE.shippedAgain}&pageSize=100`)).body.data.list.map(
        (l: { lineId: number }) => l.lineId,
      ),
    ).toContain(b);
  });

  it('takes every sub-reason a stall reports, 1-6, and tells the buyer why', async () => {
    const { lineOf } = await orderOf([mine[0]!]);
    const lineId = lineOf(mine[0]!);
    for (const stopReason of STALL_STOP_REASONS) {
      await t.rows(sql`update order_lines set state = 1 where id = ${lineId}`);
      const stopped = await move({ lineId, action: 'stop', stopReason });
      expect(stopped.status).toBe(200);
      expect(stopped.body.data).toMatchObject({ state: LINE_STATE.outOfStock, stopReason });
      const [message] = (await messagesOf()).list;
      expect(message!.body).toContain(
        serverMessage('cn', `web:orders.stopReason.${reasonMeaning(stopReason)}`),
      );
    }
  });

  it("shows the buyer a market picker's sub-reasons, 11-15, which a stall cannot send", async () => {
    const { orderNo, lineOf } = await orderOf([mine[0]!]);
    const lineId = lineOf(mine[0]!);
    for (const stopReason of STOP_REASONS.filter((reason) => !STALL_STOP_REASONS.includes(reason))) {
      expect((await move({ lineId, action: 'stop', stopReason })).status).toBe(400);
      // As the picker's round at the market would record it.
      await t.rows(sql`update order_lines set state = 3, stop_reason = ${stopReason} where id = ${lineId}`);
      const line = (await detail(orderNo, t.buyer, 'en')).body.data.stalls[0].lines[0];
      expect(line).toMatchObject({ state: LINE_STATE.outOfStock, stopReason });
    }
  });

  it('refuses a move the rules forbid with 409 and changes nothing: shipping a cancelled line', async () => {
    const { lineOf } = await orderOf([mine[0]!]);
    const lineId = lineOf(mine[0]!);
    await move({ lineId, action: 'cancel' });
    const refused = await move({ lineId, action: 'ship', trackingNo: 'SF1234567890' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      serverMessage('cn', 'orderProgress.moveRefused', { state: '已取消', action: '发货' }),
    );
    expect(await stateOf(lineId)).toBe(LINE_STATE.cancelled);
    const unpicked = await orderOf([mine[0]!]);
    expect(
      (await move({ lineId: unpicked.lineOf(mine[0]!), action: 'ship', trackingNo: 'SF1234567890' })).status,
    ).toBe(409);
  });

  it('asks for a sub-reason to stop and a tracking number to ship, naming the field', async () => {
    const { lineOf } = await orderOf([mine[0]!]);
    const lineId = lineOf(mine[0]!);
    for (const [payload, field] of [
      [{ lineId, action: 'stop' }, 'stopReason'],
      [{ lineId, action: 'stop', stopReason: 7 }, 'stopReason'],
      [{ lineId, action: 'ship' }, 'trackingNo'],
      [{ lineId, action: 'ship', trackingNo: '<script>' }, 'trackingNo'],
      [{ lineId, action: 'fly' }, 'action'],
    ] as const) {
      const bad = await move(payload);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(field);
    }
    expect(await stateOf(lineId)).toBe(LINE_STATE.awaitingPick);
  });

  it("answers another stall's line, an unpaid order's line, and a buyer's attempt as a missing line", async () => {
    const paid = await orderOf([mine[0]!, theirs]);
    const foreign = paid.lineOf(theirs);
    const missing = await move({ lineId: 2_000_000_000, action: 'pick' });
    const answers = [
      await move({ lineId: foreign, action: 'pick' }),
      await move({ lineId: paid.lineOf(mine[0]!), action: 'pick' }, t.buyer),
      await move({ lineId: (await orderOf([mine[0]!], { paid: false })).lineOf(mine[0]!), action: 'pick' }),
    ];
    expect(missing.status).toBe(404);
    for (const answer of answers)
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 404,
        message: missing.body.message,
      });
    expect(await stateOf(foreign)).toBe(LINE_STATE.awaitingPick);
    expect((await stallLines('', t.buyer)).body.data).toMatchObject({ shop: null, list: [], total: 0 });
  });

  it('moves a line once when 10 ship it at the same time: one event, one message', async () => {
    const { orderNo, lineOf } = await orderOf([mine[0]!]);
    const lineId = lineOf(mine[0]!);
    await move({ lineId, action: 'pick' });
    const before = (await messagesOf()).total;
    const answers = await parallel(10, (i) => move({ lineId, action: 'ship', trackingNo: `SF00000000${i}` }));
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, 409: 9 });
    const events = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from order_events e join orders o on o.id = e.order_id where o.no = ${orderNo} and e.state = 5`,
    );
    expect(events[0]!.n).toBe(1);
    expect((await messagesOf()).total).toBe(before + 1);
  });
});

describe('the buyer side', () => {
  it('shows each line by stall with its state, tracking number and the timeline, newest first', async () => {
    const { orderNo, lineOf } = await orderOf([mine[0]!, mine[1]!, theirs]);
    await move({ lineId: lineOf(mine[0]!), action: 'pick' });
    await move({ lineId: lineOf(mine[0]!), action: 'ship', trackingNo: 'SF1234567890' });
    await move({ lineId: lineOf(mine[1]!), action: 'stop', stopReason: 1 });
    const { status, body } = await detail(orderNo);
    expect(status).toBe(200);
    const view = body.data;
    expect(view.stalls).toHaveLength(2);
    const ours = view.stalls.find((s: { name: string }) => s.name === shopName);
    expect(
      ours.lines.map((l: { state: number; trackingNo: string | null; stopReason: number | null }) => [
        l.state,
        l.trackingNo,
        l.stopReason,
      ]),
    ).toEqual([
      [LINE_STATE.shipped, 'SF1234567890', null],
      [LINE_STATE.outOfStock, null, 1],
    ]);
    expect(view.events.map((e: { kind: string; state: number | null }) => [e.kind, e.state])).toEqual([
      ['line', LINE_STATE.outOfStock],
      ['line', LINE_STATE.shipped],
      ['line', LINE_STATE.picked],
      ['paid', null],
      ['placed', null],
    ]);
  });

  it('owes back what could not be picked: out of stock and cancelled lines (queryRefundWithoutReasonQuota)', async () => {
    const { orderNo, lineOf } = await orderOf([mine[0]!, mine[1]!]);
    const prices = await t.rows<{ id: number; cents: number; amount: number }>(
      sql`select l.id, l.price_cents as cents, l.amount from order_lines l join orders o on o.id = l.order_id where o.no = ${orderNo}`,
    );
    const quota = () =>
      get(t.app, `/apic/user/queryRefundWithoutReasonQuota?orderNo=${orderNo}`, { cookies: t.buyer });
    expect((await quota()).body.data).toEqual({ amount: 0, lines: 0, pieces: 0, refunded: 0 });
    await move({ lineId: lineOf(mine[0]!), action: 'stop', stopReason: 2 });
    await move({ lineId: lineOf(mine[1]!), action: 'cancel' });
    const owed = prices.reduce((sum, line) => sum + line.cents * line.amount, 0) / 100;
    // This order was marked paid without a provider's payment, so nothing can go back yet (refunds.test.ts).
    expect((await quota()).body.data).toEqual({ amount: owed, lines: 2, pieces: 3, refunded: 0 });
    expect((await detail(orderNo)).body.data.refund).toEqual({
      amount: owed,
      lines: 2,
      pieces: 3,
      refunded: 0,
    });
    await move({ lineId: lineOf(mine[0]!), action: 'pick' });
    expect((await quota()).body.data.lines).toBe(1);
    const all = await get(t.app, '/apic/user/queryRefundWithoutReasonQuota', { cookies: t.buyer });
    expect(all.body.data.amount).toBeGreaterThanOrEqual((await quota()).body.data.amount);
    expect(
      (await get(t.app, `/apic/user/queryRefundWithoutReasonQuota?orderNo=${orderNo}`, { cookies: t.stall }))
        .status,
    ).toBe(404);
  });

  it("shows a buyer only their own orders; another buyer's order answers as a missing one", async () => {
    const own = await orderOf([mine[0]!]);
    const others = await orderOf([mine[1]!], { cookies: t.stall });
    const list = await get(t.app, '/apic/user/order/list?pageSize=100', { cookies: t.buyer });
    const orderNos = list.body.data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(orderNos).toContain(own.orderNo);
    expect(orderNos).not.toContain(others.orderNo);
    const foreign = await detail(others.orderNo);
    const missing = await detail('SH202601010000000000');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(missing.body.message);
  });

  it('finds orders by item title or stall name, with paging', async () => {
    const withTheirs = await orderOf([theirs]);
    const withMine = await orderOf([mine[0]!]);
    const search = (q: string) =>
      get(t.app, `/apic/user/order/list?q=${encodeURIComponent(q)}&pageSize=100`, { cookies: t.buyer });
    const byStall = (await search(shopName)).body.data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(byStall).toContain(withMine.orderNo);
    expect(byStall).not.toContain(withTheirs.orderNo);
    const byTitle = (await search(theirs.title)).body.data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(byTitle).toContain(withTheirs.orderNo);
    expect((await search('no such words at all')).body.data).toMatchObject({ list: [], total: 0 });
    const first = await get(t.app, '/apic/user/order/list?pageSize=1', { cookies: t.buyer });
    expect(first.body.data.list).toHaveLength(1);
    expect(first.body.data.list[0].orderNo).toBe(withMine.orderNo);
    expect(first.body.data.total).toBeGreaterThan(1);
  });

  it('tells the buyer of each change in the language they read their message centre in', async () => {
    const { orderNo, lineOf } = await orderOf([mine[0]!]);
    await move({ lineId: lineOf(mine[0]!), action: 'pick' });
    await move({ lineId: lineOf(mine[0]!), action: 'ship', trackingNo: 'SF1234567890' });
    const [shipped, picked] = (await messagesOf('en')).list;
    expect(picked!.title).toBe(`Order ${orderNo}: Picked`);
    expect(shipped!.title).toBe(`Order ${orderNo}: Shipped`);
    expect(shipped!.body).toContain('Tracking number: SF1234567890');
    const [shippedCn] = (await messagesOf('cn')).list;
    expect(shippedCn!.title).toBe(
      serverMessage('cn', 'orderProgress.messageTitle', {
        orderNo,
        state: serverMessage('cn', `web:orders.state.${LINE_STATE.shipped}`),
      }),
    );
  });

  it('asks a guest to sign in', async () => {
    for (const path of [
      '/apic/user/order/list',
      '/shopc/order/lines',
      '/apic/user/queryRefundWithoutReasonQuota',
    ]) {
      expect((await get(t.app, path)).status).toBe(401);
    }
  });
});

function reasonMeaning(reason: number) {
  return (
    {
      1: 'outOfStock',
      2: 'delisted',
      3: 'priceUp',
      4: 'giftNotSoldAlone',
      5: 'qualityCheckFailed',
      6: 'shopNotOpen',
      11: 'outOfStock',
      12: 'delisted',
      13: 'shopNotOpen',
      14: 'shopSuspectedClosed',
      15: 'productNotSupported',
    } as const
  )[reason as 1];
}
