import { activateEmailRoute, CODE, EMAIL_PATTERN, IMAGE_CODE_PATH, type Language } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import { errorText, FormError, SubmitButton } from './form-parts.tsx';
import { Modal } from './modal.tsx';
import { SignInField } from './sign-in-field.tsx';

/**
 * Code 562 (spec 1 §4, §8): the account's e-mail is not verified. The dialog has no cancel: it leads to
 * the activation page, or resends the activation mail (e-mail plus image code, spec 1 §5).
 */
export function NotActivatedDialog({ lang, email }: { lang: Language; email: string }) {
  const { t } = useT();
  const [resending, setResending] = useState(false);
  return (
    <Modal title={t('emailAccount.notActivated.title')}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-ink-soft">{t('emailAccount.notActivated.text', { email })}</p>
        <a
          href={`${localePath(lang, '/emailActivation.html')}?email=${encodeURIComponent(email)}`}
          className="flex h-10 items-center justify-center rounded bg-brand font-medium text-white hover:bg-brand-dark"
        >
          {t('emailAccount.notActivated.activate')}
        </a>
        {resending ? (
          <ResendActivationForm lang={lang} initialEmail={email} />
        ) : (
          <button type="button" onClick={() => setResending(true)} className="text-brand hover:underline">
            {t('emailAccount.resend.open')}
          </button>
        )}
      </div>
    </Modal>
  );
}

/** Resend activation: blocked while a request is loading; a server error is shown and the image refreshes. */
function ResendActivationForm({ lang, initialEmail }: { lang: Language; initialEmail: string }) {
  const { t } = useT();
  const [email, setEmail] = useState(initialEmail);
  const [secCode, setSecCode] = useState('');
  const [picture, setPicture] = useState(() => Date.now());
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const refresh = () => {
    setSecCode('');
    setPicture(Date.now());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!email.trim()) return setError(t('emailAccount.resend.emailEmpty'));
    if (!EMAIL_PATTERN.test(email.trim())) return setError(t('emailAccount.error.emailFormat'));
    if (!secCode.trim()) return setError(t('emailAccount.resend.codeEmpty'));
    setLoading(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(activateEmailRoute, {
        email: email.trim(),
        secCode: secCode.trim(),
        lang,
      });
      if (answer.code === CODE.ok) {
        setSent(answer.message);
      } else {
        setError(answer.message);
        refresh();
      }
    } catch (failure) {
      setError(errorText(failure, t));
      refresh();
    } finally {
      setLoading(false);
    }
  };

  if (sent) {
    return (
      <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-700">
        {sent}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="resend-activation-form">
      <SignInField
        kind="email"
        name="email"
        label={t('signIn.account.email')}
        value={email}
        onChange={setEmail}
      />
      <div className="flex gap-2">
        <SignInField
          kind="pictureCode"
          name="secCode"
          label={t('emailAccount.resend.code')}
          value={secCode}
          maxLength={8}
          onChange={setSecCode}
          inRow
        />
        <button type="button" onClick={refresh} title={t('emailAccount.resend.refresh')} className="shrink-0">
          <img
            src={`${IMAGE_CODE_PATH}?${picture}`}
            alt={t('emailAccount.resend.picture')}
            width={120}
            height={40}
            className="rounded border border-line"
          />
        </button>
      </div>
      <FormError text={error} />
      <SubmitButton busy={loading}>{t('emailAccount.resend.submit')}</SubmitButton>
    </form>
  );
}
