import { CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { openSignedInSeededApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Remind a stall to open chat (spec 1 §7 remainToBeMember; spec 3 §4 "Chat", §6).
const t = suiteFixture(openSignedInSeededApp);
let shopId: number;

beforeAll(async () => {
  [{ id: shopId }] = (await t.rows<{ id: number }>(
    sql`select id from stalls where not wangwang order by id limit 1`,
  )) as [{ id: number }];
});

const remind = (payload: object, cookies?: Record<string, string>) =>
  post(t.app, '/apic/user/remainToBeMember', payload, { cookies });

describe('POST /apic/user/remainToBeMember', () => {
  it('records the reminder for the session user and answers the record', async () => {
    const { status, body } = await remind(
      { cu: 'device-1', userId: 999_999, remindShopId: shopId, type: 2 },
      t.buyer,
    );
    expect(status).toBe(200);
    expect(body.data.record).toMatchObject({ remindShopId: shopId });
    const rows = await t.rows<{ user_id: number; shop_id: number; type: number; device_id: string }>(
      sql`select user_id, shop_id, type, device_id from stall_reminders where id = ${body.data.record.id}`,
    );
    // The body's userId is never trusted: the reminder is the signed-in buyer's.
    expect(rows).toEqual([{ user_id: t.buyerId, shop_id: shopId, type: 2, device_id: 'device-1' }]);
  });

  it('keeps one reminder per buyer and stall a day: a second answers the same record', async () => {
    const first = await remind({ remindShopId: shopId, type: 2 }, t.buyer);
    const second = await remind({ remindShopId: shopId, type: 2 }, t.buyer);
    expect(second.status).toBe(200);
    expect(second.body.data.record.id).toBe(first.body.data.record.id);
    const rows = await t.rows<{ n: number }>(sql`select count(*)::int as n from stall_reminders
      where user_id = ${t.buyerId} and shop_id = ${shopId}`);
    expect(rows[0]!.n).toBe(1);
    // Another buyer's reminder is a reminder of its own.

    const other = await remind({ remindShopId: shopId, type: 2 }, t.stall);
    expect(other.body.data.record.id).not.toBe(first.body.data.record.id);
  });

  it('keeps one reminder when 50 arrive at once, and answers each with that record (issue 12 point 6)', async () => {
    const [{ id: another }] = (await t.rows<{ id: number }>(
      sql`select id from stalls where id <> ${shopId} order by id limit 1`,
    )) as [{ id: number }];
    const answers = await parallel(50, () => remind({ remindShopId: another, type: 2 }, t.buyer));
    expect(tally(answers)).toEqual({ [CODE.ok]: 50 });
    expect(new Set(answers.map((a) => a.body.data.record.id)).size).toBe(1);
    const rows = await t.rows<{ n: number }>(sql`select count(*)::int as n from stall_reminders
      where user_id = ${t.buyerId} and shop_id = ${another}`);
    expect(rows[0]!.n).toBe(1);
  });

  it('asks a guest to sign in (401) and records nothing', async () => {
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from stall_reminders`);
    const { status, body } = await remind({ remindShopId: shopId, type: 2 });
    expect(status).toBe(401);
    expect(body.code).toBe(CODE.notLoggedIn);
    const after = await t.rows<{ n: number }>(sql`select count(*)::int as n from stall_reminders`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 400 naming the field for a bad type or stall id, 404 for an unknown stall', async () => {
    for (const [payload, field] of [
      [{ remindShopId: shopId, type: 1 }, /^type\b/],
      [{ remindShopId: shopId }, /^type\b/],
      [{ type: 2 }, /^remindShopId\b/],
      [{ remindShopId: 'abc', type: 2 }, /^remindShopId\b/],
    ] as const) {
      const { status, body } = await remind(payload, t.buyer);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toMatch(field);
    }
    const unknown = await remind({ remindShopId: 99_999_999, type: 2 }, t.buyer);
    expect(unknown.status).toBe(404);
  });
});
