import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES, imageUrl } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { hasItems } from '../modules/catalogue/index.ts';
import { createLocalStorage } from '../outside/storage/local-storage.ts';
import { parseSeedArgs, type SeedReport, seedDemo } from './seed.ts';

async function count(database: Database, table: string): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function select<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('seedDemo into PGlite', () => {
  let database: Database;
  let storageDir: string;
  let report: SeedReport | null;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory' });
    await migrate(database);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-seed-'));
    // Gallery shots off (budget 0) keeps the pictures to one per look: a few seconds of rendering.
    report = await seedDemo(database, createLocalStorage(storageDir), { items: 150, pictureBudget: 0 });
  });

  afterAll(async () => {
    await database?.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('writes every table of the catalogue', async () => {
    expect(report).toMatchObject({ items: 150 });
    expect(await count(database, 'items')).toBe(150);
    // Every item's title in the nine languages besides Chinese (decision 051).
    expect(await count(database, 'item_translations')).toBe(150 * 9);
    expect(await count(database, 'skus')).toBe(report!.skus);
    expect(await count(database, 'stalls')).toBe(report!.shops);
    expect(await count(database, 'stall_credit_data')).toBe(report!.shops * 20);
    expect(await count(database, 'city_markets')).toBe(8);
    expect(await count(database, 'city_market_translations')).toBe(80);
    expect(await count(database, 'market_buildings')).toBeGreaterThan(50);
    expect(await count(database, 'market_floors')).toBeGreaterThan(200);
    expect(await count(database, 'categories')).toBe(92);
    expect(await count(database, 'category_translations')).toBe(920);
    expect(await count(database, 'styles')).toBe(16);
    expect(await count(database, 'topics')).toBeGreaterThanOrEqual(30);
    expect(await count(database, 'hot_words')).toBeGreaterThan(500);
    expect(await count(database, 'search_placeholders')).toBeGreaterThan(250);
    expect(await count(database, 'search_terms')).toBeGreaterThan(100);
    expect(await count(database, 'nav_entries')).toBe(12 + 7 + 6 + 8 + 8 + 7);
    expect(await count(database, 'currency_rates')).toBe(11);
  });

  it('stores every picture the rows point at, in every size', async () => {
    const storage = createLocalStorage(storageDir);
    const urls = await select<{ url: string }>(
      database,
      sql`select url from item_images union select index_img_url from items union select index_img_url from topics`,
    );
    expect(urls.length).toBeGreaterThan(50);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/storage\//);
      for (const size of IMAGE_SIZES) {
        expect(await storage.has(imageUrl(url.slice('/storage/'.length), size))).toBe(true);
      }
    }
    expect(report!.pictures.rendered).toBe(urls.length);
  });

  it('keeps credit levels consistent with the 90-day rates', async () => {
    const mismatched = await select<{ id: number }>(
      database,
      sql`select s.id from stalls s
          join stall_credit_data a on a.shop_id = s.id and a.cycle_type = 90 and a.type = 10
          join stall_credit_data b on b.shop_id = s.id and b.cycle_type = 90 and b.type = 20
          where s.credit_level <> case
            when least(a.value, b.value) >= 0.9 then 3
            when least(a.value, b.value) >= 0.8 then 2
            when least(a.value, b.value) >= 0.7 then 0
            else 1 end`,
    );
    expect(mismatched).toEqual([]);
  });

  it('weights search terms by how many titles of the city contain them', async () => {
    const [top] = await select<{ city: string; term: string; weight: number }>(
      database,
      sql`select city, term, weight from search_terms order by weight desc, term limit 1`,
    );
    expect(top!.weight).toBeGreaterThan(1);
    const [{ n }] = (await select<{ n: number }>(
      database,
      sql`select count(*)::int as n from items where city = ${top!.city} and lower(title) like ${`%${top!.term}%`}`,
    )) as [{ n: number }];
    expect(top!.weight).toBeLessThanOrEqual(n);
  });

  it('does nothing when the database already has items', async () => {
    expect(await seedDemo(database, createLocalStorage(storageDir), { items: 10 })).toBeNull();
    expect(await count(database, 'items')).toBe(150);
  });

  it('numbers new rows after the seeded ones', async () => {
    const [item] = await select<{ id: number }>(
      database,
      sql`insert into items (vid, shop_id, city, category_id, title, art_no, price, original_price, index_img_url,
            up_time, color, pattern, fabric, season, suitable_age)
          values ('new-1', 1, 'gz', 110, 't', 'A1', 10, 10, '/x', now(), 'black', 'solid', 'cotton', 'all', '18-24')
          returning id`,
    );
    expect(item!.id).toBe(151);
    const [shop] = await select<{ id: number }>(
      database,
      sql`insert into stalls (city, bid, floor_id, name, position, opened_at) values ('gz', 101, 10101, 'x', 'A101', now()) returning id`,
    );
    expect(shop!.id).toBe(report!.shops + 1);
    const [sku] = await select<{ id: number }>(
      database,
      sql`insert into skus (item_id, color_id, color, size_id, size, price) values (151, 1, '黑色', 100, 'XS', 10) returning id`,
    );
    expect(sku!.id).toBe(report!.skus + 1);
  });
});

