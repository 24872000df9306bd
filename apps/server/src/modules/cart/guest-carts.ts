import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_MAX_AGE, GUEST_CART_KEY_PATTERN } from '@stallhub/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { guestCarts } from './tables.ts';

export const guestCartIdOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The guest cart a user_key cookie opens, if the server issued it and it has not run out. */
export async function findGuestCart(db: Db, key: string | undefined): Promise<string | null> {
  if (!key || !GUEST_CART_KEY_PATTERN.test(key)) return null;
  const id = guestCartIdOf(key);
  const [row] = await db
    .select({ id: guestCarts.id })
    .from(guestCarts)
    .where(and(eq(guestCarts.id, id), gt(guestCarts.expiresAt, sql`now()`)));
  return row?.id ?? null;
}

const expiry = sql`now() + ${COOKIE_MAX_AGE.userKey}::int * interval '1 second'`;

/**
 * The guest cart to write to: the cookie's, its 30 days renewed, or a new one under a fresh key of 192
 * random bits when the cookie holds none the server issued.
 */
export async function openGuestCart(db: Db, key: string | undefined): Promise<{ id: string; key: string }> {
  const found = await findGuestCart(db, key);
  if (found && key) {
    await db.update(guestCarts).set({ expiresAt: expiry }).where(eq(guestCarts.id, found));
    return { id: found, key };
  }
  const fresh = randomBytes(24).toString('base64url');
  const id = guestCartIdOf(fresh);
  await db.insert(guestCarts).values({ id, expiresAt: expiry });
  return { id, key: fresh };
}
