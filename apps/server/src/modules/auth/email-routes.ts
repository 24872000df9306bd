import {
  AUTH_CODE,
  AUTH_RATE_LIMITS,
  activateEmail,
  CODE,
  EMAIL_PATTERN,
  emailRegister,
  IMAGE_CODE_PATH,
  type Language,
  PASSWORD_RULE,
  verifyEmailCode,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import type { ImageCodes } from '../../outside/captcha/image-code.ts';
import type { EmailSignUpService } from './email-signup-service.ts';
import { type AuthMessageKey, authMessage } from './messages.ts';
import { langOf } from './request-context.ts';

/** The first thing wrong with an e-mail sign-up form, as a message key (spec 1 §5). */
export function emailSignUpProblem(input: {
  username: string;
  password: string;
  repassword: string;
}): AuthMessageKey | null {
  if (!input.username) return 'emailEmpty';
  if (!EMAIL_PATTERN.test(input.username)) return 'emailFormat';
  if (!input.password) return 'passwordEmpty';
  if (input.password.length < PASSWORD_RULE.min || input.password.length > PASSWORD_RULE.max) {
    return 'passwordLength';
  }
  if (input.password !== input.repassword) return 'passwordMismatch';
  return null;
}

const refusal = (code: number, message: string) => new Outcome<never>(code, message, null as never);
const params = { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max };

/** /apic/emailRegister, /apic/verifyEmailValidateCode, /apic/activateEmail and the image code (spec 1 §7). */
export function emailAccountRoutes(
  app: FastifyInstance,
  deps: { emailSignUp: EmailSignUpService; imageCodes: ImageCodes; siteOrigin: SiteOrigin },
) {
  const { emailSignUp, imageCodes } = deps;

  void app.register(async (scope) => {
    scope.addHook(
      'onRequest',
      scope.rateLimit({ groupId: 'email-register', max: AUTH_RATE_LIMITS.smsSend, timeWindow: 60_000 }),
    );
    registerCall(scope, emailRegister, async (input, request) => {
      const lang: Language = langOf(request, input.lang);
      const problem = emailSignUpProblem(input);
      if (problem) throw badRequest(authMessage(lang, problem, params));
      const result = await emailSignUp.signUp({
        email: input.username,
        password: input.password,
        captchaToken: input.captchaSlideParam,
        registration: { registerSource: input.registerSource, registerEndpoint: input.registerEndpoint },
        lang,
        origin: deps.siteOrigin(request),
      });
      switch (result.kind) {
        case 'ok':
          return new Outcome(CODE.ok, authMessage(lang, 'signUpSuccess'), { email: result.email });
        case 'captchaRequired':
          return refusal(AUTH_CODE.captchaRequired, authMessage(lang, 'captchaRequired'));
        case 'captchaFailed':
          return refusal(AUTH_CODE.captchaFailed, authMessage(lang, 'captchaFailed'));
        case 'taken':
          return refusal(AUTH_CODE.emailTaken, authMessage(lang, 'emailTaken'));
        case 'sendFailed':
          throw new HttpError(502, authMessage(lang, 'emailSendFailed'), CODE.serverError);
      }
    });
  });

  void app.register(async (scope) => {
    scope.addHook(
      'onRequest',
      scope.rateLimit({ groupId: 'email-code', max: AUTH_RATE_LIMITS.smsLogin, timeWindow: 60_000 }),
    );
    registerCall(scope, verifyEmailCode, async (input, request) => {
      const lang = langOf(request, input.lang);
      if (!input.email) throw badRequest(authMessage(lang, 'emailEmpty'));
      if (!input.code && !input.token) throw badRequest(authMessage(lang, 'codeEmpty'));
      const result = await emailSignUp.activate(input.email, { code: input.code, token: input.token });
      if (result.kind === 'wrong') {
        return refusal(AUTH_CODE.smsCodeWrong, authMessage(lang, 'emailCodeWrong', { count: result.left }));
      }
      if (result.kind === 'expired')
        return refusal(AUTH_CODE.smsCodeExpired, authMessage(lang, 'emailCodeExpired'));
      return new Outcome(CODE.ok, authMessage(lang, 'emailActivated'), { email: result.email });
    });
  });

  void app.register(async (scope) => {
    scope.addHook(
      'onRequest',
      scope.rateLimit({ groupId: 'image-code', max: AUTH_RATE_LIMITS.captcha, timeWindow: 60_000 }),
    );
    scope.get(IMAGE_CODE_PATH, async (_request, reply) => {
      const { id, svg } = await imageCodes.issue();
      // The browser holds which picture it was shown; the answer never leaves the server.
      reply.setCookie(IMAGE_CODE_COOKIE, id, { path: '/apic', httpOnly: true, sameSite: 'lax', maxAge: 300 });
      return reply.type('image/svg+xml').send(svg);
    });

    registerCall(scope, activateEmail, async (input, request, reply) => {
      const lang = langOf(request, input.lang);
      if (!input.email) throw badRequest(authMessage(lang, 'emailEmpty'));
      if (!EMAIL_PATTERN.test(input.email)) throw badRequest(authMessage(lang, 'emailFormat'));
      if (!input.secCode) throw badRequest(authMessage(lang, 'imageCodeEmpty'));
      if (!(await imageCodes.check(request.cookies[IMAGE_CODE_COOKIE], input.secCode))) {
        return refusal(AUTH_CODE.captchaFailed, authMessage(lang, 'imageCodeWrong'));
      }
      const result = await emailSignUp.resendActivation(input.email, lang, deps.siteOrigin(request));
      if (result.kind === 'tooSoon') {
        reply.status(429).header('retry-after', String(result.retryAfter));
        return refusal(
          CODE.tooManyRequests,
          authMessage(lang, 'resendTooSoon', { seconds: result.retryAfter }),
        );
      }
      if (result.kind === 'sendFailed')
        throw new HttpError(502, authMessage(lang, 'emailSendFailed'), CODE.serverError);
      return new Outcome(CODE.ok, authMessage(lang, 'activationResent', { email: input.email }), null);
    });
  });
}

/** The httpOnly cookie naming the image code this browser was shown. */
const IMAGE_CODE_COOKIE = 'vcid';
