import type { ShopSearchPage } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { stallTerms } from '../search/index.ts';
import { fillMissingStallTerms } from './missing-terms.ts';

const t = suiteFixture(openSeededTestApp);

const findsByName = async (name: string) => {
  const response = await t.get<ShopSearchPage>('/apif/v1/shop/search', {
    query: { city: 'gz', q: name, queryType: 1 },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data.list.map((s) => s.shopId);
};

describe('fillMissingStallTerms', () => {
  it('an upgraded catalogue (stalls without terms) finds its stalls again after the start fills them', async () => {
    const [shop] = await t.rows<{ id: number; name: string }>(
      sql`select id, name from stalls where city = 'gz' order by id limit 1`,
    );
    const before = await t.rows<{ id: number; terms: string }>(
      sql`select id, search_terms::text as terms from stalls order by id`,
    );
    // What a database migrated from before stall search holds: the column's default, for every stall.
    await t.database.db.execute(sql`update stalls set search_terms = ''::tsvector`);
    expect(await findsByName(shop!.name)).not.toContain(shop!.id);

    expect(await fillMissingStallTerms(t.database.db, stallTerms)).toBe(before.length);
    expect(await findsByName(shop!.name)).toContain(shop!.id);
    const after = await t.rows<{ id: number; terms: string }>(
      sql`select id, search_terms::text as terms from stalls order by id`,
    );
    expect(after).toEqual(before);
  });

  it('leaves stalls that have terms alone, so a second start does nothing', async () => {
    await t.database.db.execute(
      sql`update stalls set search_terms = 'kept'::tsvector where id = (select min(id) from stalls)`,
    );
    await t.database.db.execute(
      sql`update stalls set search_terms = ''::tsvector where id = (select max(id) from stalls)`,
    );
    expect(await fillMissingStallTerms(t.database.db, stallTerms)).toBe(1);
    expect(await fillMissingStallTerms(t.database.db, stallTerms)).toBe(0);
    const [kept] = await t.rows<{ terms: string }>(
      sql`select search_terms::text as terms from stalls where id = (select min(id) from stalls)`,
    );
    expect(kept!.terms).toBe("'kept'");
  });
});
