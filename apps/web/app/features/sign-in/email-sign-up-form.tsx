import {
  AUTH_CODE,
  CODE,
  EMAIL_PATTERN,
  emailRegisterRoute,
  type Language,
  PASSWORD_RULE,
  REGISTER_ENDPOINT,
  REGISTER_SOURCE,
  REGISTER_TYPE,
} from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { errorText, FormError, SubmitButton } from './form-parts.tsx';
import { emailSignUpProblem } from './rules.ts';
import { SignInField } from './sign-in-field.tsx';
import { SignUpSuccess } from './sign-up-success.tsx';
import { SliderCaptcha } from './slider-captcha.tsx';
import { TermsBox } from './terms-box.tsx';

/**
 * E-mail sign-up (spec 1 §4 "E-mail (global) flow" step 3): e-mail, password twice, the slider (which
 * only passes once the e-mail is valid) and the terms; then the success panel with the activation steps.
 */
export function EmailSignUpForm({
  lang,
  initialEmail = '',
  notice,
}: {
  lang: Language;
  initialEmail?: string;
  /** Shown above the form until the sign-up succeeds. */
  notice?: string;
}) {
  const { t } = useT();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(true);
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const emailValid = EMAIL_PATTERN.test(email.trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailSignUpProblem({ email, password, repeat, terms });
    if (problem) return setError(t(problem, { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max }));
    if (!sliderToken) return setError(t('signIn.error.sliderFirst'));
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(emailRegisterRoute, {
        username: email.trim(),
        password,
        repassword: repeat,
        lang,
        type: REGISTER_TYPE,
        captchaSlideParam: sliderToken,
        registerEndpoint: REGISTER_ENDPOINT,
        registerSource: REGISTER_SOURCE.default,
      });
      if (answer.code === CODE.ok) return setRegistered(answer.data.email);
      setError(answer.message);
      if (answer.code !== AUTH_CODE.emailTaken) {
        setSliderToken(null);
        setSliderKey((k) => k + 1);
      }
    } catch (failure) {
      setError(errorText(failure, t));
      setSliderToken(null);
      setSliderKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  if (registered) return <SignUpSuccess lang={lang} email={registered} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="email-sign-up-form">
      {notice && (
        <p role="status" className="rounded bg-brand-soft px-3 py-2 text-brand text-sm">
          {notice}
        </p>
      )}
      <SignInField
        kind="email"
        name="email"
        label={t('signIn.account.email')}
        value={email}
        onChange={setEmail}
      />
      <SignInField
        kind="newPassword"
        name="password"
        label={t('emailAccount.password', { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max })}
        value={password}
        onChange={setPassword}
      />
      <SignInField
        kind="newPassword"
        name="repassword"
        label={t('emailAccount.repeatPassword')}
        value={repeat}
        onChange={setRepeat}
      />
      <SliderCaptcha
        lang={lang}
        resetKey={sliderKey}
        onPass={(token) => {
          setSliderToken(token);
          // A passed slider answers the slider-first error (issue 26 point 9e); others stay.
          setError((shown) => (shown === t('signIn.error.sliderFirst') ? null : shown));
        }}
        blockedReason={emailValid ? null : t('emailAccount.verifyEmailFirst')}
      />
      <FormError text={error} />
      <SubmitButton busy={busy}>{t('emailAccount.submit')}</SubmitButton>
      <TermsBox lang={lang} checked={terms} onChange={setTerms} />
    </form>
  );
}
