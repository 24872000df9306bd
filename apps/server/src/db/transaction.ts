import { sql } from 'drizzle-orm';
import type { Db } from './connection.ts';

/** The handle `db.transaction` gives its callback; it is a Db too, so services' helpers take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The kinds of rows whose rules read before they write (a limit, one default, find or register). Each
 * is the first key of a two-key advisory lock, the owner the second; one number per kind, so two kinds
 * never wait on each other.
 */
export const OWNER_LOCK = {
  favouriteItems: 7401,
  followedStalls: 7402,
  addresses: 7403,
  goodsHistory: 7404,
  /** Keyed by the partner's (issuer, subject), hashed: the user does not exist yet. */
  thirdPartyIdentity: 7405,
  /** A buyer's video download checks: the day's limit holds under parallel checks. */
  videoDownloads: 7409,
  /** An account's second-step challenges: parallel sign-ins leave one live (retire, then open). */
  secondStepChallenges: 7410,
} as const;
export type OwnerLock = (typeof OWNER_LOCK)[keyof typeof OWNER_LOCK];

/**
 * Runs `work` in one transaction that first takes `pg_advisory_xact_lock(kind, owner)`
 * (docs/decisions/030-parallel-writes.md). One owner's writes of one kind run one at a time: the count
 * or flag a rule reads is the one its write lands on, so a limit holds exactly and a check never meets
 * a unique index's error. The lock ends with the transaction (commit, rollback or a lost connection).
 * `work` must query through `tx` only. A text owner is hashed: a collision only makes two owners queue.
 */
export function withOwnerLock<T>(
  db: Db,
  kind: OwnerLock,
  owner: number | string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = typeof owner === 'number' ? sql`${owner}::int` : sql`hashtext(${owner})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${kind}::int, ${key})`);
    return work(tx);
  });
}

/**
 * Whether a write failed on a unique index (SQLSTATE 23505), whichever driver wrapped the error: for
 * the writes no lock can serialise, such as an update that gives an account a phone another one holds.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
