import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { createValueNamesService } from '../modules/catalogue/index.ts';
import { createServices, type Services } from '../services.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { oneProcessSignals, type SiteSignals } from './site-signals.ts';

// Issue 28 point 2: caches that must agree across processes are dropped by the site's signal, never only
// by their minute running out. The seed (and later an operator) writes the navigation bar, the currency
// rates, the catalogue's value names and the topics, then signals `reference` (decision 090).
describe('the reference caches drop what they keep when the reference signal is heard', () => {
  let database: Database;
  let signals: SiteSignals;
  let services: Services;

  beforeAll(async () => {
    database = await openTestDatabase();
    signals = oneProcessSignals();
    services = createServices(database.db, { signals });
    await database.db.execute(sql`
      insert into currency_rates (currency, rate) values ('CNY', 1), ('EUR', 0.125)
        on conflict (currency) do update set rate = excluded.rate`);
    await database.db.execute(sql`
      insert into nav_entries (city, key, path, sort) values ('gz', 'home', '/{city}', 1)`);
    await database.db.execute(sql`
      insert into catalogue_value_translations (kind, value, lang, text) values ('color', '黑色', 'de', 'Schwarz')`);
    await database.db.execute(sql`
      with topic as (
        insert into topics (city, material_id, index_img_url, topic_bg, topic_rgb, topic_column, sort)
        values ('gz', 1, '/t.jpg', '/bg.jpg', '#fff', 2, 1) returning id)
      insert into topic_translations (topic_id, lang, title, slogan)
        select id, 'en', 'Autumn coats', 'Warm' from topic`);
  });
  afterAll(() => database?.close());

  /** Writes behind the caches' back, as the seed in another process would, and checks they still show the old. */
  async function writeAsTheSeed(statement: ReturnType<typeof sql>, stillOld: () => Promise<void>) {
    await database.db.execute(statement);
    await stillOld();
    await signals.publish('reference');
  }

  it('the currency rates', async () => {
    const rate = async () => (await services.shell.currencyLocator('de', 'EUR')).rates.EUR;
    expect(await rate()).toBe(0.125);
    await writeAsTheSeed(sql`update currency_rates set rate = 0.13 where currency = 'EUR'`, async () =>
      expect(await rate()).toBe(0.125),
    );
    expect(await rate()).toBe(0.13);
  });

  it('the navigation bar', async () => {
    const keys = async () => (await services.shell.nav('gz')).map((entry) => entry.key);
    expect(await keys()).toEqual(['home']);
    await writeAsTheSeed(
      sql`insert into nav_entries (city, key, path, sort) values ('gz', 'search', '/{city}/search/index.html', 2)`,
      async () => expect(await keys()).toEqual(['home']),
    );
    expect(await keys()).toEqual(['home', 'search']);
  });

  it('the topics', async () => {
    const titles = async () => (await services.topics.list('gz', 'en')).map((topic) => topic.title);
    expect(await titles()).toEqual(['Autumn coats']);
    await writeAsTheSeed(sql`update topic_translations set title = 'Winter coats'`, async () =>
      expect(await titles()).toEqual(['Autumn coats']),
    );
    expect(await titles()).toEqual(['Winter coats']);
  });

  it('the names of colours and sizes', async () => {
    const valueNames = createValueNamesService(database.db, signals.when('reference'));
    const black = async () => (await valueNames.namer('de'))('color', '黑色');
    expect(await black()).toBe('Schwarz');
    await writeAsTheSeed(
      sql`update catalogue_value_translations set text = 'Tiefschwarz' where lang = 'de'`,
      async () => expect(await black()).toBe('Schwarz'),
    );
    expect(await black()).toBe('Tiefschwarz');
  });
});
