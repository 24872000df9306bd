import {
  ApiError,
  AUTH_CODE,
  CODE,
  FIND_PASSWORD_PATH,
  type Language,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  loginRoute,
  mobileCheckRoute,
} from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath, readCookie } from '../../routing/locale.ts';
import { ensureDeviceId } from './device-id.ts';
import { errorText, FormError, SubmitButton } from './form-parts.tsx';
import { NotActivatedDialog } from './not-activated-dialog.tsx';
import { looksLikePhone } from './rules.ts';
import { secondVerifyHref } from './second-step.ts';
import { SignInField } from './sign-in-field.tsx';
import { SliderCaptcha } from './slider-captcha.tsx';
import { TermsBox } from './terms-box.tsx';

/** Codes after which the captcha is shown and required (spec 1 §4, §8). */
const CAPTCHA_CODES: readonly number[] = [AUTH_CODE.captchaRequired, AUTH_CODE.captchaFailed, CODE.forbidden];

/**
 * Account sign-in (spec 1 §4 account flow): username and password, the slider once failures exceed 2
 * or the server asks for it, the terms box, and a phone-like username checked as a registered mobile.
 */
export function AccountForm({
  lang,
  auto,
  usernameLabel,
  initialUsername = '',
  onSignedIn,
  onUseSms,
}: {
  lang: Language;
  auto: boolean;
  /** "Account / phone" in Chinese, "E-mail" elsewhere. */
  usernameLabel: string;
  initialUsername?: string;
  onSignedIn: () => void;
  /** A registered phone without a password signs in by SMS; absent where there is no SMS tab. */
  onUseSms?: (mobile: string) => void;
}) {
  const { t } = useT();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(true);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; captcha: boolean } | null>(null);
  /** Shows an error; `captcha` marks one about the slider, which passing the slider takes away. */
  const fail = (text: string | null, captcha = false) => setError(text === null ? null : { text, captcha });
  const [notActivated, setNotActivated] = useState<string | null>(null);

  const needCaptcha = () => {
    setCaptchaNeeded(true);
    setSliderToken(null);
    setSliderKey((k) => k + 1);
  };

  // A passed slider answers an error about the slider: it goes (issue 26 point 9e); others stay.
  const passSlider = (token: string) => {
    setSliderToken(token);
    setError((shown) => (shown?.captcha ? null : shown));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return fail(t('signIn.error.usernameEmpty'));
    if (!password) return fail(t('signIn.error.passwordEmpty'));
    if (captchaNeeded && !sliderToken) return fail(t('signIn.error.sliderFirst'), true);
    if (!terms) return fail(t('signIn.error.termsRequired'));
    setBusy(true);
    fail(null);
    ensureDeviceId();
    try {
      if (looksLikePhone(name)) {
        const phone = await browserApi.call(mobileCheckRoute, { mobile: name, lang });
        if (!phone.isRegisteredMobile) return fail(t('signIn.error.phoneNotRegistered'));
        if (!phone.hasPassword && onUseSms) return onUseSms(name);
      }
      const answer = await browserApi.envelope(loginRoute, {
        username: name,
        password,
        auto,
        lang,
        user_key: readCookie(document.cookie, 'user_key'),
        captchaSlideParam: sliderToken ?? undefined,
      });
      if (answer.code === CODE.ok) return onSignedIn();
      if (answer.code === AUTH_CODE.notActivated) return setNotActivated(answer.data?.email ?? name);
      if (answer.code === AUTH_CODE.secondStep && answer.data?.code) {
        return window.location.assign(
          secondVerifyHref(lang, answer.data.code, new URL(window.location.href)),
        );
      }
      fail(answer.message, CAPTCHA_CODES.includes(answer.code));
      // A solved slider is spent by the attempt; a new one is needed whenever the captcha is on.
      if (
        captchaNeeded ||
        CAPTCHA_CODES.includes(answer.code) ||
        (answer.data?.failCount ?? 0) > LOGIN_FAILURES_BEFORE_CAPTCHA
      ) {
        needCaptcha();
      }
    } catch (failure) {
      const forbidden = failure instanceof ApiError && failure.code === CODE.forbidden;
      fail(errorText(failure, t), forbidden);
      if (forbidden) needCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="account-form">
        <SignInField
          kind="username"
          name="username"
          label={usernameLabel}
          value={username}
          onChange={setUsername}
          error={null}
        />
        <SignInField
          kind="password"
          name="password"
          label={t('signIn.account.password')}
          value={password}
          onChange={setPassword}
        />
        {captchaNeeded && <SliderCaptcha lang={lang} resetKey={sliderKey} onPass={passSlider} />}
        <a
          href={localePath(lang, FIND_PASSWORD_PATH)}
          className="self-end text-ink-soft text-xs hover:text-brand"
        >
          {t('password.forgot')}
        </a>
        <FormError text={error?.text ?? null} />
        <SubmitButton busy={busy}>{t('signIn.account.submit')}</SubmitButton>
        <TermsBox lang={lang} checked={terms} onChange={setTerms} />
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {notActivated && <NotActivatedDialog lang={lang} email={notActivated} />}
    </>
  );
}
