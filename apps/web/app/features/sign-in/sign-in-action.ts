import {
  type ApiClient,
  ApiError,
  AUTH_CODE,
  CODE,
  COOKIE,
  EMAIL_PATTERN,
  type Language,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  loginCheckRoute,
  loginRoute,
  mobileCheckRoute,
  REGISTER_ENDPOINT,
  REGISTER_SOURCE,
  smsLoginRoute,
} from '@stallhub/contracts';
import { data, redirectDocument } from 'react-router';
import type { FormProblem } from '../../lib/refusal.ts';
import { readCookie } from '../../routing/locale.ts';
import { accountSignInProblem, cleanCode, looksLikePhone, phoneProblem } from './rules.ts';
import { secondVerifyHref } from './second-step.ts';

/** What the login page's action answers a sign-in form it did not sign in (issue 27 point 4). */
export type SignInAnswer =
  | {
      intent: 'account';
      username: string;
      problem: FormProblem | null;
      /** The problem is about the slider: passing it takes the problem away. */
      sliderProblem: boolean;
      /** The slider must be passed before the next try (spec 1 §4, §8). */
      slider: boolean;
      /** Code 562: the e-mail is not activated; the dialog leads on. */
      notActivated: string | null;
      /** A registered phone without a password signs in by SMS instead. */
      useSms: string | null;
    }
  | { intent: 'email'; email: string; problem: FormProblem | null; next: 'password' | 'signUp' | null }
  /** `signedUp`: a new phone was registered and signed in; the form says so, then goes to `target`. */
  | { intent: 'sms'; problem: FormProblem | null; signedUp: boolean; target: string };

/** Codes after which the slider is shown and required (spec 1 §4, §8). */
const SLIDER_CODES: readonly number[] = [AUTH_CODE.captchaRequired, AUTH_CODE.captchaFailed, CODE.forbidden];

/** The server's words for an API refusal, or the network text when it sent none (spec 1 §8). */
const problemOf = (failure: ApiError): FormProblem =>
  failure.message
    ? { kind: 'refused', message: failure.message }
    : { kind: 'check', key: 'errors.networkAbnormal' };

/** An API refusal's status for the page: the API's own, a business code's (HTTP 200) as bad input. */
const statusOf = (failure: ApiError) => (failure.status >= 400 ? failure.status : 400);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

interface SignInContext {
  api: ApiClient;
  lang: Language;
  request: Request;
  /** Where a signed-in visitor goes: the login page's reurl or the page the dialog was opened on. */
  target: string;
}

/**
 * The account form (spec 1 §4 account flow) posted to the login page's action: the same checks as the
 * browser's, the phone check, then the sign-in. Signed in, the whole document loads the target, so
 * everything it shows is the member's (the dialog's "page reloads"); the second step goes to its page.
 */
