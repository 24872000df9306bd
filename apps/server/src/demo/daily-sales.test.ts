import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp } from '../testing/seeded-test-app.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { fillDemoDailySalesIfEmpty } from './daily-sales.ts';

const t = suiteFixture(openSeededTestApp);

const salesRows = () =>
  t.rows<{ item_id: number; day: string; pieces: number }>(
    sql`select item_id, day::text as day, pieces from item_daily_sales order by item_id, day`,
  );

describe('fillDemoDailySalesIfEmpty', () => {
  it('gives a demo catalogue seeded before daily sales the sales the seed would have drawn', async () => {
    const seeded = await salesRows();
    expect(seeded.length).toBeGreaterThan(0);
    expect(await fillDemoDailySalesIfEmpty(t.database.db)).toBe(false);
    await t.database.db.execute(sql`delete from item_daily_sales`);
    expect(await fillDemoDailySalesIfEmpty(t.database.db)).toBe(true);
    const filled = await salesRows();
    expect(filled.length).toBeGreaterThan(0);
    // Counted back from the latest upload rather than the seed's clock: the same items sell, on recent days.
    const [window] = await t.rows<{ days: number }>(
      sql`select (max(day) - min(day))::int as days from item_daily_sales`,
    );
    expect(window!.days).toBeLessThan(14);
    const hot = await t.get<{ total: number }>('/apif/hotitem/index', { query: { city: 'gz' } });
    expect(hot.body.data.total).toBeGreaterThan(0);
  });
});
