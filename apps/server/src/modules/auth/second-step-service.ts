import { createHash, randomBytes } from 'node:crypto';
import { type Language, SECOND_STEP_CODE } from '@stallhub/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK, withOwnerLock } from '../../db/transaction.ts';
import type { MailSender } from '../../outside/mail/mail.ts';
import type { User } from '../users/index.ts';
import { authMessage } from './messages.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
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
  const codes = createOneTimeCodes<string>({
    db,
    secret,
    codes: secondStepChallenges,
    limits: SECOND_STEP_CODE,
    purpose: 'second-step:',
  });

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
      const code = codes.fresh();
      const id = sha256(challengeId);
      // Only the newest challenge of an account stays live: one opening at a time per account, or two
      // parallel sign-ins each retire the other's uncommitted challenge unseen and both stay live.
      await withOwnerLock(db, OWNER_LOCK.secondStepChallenges, user.id, async (tx) => {
        await codes.retire(eq(secondStepChallenges.userId, user.id), tx);
        await tx.insert(secondStepChallenges).values({
          id,
          userId: user.id,
          codeHash: codes.hash(challengeId, code),
          autoLogin,
          expiresAt: codes.expiry(),
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
        await codes.retire(eq(secondStepChallenges.id, id));
        return null;
      }
    },

    /** Judges a typed code by the one-time code store's rules: guesses counted first, spent once. */
    async check(challengeId: string, code: string): Promise<SecondStepCheck> {
      const guess = await codes.guess(eq(secondStepChallenges.id, sha256(challengeId)), challengeId, code);
      if (guess.kind !== 'ok') return guess;
      const [spent] = await db
        .select({ userId: secondStepChallenges.userId, autoLogin: secondStepChallenges.autoLogin })
        .from(secondStepChallenges)
        .where(eq(secondStepChallenges.id, guess.id));
      return spent ? { kind: 'ok', ...spent } : { kind: 'expired' };
    },
  };
}

export type SecondStepService = ReturnType<typeof createSecondStepService>;
