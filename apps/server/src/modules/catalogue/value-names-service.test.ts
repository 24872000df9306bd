import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { catalogueValueTranslations } from './tables.ts';
import { createValueNamesService } from './value-names-service.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(catalogueValueTranslations).values([
    { kind: 'color', value: '黑色', lang: 'cn', text: '黑色' },
    { kind: 'color', value: '黑色', lang: 'en', text: 'Black' },
    { kind: 'color', value: '黑色', lang: 'de', text: 'Schwarz' },
    { kind: 'size', value: '均码', lang: 'cn', text: '均码' },
    { kind: 'lackReason', value: '面料缺货', lang: 'cn', text: '面料缺货' },
  ]);
});
afterAll(() => database?.close());

describe('catalogue value names', () => {
  it("names a stored Chinese value in the viewer's language", async () => {
    const name = await createValueNamesService(database.db).namer('de');
    expect(name('color', '黑色')).toBe('Schwarz');
  });

  it('falls back to English, then to the Chinese source, as the catalogues do', async () => {
    const french = await createValueNamesService(database.db).namer('fr');
    expect(french('color', '黑色')).toBe('Black');
    expect(french('size', '均码')).toBe('均码');
  });

  it('keeps a value nobody translated, and one of another kind, as the stall wrote it', async () => {
    const name = await createValueNamesService(database.db).namer('de');
    expect(name('size', 'XL')).toBe('XL');
    expect(name('size', '黑色')).toBe('黑色');
  });
});
