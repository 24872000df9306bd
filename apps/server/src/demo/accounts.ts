import { REGISTER_SOURCE, USER_TYPE } from '@stallhub/contracts';
import type { Db } from '../db/connection.ts';
import { accountIdsByEmail, hashPassword, importAccounts } from '../modules/users/index.ts';

export const DEMO_PASSWORD = 'stallhub-demo';
export const DEMO_ACCOUNTS = [
  { email: 'buyer@demo.stallhub', nickname: 'Demo buyer', userType: USER_TYPE.shopOwner },
  { email: 'stall@demo.stallhub', nickname: 'Demo stall', userType: USER_TYPE.stallOwner },
] as const;
export const DEMO_BUYER = DEMO_ACCOUNTS[0].email;
export const DEMO_STALL_OWNER = DEMO_ACCOUNTS[1].email;

/**
 * The demo buyer and stall owner (password `stallhub-demo`), activated, so a fresh clone can sign in.
 * Idempotent: existing accounts are left as they are (a changed demo password stays changed).
 */
export async function ensureDemoAccounts(db: Db): Promise<number> {
  const existing = await accountIdsByEmail(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return importAccounts(
    db,
    missing.map((a) => ({
      email: a.email,
      emailVerified: true,
      passwordHash,
      nickname: a.nickname,
      userType: a.userType,
      registerSource: REGISTER_SOURCE.default,
    })),
  );
}

const SHOPPER_DOMAIN = 'shoppers.demo.stallhub';

/**
 * The demo catalogue's other buyers, whose browsing makes the item page's also-viewed row: accounts without
 * a password or phone, so no one signs in as them. Idempotent; their ids, in the order of their addresses.
 */
export async function ensureDemoShoppers(db: Db, count: number): Promise<number[]> {
  const shoppers = Array.from({ length: count }, (_, i) => ({
    email: `shopper-${String(i + 1).padStart(3, '0')}@${SHOPPER_DOMAIN}`,
    nickname: `Demo shopper ${i + 1}`,
    userType: USER_TYPE.shopOwner,
    registerSource: REGISTER_SOURCE.default,
  }));
  await importAccounts(db, shoppers);
  const ids = await accountIdsByEmail(
    db,
    shoppers.map((s) => s.email),
  );
  return [...ids.values()];
}
