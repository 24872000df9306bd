import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../../db/connection.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { createPushClaims } from './push-claims.ts';

// Decision 079: a push holds its key by one statement while the platform answers, never a transaction.

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('push claims', () => {
  it('one holder of a key at a time: ten parallel holders never overlap', async () => {
    const claims = createPushClaims(database.db);
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        claims.hold('push:one-key', async () => {
          inside += 1;
          most = Math.max(most, inside);
          await sleep(10);
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    const left = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from listing_push_claims`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('holds no transaction: other statements run while a key is held', async () => {
    const claims = createPushClaims(database.db);
    let release = () => {};
    const held = claims.hold('push:slow', () => new Promise<void>((resolve) => (release = resolve)));
    await sleep(50);
    const started = Date.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    release();
    await held;
  });

  it('lets the key go when the work throws', async () => {
    const claims = createPushClaims(database.db);
    await expect(
      claims.hold('push:thrown', async () => {
        throw new Error('platform down');
      }),
    ).rejects.toThrow('platform down');
    expect(await claims.hold('push:thrown', async () => 'again')).toBe('again');
  });

  it('takes over a key whose holder died once its lease has run out', async () => {
    await database.db.execute(
      sql`insert into listing_push_claims (key, holder, claimed_until) values ('push:dead', 'gone', now() + interval '200 milliseconds')`,
    );
    const claims = createPushClaims(database.db);
    const started = Date.now();
    expect(await claims.hold('push:dead', async () => 'taken over')).toBe('taken over');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });
});
