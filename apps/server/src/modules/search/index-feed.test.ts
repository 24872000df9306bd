import type { SearchPage } from '@stallhub/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { items, skus } from '../catalogue/tables.ts';
import { stalls } from '../stalls/tables.ts';

// Item writes reach the search index through the change log the catalogue's triggers fill, whoever
// writes: these tests write with plain SQL, as a stall's back office or a fix by hand would.

/** Copies an on-shelf item of `city` (with its SKUs) under a new art number; answers the new id. */
async function copyItem(t: SeededTestApp, city: string, artNo: string) {
  const [source] = await t.database.db.select().from(items).where(eq(items.city, city)).limit(1);
  const { id: _id, ...fields } = source!;
  const [copy] = await t.database.db
    .insert(items)
    .values({ ...fields, vid: `feed-${artNo}`, artNo, status: 1 })
    .returning({ id: items.id });
  const sourceSkus = await t.database.db.select().from(skus).where(eq(skus.itemId, source!.id));
  await t.database.db
    .insert(skus)
    .values(sourceSkus.map(({ id: _sku, ...sku }) => ({ ...sku, itemId: copy!.id })));
  return { id: copy!.id, source: source! };
}

const searchIn = async (t: SeededTestApp, query: Record<string, string>) =>
  (await t.get<SearchPage>('/apif/searchPage', { query })).body.data;
const foundIds = async (t: SeededTestApp, query: Record<string, string>) =>
  (await searchIn(t, query)).list.map((card) => card.itemId);

describe('search index feed', () => {
  const t = suiteFixture(openSeededTestApp);

  it('starts empty after the seed: the rebuild already read every seeded item', async () => {
    expect(await t.services.itemChanges.latest()).toBe(0);
    expect(await t.services.itemChangeFeed.drain()).toBe(0);
  });

  it('finds a new item once the feed has run, and not before', async () => {
    const { id } = await copyItem(t, 'gz', 'FEED-NEW-1');
    expect(await foundIds(t, { city: 'gz', q: 'FEED-NEW-1' })).toEqual([]);

    expect(await t.services.itemChangeFeed.drain()).toBe(1);
    expect(await foundIds(t, { city: 'gz', q: 'FEED-NEW-1' })).toEqual([id]);
  });

  it('finds a changed art number by the new one and no longer by the old', async () => {
    const { id } = await copyItem(t, 'pn', 'FEED-OLD-2');
    await t.services.itemChangeFeed.drain();
    await t.database.db.update(items).set({ artNo: 'FEED-RENAMED-2' }).where(eq(items.id, id));
    await t.services.itemChangeFeed.drain();

    expect(await foundIds(t, { city: 'pn', q: 'FEED-RENAMED-2' })).toEqual([id]);
    expect(await foundIds(t, { city: 'pn', q: 'FEED-OLD-2' })).toEqual([]);
  });

  it('drops a delisted item and a deleted one', async () => {
    const delisted = await copyItem(t, 'hz', 'FEED-DELIST-3');
    const deleted = await copyItem(t, 'hz', 'FEED-DELETE-4');
    await t.services.itemChangeFeed.drain();
    expect(await foundIds(t, { city: 'hz', q: 'FEED-DELIST-3' })).toEqual([delisted.id]);

    await t.database.db.update(items).set({ status: 0 }).where(eq(items.id, delisted.id));
    await t.database.db.delete(items).where(eq(items.id, deleted.id));
    await t.services.itemChangeFeed.drain();

    expect(await foundIds(t, { city: 'hz', q: 'FEED-DELIST-3' })).toEqual([]);
    expect(await foundIds(t, { city: 'hz', q: 'FEED-DELETE-4' })).toEqual([]);
  });

  it('follows a SKU colour change into the colour filter', async () => {
    const { id } = await copyItem(t, 'xt', 'FEED-COLOUR-5');
    await t.services.itemChangeFeed.drain();
    await t.database.db.update(skus).set({ color: '荧光绿' }).where(eq(skus.itemId, id));
    await t.services.itemChangeFeed.drain();

    const page = await searchIn(t, { city: 'xt', q: 'FEED-COLOUR-5', color: '荧光绿' });
    expect(page.list.map((card) => card.itemId)).toEqual([id]);
  });

  it("follows a stall's credit level into the credit filter for all its items", async () => {
    const { id, source } = await copyItem(t, 'jfn', 'FEED-CREDIT-6');
    await t.services.itemChangeFeed.drain();
    const [stall] = await t.database.db.select().from(stalls).where(eq(stalls.id, source.shopId));
    const raised = stall!.creditLevel === 9 ? 8 : 9;
    await t.database.db.update(stalls).set({ creditLevel: raised }).where(eq(stalls.id, stall!.id));

    const stallItems = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from items where shop_id = ${stall!.id}`,
    );
    expect(await t.services.itemChangeFeed.drain()).toBe(stallItems[0]!.n);
    const page = await searchIn(t, { city: 'jfn', q: 'FEED-CREDIT-6', credit: String(raised) });
    expect(page.list.map((card) => card.itemId)).toEqual([id]);
  });

  it('keeps the changes of a failed indexing for the next run', async () => {
    const { id } = await copyItem(t, 'gz', 'FEED-RETRY-7');
    const indexer = t.services.searchIndexer;
    const indexItems = indexer.indexItems;
    indexer.indexItems = async () => {
      throw new Error('index unavailable');
    };
    try {
      await expect(t.services.itemChangeFeed.drain()).rejects.toThrow('index unavailable');
    } finally {
      indexer.indexItems = indexItems;
    }
    expect(await foundIds(t, { city: 'gz', q: 'FEED-RETRY-7' })).toEqual([]);
    await t.services.itemChangeFeed.drain();
    expect(await foundIds(t, { city: 'gz', q: 'FEED-RETRY-7' })).toEqual([id]);
  });
});

describe('search index feed in a running server', () => {
  const t = suiteFixture(() => openSeededTestApp({ items: 60, env: { SEARCH_FEED_INTERVAL_MS: '100' } }));

  it('finds a new item within a second of its write, with nobody asking', async () => {
    const { id } = await copyItem(t, 'gz', 'FEED-LIVE-8');
    const written = performance.now();
    let found: number[] = [];
    while (performance.now() - written < 1_000 && found.length === 0) {
      found = await foundIds(t, { city: 'gz', q: 'FEED-LIVE-8' });
      if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(found).toEqual([id]);
  });
});
