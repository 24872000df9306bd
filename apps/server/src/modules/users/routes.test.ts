import type { FeedPage } from '@stallhub/contracts';
import { CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { BUYER, get, post, STALL, signIn } from '../../testing/http-calls.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openSignedInSeededApp);

describe('GET /apic/user/login/info', () => {
  it('answers userId null for a guest', async () => {
    const { body } = await get(t.app, '/apic/user/login/info?city=gz&user_key=abc');
    expect(body).toEqual({
      code: CODE.ok,
      message: 'success',
      data: {
        userId: null,
        userType: null,
        nickname: null,
        mobile: null,
        mobileConfirm: false,
        email: null,
        emailVerified: false,
      },
    });
  });

  it('answers the signed-in user from the session', async () => {
    const { body } = await get(t.app, '/apic/user/login/info?city=gz', { cookies: t.stall });
    expect(body.data).toEqual({
      userId: t.stallUserId,
      userType: 1,
      nickname: 'Demo stall',
      mobile: null,
      mobileConfirm: false,
      email: STALL,
      emailVerified: true,
    });
  });
});

describe('GET /apic/user/unread/info', () => {
  it('counts the unread messages and notices of the signed-in user only', async () => {
    const { users } = t.services;
    const userId = t.buyerId;
    const unread = async () => (await get(t.app, '/apic/user/unread/info', { cookies: t.buyer })).body.data;
    expect(await unread()).toEqual({ messages: 0, notices: 0, total: 0 });

    await users.addMessage(userId, 'message', 'Your order shipped');
    await users.addMessage(userId, 'message', 'A stall replied');
    await users.addMessage(userId, 'notice', 'Holiday hours');
    await users.addMessage(t.stallUserId, 'message', 'Not for the buyer');
    expect(await unread()).toEqual({ messages: 2, notices: 1, total: 3 });

    await users.markRead(userId, 'message');
    expect(await unread()).toEqual({ messages: 0, notices: 1, total: 1 });
  });

  it('answers zeros to a guest (the header asks on every navigation)', async () => {
    const { status, body } = await get(t.app, '/apic/user/unread/info');
    expect(status).toBe(200);
    expect(body.data).toEqual({ messages: 0, notices: 0, total: 0 });
  });
});

describe('prices: guests versus signed-in buyers', () => {
  const feed = async (cookies: Record<string, string> = {}) =>
    (await get(t.app, '/apif/index/globalFeed?city=gz&lang=en', { cookies })).body.data as FeedPage;

  it('gives guests no price field and signed-in buyers numbers on the same cards', async () => {
    const guest = await feed();
    expect(guest.list.length).toBeGreaterThan(0);
    expect(guest.list.every((card) => !('price' in card))).toBe(true);

    const buyer = await feed(t.buyer);
    expect(buyer.list.map((c) => c.itemId)).toEqual(guest.list.map((c) => c.itemId));
    expect(buyer.list.every((card) => typeof card.price === 'number' && card.price > 0)).toBe(true);
  });

  it('a uid cookie without a session still sees no price', async () => {
    const forged = await feed({ uid: '1', ut: '0' });
    expect(forged.list.every((card) => !('price' in card))).toBe(true);
  });

  it('after logout the prices are gone again', async () => {
    const { sid } = await signIn(t.app, BUYER);
    await post(t.app, '/apic/user/logout', {}, { cookies: { sid: sid! } });
    expect((await feed({ sid: sid! })).list.every((card) => !('price' in card))).toBe(true);
  });
});
