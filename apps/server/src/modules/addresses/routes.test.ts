import { ADDRESS_CODE, ADDRESS_LIMIT } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { get, openSignedInAuthTestApp, post } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

// The address book of the user centre: every row through the session's user.
const t = suiteFixture(openSignedInAuthTestApp);

const HOME = {
  name: '张三',
  mobile: '13800138000',
  province: '广东省',
  city: '广州市',
  district: '越秀区',
  detail: '站南路 16 号',
  postcode: '510000',
};
const save = (cookies: Record<string, string>, fields: object) =>
  post(t.app, '/apic/user/address/save', fields, { cookies });
const list = async (cookies: Record<string, string>) =>
  (await get(t.app, '/apic/global/address/query', { cookies })).body.data as {
    id: number;
    isDefault: boolean;
    name: string;
  }[];

describe('address book', () => {
  it('makes the first address the default and moves the default when asked', async () => {
    const first = await save(t.buyer, HOME);
    expect(first.status).toBe(200);
    expect(first.body.data.isDefault).toBe(true);
    const second = await save(t.buyer, { ...HOME, name: '李四' });
    expect(second.body.data.isDefault).toBe(false);
    await post(t.app, '/apic/user/address/setDefault', { id: second.body.data.id }, { cookies: t.buyer });
    const rows = await list(t.buyer);
    expect(rows.map((r) => [r.name, r.isDefault])).toEqual([
      ['李四', true],
      ['张三', false],
    ]);
  });

  it('edits an address in place', async () => {
    const [top] = await list(t.buyer);
    const edited = await save(t.buyer, { ...HOME, id: top!.id, name: '王五' });
    expect(edited.body.data).toMatchObject({ id: top!.id, name: '王五', isDefault: true });
  });

  it('refuses another user’s address ids for edit, default and delete, and lists only one’s own', async () => {
    const [mine] = await list(t.buyer);
    expect((await save(t.stall, { ...HOME, id: mine!.id })).status).toBe(404);
    expect(
      (await post(t.app, '/apic/user/address/setDefault', { id: mine!.id }, { cookies: t.stall })).status,
    ).toBe(404);
    expect(
      (await post(t.app, '/apic/user/address/delete', { id: mine!.id }, { cookies: t.stall })).status,
    ).toBe(404);
    expect(await list(t.stall)).toEqual([]);
    expect((await list(t.buyer)).find((r) => r.id === mine!.id)?.name).toBe('王五');
  });

  it('hands the default to the newest remaining address when the default is deleted', async () => {
    const third = await save(t.buyer, { ...HOME, name: '赵六' });
    const [current] = await list(t.buyer);
    expect(
      (await post(t.app, '/apic/user/address/delete', { id: current!.id }, { cookies: t.buyer })).status,
    ).toBe(200);
    const rows = await list(t.buyer);
    expect(rows[0]).toMatchObject({ id: third.body.data.id, isDefault: true });
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('names the field at fault', async () => {
    const bad = await save(t.buyer, { ...HOME, mobile: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('mobile');
    const empty = await save(t.buyer, { ...HOME, detail: '  ' });
    expect(empty.body.message).toContain('detail');
  });

  it(`keeps at most ${ADDRESS_LIMIT} addresses, and says so in the buyer's language`, async () => {
    for (let n = (await list(t.stall)).length; n < ADDRESS_LIMIT; n++) {
      expect((await save(t.stall, HOME)).status).toBe(200);
    }
    const over = await save(t.stall, HOME);
    expect(over.body.code).toBe(ADDRESS_CODE.limit);
    expect(over.body.message).toBe('最多保存 20 个收货地址，请先删除不用的地址');
    const overInEnglish = await save({ ...t.stall, lang: 'en' }, HOME);
    expect(overInEnglish.body.message).toBe(
      'You can keep at most 20 delivery addresses. Delete one you no longer use first',
    );
    expect(await list(t.stall)).toHaveLength(ADDRESS_LIMIT);
  });

  it('asks a guest to sign in', async () => {
    expect((await get(t.app, '/apic/global/address/query')).status).toBe(401);
    expect((await save({}, HOME)).status).toBe(401);
  });
});