describe('a failed seed', () => {
  it('leaves the database empty, so the next start seeds again', async () => {
    const database = await openDatabase({ pgliteDir: 'memory' });
    try {
      await migrate(database);
      const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-seed-')));
      await expect(
        seedDemo(database, storage, {
          items: 30,
          pictures: false,
          onItems: async () => {
            throw new Error('disk full');
          },
        }),
      ).rejects.toThrow('disk full');
      expect(await hasItems(database.db)).toBe(false);
      expect(await count(database, 'city_markets')).toBe(0);
      expect(await count(database, 'stalls')).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('parseSeedArgs', () => {
  it('reads the scale, seed and chunk size', () => {
    expect(parseSeedArgs([])).toEqual({ items: 6000, seed: undefined, chunkSize: undefined });
    expect(parseSeedArgs(['--scale', '200_000', '--seed', '7'])).toMatchObject({ items: 200_000, seed: 7 });
  });

  it('refuses a scale that is not a positive whole number', () => {
    expect(() => parseSeedArgs(['--scale', 'lots'])).toThrow(/--scale needs a positive whole number/);
    expect(() => parseSeedArgs(['--scale'])).toThrow(/got nothing/);
  });
});

// A medium-tier test against a real PostgreSQL, in a database of its own that it drops afterwards.
describe.runIf(process.env.DATABASE_URL)('seedDemo into PostgreSQL', () => {
  const name = `stallhub_seed_test_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  let database: Database;
  let storageDir: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    await migrate(database);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-seed-pg-'));
  });

  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('seeds chunk by chunk, committing each, and numbers new rows after the seeded ones', async () => {
    const report = await seedDemo(database, createLocalStorage(storageDir), {
      items: 1200,
      chunkSize: 500,
      atomic: false,
      pictures: false,
    });
    expect(report?.items).toBe(1200);
    expect(await count(database, 'items')).toBe(1200);
    expect(await count(database, 'skus')).toBe(report!.skus);
    // The streaming path writes each chunk's daily sales too: seven-day hot has something to rank.
    const [sold] = await select<{ items: number; outside: number }>(
      database,
      sql`select count(distinct item_id)::int as items,
        count(*) filter (where s.city <> i.city)::int as outside
        from item_daily_sales s join items i on i.id = s.item_id`,
    );
    expect(sold!.items).toBeGreaterThan(100);
    expect(sold!.outside).toBe(0);
    const [next] = await select<{ id: number }>(
      database,
      sql`select nextval(pg_get_serial_sequence('items', 'id'))::int as id`,
    );
    expect(next!.id).toBe(1201);
  });
});
