import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';

/** A code's limits, from the contracts (SMS_CODE, EMAIL_CODE, SECOND_STEP_CODE). */
export interface CodeLimits {
  length: number;
  seconds: number;
  guesses: number;
}

/** A table of one-time codes: every store has these columns, whatever it keeps beside them. */
export type CodeTable = PgTable & {
  id: PgColumn;
  codeHash: PgColumn;
  guesses: PgColumn;
  usedAt: PgColumn;
  expiresAt: PgColumn;
  createdAt: PgColumn;
};

export type Guess<Id> = { kind: 'ok'; id: Id } | { kind: 'wrong'; left: number } | { kind: 'expired' };

/**
 * The rules every one-time code shares (the SMS code, the e-mail activation code and link, the second
 * step's challenge): a code of digits from the CSPRNG, kept as an HMAC under the server's secret (a
 * million codes are quick to try against a leaked table without the key), live for its seconds, judged
 * only after its guess is counted (parallel guesses cannot pass the limit), and spent once by one
 * conditional update. `purpose` keeps one store's hashes from ever matching another's.
 */
export function createOneTimeCodes<Id extends number | string>(deps: {
  db: Db;
  secret: Buffer;
  codes: CodeTable;
  limits: CodeLimits;
  purpose: string;
}) {
  const { db, secret, codes, limits, purpose } = deps;
  const unspent = and(isNull(codes.usedAt), gt(codes.expiresAt, sql`now()`)) as SQL;
  const live = and(unspent, lt(codes.guesses, limits.guesses)) as SQL;

  const hash = (scope: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}${scope}:${code}`).digest('hex');

  /** Marks used the codes `which` picks among those not used yet; answers the ids it spent. */
  async function spend(which: SQL, on: Db = db): Promise<Id[]> {
    const spent = await on
      .update(codes as PgTable)
      .set({ usedAt: sql`now()` } as never)
      .where(and(which, isNull(codes.usedAt)))
      .returning({ id: codes.id });
    return spent.map((row) => row.id as Id);
  }

  return {
    /** A fresh code: `length` digits from the CSPRNG. */
    fresh: () => String(randomInt(0, 10 ** limits.length)).padStart(limits.length, '0'),

    /** The code's HMAC, bound to what it was sent for (a phone, an e-mail, a challenge). */
    hash,

    /** When a code issued now stops working. */
    expiry: () => sql`now() + ${limits.seconds}::int * interval '1 second'`,

    /** Retires every code `which` picks (an owner's earlier codes, a code never delivered). */
    retire: (which: SQL, on: Db = db) => spend(which, on),

    /**
     * Spends a code found by what only its holder knows (a link's 256-bit token, which needs no guess
     * counting): unexpired, used once. Null: no such code.
     */
    async spendLive(which: SQL): Promise<Id | null> {
      const [id] = await spend(and(which, unspent) as SQL);
      return id ?? null;
    },

    /**
     * A guess at the newest live code `which` picks: the guess is counted first, then judged; a right
     * code is spent by one conditional update, so of parallel right guesses one wins.
     */
    async guess(which: SQL, scope: string, code: string): Promise<Guess<Id>> {
      const newest = db
        .select({ id: codes.id })
        .from(codes as PgTable)
        .where(and(which, live))
        .orderBy(desc(codes.createdAt), desc(codes.id))
        .limit(1);
      const [counted] = await db
        .update(codes as PgTable)
        .set({ guesses: sql`${codes.guesses} + 1` } as never)
        .where(and(inArray(codes.id, newest), live))
        .returning({ id: codes.id, codeHash: codes.codeHash, guesses: codes.guesses });
      if (!counted) return { kind: 'expired' };
      const right = timingSafeEqual(
        Buffer.from(counted.codeHash as string, 'hex'),
        Buffer.from(hash(scope, code), 'hex'),
      );
      if (!right) return { kind: 'wrong', left: limits.guesses - (counted.guesses as number) };
      const [spent] = await spend(eq(codes.id, counted.id));
      return spent === undefined ? { kind: 'expired' } : { kind: 'ok', id: spent };
    },
  };
}
export type OneTimeCodes<Id extends number | string> = ReturnType<typeof createOneTimeCodes<Id>>;
