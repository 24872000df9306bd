import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE } from '@stallhub/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { emailCodes } from './tables.ts';

export type EmailCheck =
  | { kind: 'ok'; userId: number }
  | { kind: 'wrong'; left: number }
  | { kind: 'expired' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Activation codes sent by e-mail: 6 digits from the CSPRNG plus a 256-bit link token, stored hashed,
 * live 10 minutes, single-use, 5 guesses; a new code retires the account's earlier ones.
 */
export function createEmailCodesService(deps: { db: Db; secret: Buffer }) {
  const { db, secret } = deps;
  const codeHash = (email: string, code: string) =>
    createHmac('sha256', secret).update(`email:${email}:${code}`).digest('hex');

  const spend = async (id: number) =>
    (
      await db
        .update(emailCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
        .returning({ id: emailCodes.id })
    ).length === 1;

  return {
    /** A fresh code and link token for the account's e-mail; only this one stays live. */
    async issue(userId: number, email: string): Promise<{ id: number; code: string; token: string }> {
      const code = String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');
      const token = randomBytes(32).toString('base64url');
      const [row] = await db.transaction(async (tx) => {
        await tx
          .update(emailCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt)));
        return tx
          .insert(emailCodes)
          .values({
            userId,
            email,
            codeHash: codeHash(email, code),
            tokenHash: sha256(token),
            expiresAt: sql`now() + ${EMAIL_CODE.seconds}::int * interval '1 second'`,
          })
          .returning({ id: emailCodes.id });
      });
      return { id: row!.id, code, token };
    },

    /** Retires a code that was never delivered. */
    retire: (id: number) => spend(id),

    /** Spends the newest live code for the e-mail; each guess is counted before it is judged. */
    async checkCode(email: string, code: string): Promise<EmailCheck> {
      const live = db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.email, email),
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, sql`now()`),
            lt(emailCodes.guesses, EMAIL_CODE.guesses),
          ),
        )
        .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
        .limit(1);
      const [guess] = await db
        .update(emailCodes)
        .set({ guesses: sql`${emailCodes.guesses} + 1` })
        .where(
          and(
            inArray(emailCodes.id, live),
            lt(emailCodes.guesses, EMAIL_CODE.guesses),
            isNull(emailCodes.usedAt),
          ),
        )
        .returning({
          id: emailCodes.id,
          userId: emailCodes.userId,
          codeHash: emailCodes.codeHash,
          guesses: emailCodes.guesses,
        });
      if (!guess) return { kind: 'expired' };
      const right = timingSafeEqual(
        Buffer.from(guess.codeHash, 'hex'),
        Buffer.from(codeHash(email, code), 'hex'),
      );
      if (!right) return { kind: 'wrong', left: EMAIL_CODE.guesses - guess.guesses };
      return (await spend(guess.id)) ? { kind: 'ok', userId: guess.userId } : { kind: 'expired' };
    },

    /** Spends the link's token: 256 random bits need no guess counting, only expiry and single use. */
    async checkToken(email: string, token: string): Promise<EmailCheck> {
      const [used] = await db
        .update(emailCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailCodes.tokenHash, sha256(token)),
            eq(emailCodes.email, email),
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailCodes.userId });
      return used ? { kind: 'ok', userId: used.userId } : { kind: 'expired' };
    },
  };
}

export type EmailCodesService = ReturnType<typeof createEmailCodesService>;
