import { CODE, EMAIL_PATTERN, type Language, resetLinkRoute } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { errorText, FormError, SubmitButton } from '../sign-in/form-parts.tsx';
import { SignInField } from '../sign-in/sign-in-field.tsx';
import { SliderCaptcha } from '../sign-in/slider-captcha.tsx';

/**
 * Asks for a reset link by e-mail after the slider. The server's answer is the same whether or not the
 * address has an account, so the page only ever says "if an account uses it, the link is on its way".
 */
export function ResetLinkForm({ lang }: { lang: Language }) {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const emailValid = EMAIL_PATTERN.test(email.trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailValid) return setError(t('emailAccount.error.emailFormat'));
    if (!sliderToken) return setError(t('signIn.error.sliderFirst'));
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(resetLinkRoute, {
        email: email.trim(),
        captchaSlideParam: sliderToken,
        lang,
      });
      if (answer.code === CODE.ok) setSent(answer.message);
      else setError(answer.message);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
      setSliderToken(null);
      setSliderKey((k) => k + 1);
    }
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-3" data-testid="reset-link-sent">
        <h2 className="font-medium text-ink">{t('password.linkSentTitle')}</h2>
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-700 text-sm">
          {sent}
        </p>
        <button
          type="button"
          onClick={() => setSent(null)}
          className="self-start text-brand text-sm hover:underline"
        >
          {t('password.useAnotherAddress')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="reset-link-form">
      <p className="text-ink-soft text-sm">{t('password.emailHint')}</p>
      <SignInField
        kind="email"
        name="email"
        label={t('signIn.account.email')}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
      <SliderCaptcha
        lang={lang}
        resetKey={sliderKey}
        onPass={setSliderToken}
        blockedReason={emailValid ? null : t('emailAccount.verifyEmailFirst')}
      />
      <FormError text={error} />
      <SubmitButton busy={busy}>{t('password.sendLink')}</SubmitButton>
    </form>
  );
}
