import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import { listingPushClaims } from '../tables.ts';

/** Longer than a push can take: the platform call's 15 s timeout, a token refresh, and the record. */
export const PUSH_CLAIM_MS = 60_000;
/** How often a push waiting for its key looks again. */
const WAIT_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keys held while a push talks to its platform (decision 079). A claim is one statement, never a
 * transaction or an advisory lock held across the call: a slow platform keeps waiting only the pushes of
 * its own key (the same item to the same shop, the same shop's token), and every other request runs.
 * A claim whose holder died is taken over when its lease has run out.
 */
export function createPushClaims(db: Db, leaseMs = PUSH_CLAIM_MS) {
  async function claim(key: string, holder: string): Promise<boolean> {
    const until = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
    const taken = await db
      .insert(listingPushClaims)
      .values({ key, holder, claimedUntil: until })
      .onConflictDoUpdate({
        target: listingPushClaims.key,
        set: { holder, claimedUntil: until },
        setWhere: sql`${listingPushClaims.claimedUntil} < now()`,
      })
      .returning({ holder: listingPushClaims.holder });
    return taken.length > 0;
  }

  return {
    /** Runs `work` once the key is this caller's, one holder at a time, and lets the key go after. */
    async hold<T>(key: string, work: () => Promise<T>): Promise<T> {
      const holder = randomUUID();
      while (!(await claim(key, holder))) await sleep(WAIT_MS);
      try {
        return await work();
      } finally {
        await db
          .delete(listingPushClaims)
          .where(and(eq(listingPushClaims.key, key), eq(listingPushClaims.holder, holder)));
      }
    },
  };
}
export type PushClaims = ReturnType<typeof createPushClaims>;
