import type { Db } from '../../db/connection.ts';
import { insertUsers, type NewUserRow, userIdsByEmail } from './repository.ts';
import { normaliseEmail } from './service.ts';

/** An account made elsewhere (an import, the demo): its password already hashed, if it has one. */
export type ImportedAccount = Omit<NewUserRow, 'id' | 'createdAt'>;

/**
 * Writes accounts made elsewhere as they are, skipping those whose e-mail or phone already has an
 * account; how many were written.
 */
export async function importAccounts(db: Db, accounts: readonly ImportedAccount[]): Promise<number> {
  return (await insertUsers(db, accounts)).length;
}

/** The ids of the accounts of these e-mail addresses, by address (lower-cased, as stored). */
export function accountIdsByEmail(db: Db, emails: readonly string[]): Promise<Map<string, number>> {
  return userIdsByEmail(db, emails.map(normaliseEmail));
}
