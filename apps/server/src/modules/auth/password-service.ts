import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTCHA_TYPE,
  FIND_PASSWORD_PATH,
  type Language,
  PASSWORD_CHANGE_GUESSES,
  RESET_LINK,
} from '@stallhub/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { CaptchaVerifier } from '../../outside/captcha/captcha.ts';
import type { MailSender } from '../../outside/mail/mail.ts';
import type { UsersService } from '../users/index.ts';
import { claim, peek, release, reset } from './counters.ts';
import { sweepAuthTables } from './housekeeping.ts';
import { authMessage } from './messages.ts';
import type { AuthService } from './service.ts';
import type { CheckResult, SendRequest, SendResult, SmsCodesService } from './sms-service.ts';
import { passwordResetLinks } from './tables.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DAY = 24 * 60 * 60;

/** The reset link of the page /findpwd.html (spec 1 §2), in the language the mail was asked in. */
export const resetLink = (origin: string, lang: Language, email: string, token: string) => {
  const path = lang === 'cn' ? FIND_PASSWORD_PATH : `/${lang}${FIND_PASSWORD_PATH}`;
  return `${origin}${path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
};

export type LinkResult =
  | { kind: 'sent' }
  | { kind: 'captchaRequired' | 'captchaFailed' | 'sendFailed' }
  | { kind: 'tooSoon'; retryAfter: number }
  | { kind: 'dailyLimit' };

export type ChangeResult = { kind: 'ok'; endedSessions: number } | { kind: 'wrongPassword' | 'tooMany' };

/**
 * Password recovery (issue 3 item 5) and the signed-in change. A reset proves the account's phone (an
 * SMS code) or its e-mail (a mailed link), then sets the password through the login service, which ends
 * every session of the account: the person resetting is not signed in anywhere that should stay.
 */
export function createPasswordService(deps: {
  db: Db;
  users: UsersService;
  auth: AuthService;
  codes: SmsCodesService;
  captcha: CaptchaVerifier;
  mail: MailSender;
}) {
  const { db, users, auth, codes, captcha, mail } = deps;

  /** Retires the account's live links, then stores the new one's hash; returns its id. */
  async function storeLink(userId: number, email: string, token: string): Promise<number> {
    const [row] = await db.transaction(async (tx) => {
      await tx
        .update(passwordResetLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetLinks.userId, userId), isNull(passwordResetLinks.usedAt)));
      return tx
        .insert(passwordResetLinks)
        .values({
          userId,
          email,
          tokenHash: sha256(token),
          expiresAt: sql`now() + ${RESET_LINK.seconds}::int * interval '1 second'`,
        })
        .returning({ id: passwordResetLinks.id });
    });
    return row!.id;
  }

  return {
    /**
     * A reset code by SMS, under every rule of the sign-in code (captcha, 30 s, daily caps). It goes to
     * any valid phone, as the sign-in code does, so the answer tells nothing about accounts.
     */
    async sendSmsCode(request: Omit<SendRequest, 'text'>): Promise<SendResult> {
      const result = await codes.send({ ...request, text: 'resetSmsText' });
      await sweepAuthTables(db);
      return result;
    },

    /** The code proves the phone; the account using it gets the new password and loses its sessions. */
    async resetBySms(
      mobile: string,
      code: string,
      password: string,
    ): Promise<Exclude<CheckResult, { kind: 'ok' }> | { kind: 'noAccount' } | { kind: 'ok' }> {
      const checked = await codes.check(mobile, code);
      if (checked.kind !== 'ok') return checked;
      const user = await users.byMobile(mobile);
      // Only the phone's owner gets this far, so saying there is no account tells a stranger nothing.
      if (!user) return { kind: 'noAccount' };
      await auth.changePassword(user.id, password);
      return { kind: 'ok' };
    },

    /**
     * Mails a reset link after the slider: one a minute and 10 a day per address, counted whether or not
     * the address has an account, and the same answer either way.
     */
    async sendLink(request: {
      email: string;
      captchaToken: string;
      lang: Language;
      origin: string;
    }): Promise<LinkResult> {
      if (!request.captchaToken) return { kind: 'captchaRequired' };
      if (!(await captcha.verify(request.captchaToken, [CAPTCHA_TYPE.embedded, CAPTCHA_TYPE.popup]))) {
        return { kind: 'captchaFailed' };
      }
      const address = request.email.trim().toLowerCase();
      const resendKey = `mail:reset:${address}`;
      const dayKey = `mail:reset:day:${address}`;
      if ((await claim(db, resendKey, { seconds: RESET_LINK.resendSeconds, limit: 1 })) === null) {
        const left = (await peek(db, resendKey, RESET_LINK.resendSeconds)).endsIn;
        return { kind: 'tooSoon', retryAfter: Math.max(1, left) };
      }
      if ((await claim(db, dayKey, { seconds: DAY, limit: RESET_LINK.perAddressPerDay })) === null) {
        await release(db, resendKey);
        return { kind: 'dailyLimit' };
      }
      const user = await users.byEmail(address);
      if (!user?.email) return { kind: 'sent' };
      const token = randomBytes(32).toString('base64url');
      const id = await storeLink(user.id, user.email, token);
      try {
        await mail.send({
          to: user.email,
          subject: authMessage(request.lang, 'resetSubject'),
          text: authMessage(request.lang, 'resetText', {
            link: resetLink(request.origin, request.lang, user.email, token),
            minutes: RESET_LINK.seconds / 60,
          }),
        });
      } catch {
        // Undo: a link never delivered must not work, and the address may ask again at once.
        await db.update(passwordResetLinks).set({ usedAt: sql`now()` }).where(eq(passwordResetLinks.id, id));
        await release(db, resendKey);
        await release(db, dayKey);
        return { kind: 'sendFailed' };
      }
      return { kind: 'sent' };
    },

    /**
     * Spends the link's token (256 random bits need no guess counting: expiry and single use suffice),
     * then sets the password; the link also proves the address, so the account counts as activated.
     */
    async resetByEmail(email: string, token: string, password: string): Promise<{ kind: 'ok' | 'expired' }> {
      const [used] = await db
        .update(passwordResetLinks)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetLinks.tokenHash, sha256(token)),
            eq(passwordResetLinks.email, email.trim().toLowerCase()),
            isNull(passwordResetLinks.usedAt),
            gt(passwordResetLinks.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetLinks.userId });
      if (!used) return { kind: 'expired' };
      await auth.changePassword(used.userId, password);
      await users.markEmailVerified(used.userId);
      return { kind: 'ok' };
    },

    hasPassword: async (userId: number) => Boolean((await users.byId(userId))?.passwordHash),

    /**
     * The signed-in change: the current password first (5 wrong ones an hour, then refused), unless the
     * account has none yet; the other sessions end, the one making the change stays.
     */
    async change(userId: number, sessionId: string, oldPassword: string, password: string) {
      const user = await users.byId(userId);
      if (!user) return { kind: 'wrongPassword' } satisfies ChangeResult;
      const key = `password:change:${userId}`;
      if (user.passwordHash) {
        if ((await claim(db, key, { seconds: 60 * 60, limit: PASSWORD_CHANGE_GUESSES })) === null) {
          return { kind: 'tooMany' } satisfies ChangeResult;
        }
        if (!(await users.checkPassword(user, oldPassword)))
          return { kind: 'wrongPassword' } satisfies ChangeResult;
        await reset(db, key);
      }
      const endedSessions = await auth.changePassword(userId, password, sessionId);
      return { kind: 'ok', endedSessions } satisfies ChangeResult;
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