export async function signInWithPassword(form: FormData, { api, lang, request, target }: SignInContext) {
  const username = text(form, 'username').trim();
  const sliderShown = text(form, 'slider') === '1';
  const answer = (fields: Partial<Extract<SignInAnswer, { intent: 'account' }>>, status = 400) =>
    data<SignInAnswer>(
      {
        intent: 'account',
        username,
        problem: null,
        sliderProblem: false,
        slider: sliderShown,
        notActivated: null,
        useSms: null,
        ...fields,
      },
      { status },
    );
  const sliderToken = text(form, 'captchaSlideParam');
  const password = text(form, 'password');
  const checked = accountSignInProblem({
    username,
    password,
    sliderShown,
    sliderToken,
    terms: form.has('terms'),
  });
  if (checked)
    return answer({
      problem: { kind: 'check', key: checked },
      sliderProblem: checked === 'signIn.error.sliderFirst',
    });
  try {
    if (looksLikePhone(username)) {
      const phone = await api.call(mobileCheckRoute, { mobile: username, lang });
      if (!phone.isRegisteredMobile)
        return answer({ problem: { kind: 'check', key: 'signIn.error.phoneNotRegistered' } });
      // Only Chinese has the SMS tab to send it to.
      if (!phone.hasPassword && lang === 'cn') return answer({ useSms: username }, 200);
    }
    const signedIn = await api.envelope(loginRoute, {
      username,
      password,
      auto: form.has('auto'),
      lang,
      user_key: readCookie(request.headers.get('cookie'), COOKIE.userKey),
      captchaSlideParam: sliderToken || undefined,
    });
    if (signedIn.code === CODE.ok) return redirectDocument(target);
    if (signedIn.code === AUTH_CODE.notActivated) {
      return answer({ notActivated: signedIn.data?.email ?? username }, 200);
    }
    if (signedIn.code === AUTH_CODE.secondStep && signedIn.data?.code) {
      return redirectDocument(secondVerifyHref(lang, signedIn.data.code, new URL(request.url)));
    }
    const aboutSlider = SLIDER_CODES.includes(signedIn.code);
    return answer({
      problem: { kind: 'refused', message: signedIn.message },
      sliderProblem: aboutSlider,
      // A passed slider is spent by the attempt: a new one whenever the slider is on.
      slider: sliderShown || aboutSlider || (signedIn.data?.failCount ?? 0) > LOGIN_FAILURES_BEFORE_CAPTCHA,
    });
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    const forbidden = failure.code === CODE.forbidden;
    return answer(
      { problem: problemOf(failure), sliderProblem: forbidden, slider: sliderShown || forbidden },
      statusOf(failure),
    );
  }
}

/** The e-mail step of the global flow (spec 1 §4): a registered address goes on to its password, a new one to sign-up. */
export async function checkSignInEmail(form: FormData, { api, lang }: Pick<SignInContext, 'api' | 'lang'>) {
  const email = text(form, 'email').trim();
  const answer = (fields: Partial<Extract<SignInAnswer, { intent: 'email' }>>, status = 400) =>
    data<SignInAnswer>({ intent: 'email', email, problem: null, next: null, ...fields }, { status });
  if (!EMAIL_PATTERN.test(email))
    return answer({ problem: { kind: 'check', key: 'emailAccount.error.emailFormat' } });
  try {
    const found = await api.call(loginCheckRoute, { u: email, lang });
    return answer({ next: found.r ? 'password' : 'signUp' }, 200);
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    return answer({ problem: problemOf(failure) }, statusOf(failure));
  }
}

/**
 * SMS sign-in and sign-up (spec 1 §4 sms flow), once a code was sent: signed in, the document loads the
 * target; a phone registered just now is told so first (the form goes on after a moment).
 */
export async function signInWithSmsCode(form: FormData, { api, lang, request, target }: SignInContext) {
  const answer = (fields: Partial<Extract<SignInAnswer, { intent: 'sms' }>>, status = 400) =>
    data<SignInAnswer>({ intent: 'sms', problem: null, signedUp: false, target, ...fields }, { status });
  const mobile = text(form, 'mobile').trim();
  const smsCode = cleanCode(text(form, 'smsCode'));
  const checked = phoneProblem(mobile) ?? (smsCode ? null : 'signIn.error.codeEmpty');
  if (checked) return answer({ problem: { kind: 'check', key: checked } });
  const cookies = request.headers.get('cookie');
  try {
    const signedIn = await api.envelope(smsLoginRoute, {
      mobile,
      smsCode,
      auto: form.has('auto'),
      lang,
      bdVid: readCookie(cookies, 'bdVid'),
      channelType: readCookie(cookies, 'promotionChannelType'),
      registerSource: REGISTER_SOURCE.default,
      registerEndpoint: REGISTER_ENDPOINT,
    });
    if (signedIn.code !== CODE.ok) return answer({ problem: { kind: 'refused', message: signedIn.message } });
    return signedIn.data.isNewRegister ? answer({ signedUp: true }, 200) : redirectDocument(target);
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    return answer({ problem: problemOf(failure) }, statusOf(failure));
  }
}
