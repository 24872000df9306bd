import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, MEMBER, thrown } from '../../testing/loader-calls.ts';
import { loader as listLoader } from './my-orders.tsx';
import { loader as detailLoader } from './order-detail.tsx';
import { action as shipAction, loader as stallLoader } from './stall-orders.tsx';

// The orders pages' loaders (issue 16 §3): what they ask the API, and what they answer for odd addresses.
const PAGE = { list: [], total: 0, page: 1, pageSize: 10 };

type Loader = (args: never) => Promise<unknown>;
const call = (loader: Loader, path: string, api: unknown, lang?: string) =>
  loader({
    request: new Request(`http://localhost${path}`),
    params: lang ? { lang } : {},
    context: { api },
  } as never) as Promise<Record<string, unknown>>;

describe('my orders page', () => {
  it('asks for the page and the search words, in the page language', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER, '/apic/user/order/list': PAGE });
    const answer = await call(listLoader, '/en/user/orders.html?q=%20dress%20&page=2', api, 'en');
    expect(asked.at(-1)).toEqual({
      path: '/apic/user/order/list',
      input: { q: 'dress', page: 2, pageSize: 10, lang: 'en' },
    });
    expect(answer.q).toBe('dress');
  });

  it('sends a guest to sign in with the way back', async () => {
    const { api } = fakeApi({ '/apic/user/login/info': { ...MEMBER, userId: null } });
    const response = await thrown(call(listLoader, '/user/orders.html', api));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toContain(encodeURIComponent('/user/orders.html'));
  });
});

describe('order detail page', () => {
  it('sends an address without an order number to the list', async () => {
    const { api } = fakeApi({ '/apic/user/login/info': MEMBER });
    const response = await thrown(call(detailLoader, '/en/user/order.html', api, 'en'));
    expect(response.headers.get('Location')).toBe('/en/user/orders.html');
  });

  it("answers another buyer's or a malformed order number with 404", async () => {
    for (const refusal of [
      new ApiError(404, 404, 'No such order', null),
      new ApiError(400, 400, 'orderNo', null),
    ]) {
      const { api } = fakeApi({ '/apic/user/login/info': MEMBER, '/apic/user/order/detail': refusal });
      expect((await thrown(call(detailLoader, '/user/order.html?orderNo=SH1', api))).status).toBe(404);
    }
  });
});

describe('stall orders page', () => {
  it('filters by a line state it knows and ignores any other', async () => {
    const { api, asked } = fakeApi({
      '/apic/user/login/info': { ...MEMBER, userType: 1 },
      '/shopc/order/list': { shop: null, ...PAGE },
    });
    expect((await call(stallLoader, '/user/stallOrders.html?state=5', api)).state).toBe(5);
    expect(asked.at(-1)?.input).toMatchObject({ state: 5 });
    expect((await call(stallLoader, '/user/stallOrders.html?state=8', api)).state).toBeNull();
    expect(asked.at(-1)?.input).toMatchObject({ state: undefined });
  });

  const post = (body: Record<string, string | string[]>, api: unknown) => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body))
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    return shipAction({
      request: new Request('http://localhost/user/stallOrders.html', { method: 'POST', body: form }),
      params: {},
      context: { api },
    } as never) as Promise<unknown>;
  };
  const shipped = {
    order: { lines: [{ lineId: 3, trackingNo: 'SF1234567890' }] },
    shippedLineIds: [3, 4],
  };

  it('ships the ticked lines of an order in one call, or the whole order when none is ticked', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER, '/shopc/order/ship': shipped });
    const answer = await post(
      { intent: 'ship', orderNo: 'SH1', lineIds: ['3', '4'], trackingNo: 'SF1234567890' },
      api,
    );
    expect(asked.at(-1)).toEqual({
      path: '/shopc/order/ship',
      input: { orderNo: 'SH1', lineIds: '3,4', trackingNo: 'SF1234567890', lang: 'cn' },
    });
    expect(answer).toEqual({ orderNo: 'SH1', ok: true, trackingNo: 'SF1234567890', lines: 2 });
    await post({ intent: 'ship', orderNo: 'SH1', trackingNo: 'SF1234567890' }, api);
    expect(asked.at(-1)?.input).toEqual({ orderNo: 'SH1', trackingNo: 'SF1234567890', lang: 'cn' });
  });

  it("gives the server's refusal back to the order's card, with its status", async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/shopc/order/ship': new ApiError(409, 409, 'Nothing in this order is left to ship', null),
    });
    const answer = (await post({ orderNo: 'SH1', trackingNo: 'SF1234567890' }, api)) as {
      data: unknown;
      init: { status: number };
    };
    expect(answer.data).toEqual({
      orderNo: 'SH1',
      ok: false,
      message: 'Nothing in this order is left to ship',
    });
    expect(answer.init.status).toBe(409);
  });
});
