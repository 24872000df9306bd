import { AUTH_CODE, CODE, type Language } from '@stallhub/contracts';
import type { FastifyReply } from 'fastify';
import { Outcome } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { authMessage } from './messages.ts';
import type { SendResult } from './sms-service.ts';

/**
 * The answer to an SMS code send, for sign-in and password reset alike (spec 1 §4 sms flow, §8): the
 * captcha codes with the needVerifyType to raise, and 429 with retry-after for a resend within 30 s.
 */
export function smsSendAnswer(lang: Language, result: SendResult, reply: FastifyReply) {
  switch (result.kind) {
    case 'sent':
      return new Outcome(CODE.ok, authMessage(lang, 'codeSent'), { needVerifyType: null });
    case 'captchaRequired':
      return new Outcome(
        AUTH_CODE.captchaRequired,
        authMessage(lang, result.needVerifyType === 20 ? 'popupCaptchaRequired' : 'captchaRequired'),
        { needVerifyType: result.needVerifyType },
      );
    case 'captchaFailed':
      return new Outcome(AUTH_CODE.captchaFailed, authMessage(lang, 'captchaFailed'), {
        needVerifyType: result.needVerifyType,
      });
    case 'tooSoon':
      reply.status(429).header('retry-after', String(result.retryAfter));
      return new Outcome(
        CODE.tooManyRequests,
        authMessage(lang, 'resendTooSoon', { seconds: result.retryAfter }),
        { needVerifyType: null, retryAfter: result.retryAfter },
      );
    case 'dailyLimit':
      reply.status(429);
      return new Outcome(CODE.tooManyRequests, authMessage(lang, result.reason), { needVerifyType: null });
    case 'sendFailed':
      throw new HttpError(502, authMessage(lang, 'smsSendFailed'), CODE.serverError);
  }
}
