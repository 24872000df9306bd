import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createItemChangeFeed, type ItemChangeConsumer } from './item-change-feed.ts';
import { createItemChangesService } from './item-changes-service.ts';

// The feed over a bare database: changes are written by hand (item ids need no item row) and the
// consumers are stand-ins that note what they were handed.

/** A consumer that notes every item it handles, and throws while `failing` says so. */
function noting(name: string) {
  const handled: number[] = [];
  const consumer: ItemChangeConsumer & { handled: number[]; failing: boolean } = {
    name,
    handled,
    failing: false,
    async handle(itemIds) {
      if (consumer.failing) throw new Error(`${name} unavailable`);
      handled.push(...itemIds);
    },
  };
  return consumer;
}

describe('item change feed', () => {
  const t = suiteFixture(async () => {
    const database = await openTestDatabase();
    return { database, close: () => database.close() };
  });
  const db = () => t.database.db;
  /** Records changes of the items `from`..`to` in one statement. */
  const change = (from: number, to: number) =>
    db().execute(
      sql`insert into item_changes (item_id) select g from generate_series(${from}::int, ${to}::int) g`,
    );
  const left = async () =>
    Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from item_changes`))[0]!.n);
  // Each test starts with no change left over: on PostgreSQL a transaction of another database, open
  // meanwhile, may hold back the trim of the changes an earlier test's consumers handled.
  beforeEach(() => db().execute(sql`delete from item_changes`));

  it('a consumer that throws does not hold back the others, and resumes from its own cursor', async () => {
    const changes = createItemChangesService(db());
    const pictures = noting('test-pictures');
    const documents = noting('test-documents');
    const feed = createItemChangeFeed({ changes, consumers: [pictures, documents] });
    await change(1, 3);
    pictures.failing = true;
    await expect(feed.drain()).rejects.toThrow('test-pictures unavailable');
    expect(documents.handled).toEqual([1, 2, 3]);

    await change(4, 4);
    await expect(feed.drain()).rejects.toThrow('test-pictures unavailable');
    expect(documents.handled).toEqual([1, 2, 3, 4]);
    // Nothing is trimmed while one consumer has not handled it.
    expect(await left()).toBe(4);

    pictures.failing = false;
    expect(await feed.drain()).toBe(4);
    expect(pictures.handled).toEqual([1, 2, 3, 4]);
    expect(documents.handled).toEqual([1, 2, 3, 4]);
    // Trimmed once both passed them. On PostgreSQL a transaction of another database, open meanwhile,
    // may keep them until a later drain (a snapshot's oldest running transaction is the server's).
    if (t.database.kind === 'pglite') expect(await left()).toBe(0);
  });

  it('two processes never handle one batch of a consumer together: each change reaches it once', async () => {
    await change(1_001, 1_700);
    const handled: number[] = [];
    // Four feeds over one database, as four worker processes would run, with one shared consumer name.
    const feeds = Array.from({ length: 4 }, () => {
      const consumer: ItemChangeConsumer = {
        name: 'test-shared',
        batch: 50,
        async handle(itemIds) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          handled.push(...itemIds);
        },
      };
      return createItemChangeFeed({ changes: createItemChangesService(db()), consumers: [consumer] });
    });
    // A feed that meets a batch under way in another gives up its turn: drain until every change is in.
    for (let round = 0; round < 50 && handled.length < 700; round++)
      await Promise.all(feeds.map((feed) => feed.drain()));
    expect(handled).toHaveLength(700);
    expect(new Set(handled).size).toBe(700);
  });

  it('moves the cursor with the consumer’s own writes: a write that fails leaves the batch for the next drain', async () => {
    const changes = createItemChangesService(db());
    await db().execute(sql`create table if not exists test_written (item_id int primary key)`);
    let fail = true;
    const consumer: ItemChangeConsumer = {
      name: 'test-committing',
      async handle(itemIds, commit) {
        await commit(async (tx) => {
          await tx.execute(
            sql`insert into test_written select unnest(${sql.param([...itemIds])}::int[]) on conflict do nothing`,
          );
          if (fail) throw new Error('write failed');
        });
      },
    };
    const feed = createItemChangeFeed({ changes, consumers: [consumer] });
    await change(2_001, 2_002);
    await expect(feed.drain()).rejects.toThrow('write failed');
    expect(await queryRows(db(), sql`select * from test_written`)).toEqual([]);
    fail = false;
    expect(await feed.drain()).toBe(2);
    expect(await queryRows(db(), sql`select item_id from test_written order by item_id`)).toEqual([
      { item_id: 2_001 },
      { item_id: 2_002 },
    ]);
    expect(await changes.batchesOf('test-committing')).toBe(1);
  });

  it('a batch whose process died is taken again once its lease runs out, and the dead claim moves nothing', async () => {
    const changes = createItemChangesService(db());
    await change(4_001, 4_002);
    // A process claims the batch and dies before moving the cursor.
    const dead = await changes.claim('test-leased', 60_000);
    const batch = await changes.next(dead!, 500);
    expect(batch.map((c) => c.itemId)).toEqual([4_001, 4_002]);
    const consumer = noting('test-leased');
    const feed = createItemChangeFeed({ changes, consumers: [consumer] });
    // Held: another process does not take it.
    await feed.drain();
    expect(consumer.handled).toEqual([]);

    await db().execute(
      sql`update item_change_consumers set claimed_until = now() - interval '1 second' where name = 'test-leased'`,
    );
    await feed.drain();
    expect(consumer.handled).toEqual([4_001, 4_002]);
    await expect(changes.advance(dead!, batch.at(-1)!, true)).rejects.toThrow('lost its claim');
  });

  it('an idle feed only reads: with nothing new, no consumer is claimed', async () => {
    const changes = createItemChangesService(db());
    const consumer = noting('test-idle');
    const feed = createItemChangeFeed({ changes, consumers: [consumer] });
    await feed.drain();
    const claims = async () =>
      (
        await queryRows<{ claims: number }>(
          db(),
          sql`select claims from item_change_consumers where name = 'test-idle'`,
        )
      )[0]!.claims;
    const before = await claims();
    await feed.drain();
    await feed.drain();
    expect(await claims()).toBe(before);
    await change(5_001, 5_001);
    await feed.drain();
    expect(await claims()).toBeGreaterThan(before);
  });

  // PGlite runs one transaction at a time: two writers in flight need PostgreSQL.
  it.skipIf(!globalThis.process.env.DATABASE_URL)(
    'a change whose transaction commits after a later one is still handled, not skipped',
    async () => {
      const changes = createItemChangesService(db());
      const consumer = noting('test-late');
      const feed = createItemChangeFeed({ changes, consumers: [consumer] });
      let commitEarly!: () => void;
      let inserted!: () => void;
      const earlyInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const early = db().transaction(async (tx) => {
        await tx.execute(sql`insert into item_changes (item_id) values (3001)`);
        inserted();
        await new Promise<void>((resolve) => {
          commitEarly = resolve;
        });
      });
      try {
        // The early transaction holds the older id; the later write commits first.
        await earlyInserted;
        await change(3_002, 3_002);
        await feed.drain();
        expect(consumer.handled).toEqual([3_002]);
      } finally {
        // A failed expectation must not leave the transaction open for the tests after.
        commitEarly();
        await early;
      }
      await feed.drain();
      expect(consumer.handled).toEqual([3_002, 3_001]);
    },
  );
});
