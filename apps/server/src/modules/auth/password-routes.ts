import {
  AUTH_CODE,
  AUTH_RATE_LIMITS,
  CODE,
  changePassword,
  EMAIL_PATTERN,
  getPasswordInfo,
  type Language,
  PASSWORD_RULE,
  resetByEmail,
  resetBySms,
  sendResetLink,
  sendResetSmsCode,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { limited } from '../../http/rate-limited.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import { type AuthMessageKey, authMessage } from './messages.ts';
import type { PasswordService } from './password-service.ts';
import { clientIp, deviceIdOf, langOf } from './request-context.ts';
import { smsSendAnswer } from './sms-send-answer.ts';
import { codeProblem, phoneProblem } from './sms-service.ts';

/** What is wrong with a new password and its repetition: the sign-up rules (spec 1 §5). */
export function newPasswordProblem(password: string, repassword: string): AuthMessageKey | null {
  if (!password) return 'passwordEmpty';
  if (password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max) return 'passwordLength';
  return password === repassword ? null : 'passwordMismatch';
}

const refusal = (code: number, message: string) => new Outcome<never>(code, message, null as never);

/** Answers 400 with the text for `key`, when there is a key. */
const reject = (lang: Language, key: AuthMessageKey | null) => {
  if (key) throw badRequest(authMessage(lang, key, { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max }));
};

/** Password recovery at /findpwd.html and the user centre's password change (issue 3 item 5). */
export function passwordRoutes(
  app: FastifyInstance,
  deps: { passwords: PasswordService; siteOrigin: SiteOrigin },
) {
  const { passwords } = deps;

  limited(app, 'reset-sms-send', AUTH_RATE_LIMITS.smsSend, (scope) => {
    registerCall(scope, sendResetSmsCode, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      reject(lang, phoneProblem(input.mobile));
      const result = await passwords.sendSmsCode({
        mobile: input.mobile,
        captcha: input.captchaVerifyParamList,
        ip: clientIp(request),
        deviceId: deviceIdOf(request),
        lang,
      });
      return smsSendAnswer(lang, result, reply);
    });

    registerCall(scope, sendResetLink, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      reject(lang, input.email ? null : 'emailEmpty');
      reject(lang, EMAIL_PATTERN.test(input.email) ? null : 'emailFormat');
      const result = await passwords.sendLink({
        email: input.email,
        captchaToken: input.captchaSlideParam,
        lang,
        origin: deps.siteOrigin(request),
      });
      switch (result.kind) {
        case 'sent':
          return new Outcome(CODE.ok, authMessage(lang, 'resetLinkSent', { email: input.email }), null);
        case 'captchaRequired':
          return refusal(AUTH_CODE.captchaRequired, authMessage(lang, 'captchaRequired'));
        case 'captchaFailed':
          return refusal(AUTH_CODE.captchaFailed, authMessage(lang, 'captchaFailed'));
        case 'tooSoon':
          reply.status(429).header('retry-after', String(result.retryAfter));
          return refusal(
            CODE.tooManyRequests,
            authMessage(lang, 'resendTooSoon', { seconds: result.retryAfter }),
          );
        case 'dailyLimit':
          reply.status(429);
          return refusal(CODE.tooManyRequests, authMessage(lang, 'dailyLimitEmail'));
        case 'sendFailed':
          throw new HttpError(502, authMessage(lang, 'emailSendFailed'), CODE.serverError);
      }
    });
  });

  limited(app, 'reset-by-sms', AUTH_RATE_LIMITS.smsLogin, (scope) => {
    registerCall(scope, resetBySms, async (input, request) => {
      const lang = langOf(request, input.lang);
      reject(lang, phoneProblem(input.mobile));
      reject(lang, codeProblem(input.smsCode));
      // The password is judged before the code, so a typo in it does not spend one of the code's guesses.
      reject(lang, newPasswordProblem(input.password, input.repassword));
      const result = await passwords.resetBySms(input.mobile, input.smsCode, input.password);
      switch (result.kind) {
        case 'ok':
          return new Outcome(CODE.ok, authMessage(lang, 'passwordReset'), null);
        case 'wrong':
          return refusal(AUTH_CODE.smsCodeWrong, authMessage(lang, 'codeWrong', { count: result.left }));
        case 'expired':
          return refusal(AUTH_CODE.smsCodeExpired, authMessage(lang, 'codeExpired'));
        case 'noAccount':
          return refusal(AUTH_CODE.noAccount, authMessage(lang, 'noAccountForPhone'));
      }
    });

    registerCall(scope, resetByEmail, async (input, request) => {
      const lang = langOf(request, input.lang);
      reject(lang, input.email && input.token ? null : 'resetLinkExpired');
      reject(lang, newPasswordProblem(input.password, input.repassword));
      const result = await passwords.resetByEmail(input.email, input.token, input.password);
      return result.kind === 'ok'
        ? new Outcome(CODE.ok, authMessage(lang, 'passwordReset'), null)
        : refusal(AUTH_CODE.smsCodeExpired, authMessage(lang, 'resetLinkExpired'));
    });

    registerCall(scope, getPasswordInfo, async (_input, request) => {
      const userId = signedIn(request, langOf(request));
      return { hasPassword: await passwords.hasPassword(userId) };
    });

    registerCall(scope, changePassword, async (input, request) => {
      const lang = langOf(request, input.lang);
      const userId = signedIn(request, lang);
      reject(lang, newPasswordProblem(input.password, input.repassword));
      const result = await passwords.change(userId, request.sessionId!, input.oldPassword, input.password);
      switch (result.kind) {
        case 'ok':
          return new Outcome(CODE.ok, authMessage(lang, 'passwordChanged'), {
            endedSessions: result.endedSessions,
          });
        case 'wrongPassword':
          return refusal(AUTH_CODE.wrongCredentials, authMessage(lang, 'oldPasswordWrong'));
        case 'tooMany':
          return refusal(CODE.tooManyRequests, authMessage(lang, 'oldPasswordTooMany'));
      }
    });
  });
}

/** The signed-in user's id, or a 401 in the caller's language. */
function signedIn(request: FastifyRequest, lang: Language): number {
  const userId = request.session?.userId;
  if (userId === undefined || !request.sessionId) {
    throw new HttpError(401, authMessage(lang, 'notLoggedIn'), CODE.notLoggedIn);
  }
  return userId;
}
