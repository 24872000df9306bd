import { FIND_PASSWORD_PATH, type Language } from '@stallhub/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { FormProblem } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import { ensureDeviceId } from './device-id.ts';
import { NeedsScript, SubmitButton } from './form-parts.tsx';
import { NotActivatedDialog } from './not-activated-dialog.tsx';
import { FormProblemLine } from './posted-form.tsx';
import { accountSignInProblem } from './rules.ts';
import type { SignInAnswer } from './sign-in-action.ts';
import { SignInField } from './sign-in-field.tsx';
import { SliderCaptcha } from './slider-captcha.tsx';
import { TermsBox } from './terms-box.tsx';

type AccountAnswer = Extract<SignInAnswer, { intent: 'account' }>;

/**
 * Account sign-in (spec 1 §4 account flow): username and password, the slider once failures exceed 2
 * or the server asks for it, the terms box, and a phone-like username checked as a registered mobile.
 * The form posts to the login page's action (`action`), through a fetcher once the script runs and as a
 * plain form before; `answer` is that action's answer when the page itself was the post's.
 */
export function AccountForm({
  lang,
  formId,
  action,
  usernameLabel,
  initialUsername = '',
  answer: pageAnswer,
  onUseSms,
}: {
  lang: Language;
  /** The id the panel's auto-login box names to be sent with this form. */
  formId: string;
  action: string;
  /** "Account / phone" in Chinese, "E-mail" elsewhere. */
  usernameLabel: string;
  initialUsername?: string;
  answer?: AccountAnswer;
  /** A registered phone without a password signs in by SMS; absent where there is no SMS tab. */
  onUseSms?: (mobile: string) => void;
}) {
  const { t } = useT();
  const fetcher = useFetcher<SignInAnswer>();
  const answer = fetcher.data?.intent === 'account' ? fetcher.data : pageAnswer;
  const [username, setUsername] = useState(answer?.username ?? initialUsername);
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(true);
  const [sliderToken, setSliderToken] = useState('');
  // Each try asks for a fresh slider: a passed one is spent by the attempt.
  const [tries, setTries] = useState(0);
  // A problem the browser found before sending, or an answer's slider problem a passed slider took away.
  const [checked, setChecked] = useState<{ problem: FormProblem | null; slider: boolean } | null>(null);
  const sending = fetcher.state !== 'idle';
  const sliderShown = answer?.slider ?? false;
  const shown = checked ?? { problem: answer?.problem ?? null, slider: answer?.sliderProblem ?? false };

  useEffect(() => {
    if (answer?.useSms) onUseSms?.(answer.useSms);
  }, [answer, onUseSms]);

  const onSubmit = (event: FormEvent) => {
    const key = accountSignInProblem({ username, password, sliderShown, sliderToken, terms });
    if (key) {
      event.preventDefault();
      setChecked({ problem: { kind: 'check', key }, slider: key === 'signIn.error.sliderFirst' });
      return;
    }
    ensureDeviceId();
    setChecked(null);
    setSliderToken('');
    setTries((n) => n + 1);
  };

  const passSlider = (token: string) => {
    setSliderToken(token);
    if (shown.slider) setChecked({ problem: null, slider: false });
  };

  return (
    <>
      <fetcher.Form
        id={formId}
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-3"
        data-testid="account-form"
      >
        <input type="hidden" name="intent" value="account" />
        {sliderShown && <input type="hidden" name="slider" value="1" />}
        <input type="hidden" name="captchaSlideParam" value={sliderToken} />
        <SignInField
          kind="username"
          name="username"
          label={usernameLabel}
          value={username}
          onChange={setUsername}
        />
        <SignInField
          kind="password"
          name="password"
          label={t('signIn.account.password')}
          value={password}
          onChange={setPassword}
        />
        {sliderShown && <SliderCaptcha lang={lang} resetKey={tries} onPass={passSlider} />}
        {sliderShown && <NeedsScript>{t('signIn.error.sliderNeedsScript')}</NeedsScript>}
        <a
          href={localePath(lang, FIND_PASSWORD_PATH)}
          className="self-end text-ink-soft text-xs hover:text-brand"
        >
          {t('password.forgot')}
        </a>
        <FormProblemLine problem={shown.problem} />
        <SubmitButton busy={sending}>{t('signIn.account.submit')}</SubmitButton>
        <TermsBox lang={lang} checked={terms} onChange={setTerms} />
      </fetcher.Form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {answer?.notActivated && <NotActivatedDialog lang={lang} email={answer.notActivated} />}
    </>
  );
}
