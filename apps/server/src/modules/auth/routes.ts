import {
  AUTH_CODE,
  AUTH_RATE_LIMITS,
  CODE,
  COOKIE,
  getSliderCaptcha,
  type Language,
  login,
  loginCheck,
  logout,
  mobileCheck,
  mobileVerify,
  secondVerify,
  sendSmsCode,
  smsLogin,
  verifySliderCaptcha,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { limited } from '../../http/rate-limited.ts';
import type { SliderCaptcha } from '../../outside/captcha/slider-captcha.ts';
import type { UsersService } from '../users/index.ts';
import { clearSignInCookies, setSignInCookies } from './cookies.ts';
import { type AuthMessageKey, authMessage } from './messages.ts';
import { clientIp, deviceIdOf, langOf } from './request-context.ts';
import type { AuthService, SessionContext } from './service.ts';
import { smsSendAnswer } from './sms-send-answer.ts';
import { codeProblem, phoneProblem } from './sms-service.ts';

/** Answers 400 with the text for `key` in the caller's language, when there is a key. */
const rejectInput = (lang: Language, key: AuthMessageKey | null) => {
  if (key) throw badRequest(authMessage(lang, key));
};

const sessionContext = (request: FastifyRequest, autoLogin: boolean): SessionContext => ({
  autoLogin,
  ...sessionPlace(request),
});

/** Where a sign-in comes from, and the session it replaces. */
const sessionPlace = (request: FastifyRequest): Omit<SessionContext, 'autoLogin'> => ({
  ip: clientIp(request),
  userAgent: request.headers['user-agent'],
  deviceId: deviceIdOf(request),
  replacing: request.sessionId,
  guestCartKey: request.cookies[COOKIE.userKey],
});

interface AuthRoutesDeps {
  auth: AuthService;
  users: UsersService;
  captcha: SliderCaptcha;
}

export function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  accountSignInRoutes(app, deps);
  accountCheckRoutes(app, deps);
  smsRoutes(app, deps);
  logoutRoutes(app, deps);
  captchaRoutes(app, deps);
}

/** Signing in with a username and password, and the e-mailed second step it may ask for. */
function accountSignInRoutes(app: FastifyInstance, { auth, users }: AuthRoutesDeps) {
  limited(app, 'login', AUTH_RATE_LIMITS.login, (scope) => {
    registerCall(scope, login, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      rejectInput(lang, input.username ? null : 'usernameEmpty');
      rejectInput(lang, input.password ? null : 'passwordEmpty');
      const result = await auth.signIn({
        username: input.username,
        password: input.password,
        captchaToken: input.captchaSlideParam || undefined,
        ...sessionContext(request, input.auto),
        lang,
      });
      switch (result.kind) {
        case 'ok':
          setSignInCookies(request, reply, result.session, result.user, input.auto);
          return new Outcome(CODE.ok, authMessage(lang, 'signInSuccess'), {
            failCount: 0,
            type: result.user.userType,
            userInfo: users.session(result.user),
          });
        case 'notActivated':
          return new Outcome(AUTH_CODE.notActivated, authMessage(lang, 'notActivated'), {
            failCount: 0,
            email: result.email,
          });
        case 'secondStep':
          return new Outcome(AUTH_CODE.secondStep, authMessage(lang, 'secondStepRequired'), {
            failCount: 0,
            code: result.challenge,
          });
        case 'mailFailed':
          throw new HttpError(502, authMessage(lang, 'emailSendFailed'), CODE.serverError);
        case 'captchaRequired':
          return new Outcome(AUTH_CODE.captchaRequired, authMessage(lang, 'captchaRequired'), {
            failCount: result.failCount,
          });
        case 'captchaFailed':
          return new Outcome(AUTH_CODE.captchaFailed, authMessage(lang, 'captchaFailed'), {
            failCount: result.failCount,
          });
        case 'wrongCredentials':
          return new Outcome(AUTH_CODE.wrongCredentials, authMessage(lang, 'wrongCredentials'), {
            failCount: result.failCount,
          });
      }
    });
  });

  limited(app, 'second-step', AUTH_RATE_LIMITS.login, (scope) => {
    registerCall(scope, secondVerify, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      if (!input.code) return refusal(AUTH_CODE.smsCodeExpired, authMessage(lang, 'secondStepExpired'));
      rejectInput(lang, input.verifyCode ? null : 'secondStepCodeEmpty');
      const result = await auth.secondVerify(input.code, input.verifyCode, sessionPlace(request));
      if (result.kind === 'wrong') {
        return refusal(AUTH_CODE.smsCodeWrong, authMessage(lang, 'emailCodeWrong', { count: result.left }));
      }
      if (result.kind === 'expired') {
        return refusal(AUTH_CODE.smsCodeExpired, authMessage(lang, 'secondStepExpired'));
      }
      setSignInCookies(request, reply, result.session, result.user, result.autoLogin);
      return new Outcome(CODE.ok, authMessage(lang, 'signInSuccess'), {
        failCount: 0,
        type: result.user.userType,
        userInfo: users.session(result.user),
      });
    });
  });
}

