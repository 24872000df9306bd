import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, buyableSkus, cartLinesOf, choice, type TestSku } from '../../testing/cart-calls.ts';
import { BUYER, get, lastCode, post, sendCode, signIn, TEST_CAPTCHA } from '../../testing/http-calls.ts';
import { parallel } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Repeated clicks, retried requests and racing sign-ins (issue "Buying and keeping", item 8).
const t = suiteFixture(() => openSignedInSeededApp({ env: { CAPTCHA_TEST_TOKEN: TEST_CAPTCHA } }));
let skus: TestSku[];

beforeAll(async () => {
  skus = await buyableSkus(t, 3);
});
beforeEach(async () => {
  await t.rows(sql`delete from cart_lines`);
});

describe('concurrent adds', () => {
  it('50 parallel adds of one SKU make one line holding the summed quantity', async () => {
    const answers = await parallel(50, () => addToCart(t, choice(skus[0]!, 3), { cookies: t.buyer }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([{ sku_id: skus[0]!.skuId, amount: 150 }]);
  });

  it('50 parallel adds past the limit stop at 999 pieces, still one line', async () => {
    await parallel(50, () => addToCart(t, choice(skus[0]!, 30), { cookies: t.buyer }));
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual([{ sku_id: skus[0]!.skuId, amount: 999 }]);
  });

  it('50 parallel guest adds under one key make one line', async () => {
    const { userKey } = await addToCart(t, choice(skus[1]!, 1));
    await parallel(50, () => addToCart(t, choice(skus[1]!, 2), { cookies: { user_key: userKey! } }));
    expect(await cartLinesOf(t, { guestKey: userKey! })).toEqual([{ sku_id: skus[1]!.skuId, amount: 101 }]);
  });
});

describe('guest cart joins the account at sign-in', () => {
  it('moves every guest line into the account, summing a SKU already there, and empties the guest cart', async () => {
    await addToCart(t, choice(skus[0]!, 4), { cookies: t.buyer });
    const { userKey } = await addToCart(t, choice(skus[0]!, 2));
    await addToCart(t, choice(skus[1]!, 5), { cookies: { user_key: userKey! } });
    const login = await signIn(t.app, BUYER, undefined, {}, { cookies: { user_key: userKey! } });
    expect(login.status).toBe(200);
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual(
      [
        { sku_id: skus[0]!.skuId, amount: 6 },
        { sku_id: skus[1]!.skuId, amount: 5 },
      ].sort((a, b) => a.sku_id - b.sku_id),
    );
    expect(await cartLinesOf(t, { guestKey: userKey! })).toEqual([]);
    const count = await get(t.app, '/apic/user/cart/count', { cookies: { sid: login.sid! } });
    expect(count.body.data.cartCount).toBe(2);
  });

  it('parallel sign-ins with the same guest key lose and double nothing', async () => {
    const { userKey } = await addToCart(t, choice(skus[0]!, 2));
    await addToCart(t, choice(skus[1]!, 3), { cookies: { user_key: userKey! } });
    const logins = await parallel(8, () =>
      signIn(t.app, BUYER, undefined, {}, { cookies: { user_key: userKey! } }),
    );
    expect(logins.every((l) => l.status === 200)).toBe(true);
    expect(await cartLinesOf(t, { userId: t.buyerId })).toEqual(
      [
        { sku_id: skus[0]!.skuId, amount: 2 },
        { sku_id: skus[1]!.skuId, amount: 3 },
      ].sort((a, b) => a.sku_id - b.sku_id),
    );
  });

  it('merges at SMS sign-in too (the hook all sign-ins share)', async () => {
    const mobile = '13800138123';
    const { userKey } = await addToCart(t, choice(skus[2]!, 7));
    expect((await sendCode(t.app, mobile)).status).toBe(200);
    const code = await lastCode(t.app, mobile);
    const login = await post(
      t.app,
      '/apic/sf/smsLoginAndRegister',
      { mobile, smsCode: code, lang: 'en' },
      { cookies: { user_key: userKey! } },
    );
    expect(login.status).toBe(200);
    const userId = login.body.data.userInfo.id as number;
    expect(await cartLinesOf(t, { userId })).toEqual([{ sku_id: skus[2]!.skuId, amount: 7 }]);
  });
});
