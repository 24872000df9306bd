import { ADDRESS_CODE, ADDRESS_LIMIT, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { openSignedInAuthTestApp, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// Issue 12 point 6: a double-click on "save as default" answered 500 on PostgreSQL (the one-default index)
// and 50 parallel saves stored 22 addresses against the limit of 20.
const t = suiteFixture(openSignedInAuthTestApp);
beforeEach(async () => {
  await t.database.db.execute(sql`delete from addresses`);
});

const HOME = {
  name: '张三',
  mobile: '13800138000',
  province: '广东省',
  city: '广州市',
  district: '越秀区',
  detail: '站南路 16 号',
};
const save = (fields: object = {}) =>
  post(t.app, '/apic/user/address/save', { ...HOME, ...fields }, { cookies: t.buyer });
const stored = () =>
  queryRows<{ id: number; is_default: boolean }>(
    t.database.db,
    sql`select id, is_default from addresses where user_id = ${t.buyerId} order by id`,
  );
const defaults = async () => (await stored()).filter((r) => r.is_default).length;

describe('parallel address writes', () => {
  it('a double-click on "save as default" stores both addresses, one of them the default', async () => {
    await save();
    for (let round = 0; round < 9; round++) {
      const answers = await parallel(2, () => save({ isDefault: '1' }));
      expect(tally(answers)).toEqual({ [CODE.ok]: 2 });
    }
    expect(await stored()).toHaveLength(19);
    expect(await defaults()).toBe(1);
  });

  it(`50 parallel saves store exactly ${ADDRESS_LIMIT} addresses and answer the rest with the limit code`, async () => {
    const answers = await parallel(50, (i) => save({ isDefault: i % 2 ? '1' : '0' }));
    expect(tally(answers)).toEqual({ [CODE.ok]: ADDRESS_LIMIT, [ADDRESS_CODE.limit]: 50 - ADDRESS_LIMIT });
    expect(await stored()).toHaveLength(ADDRESS_LIMIT);
    expect(await defaults()).toBe(1);
  });

  it('parallel "set as default", edits to default and deletes leave exactly one default', async () => {
    for (let i = 0; i < 12; i++) await save();
    const ids = (await stored()).map((r) => r.id);
    const answers = await Promise.all([
      ...ids.map((id) => post(t.app, '/apic/user/address/setDefault', { id }, { cookies: t.buyer })),
      ...ids.map((id) => save({ id, isDefault: '1' })),
      ...ids.slice(0, 6).map((id) => post(t.app, '/apic/user/address/delete', { id }, { cookies: t.buyer })),
    ]);
    // A default set or an edit that lands after its address was deleted answers as a missing address.
    const { [CODE.ok]: ok = 0, [CODE.notFound]: missing = 0, ...other } = tally(answers);
    expect(other).toEqual({});
    expect(ok + missing).toBe(30);
    expect(await stored()).toHaveLength(6);
    expect(await defaults()).toBe(1);
  });
});
