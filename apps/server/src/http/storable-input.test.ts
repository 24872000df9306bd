import {
  batchEditTitle,
  CODE,
  getMyOrders,
  getSameStyleSummaries,
  getShopProfile,
  ID_MAX,
  login,
  saveUploadSettings,
  updateCartLine,
} from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { CONTRACT_CALLS } from '../openapi/contract-calls.ts';
import { get, openSignedInAuthTestApp, post } from '../testing/http-calls.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';

const t = suiteFixture(() => openSignedInAuthTestApp());

const refusedNaming = (
  answer: { status: number; body: { code: number; message: string } },
  field: string,
) => {
  expect(answer.status, answer.body.message).toBe(400);
  expect(answer.body.code).toBe(CODE.badRequest);
  expect(answer.body.message).toContain(field);
};

describe("ids past the database's integer are refused, naming the field (decision 078)", () => {
  it('a shop profile, a cart line, a list of ids in JSON and as "1,2" in a query', async () => {
    refusedNaming(await get(t.app, `${getShopProfile.path}?shopId=99999999999`), 'shopId');
    refusedNaming(await get(t.app, `${getShopProfile.path}?shopId=${ID_MAX + 1}`), 'shopId');
    refusedNaming(
      await post(t.app, updateCartLine.path, { id: 99_999_999_999, amount: 1 }, { cookies: t.buyer }),
      'id',
    );
    refusedNaming(
      await post(t.app, getSameStyleSummaries.path, { itemIds: [1, ID_MAX + 1] }, { cookies: t.buyer }),
      'itemIds',
    );
    refusedNaming(
      await post(t.app, '/apic/user/favoriteItems/add', { itemIds: `1,${ID_MAX + 1}` }, { cookies: t.buyer }),
      'itemIds',
    );
  });

  it('the largest id is a question the database answers (not found), not a refusal', async () => {
    const answer = await get(t.app, `${getShopProfile.path}?shopId=${ID_MAX}`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.code).not.toBe(CODE.badRequest);
  });
});

describe('text the database cannot keep is refused, naming the field (decision 078)', () => {
  it('a NUL in the sign-in name, a listing title prefix, a batch title and the order search', async () => {
    refusedNaming(await post(t.app, login.path, { username: 'buyer\u0000', password: 'x' }), 'username');
    refusedNaming(
      await post(
        t.app,
        saveUploadSettings.path,
        { ...saveUploadSettings.example, titlePrefix: 'new\u0000' },
        {
          cookies: t.buyer,
        },
      ),
      'titlePrefix',
    );
    refusedNaming(
      await post(
        t.app,
        batchEditTitle.path,
        { ...batchEditTitle.example, title: 'title\u0000' },
        { cookies: t.buyer },
      ),
      'title',
    );
    refusedNaming(await get(t.app, `${getMyOrders.path}?q=a%00b`, { cookies: t.buyer }), 'q');
  });

  it('a lone surrogate is refused; emoji are text like any other', async () => {
    refusedNaming(await post(t.app, login.path, { username: 'buyer\ud800', password: 'x' }), 'username');
    refusedNaming(
      await post(
        t.app,
        saveUploadSettings.path,
        { ...saveUploadSettings.example, titleSuffix: '\udc00' },
        {
          cookies: t.buyer,
        },
      ),
      'titleSuffix',
    );
    const emoji = await post(t.app, login.path, { username: '买家😀👗', password: 'wrong-password' });
    expect(emoji.status).toBeLessThan(500);
    expect(emoji.body.code).not.toBe(CODE.badRequest);
    const orders = await get(t.app, `${getMyOrders.path}?q=${encodeURIComponent('连衣裙😀')}`, {
      cookies: t.buyer,
    });
    expect(orders.status).toBe(200);
  });
});

describe('no call answers 500 to an id out of range or a NUL in any field of its example', () => {
  it('every call of the contract, signed in', async () => {
    const failures: string[] = [];
    for (const { name, call } of CONTRACT_CALLS) {
      const example = (call.example ?? {}) as Record<string, unknown>;
      for (const key of Object.keys(example)) {
        const bigId = Array.isArray(example[key]) ? [ID_MAX + 1] : String(ID_MAX + 1);
        for (const value of [bigId, 'a\u0000b', ['a\u0000b']]) {
          const input = { ...example, [key]: value };
          const asQuery = call.method === 'GET' || call.method === 'DELETE';
          const answer = await t.app.inject({
            method: call.method,
            url: call.path,
            query: asQuery
              ? Object.fromEntries(Object.entries(input).map(([field, v]) => [field, String(v)]))
              : undefined,
            payload: asQuery ? undefined : input,
            cookies: t.buyer,
          });
          if (answer.statusCode === 500) failures.push(`${name} ${key}=${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
