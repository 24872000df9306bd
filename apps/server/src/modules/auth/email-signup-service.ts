import { ACTIVATION_RESEND_SECONDS, CAPTCHA_TYPE, type Language } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import type { CaptchaVerifier } from '../../outside/captcha/captcha.ts';
import type { MailSender } from '../../outside/mail/mail.ts';
import type { Registration, UsersService } from '../users/index.ts';
import { claim, peek } from './counters.ts';
import type { EmailCodesService } from './email-codes-service.ts';
import { authMessage } from './messages.ts';

export type EmailSignUpResult =
  | { kind: 'ok'; email: string }
  | { kind: 'captchaRequired' }
  | { kind: 'captchaFailed' }
  | { kind: 'taken' }
  | { kind: 'sendFailed' };

export type ActivationResult =
  | { kind: 'ok'; email: string }
  | { kind: 'wrong'; left: number }
  | { kind: 'expired' };

/** The activation link of the page /emailActivation.html (spec 1 §2, §4). */
export const activationLink = (origin: string, lang: Language, email: string, token: string) => {
  const path = lang === 'cn' ? '/emailActivation.html' : `/${lang}/emailActivation.html`;
  return `${origin}${path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
};

/** E-mail sign-up and activation (spec 1 §4 "E-mail (global) flow"). */
export function createEmailSignUpService(deps: {
  db: Db;
  users: UsersService;
  codes: EmailCodesService;
  captcha: CaptchaVerifier;
  mail: MailSender;
}) {
  const { users, codes, captcha, mail } = deps;

  /** Sends the account's activation mail: a code and a link, the newest the only live one. */
  async function sendActivation(userId: number, email: string, lang: Language, origin: string) {
    const issued = await codes.issue(userId, email);
    try {
      await mail.send({
        to: email,
        subject: authMessage(lang, 'activationSubject'),
        text: authMessage(lang, 'activationText', {
          code: issued.code,
          link: activationLink(origin, lang, email, issued.token),
        }),
      });
      return true;
    } catch {
      await codes.retire(issued.id);
      return false;
    }
  }

  return {
    sendActivation,

    /** The slider first, then a new unactivated account and its activation mail. */
    async signUp(request: {
      email: string;
      password: string;
      captchaToken: string;
      registration: Registration;
      lang: Language;
      origin: string;
    }): Promise<EmailSignUpResult> {
      if (!request.captchaToken) return { kind: 'captchaRequired' };
      if (!(await captcha.verify(request.captchaToken, [CAPTCHA_TYPE.embedded, CAPTCHA_TYPE.popup]))) {
        return { kind: 'captchaFailed' };
      }
      const user = await users.signUpByEmail(request.email, request.password, request.registration);
      if (!user) return { kind: 'taken' };
      if (!(await sendActivation(user.id, user.email!, request.lang, request.origin))) {
        // Undo: an account nobody can activate would only block the address.
        await users.removeUnactivated(user.id);
        return { kind: 'sendFailed' };
      }
      return { kind: 'ok', email: user.email! };
    },

    /**
     * The resend-activation form: one mail a minute per address, and only to an account still waiting
     * for activation; the answer is the same either way, so it tells nobody which addresses have one.
     */
    async resendActivation(
      email: string,
      lang: Language,
      origin: string,
    ): Promise<{ kind: 'sent' } | { kind: 'tooSoon'; retryAfter: number } | { kind: 'sendFailed' }> {
      const address = email.trim().toLowerCase();
      const key = `mail:activation:${address}`;
      const window = { seconds: ACTIVATION_RESEND_SECONDS, limit: 1 };
      if ((await claim(deps.db, key, window)) === null) {
        return {
          kind: 'tooSoon',
          retryAfter: Math.max(1, (await peek(deps.db, key, window.seconds)).endsIn),
        };
      }
      const user = await users.byEmail(address);
      if (!user || user.emailVerified) return { kind: 'sent' };
      return (await sendActivation(user.id, user.email!, lang, origin))
        ? { kind: 'sent' }
        : { kind: 'sendFailed' };
    },

    /** Activates with the typed code or the link's token. */
    async activate(email: string, proof: { code?: string; token?: string }): Promise<ActivationResult> {
      const address = email.trim().toLowerCase();
      const result = proof.token
        ? await codes.checkToken(address, proof.token)
        : await codes.checkCode(address, proof.code ?? '');
      if (result.kind !== 'ok') return result;
      await users.markEmailVerified(result.userId);
      return { kind: 'ok', email: address };
    },
  };
}

export type EmailSignUpService = ReturnType<typeof createEmailSignUpService>;
