import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, MEMBER } from '../../testing/loader-calls.ts';
import { action, loader } from './checkout-page.tsx';

// The checkout on the framework's data flow (issue 27 point 4): the buyer's choices are in the page's
// address and priced by its loader; the address, the coupon claim and the order post to its action.
const QUOTE_PATH = '/shopc/vas/getOrderConfirmList';
const coupon = (id: number, discount: number) => ({
  id,
  name: `bundle ${id}`,
  expressAmount: 10,
  checkQualityAmount: 5,
  expiresAt: '2026-12-28T16:30:00.000Z',
  usable: true,
  discount,
});
const QUOTE = { source: 'cart', coupons: [coupon(8, 5), coupon(9, 15)] };
const PRICED = '/user/checkout.html?source=cart&lineIds=1%2C2&addressId=3&delivery=sf&couponId=9';

const load = async (path: string, api: unknown) =>
  (await loader({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: { api },
  } as never)) as {
    repriced: boolean;
    adding: boolean;
  };
const post = (fields: Record<string, string>, api: unknown, path = PRICED) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return action({
    request: new Request(`http://localhost${path}`, { method: 'POST', body: form }),
    params: {},
    context: { api },
  } as never) as Promise<unknown>;
};
const quotesAsked = (asked: { path: string; input: unknown }[]) =>
  asked.filter((a) => a.path === QUOTE_PATH).map((a) => a.input);

describe('the checkout prices the choices in its address', () => {
  it('asks the quote for the address, delivery, quality check and coupon the address names', async () => {
    const { api, asked } = fakeApi({
      '/apic/user/login/info': MEMBER,
      [QUOTE_PATH]: QUOTE,
      '/apic/user/coupon/getList': [],
    });
    const page = await load(
      '/user/checkout.html?source=cart&lineIds=1,2&addressId=3&delivery=sf&qualityCheck=1&couponId=8&add=1',
      api,
    );
    expect(quotesAsked(asked)).toEqual([
      { source: 'cart', lineIds: [1, 2], addressId: 3, delivery: 'sf', qualityCheck: true, couponId: 8 },
    ]);
    expect(page).toMatchObject({ adding: true, repriced: false });
  });

  it('applies the best coupon unless the buyer chose one, or none (an empty coupon)', async () => {
    const { api, asked } = fakeApi({
      '/apic/user/login/info': MEMBER,
      [QUOTE_PATH]: QUOTE,
      '/apic/user/coupon/getList': [],
    });
    await load('/user/checkout.html?source=cart', api);
    expect(quotesAsked(asked).map((input) => (input as { couponId?: number }).couponId)).toEqual([
      undefined,
      9,
    ]);
    asked.length = 0;
    await load('/user/checkout.html?source=cart&couponId=&delivery=nope', api);
    expect(quotesAsked(asked)).toEqual([
      {
        source: 'cart',
        lineIds: undefined,
        addressId: undefined,
        delivery: undefined,
        qualityCheck: false,
        couponId: undefined,
      },
    ]);
  });
});

describe("the checkout's action", () => {
  const CHOSEN = { source: 'cart', lineIds: '1,2', addressId: '3', delivery: 'sf', couponId: '9' };

  it('places the order with the priced choices and goes on to pay it', async () => {
    const { api, asked } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/payConfirmPost': { orderNo: 'SH1', total: 10 },
    });
    const answer = (await post({ ...CHOSEN, intent: 'place' }, api)) as Response;
    expect(answer.headers.get('Location')).toBe('/user/pay.html?orderNo=SH1');
    expect(asked.at(-1)).toEqual({
      path: '/apic/user/payConfirmPost',
      input: {
        source: 'cart',
        lineIds: [1, 2],
        addressId: 3,
        delivery: 'sf',
        qualityCheck: false,
        couponId: 9,
      },
    });
  });

  it('never places an order whose choices changed since they were priced: it prices them again', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER });
    const answer = (await post(
      { ...CHOSEN, delivery: 'zto', qualityCheck: '1', intent: 'place' },
      api,
    )) as Response;
    expect(answer.headers.get('Location')).toBe(
      '/user/checkout.html?source=cart&lineIds=1%2C2&addressId=3&delivery=zto&qualityCheck=1&couponId=9&repriced=1',
    );
    expect(asked.map((a) => a.path)).not.toContain('/apic/user/payConfirmPost');
  });

  it("answers the server's refusal of the order in its words", async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/payConfirmPost': new ApiError(409, 409, 'The coupon is used up', null),
    });
    const answer = (await post({ ...CHOSEN, intent: 'place' }, api)) as {
      data: unknown;
      init: { status: number };
    };
    expect(answer.data).toEqual({ intent: 'place', message: 'The coupon is used up' });
    expect(answer.init.status).toBe(409);
  });

  it('saves a new address with the address book’s form and comes back with it chosen', async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/address/save': { id: 11 },
    });
    const fields = {
      intent: 'save',
      name: '王芳',
      mobile: '13800138000',
      province: '广东省',
      city: '广州市',
      detail: '解放南路 1 号',
    };
    const answer = (await post(fields, api, `${PRICED}&add=1`)) as Response;
    expect(answer.headers.get('Location')).toBe(
      '/user/checkout.html?source=cart&lineIds=1%2C2&addressId=11&delivery=sf&couponId=9',
    );
    const refused = (await post({ ...fields, mobile: '138' }, api, `${PRICED}&add=1`)) as {
      data: { values: { name: string }; problem: unknown };
    };
    expect(refused.data.problem).toEqual({ kind: 'mobile' });
    expect(refused.data.values.name).toBe('王芳');
  });

  it('claims the new-user coupon and comes back with the best coupon applied', async () => {
    const { api, asked } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/coupon/receive': { result: true },
    });
    const answer = (await post({ intent: 'claim', planId: '4' }, api)) as Response;
    expect(asked.at(-1)).toEqual({ path: '/apic/user/coupon/receive', input: { couponSendPlanId: 4 } });
    expect(answer.headers.get('Location')).toBe(
      '/user/checkout.html?source=cart&lineIds=1%2C2&addressId=3&delivery=sf',
    );
  });
});
