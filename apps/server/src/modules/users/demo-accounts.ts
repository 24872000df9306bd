import { REGISTER_SOURCE, USER_TYPE } from '@stallhub/contracts';
import { inArray } from 'drizzle-orm';
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
