import type { MarketBuilding, MarketStalls } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openSeededTestApp);

const buildingsOf = async (city: string, lang = 'cn') => {
  const response = await t.get<MarketBuilding[]>('/apif/mv/market/list', { query: { city, lang } });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};
const stalls = async (query: Record<string, string | number>) => {
  const response = await t.get<MarketStalls>('/apif/mv/shop/list', { query });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

describe('GET /apif/mv/market/list', () => {
  it("lists the city's buildings in order, each with its floors bottom up and stall counts", async () => {
    const buildings = await buildingsOf('gz');
    const expected = await t.rows<{ bid: number }>(
      sql`select bid from market_buildings where city = 'gz' order by sort`,
    );
    expect(buildings.map((b) => b.bid)).toEqual(expected.map((r) => r.bid));
    for (const building of buildings) {
      const floors = await t.rows<{ id: number; name: string; n: number }>(sql`
        select f.id, f.name, (select count(*)::int from stalls s where s.floor_id = f.id) as n
        from market_floors f where f.bid = ${building.bid} order by f.sort`);
      expect(building.floors).toEqual(
        floors.map((f) => ({ id: f.id, name: f.name, stallCount: Number(f.n) })),
      );
      expect(building.stallCount).toBe(floors.reduce((sum, f) => sum + Number(f.n), 0));
      expect(building.name).not.toBe('');
    }
    expect(buildings.reduce((sum, b) => sum + b.stallCount, 0)).toBeGreaterThan(0);
  });

  it('names buildings in the asked language', async () => {
    const en = await buildingsOf('gz', 'en');
    for (const b of en) expect(b.name).not.toMatch(/[\u3400-\u9fff]/);
  });
});

describe('GET /apif/mv/shop/list', () => {
  it("lists a building's stalls floor by floor, then by stall number", async () => {
    const [building] = (await buildingsOf('gz')).filter((b) => b.stallCount > 0);
    const data = await stalls({ city: 'gz', bid: building!.bid, pageSize: 100 });
    const expected = await t.rows<{ id: number }>(sql`
      select s.id from stalls s join market_floors f on f.id = s.floor_id
      where s.city = 'gz' and s.bid = ${building!.bid} order by f.sort, s.position, s.id`);
    expect(data.total).toBe(building!.stallCount);
    expect(data.list.map((s) => s.shopId)).toEqual(expected.slice(0, 100).map((r) => r.id));
  });

  it('narrows to one floor', async () => {
    const building = (await buildingsOf('gz')).find((b) => b.floors.some((f) => f.stallCount > 0))!;
    const floor = building.floors.find((f) => f.stallCount > 0)!;
    const data = await stalls({ city: 'gz', bid: building.bid, floorId: floor.id, pageSize: 100 });
    expect(data.total).toBe(floor.stallCount);
    for (const shop of data.list) expect(shop.floor).toBe(floor.name);
  });

  it("finds nothing for another city's building", async () => {
    const [pn] = await buildingsOf('pn');
    expect((await stalls({ city: 'gz', bid: pn!.bid })).total).toBe(0);
  });

  it('answers 400 naming the field at fault', async () => {
    for (const [query, field] of [
      [{ city: 'gz' }, /^bid\b/],
      [{ city: 'gz', bid: 'x' }, /^bid\b/],
      [{ city: 'gz', bid: 101, floorId: -1 }, /^floorId\b/],
    ] as const) {
      const { status, body } = await t.get('/apif/mv/shop/list', { query });
      expect(status).toBe(400);
      expect(body.message).toMatch(field);
    }
  });
});
