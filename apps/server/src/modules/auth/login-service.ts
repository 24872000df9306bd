import { setTimeout as sleep } from 'node:timers/promises';
import {
  CAPTCHA_TYPE,
  type Language,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  PHONE_PATTERN,
} from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { CaptchaVerifier } from '../../outside/captcha/captcha.ts';
import type { User, UsersService } from '../users/index.ts';
import { bump, claim, peek, release, reset } from './counters.ts';
import type { SecondStepService } from './second-step-service.ts';
import type { NewSession, SessionsService } from './sessions-service.ts';

/**
 * Failures are counted per account over a day and per address over an hour. Without a solved captcha
 * only the first LOGIN_FAILURES_BEFORE_CAPTCHA + 1 attempts in a window are judged at all.
 */
export const LOGIN_WINDOWS = {
  account: { seconds: 24 * 60 * 60, limit: LOGIN_FAILURES_BEFORE_CAPTCHA + 1 },
  address: { seconds: 60 * 60, limit: LOGIN_FAILURES_BEFORE_CAPTCHA + 1 },
} as const;

export type SignInResult =
  | { kind: 'ok'; user: User; session: NewSession }
  | { kind: 'captchaRequired' | 'captchaFailed' | 'wrongCredentials'; failCount: number }
  | { kind: 'notActivated'; failCount: number; email: string }
  /** The password was right, and the e-mailed code must follow (code 423). */
  | { kind: 'secondStep'; challenge: string }
  | { kind: 'mailFailed' };

export interface SignInRequest {
  username: string;
  password: string;
  autoLogin: boolean;
  captchaToken?: string;
  ip: string;
  userAgent?: string;
  deviceId?: string | null;
  /** The session the browser holds now, revoked by the new one. */
  replacing?: string;
  /** The browser's user_key cookie: its guest cart joins the account. */
  guestCartKey?: string;
  /** The language of the second step's e-mail. */
  lang: Language;
}

/**
 * A refused password sign-in answers no sooner than this after it began. Both paths already spend one
 * argon2id check (a dummy one for an unknown account), but the rest of the work still differs by tens
 * of milliseconds; under this floor (several checks' worth) an unknown and a known account answer alike.
 */
export const REFUSED_SIGN_IN_MS = 300;
const REFUSALS = new Set<SignInResult['kind']>(['wrongCredentials', 'captchaRequired', 'captchaFailed']);

const userKey = (userId: number) => `login:user:${userId}`;
const accountKey = (user: User | null, username: string) =>
  user ? userKey(user.id) : `login:name:${username.trim().toLowerCase()}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

export function createLoginService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  captcha: CaptchaVerifier;
  secondStep: SecondStepService;
}) {
  const { db, users, sessions, captcha, secondStep } = deps;

  /** What the page compares with 2: the larger of the account's and the address's failures. */
  const failCountOf = async (account: string, address: string) =>
    Math.max(
      (await peek(db, account, LOGIN_WINDOWS.account.seconds)).count,
      (await peek(db, address, LOGIN_WINDOWS.address.seconds)).count,
    );

  /**
   * Takes one captcha-free attempt for the account and the address, atomically per counter: of N
   * parallel wrong attempts at most 3 are judged, the others are told to solve the captcha.
   */
  async function claimAttempt(account: string, address: string): Promise<boolean> {
    if ((await claim(db, account, LOGIN_WINDOWS.account)) === null) return false;
    if ((await claim(db, address, LOGIN_WINDOWS.address)) === null) {
      await release(db, account);
      return false;
    }
    return true;
  }

  /** Account sign-in (spec 1 §4 account flow): e-mail or mobile, and the password. */
  async function judge(request: SignInRequest): Promise<SignInResult> {
    const user = await users.byLoginName(request.username);
    const account = accountKey(user, request.username);
    const address = addressKey(request.ip);

    // A solved captcha lets an attempt through whatever the counts; without one, a free place must be left.
    const solved =
      request.captchaToken !== undefined &&
      (await captcha.verify(request.captchaToken, [CAPTCHA_TYPE.embedded, CAPTCHA_TYPE.popup]));
    if (!solved && !(await claimAttempt(account, address))) {
      return {
        kind: request.captchaToken ? 'captchaFailed' : 'captchaRequired',
        failCount: await failCountOf(account, address),
      };
    }

    if (!(await users.checkPassword(user, request.password)) || !user) {
      if (solved) {
        await bump(db, account, LOGIN_WINDOWS.account.seconds);
        await bump(db, address, LOGIN_WINDOWS.address.seconds);
      }
      return { kind: 'wrongCredentials', failCount: await failCountOf(account, address) };
    }

    // The password was right: this attempt is no failure.
    await reset(db, account);
    if (!solved) await release(db, address);
    // An e-mail account proves its address before it signs in by e-mail (spec 1 §4: code 562).
    if (request.username.includes('@') && user.email && !user.emailVerified) {
      return { kind: 'notActivated', failCount: 0, email: user.email };
    }
    if (await secondStep.needed(user, request)) {
      const challenge = await secondStep.open(user, request.autoLogin, request.lang);
      return challenge ? { kind: 'secondStep', challenge } : { kind: 'mailFailed' };
    }
    const session = await sessions.open(user.id, {
      autoLogin: request.autoLogin,
      replacing: request.replacing,
      ip: request.ip,
      userAgent: request.userAgent,
      guestCartKey: request.guestCartKey,
      deviceId: request.deviceId,
    });
    return { kind: 'ok', user, session };
  }

  return {
    async signIn(request: SignInRequest): Promise<SignInResult> {
      const started = performance.now();
      const result = await judge(request);
      if (REFUSALS.has(result.kind)) await sleep(REFUSED_SIGN_IN_MS - (performance.now() - started));
      return result;
    },

    /** Is this a registered mobile, and may it sign in with a password (else the page switches to SMS)? */
    async mobileCheck(mobile: string) {
      const user = PHONE_PATTERN.test(mobile) ? await users.byMobile(mobile) : null;
      return { isRegisteredMobile: user !== null, hasPassword: Boolean(user?.passwordHash) };
    },

    /** /apic/login/c: r registered, p has a password, ac activated. */
    async loginCheck(name: string) {
      const user = name ? await users.byLoginName(name) : null;
      return {
        r: user !== null,
        p: Boolean(user?.passwordHash),
        ac: user !== null && (user.emailVerified || user.mobileConfirmed),
      };
    },

    /** Clears an account's failures after it proved itself another way (an SMS code). */
    clearFailures: (user: User) => reset(db, userKey(user.id)),

    /**
     * Sets a new password and ends every other session of the account (spec: password change and reset
     * sign out everywhere else). `keep` is the session that made the change, if any.
     */
    async changePassword(userId: number, password: string, keep?: string): Promise<number> {
      await users.setPassword(userId, password);
      // Failures counted against the old password say nothing about the new one.
      await reset(db, userKey(userId));
      return sessions.revokeOthers(userId, keep);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
