import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/connection.ts';
import { BUYER, openAuthTestApp, STALL } from '../testing/http-calls.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts, ensureDemoShoppers } from './accounts.ts';

const t = suiteFixture(() => openAuthTestApp());

describe('demo accounts', () => {
  it('ensureDemoAccounts creates the buyer and the stall owner once, activated, and is idempotent', async () => {
    expect(await ensureDemoAccounts(t.database.db)).toBe(0);
    const rows = await queryRows<{
      email: string;
      user_type: number;
      email_verified: boolean;
      password_hash: string;
    }>(
      t.database.db,
      sql`select email, user_type, email_verified, password_hash from users where email like '%@demo.stallhub' order by email`,
    );
    expect(rows.map((r) => [r.email, r.user_type, r.email_verified])).toEqual([
      ['buyer@demo.stallhub', 0, true],
      ['stall@demo.stallhub', 1, true],
    ]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=2,p=1\$/);
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([BUYER, STALL]);
  });

  it('ensureDemoShoppers makes the shoppers once, without a password, and answers their ids by address', async () => {
    const first = await ensureDemoShoppers(t.database.db, 12);
    expect(first).toHaveLength(12);
    expect(await ensureDemoShoppers(t.database.db, 12)).toEqual(first);
    const rows = await queryRows<{ id: number; password_hash: string | null }>(
      t.database.db,
      sql`select id, password_hash from users where email like '%@shoppers.demo.stallhub' order by email limit 12`,
    );
    expect(rows.map((r) => r.id)).toEqual(first);
    expect(rows.every((r) => r.password_hash === null)).toBe(true);
  });
});
