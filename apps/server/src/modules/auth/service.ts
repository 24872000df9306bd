import type { Db } from '../../db/connection.ts';
import type { CaptchaVerifier } from '../../outside/captcha/captcha.ts';
import type { MailSender } from '../../outside/mail/mail.ts';
import type { SmsSender } from '../../outside/sms/sms.ts';
import type { Registration, User, UsersService } from '../users/index.ts';
import { sweepAuthTables } from './housekeeping.ts';
import { createLoginService } from './login-service.ts';
import { createSecondStepService } from './second-step-service.ts';
import type { NewSession, SessionsService } from './sessions-service.ts';
import { type CheckResult, createSmsCodesService } from './sms-service.ts';

export interface SessionContext {
  autoLogin: boolean;
  ip: string;
  userAgent?: string;
  deviceId?: string | null;
  /** The session the browser holds now, revoked by the new one (rotation at sign-in). */
  replacing?: string;
  /** The browser's user_key cookie: its guest cart joins the account. */
  guestCartKey?: string;
}

/** The sign-in flows of spec 1 §4: account, SMS (signing up new phones), phone confirmation, logout. */
export function createAuthService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  captcha: CaptchaVerifier;
  sms: SmsSender;
  mail: MailSender;
  secret: Buffer;
}) {
  const secondStep = createSecondStepService(deps);
  const login = createLoginService({ ...deps, secondStep });
  const codes = createSmsCodesService(deps);
  const { users, sessions } = deps;

  return {
    async signIn(request: Parameters<typeof login.signIn>[0]) {
      const result = await login.signIn(request);
      await sweepAuthTables(deps.db);
      return result;
    },
    mobileCheck: login.mobileCheck,
    loginCheck: login.loginCheck,
    changePassword: login.changePassword,
    async sendSmsCode(request: Parameters<typeof codes.send>[0]) {
      const result = await codes.send(request);
      await sweepAuthTables(deps.db);
      return result;
    },

    /** Signs in with an SMS code; a phone seen for the first time becomes an account (isNewRegister). */
    async smsSignIn(
      mobile: string,
      code: string,
      registration: Registration,
      context: SessionContext,
    ): Promise<
      Exclude<CheckResult, { kind: 'ok' }> | { kind: 'ok'; user: User; created: boolean; session: NewSession }
    > {
      const checked = await codes.check(mobile, code);
      if (checked.kind !== 'ok') return checked;
      const { user, created } = await users.signUpOrFindByMobile(mobile, registration);
      await login.clearFailures(user);
      const session = await sessions.open(user.id, context);
      return { kind: 'ok', user, created, session };
    },

    /** Confirms (or sets) the signed-in user's phone with a code sent to it. */
    async verifyMobile(
      userId: number,
      mobile: string,
      code: string,
    ): Promise<Exclude<CheckResult, { kind: 'ok' }> | { kind: 'taken' } | { kind: 'ok'; user: User }> {
      const checked = await codes.check(mobile, code);
      if (checked.kind !== 'ok') return checked;
      if ((await users.confirmMobile(userId, mobile)) === 'taken') return { kind: 'taken' };
      return { kind: 'ok', user: (await users.byId(userId))! };
    },

    /** Finishes a sign-in that answered 423 with the e-mailed code. */
    async secondVerify(
      challenge: string,
      code: string,
      context: Omit<SessionContext, 'autoLogin'>,
    ): Promise<
      | { kind: 'wrong'; left: number }
      | { kind: 'expired' }
      | { kind: 'ok'; user: User; session: NewSession; autoLogin: boolean }
    > {
      const checked = await secondStep.check(challenge, code);
      if (checked.kind !== 'ok') return checked;
      const user = await users.byId(checked.userId);
      if (!user) return { kind: 'expired' };
      const session = await sessions.open(user.id, { ...context, autoLogin: checked.autoLogin });
      return { kind: 'ok', user, session, autoLogin: checked.autoLogin };
    },

    logout: (sessionId: string | undefined) => (sessionId ? sessions.revoke(sessionId) : Promise.resolve()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
