import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Language, SECOND_STEP_CODE } from '@stallhub/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK, withOwnerLock } from '../../db/transaction.ts';
import type { MailSender } from '../../outside/mail/mail.ts';
import type { User } from '../users/index.ts';
import { authMessage } from './messages.ts';
import type { SessionsService } from './sessions-service.ts';
import { secondStepChallenges } from './tables.ts';

export type SecondStepCheck =
  | { kind: 'ok'; userId: number; autoLogin: boolean }
  | { kind: 'wrong'; left: number }
  | { kind: 'expired' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The second step of a password sign-in (spec 1 §4, code 423). We ask for it when an account with a
 * verified e-mail signs in with its password from a device *and* an address that none of its earlier
 * sessions used, provided the account has signed in before (its first sign-in has nothing to compare
 * with). The code goes to that e-mail: a password alone, guessed or leaked, then no longer opens the
 * account from somewhere new. SMS, e-mail activation and third-party sign-ins already prove a second
 * thing and are not asked.
 */
export function createSecondStepService(deps: {
  db: Db;
  secret: Buffer;
  mail: MailSender;
  sessions: SessionsService;
}) {
  const { db, secret, mail, sessions } = deps;
  const codeHash = (challengeId: string, code: string) =>
    createHmac('sha256', secret).update(`second-step:${challengeId}:${code}`).digest('hex');

  return {
    /** Does this password sign-in need the e-mailed code? */
    async needed(user: User, place: { deviceId?: string | null; ip: string }): Promise<boolean> {
      if (!user.email || !user.emailVerified) return false;
      const { seenBefore, knownPlace } = await sessions.familiarity(user.id, place);
      return seenBefore && !knownPlace;
    },

    /**
     * Opens a challenge and mails its code; the answer is the opaque challenge id the page carries to
     * /second/verify (data.code), or null when the mail could not be sent.
     */
    async open(user: User, autoLogin: boolean, lang: Language): Promise<string | null> {
      const challengeId = randomBytes(32).toString('base64url');
      const code = String(randomInt(0, 10 ** SECOND_STEP_CODE.length)).padStart(SECOND_STEP_CODE.length, '0');
      const id = sha256(challengeId);
      // Only the newest challenge of an account stays live: one opening at a time per account, or two
      // parallel sign-ins each retire the other's uncommitted challenge unseen and both stay live.
      await withOwnerLock(db, OWNER_LOCK.secondStepChallenges, user.id, async (tx) => {
        await tx
          .update(secondStepChallenges)
          .set({ usedAt: sql`now()` })
          .where(and(eq(secondStepChallenges.userId, user.id), isNull(secondStepChallenges.usedAt)));
        await tx.insert(secondStepChallenges).values({
          id,
          userId: user.id,
          codeHash: codeHash(challengeId, code),
          autoLogin,
          expiresAt: sql`now() + ${SECOND_STEP_CODE.seconds}::int * interval '1 second'`,
        });
      });
      try {
        await mail.send({
          to: user.email!,
          subject: authMessage(lang, 'secondStepSubject'),
          text: authMessage(lang, 'secondStepText', { code, minutes: SECOND_STEP_CODE.seconds / 60 }),
        });
        return challengeId;
      } catch {
        await db
          .update(secondStepChallenges)
          .set({ usedAt: sql`now()` })
          .where(eq(secondStepChallenges.id, id));
        return null;
      }
    },

    /** Judges a typed code: each guess is counted before it is judged, and a right code is spent once. */
    async check(challengeId: string, code: string): Promise<SecondStepCheck> {
      const id = sha256(challengeId);
      const live = and(
        eq(secondStepChallenges.id, id),
        isNull(secondStepChallenges.usedAt),
        gt(secondStepChallenges.expiresAt, sql`now()`),
        lt(secondStepChallenges.guesses, SECOND_STEP_CODE.guesses),
      );
      const [guess] = await db
        .update(secondStepChallenges)
        .set({ guesses: sql`${secondStepChallenges.guesses} + 1` })
        .where(live)
        .returning({
          userId: secondStepChallenges.userId,
          codeHash: secondStepChallenges.codeHash,
          guesses: secondStepChallenges.guesses,
          autoLogin: secondStepChallenges.autoLogin,
        });
      if (!guess) return { kind: 'expired' };
      const right = timingSafeEqual(
        Buffer.from(guess.codeHash, 'hex'),
        Buffer.from(codeHash(challengeId, code), 'hex'),
      );
      if (!right) return { kind: 'wrong', left: SECOND_STEP_CODE.guesses - guess.guesses };
      const [spent] = await db
        .update(secondStepChallenges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(secondStepChallenges.id, id), isNull(secondStepChallenges.usedAt)))
        .returning({ id: secondStepChallenges.id });
      return spent ? { kind: 'ok', userId: guess.userId, autoLogin: guess.autoLogin } : { kind: 'expired' };
    },
  };
}

export type SecondStepService = ReturnType<typeof createSecondStepService>;
