import { EMAIL_PATTERN, type Language, loginCheckRoute } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { AccountForm } from './account-form.tsx';
import { EmailSignUpForm } from './email-sign-up-form.tsx';
import { errorText, FormError, SubmitButton } from './form-parts.tsx';
import { SignInField } from './sign-in-field.tsx';

type Step = { kind: 'email' } | { kind: 'password'; email: string } | { kind: 'signUp'; email: string };

/**
 * The e-mail (global) flow of spec 1 §4: the e-mail first; a registered one goes on to its password,
 * a new one to sign-up with the address filled in.
 */
export function EmailSignInFlow({
  lang,
  auto,
  onSignedIn,
}: {
  lang: Language;
  auto: boolean;
  onSignedIn: () => void;
}) {
  const { t } = useT();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setError(t('emailAccount.error.emailFormat'));
    setBusy(true);
    setError(null);
    try {
      const found = await browserApi.call(loginCheckRoute, { u: address, lang });
      setStep(found.r ? { kind: 'password', email: address } : { kind: 'signUp', email: address });
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'password') {
    return (
      <AccountForm
        lang={lang}
        auto={auto}
        usernameLabel={t('signIn.account.email')}
        initialUsername={step.email}
        onSignedIn={onSignedIn}
      />
    );
  }
  if (step.kind === 'signUp') {
    return <EmailSignUpForm lang={lang} initialEmail={step.email} notice={t('emailAccount.notRegistered')} />;
  }
  return (
    <form onSubmit={onContinue} noValidate className="flex flex-col gap-3" data-testid="email-step">
      <SignInField
        kind="email"
        name="email"
        label={t('signIn.account.email')}
        value={email}
        onChange={setEmail}
      />
      <FormError text={error} />
      <SubmitButton busy={busy}>{t('emailAccount.continue')}</SubmitButton>
    </form>
  );
}
