import { CODE, LINE_STATE, SHIP_LINES_MAX } from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkOut } from '../../testing/checkout-calls.ts';
import { get, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// A stall ships a whole order, or chosen lines, in one action (issue 26 point 6); an order part shipped
// reads "partly shipped" (point 5); an order line reads in its reader's language (point 5).
const t = suiteFixture(openSignedInSeededApp);

interface Sku {
  itemId: number;
  colorId: number;
  sizeId: number;
  shopId: number;
  title: string;
  enTitle: string | null;
}
/** Three buyable items of the stall the demo stall owner keeps, and one of another stall. */
let mine: Sku[];
let theirs: Sku;
let shopName: string;

beforeAll(async () => {
  const skus = await t.rows<Sku>(sql`
    select distinct on (i.id) i.id as "itemId", s.color_id as "colorId", s.size_id as "sizeId",
      i.shop_id as "shopId", i.title, en.title as "enTitle"
    from items i join skus s on s.item_id = i.id
      left join item_translations en on en.item_id = i.id and en.lang = 'en'
    where i.status = 1 and not i.is_pre_sell and i.art_no <> '' and i.price_type in (1, 2) and s.price > 0
      and s.stock > 50
    order by i.id, s.id`);
  const byShop = new Map<number, Sku[]>();
  for (const sku of skus) byShop.set(sku.shopId, [...(byShop.get(sku.shopId) ?? []), sku]);
  const [shopId, kept] = [...byShop].find(([, list]) => list.length >= 3 && list.some((s) => s.enTitle))!;
  mine = [...kept.filter((s) => s.enTitle), ...kept.filter((s) => !s.enTitle)].slice(0, 3);
  theirs = skus.find((sku) => sku.shopId !== shopId)!;
  expect(await t.services.stallLines.keep(t.stallUserId, shopId)).toBe(true);
  const [shop] = await t.rows<{ name: string }>(sql`select name from stalls where id = ${shopId}`);
  shopName = shop!.name;
});
beforeEach(async () => {
  await t.rows(sql`delete from purchase_lines`);
});

/** A paid order of the given SKUs (one piece each, two of the first), placed on the page of `lang`. */
async function orderOf(skus: Sku[], lang = 'cn') {
  const cookies = { ...t.buyer, lang };
  const lines = skus.map((sku, i) => ({
    itemId: sku.itemId,
    colorId: sku.colorId,
    sizeId: sku.sizeId,
    amount: i === 0 ? 2 : 1,
  }));
  expect((await post(t.app, '/apic/user/purchase/addAll', { lines }, { cookies })).status).toBe(200);
  const made = await checkOut(t, cookies);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const orderNo = made.body.data.orderNo as string;
  // The payment itself is decision 023's (orders/routes.test.ts); here the provider's notice is taken as read.
  await t.rows(sql`update orders set status = 'paid', paid_at = now() where no = ${orderNo}`);
  const ids = await t.rows<{ id: number; item_id: number }>(
    sql`select l.id, l.item_id from order_lines l join orders o on o.id = l.order_id where o.no = ${orderNo} order by l.id`,
  );
  const lineOf = (sku: Sku) => ids.find((row) => row.item_id === sku.itemId)!.id;
  return { orderNo, lineOf };
}

const ship = (payload: object, cookies = t.stall) => post(t.app, '/shopc/order/ship', payload, { cookies });
const move = (payload: object) => post(t.app, '/shopc/order/line/move', payload, { cookies: t.stall });
const stallOrders = (query = '', cookies = t.stall) => get(t.app, `/shopc/order/list${query}`, { cookies });
const detail = (orderNo: string, lang = 'cn') =>
  get(t.app, `/apic/user/order/detail?orderNo=${orderNo}&lang=${lang}`, { cookies: t.buyer });
const buyerList = () => get(t.app, '/apic/user/order/list?pageSize=100&lang=cn', { cookies: t.buyer });
const statesOf = async (orderNo: string) =>
  (
    await t.rows<{ state: number; tracking: string | null }>(
      sql`select l.state, l.tracking_no as tracking from order_lines l join orders o on o.id = l.order_id
        where o.no = ${orderNo} order by l.id`,
    )
  ).map((row) => [row.state, row.tracking]);
/** The buyer's message centre read in `lang` (decision 074): the newest messages first, and how many. */
const messagesOf = async (lang = 'cn') => {
  const { body } = await get(t.app, `/apic/user/message/list?pageSize=100&lang=${lang}`, {
    cookies: t.buyer,
  });
  return body.data as { total: number; list: { title: string; body: string }[] };
};
const eventsOf = async (orderNo: string) =>
  t.rows<{ lineId: number; state: number }>(
    sql`select e.line_id as "lineId", e.state from order_events e join orders o on o.id = e.order_id
      where o.no = ${orderNo} order by e.id`,
  );

describe('shipping an order in one action', () => {
  it('ships the whole order in one call: every open line shipped under one tracking number, picked on the way', async () => {
    const { orderNo, lineOf } = await orderOf(mine);
    const [a, b, c] = mine.map(lineOf) as [number, number, number];
    await move({ lineId: b, action: 'startPicking' });
    await move({ lineId: c, action: 'pick' });
    const shipped = await ship({ orderNo, trackingNo: 'SF1234567890' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.shippedLineIds.sort()).toEqual([a, b, c].sort());
    expect(shipped.body.data.order).toMatchObject({ orderNo, progress: 'shipped', pieces: 4 });
    expect(await statesOf(orderNo)).toEqual([
      [LINE_STATE.shipped, 'SF1234567890'],
      [LINE_STATE.shipped, 'SF1234567890'],
      [LINE_STATE.shipped, 'SF1234567890'],
    ]);
    // The timeline tells each line's way: a line not picked yet is picked, then shipped.
    const events = (await eventsOf(orderNo)).filter((e) => e.state >= LINE_STATE.picked);
    expect(events.filter((e) => e.lineId === a).map((e) => e.state)).toEqual([
      LINE_STATE.picked,
      LINE_STATE.shipped,
    ]);
    expect(events.filter((e) => e.lineId === c).map((e) => e.state)).toEqual([
      LINE_STATE.picked,
      LINE_STATE.shipped,
    ]);
    expect((await detail(orderNo)).body.data.progress).toBe('shipped');
  });

  it('ships only the chosen lines, and the rest stay to ship later', async () => {
    const { orderNo, lineOf } = await orderOf(mine);
    const [a, b, c] = mine.map(lineOf) as [number, number, number];
    const shipped = await ship({ orderNo, lineIds: `${a},${c}`, trackingNo: 'YT-20261127' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.shippedLineIds.sort()).toEqual([a, c].sort());
    expect(await statesOf(orderNo)).toEqual([
      [LINE_STATE.shipped, 'YT-20261127'],
      [LINE_STATE.awaitingPick, null],
      [LINE_STATE.shipped, 'YT-20261127'],
    ]);
    // The rest of the order ships later under its own number; a JSON list is taken as well as a form field.
    const rest = await ship({ orderNo, lineIds: [b], trackingNo: 'SF0000000002' });
    expect(rest.body.data.shippedLineIds).toEqual([b]);
    expect(rest.body.data.order.progress).toBe('shipped');
  });

  it('sends the buyer one message for the whole action, naming every line, the carrier and the tracking number', async () => {
    const { orderNo } = await orderOf(mine);
    const before = (await messagesOf()).total;
    expect((await ship({ orderNo, trackingNo: 'SF1234567890' })).status).toBe(200);
    const messages = await messagesOf();
    expect(messages.total).toBe(before + 1);
    const [message] = messages.list;
    expect(message!.title).toBe(
      serverMessage('cn', 'orderProgress.messageTitle', { orderNo, state: '已发货' }),
    );
    expect(message!.body).toContain(shopName);
    for (const sku of mine) expect(message!.body).toContain(sku.title);
    expect(message!.body).toContain('SF1234567890');
    const [order] = await t.rows<{ delivery: string }>(
      sql`select delivery from orders where no = ${orderNo}`,
    );
    expect(message!.body).toContain(serverMessage('cn', `web:orders.carrier.${order!.delivery as 'sf'}`));
  });

  it('shows an order partly shipped to the buyer and the stall while some lines are shipped and others not, shipped once all are', async () => {
    const { orderNo, lineOf } = await orderOf(mine);
    await ship({ orderNo, lineIds: [lineOf(mine[0]!)], trackingNo: 'SF1234567890' });
    const partly = await detail(orderNo);
    expect(partly.body.data.progress).toBe('partlyShipped');
    const listed = (await buyerList()).body.data.list.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(listed.progress).toBe('partlyShipped');
    const atStall = (await stallOrders('?pageSize=100')).body.data.list.find(
      (o: { orderNo: string }) => o.orderNo === orderNo,
    );
    expect(atStall.progress).toBe('partlyShipped');
    expect(atStall.lines).toHaveLength(3);
    expect(serverMessage('cn', 'web:orders.progress.partlyShipped')).toBe('部分发货');
    const [message] = (await messagesOf()).list;
    expect(message!.title).toContain('部分发货');
    await ship({ orderNo, trackingNo: 'SF1234567891' });
    expect((await detail(orderNo)).body.data.progress).toBe('shipped');
  });

  it('leaves a line the stall reported out of stock when it ships the whole order, and ships it as a restock when chosen', async () => {
    const { orderNo, lineOf } = await orderOf(mine);
    const stopped = lineOf(mine[1]!);
    await move({ lineId: stopped, action: 'stop', stopReason: 1 });
    await ship({ orderNo, trackingNo: 'SF1234567890' });
    expect((await statesOf(orderNo))[1]).toEqual([LINE_STATE.outOfStock, null]);
    expect((await detail(orderNo)).body.data.progress).toBe('partlyShipped');
    const found = await ship({ orderNo, lineIds: [stopped], trackingNo: 'SF1234567892' });
    expect(found.status).toBe(200);
    expect((await statesOf(orderNo))[1]).toEqual([LINE_STATE.shippedAgain, 'SF1234567892']);
    // The per-line moves stay: nothing moves a shipped line, and the buyer can no longer cancel it.
    expect((await move({ lineId: stopped, action: 'cancel' })).status).toBe(409);
  });

  it('refuses with 409 and changes nothing when a chosen line cannot ship or nothing is left', async () => {
    const { orderNo, lineOf } = await orderOf(mine);
    const [a, b] = [lineOf(mine[0]!), lineOf(mine[1]!)];
    await move({ lineId: b, action: 'cancel' });
    const before = (await messagesOf()).total;
    const refused = await ship({ orderNo, lineIds: [a, b], trackingNo: 'SF1234567890' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(serverMessage('cn', 'orderProgress.shipRefused', { state: '已取消' }));
    expect((await statesOf(orderNo))[0]).toEqual([LINE_STATE.awaitingPick, null]);
    expect(await ship({ orderNo, trackingNo: 'SF1234567890' })).toMatchObject({ status: 200 });
    const nothing = await ship({ orderNo, trackingNo: 'SF1234567890' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(serverMessage('cn', 'orderProgress.nothingToShip'));
    expect((await messagesOf()).total).toBe(before + 1);
  });

  it("refuses a foreign stall's lines: another stall's order or line answers as a missing one, and nothing ships", async () => {
    const mixed = await orderOf([mine[0]!, theirs]);
    const foreignOnly = await orderOf([theirs]);
    const foreign = mixed.lineOf(theirs);
    const answers = [
      await ship({
        orderNo: mixed.orderNo,
        lineIds: [mixed.lineOf(mine[0]!), foreign],
        trackingNo: 'SF1234567890',
      }),
      await ship({ orderNo: mixed.orderNo, lineIds: [foreign], trackingNo: 'SF1234567890' }),
      await ship({ orderNo: foreignOnly.orderNo, trackingNo: 'SF1234567890' }),
      // A buyer keeps no stall.
      await ship({ orderNo: mixed.orderNo, trackingNo: 'SF1234567890' }, t.buyer),
      await ship({ orderNo: 'SH202601010000000000', trackingNo: 'SF1234567890' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await statesOf(mixed.orderNo)).toEqual([
      [LINE_STATE.awaitingPick, null],
      [LINE_STATE.awaitingPick, null],
    ]);
    expect(await statesOf(foreignOnly.orderNo)).toEqual([[LINE_STATE.awaitingPick, null]]);
    // Shipping the whole mixed order takes the stall's own line only.
    const own = await ship({ orderNo: mixed.orderNo, trackingNo: 'SF1234567890' });
    expect(own.body.data.shippedLineIds).toEqual([mixed.lineOf(mine[0]!)]);
    expect(own.body.data.order.lines.map((l: { lineId: number }) => l.lineId)).toEqual([
      mixed.lineOf(mine[0]!),
    ]);
    expect((await statesOf(mixed.orderNo))[1]).toEqual([LINE_STATE.awaitingPick, null]);
  });

  it('answers bad input with HTTP 400 naming the field, and ships nothing', async () => {
    const { orderNo, lineOf } = await orderOf([mine[0]!]);
    const lineId = lineOf(mine[0]!);
    for (const [payload, field] of [
      [{ orderNo, lineIds: 'abc', trackingNo: 'SF1234567890' }, 'lineIds'],
      [{ orderNo, lineIds: '1,-2', trackingNo: 'SF1234567890' }, 'lineIds'],
      [{ orderNo, lineIds: '1.5', trackingNo: 'SF1234567890' }, 'lineIds'],
      [{ orderNo, lineIds: [], trackingNo: 'SF1234567890' }, 'lineIds'],
      [{ orderNo, lineIds: '99999999999', trackingNo: 'SF1234567890' }, 'lineIds'],
      [
        {
          orderNo,
          lineIds: Array.from({ length: SHIP_LINES_MAX + 1 }, (_, i) => i + 1).join(','),
          trackingNo: 'SF1234567890',
        },
        'lineIds',
      ],
      [{ orderNo, lineIds: String(lineId) }, 'trackingNo'],
      [{ orderNo, trackingNo: '<script>' }, 'trackingNo'],
      [{ orderNo: 'not-an-order', trackingNo: 'SF1234567890' }, 'orderNo'],
      [{ trackingNo: 'SF1234567890' }, 'orderNo'],
    ] as const) {
      const bad = await ship(payload);
      expect(bad.status, JSON.stringify(payload)).toBe(400);
      expect(bad.body.code).toBe(CODE.badRequest);
      expect(bad.body.message).toContain(field);
    }
    expect(await statesOf(orderNo)).toEqual([[LINE_STATE.awaitingPick, null]]);
  });

  it('ships once when the same lines are shipped 10 times at once: one answer 200, one message, no double writes', async () => {
    const { orderNo, lineOf } = await orderOf(mine);
    const ids = mine.map(lineOf);
    const before = (await messagesOf()).total;
    const answers = await parallel(10, (i) =>
      ship(
        i % 2 === 0
          ? { orderNo, trackingNo: `SF00000000${i}` }
          : { orderNo, lineIds: ids.join(','), trackingNo: `SF00000000${i}` },
      ),
    );
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, 409: 9 });
    expect((await messagesOf()).total).toBe(before + 1);
    const events = await eventsOf(orderNo);
    expect(events.filter((e) => e.state === LINE_STATE.shipped)).toHaveLength(3);
    expect(events.filter((e) => e.state === LINE_STATE.picked)).toHaveLength(3);
    const winner = answers.find((answer) => answer.status === 200)!;
    const tracking = new Set((await statesOf(orderNo)).map(([, no]) => no));
    expect([...tracking]).toEqual([winner.body.data.order.lines[0].trackingNo]);
  });
});

describe('an order line in its reader’s language', () => {
  it('reads an order placed on the English site in Chinese to the stall owner and in English to an English reader', async () => {
    const sku = mine.find((s) => s.enTitle)!;
    expect(sku.enTitle).not.toBe(sku.title);
    const { orderNo, lineOf } = await orderOf([sku], 'en');
    const lineId = lineOf(sku);
    // The line keeps the item's id, and the catalogue's Chinese source title, whatever the page's language.
    const [stored] = await t.rows<{ itemId: number; title: string }>(
      sql`select item_id as "itemId", title from order_lines where id = ${lineId}`,
    );
    expect(stored).toEqual({ itemId: sku.itemId, title: sku.title });
    const lineIn = async (lang: string) =>
      (await stallOrders(`?pageSize=100&lang=${lang}`)).body.data.list
        .find((o: { orderNo: string }) => o.orderNo === orderNo)
        .lines.find((l: { lineId: number }) => l.lineId === lineId);
    expect((await lineIn('cn')).title).toBe(sku.title);
    expect((await lineIn('en')).title).toBe(sku.enTitle);
    const stallLine = (
      await get(t.app, '/shopc/order/lines?pageSize=100&lang=cn', { cookies: t.stall })
    ).body.data.list.find((l: { lineId: number }) => l.lineId === lineId);
    expect(stallLine.title).toBe(sku.title);
    expect((await detail(orderNo, 'en')).body.data.stalls[0].lines[0].title).toBe(sku.enTitle);
    expect((await detail(orderNo, 'cn')).body.data.stalls[0].lines[0].title).toBe(sku.title);
    // The stall ships in Chinese; the buyer reads the message in the language they read in (decision 074).
    await ship({ orderNo, trackingNo: 'SF1234567890' });
    const [message] = (await messagesOf('en')).list;
    expect(message!.title).toBe(`Order ${orderNo}: Shipped`);
    expect(message!.body).toContain(sku.enTitle!);
    const [chinese] = (await messagesOf('cn')).list;
    expect(chinese!.title).toBe(
      `${serverMessage('cn', 'orderProgress.messageTitle', { orderNo, state: '已发货' })}`,
    );
    expect(chinese!.body).toContain(sku.title);
  });
});

describe('notifications are rendered when read, not when sent (decision 074)', () => {
  /** The order line as the orders page shows it in `lang`: its title, colour and size in that language. */
  const pageLine = async (orderNo: string, lang: string) =>
    (await detail(orderNo, lang)).body.data.stalls[0].lines[0] as {
      title: string;
      color: string;
      size: string;
    };

  it('reads a message the stall sent while browsing in Chinese in English to an English reader, and in Chinese to a Chinese reader', async () => {
    const sku = mine.find((s) => s.enTitle)!;
    const { orderNo } = await orderOf([sku], 'en');
    // The stall owner browses in Chinese; the buyer last read their orders in English: neither decides.
    await detail(orderNo, 'en');
    expect((await ship({ orderNo, trackingNo: 'SF7400000001' }, { ...t.stall, lang: 'cn' })).status).toBe(
      200,
    );
    const [english] = (await messagesOf('en')).list;
    const en = await pageLine(orderNo, 'en');
    expect(english!.title).toBe(`Order ${orderNo}: Shipped`);
    expect(english!.body).toContain(sku.enTitle!);
    expect(english!.body).not.toContain(sku.title);
    expect(english!.body).toContain(
      `${en.title} (${[en.color, en.size].filter(Boolean).join(' / ')}, 2 pcs)`,
    );
    const [chinese] = (await messagesOf('cn')).list;
    const cn = await pageLine(orderNo, 'cn');
    expect(chinese!.title).toBe(
      serverMessage('cn', 'orderProgress.messageTitle', { orderNo, state: '已发货' }),
    );
    expect(chinese!.body).toContain(
      serverMessage('cn', 'orderProgress.shippedLine', {
        title: sku.title,
        options: [cn.color, cn.size].filter(Boolean).join(' / '),
        amount: 2,
      }),
    );
    expect(chinese!.body).toContain(shopName);
  });

  it('says the same facts in every language: order number, amounts, tracking number', async () => {
    const { orderNo } = await orderOf(mine.slice(0, 2));
    await ship({ orderNo, trackingNo: 'YT7400000002' });
    // The figures of a message once its words from the catalogue (titles, colours, sizes) are taken out.
    const figures = async (lang: string) => {
      const [message] = (await messagesOf(lang)).list;
      const lines = (await detail(orderNo, lang)).body.data.stalls[0].lines as {
        title: string;
        color: string;
        size: string;
      }[];
      let text = `${message!.title} ${message!.body}`;
      expect(text).toContain(orderNo);
      expect(text).toContain('YT7400000002');
      for (const line of lines) {
        for (const words of [line.title, line.color, line.size])
          if (words) text = text.replaceAll(words, ' ');
      }
      return [...text.matchAll(/[A-Z]{2}\d+|\d+/gu)].map((m) => m[0]).sort();
    };
    const chinese = await figures('cn');
    expect(chinese).toEqual(expect.arrayContaining([orderNo, 'YT7400000002', '2', '1']));
    for (const lang of ['en', 'de', 'ja', 'pt-br']) expect(await figures(lang)).toEqual(chinese);
  });

  it('renders a page of many order messages with one batched title look-up and one stall look-up', async () => {
    for (let i = 0; i < 4; i++) {
      const { orderNo } = await orderOf(mine.slice(0, 2));
      await ship({ orderNo, trackingNo: `ZT740000000${i}` });
    }
    // The app's own services are not reachable from here: the same services over the same database are.
    const titles = vi.spyOn(t.services.items, 'titlesIn');
    const stalls = vi.spyOn(t.services.shops, 'summaries');
    try {
      const page = await t.services.messages.list(t.buyerId, 'message', 1, 20, 'en');
      expect(page.list.filter((m) => m.title.endsWith(': Shipped')).length).toBeGreaterThanOrEqual(4);
      expect(titles).toHaveBeenCalledTimes(1);
      expect(stalls).toHaveBeenCalledTimes(1);
    } finally {
      titles.mockRestore();
      stalls.mockRestore();
    }
  });
});
