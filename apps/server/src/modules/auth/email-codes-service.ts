import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_CODE } from '@stallhub/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { emailCodes } from './tables.ts';

export type EmailCheck =
  | { kind: 'ok'; userId: number }
  | { kind: 'wrong'; left: number }
  | { kind: 'expired' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Activation codes sent by e-mail: 6 digits from the CSPRNG plus a 256-bit link token, stored hashed,
 * kept by the one-time code store's rules and EMAIL_CODE's limits (10 minutes, single-use, 5 guesses);
 * a new code retires the account's earlier ones.
 */
export function createEmailCodesService(deps: { db: Db; secret: Buffer }) {
  const { db, secret } = deps;
  const codes = createOneTimeCodes<number>({
    db,
    secret,
    codes: emailCodes,
    limits: EMAIL_CODE,
    purpose: 'email:',
  });

  const owner = async (id: number | null): Promise<EmailCheck> => {
    if (id === null) return { kind: 'expired' };
    const [row] = await db
      .select({ userId: emailCodes.userId })
      .from(emailCodes)
      .where(eq(emailCodes.id, id));
    return row ? { kind: 'ok', userId: row.userId } : { kind: 'expired' };
  };

  return {
    /** A fresh code and link token for the account's e-mail; only this one stays live. */
    async issue(userId: number, email: string): Promise<{ id: number; code: string; token: string }> {
      const code = codes.fresh();
      const token = randomBytes(32).toString('base64url');
      const [row] = await db.transaction(async (tx) => {
        await codes.retire(eq(emailCodes.userId, userId), tx);
        return tx
          .insert(emailCodes)
          .values({
            userId,
            email,
            codeHash: codes.hash(email, code),
            tokenHash: sha256(token),
            expiresAt: codes.expiry(),
          })
          .returning({ id: emailCodes.id });
      });
      return { id: row!.id, code, token };
    },

    /** Retires a code that was never delivered. */
    retire: async (id: number) => (await codes.retire(eq(emailCodes.id, id))).length === 1,

    /** Spends the newest live code for the e-mail; each guess is counted before it is judged. */
    async checkCode(email: string, code: string): Promise<EmailCheck> {
      const guess = await codes.guess(eq(emailCodes.email, email), email, code);
      return guess.kind === 'ok' ? owner(guess.id) : guess;
    },

    /** Spends the link's token: 256 random bits need no guess counting, only expiry and single use. */
    async checkToken(email: string, token: string): Promise<EmailCheck> {
      return owner(
        await codes.spendLive(and(eq(emailCodes.tokenHash, sha256(token)), eq(emailCodes.email, email))!),
      );
    },
  };
}

export type EmailCodesService = ReturnType<typeof createEmailCodesService>;
