import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createFollowedSearchIndex } from './followed-search-index.ts';
import { createMemorySearchIndex } from './memory/memory-search-index.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import type { ItemSearchQuery } from './search-index.ts';
import { preciseQuery } from './segmenter.ts';
import { doc } from './test-documents.ts';

const query = (q: string): ItemSearchQuery => ({
  city: 'gz',
  terms: preciseQuery(q),
  filters: {},
  sort: 'newest',
  merge: false,
  offset: 0,
  limit: 20,
});

/** A server process: its own in-memory copy following the shared stored documents. */
const process = (database: Database) =>
  createFollowedSearchIndex({
    store: createPostgresSearchIndex(database.db),
    copy: createMemorySearchIndex(),
  });

describe('in-memory copies following the stored search documents', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('loads what was stored before the process started', async () => {
    await createPostgresSearchIndex(database.db).upsert([doc(1, '韩版宽松卫衣'), doc(2, '法式连衣裙')]);
    const later = process(database);
    await later.warm();
    expect((await later.search(query('卫衣'))).itemIds).toEqual([1]);
  });

  it("finds another process's new, changed and removed items at its next answer", async () => {
    const writer = process(database);
    const reader = process(database);
    await reader.warm();
    await writer.upsert([doc(3, '加绒卫衣男')]);
    expect((await reader.search(query('加绒'))).itemIds).toEqual([3]);
    await writer.upsert([doc(3, '加绒牛仔裤')]);
    expect((await reader.search(query('卫衣'))).itemIds).toEqual([1]);
    expect((await reader.search(query('牛仔裤'))).itemIds).toEqual([3]);
    await writer.remove([3]);
    expect((await reader.search(query('牛仔裤'))).itemIds).toEqual([]);
  });

  it('stops answering with a removed item on the PostgreSQL engine too (the row stays, marked)', async () => {
    const store = createPostgresSearchIndex(database.db);
    await store.upsert([doc(4, '碎花半身裙')]);
    expect((await store.search(query('半身裙'))).itemIds).toEqual([4]);
    await store.remove([4]);
    expect((await store.search(query('半身裙'))).itemIds).toEqual([]);
  });

  // PostgreSQL's snapshot is the whole server's: other tests' databases committing make a look read.
  it.skipIf(!!globalThis.process.env.DATABASE_URL)(
    'reads no documents again while no transaction has committed since its last look',
    async () => {
      const store = createPostgresSearchIndex(database.db);
      let reads = 0;
      const reader = createFollowedSearchIndex({
        store: Object.assign(Object.create(store), {
          writtenSince: (...args: Parameters<typeof store.writtenSince>) => {
            reads++;
            return store.writtenSince(...args);
          },
        }),
        copy: createMemorySearchIndex(),
      });
      await reader.warm();
      reads = 0;
      await reader.search(query('卫衣'));
      await reader.search(query('卫衣'));
      expect(reads).toBe(0);
      await store.upsert([doc(7, '灯芯绒卫衣')]);
      expect((await reader.search(query('灯芯绒'))).itemIds).toEqual([7]);
      expect(reads).toBe(1);
    },
  );

  // PGlite has one connection: a transaction held open would stop the reader too.
  it.skipIf(!globalThis.process.env.DATABASE_URL)(
    'reads a write whose transaction was still open at the last look',
    async () => {
      const reader = process(database);
      await reader.warm();
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written!: () => void;
      const wasWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      const transaction = database.db.transaction(async (tx) => {
        await createPostgresSearchIndex(tx).upsert([doc(5, '羊毛大衣')]);
        written();
        await committed;
      });
      await wasWritten;
      // A later transaction commits first; the reader looks while the first is still open.
      await createPostgresSearchIndex(database.db).upsert([doc(6, '羊毛围巾')]);
      expect((await reader.search(query('羊毛'))).itemIds).toEqual([6]);
      commit();
      await transaction;
      expect((await reader.search(query('羊毛'))).itemIds.sort()).toEqual([5, 6]);
    },
  );
});
