import { REGISTER_SOURCE, USER_TYPE } from '@stallhub/contracts';
import { asc, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { hashPassword } from './passwords.ts';
import { users } from './tables.ts';

export const DEMO_PASSWORD = 'stallhub-demo';
export const DEMO_ACCOUNTS = [
  { email: 'buyer@demo.stallhub', nickname: 'Demo buyer', userType: USER_TYPE.shopOwner },
  { email: 'stall@demo.stallhub', nickname: 'Demo stall', userType: USER_TYPE.stallOwner },
] as const;

/**
 * The demo buyer and stall owner (password `stallhub-demo`), activated, so a fresh clone can sign in.
 * Idempotent: existing accounts are left as they are (a changed demo password stays changed).
 */
export async function ensureDemoAccounts(db: Db): Promise<number> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (r) => r.email,
    ),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db
    .insert(users)
    .values(
      missing.map((a) => ({
        email: a.email,
        emailVerified: true,
        passwordHash,
        nickname: a.nickname,
        userType: a.userType,
        registerSource: REGISTER_SOURCE.default,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length;
}

const SHOPPER_DOMAIN = 'shoppers.demo.stallhub';

/**
 * The demo catalogue's other buyers, whose browsing makes the item page's also-viewed row: accounts without
 * a password or phone, so no one signs in as them. Idempotent; their ids, oldest first.
 */
export async function ensureDemoShoppers(db: Db, count: number): Promise<number[]> {
  const shoppers = Array.from({ length: count }, (_, i) => ({
    email: `shopper-${String(i + 1).padStart(3, '0')}@${SHOPPER_DOMAIN}`,
    nickname: `Demo shopper ${i + 1}`,
    userType: USER_TYPE.shopOwner,
    registerSource: REGISTER_SOURCE.default,
  }));
  await db.insert(users).values(shoppers).onConflictDoNothing();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${SHOPPER_DOMAIN}`))
    .orderBy(asc(users.email))
    .limit(count);
  return rows.map((r) => r.id);
}