/** Whether a mobile number or a username has an account, and how it signs in: the page picks its next step by it. */
function accountCheckRoutes(app: FastifyInstance, { auth }: AuthRoutesDeps) {
  limited(app, 'account-check', AUTH_RATE_LIMITS.check, (scope) => {
    registerCall(scope, mobileCheck, (input, request) => {
      rejectInput(langOf(request, input.lang), phoneProblem(input.mobile));
      return auth.mobileCheck(input.mobile);
    });
    registerCall(scope, loginCheck, (input, request) => {
      rejectInput(langOf(request, input.lang), input.u ? null : 'usernameEmpty');
      return auth.loginCheck(input.u);
    });
  });
}

/** The SMS code: sending it, signing in (or up) with it, and verifying a signed-in account's mobile. */
function smsRoutes(app: FastifyInstance, { auth, users }: AuthRoutesDeps) {
  limited(app, 'sms-send', AUTH_RATE_LIMITS.smsSend, (scope) => {
    registerCall(scope, sendSmsCode, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      rejectInput(lang, phoneProblem(input.mobile));
      const result = await auth.sendSmsCode({
        mobile: input.mobile,
        captcha: input.captchaVerifyParamList,
        ip: clientIp(request),
        deviceId: deviceIdOf(request),
        lang,
      });
      return smsSendAnswer(lang, result, reply);
    });
  });

  limited(app, 'sms-login', AUTH_RATE_LIMITS.smsLogin, (scope) => {
    registerCall(scope, smsLogin, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      rejectInput(lang, phoneProblem(input.mobile));
      rejectInput(lang, codeProblem(input.smsCode));
      const result = await auth.smsSignIn(
        input.mobile,
        input.smsCode,
        {
          registerSource: input.registerSource,
          registerEndpoint: input.registerEndpoint,
          bdVid: input.bdVid,
          channelType: input.channelType,
        },
        sessionContext(request, input.auto),
      );
      if (result.kind !== 'ok') return codeRefusal(lang, result);
      setSignInCookies(request, reply, result.session, result.user, input.auto);
      return new Outcome(CODE.ok, authMessage(lang, result.created ? 'signUpSuccess' : 'signInSuccess'), {
        userInfo: users.session(result.user),
        isNewRegister: result.created,
      });
    });

    registerCall(scope, mobileVerify, async (input, request) => {
      const lang = langOf(request, input.lang);
      const userId = request.session?.userId;
      if (userId === undefined) throw new HttpError(401, authMessage(lang, 'notLoggedIn'), CODE.notLoggedIn);
      rejectInput(lang, phoneProblem(input.mobile));
      rejectInput(lang, codeProblem(input.smsCode));
      const result = await auth.verifyMobile(userId, input.mobile, input.smsCode);
      if (result.kind === 'taken') return refusal(AUTH_CODE.mobileTaken, authMessage(lang, 'mobileTaken'));
      if (result.kind !== 'ok') return codeRefusal(lang, result);
      return new Outcome(CODE.ok, authMessage(lang, 'mobileVerified'), { user: users.session(result.user) });
    });
  });
}

function logoutRoutes(app: FastifyInstance, { auth }: AuthRoutesDeps) {
  registerCall(app, logout, async (_input, request, reply) => {
    await auth.logout(request.sessionId);
    clearSignInCookies(request, reply);
    return new Outcome(CODE.ok, authMessage(langOf(request), 'logoutSuccess'), null);
  });
  // The spec's GET form of the call: refused, so that a link, an image or a prefetch signs nobody out.
  app.get(logout.path, async (request, reply) =>
    reply
      .status(405)
      .header('allow', logout.method)
      .send({
        code: CODE.methodNotAllowed,
        message: authMessage(langOf(request), 'logoutNeedsPost'),
        data: null,
      }),
  );
}

function captchaRoutes(app: FastifyInstance, { captcha }: AuthRoutesDeps) {
  limited(app, 'slider-captcha', AUTH_RATE_LIMITS.captcha, (scope) => {
    registerCall(scope, getSliderCaptcha, ({ type }) => captcha.issue(type as 10 | 20));
    registerCall(scope, verifySliderCaptcha, async ({ challengeId, x, lang }, request) => {
      const token = await captcha.answer(challengeId, x);
      return token ?? refusal(AUTH_CODE.captchaFailed, authMessage(langOf(request, lang), 'captchaFailed'));
    });
  });
}

/** A refusal carries no data (null), whatever the call's success data is. */
const refusal = (code: number, message: string) => new Outcome<never>(code, message, null as never);

/** A code that did not open anything: wrong (with guesses left) or no longer live. */
const codeRefusal = (lang: Language, result: { kind: 'wrong'; left: number } | { kind: 'expired' }) =>
  result.kind === 'wrong'
    ? refusal(AUTH_CODE.smsCodeWrong, authMessage(lang, 'codeWrong', { count: result.left }))
    : refusal(AUTH_CODE.smsCodeExpired, authMessage(lang, 'codeExpired'));
