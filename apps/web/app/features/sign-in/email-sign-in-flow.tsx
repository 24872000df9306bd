import type { Language } from '@stallhub/contracts';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { AccountForm } from './account-form.tsx';
import { EmailSignUpForm } from './email-sign-up-form.tsx';
import { SubmitButton } from './form-parts.tsx';
import { FormProblemLine } from './posted-form.tsx';
import type { SignInAnswer } from './sign-in-action.ts';
import { SignInField } from './sign-in-field.tsx';

/**
 * The e-mail (global) flow of spec 1 §4: the e-mail first; a registered one goes on to its password,
 * a new one to sign-up with the address filled in. The step is the login page action's answer.
 */
export function EmailSignInFlow({
  lang,
  formId,
  action,
  answer: pageAnswer,
}: {
  lang: Language;
  formId: string;
  action: string;
  answer?: SignInAnswer;
}) {
  const { t } = useT();
  const fetcher = useFetcher<SignInAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const [email, setEmail] = useState(answer?.intent === 'email' ? answer.email : '');

  if (answer?.intent === 'account' || (answer?.intent === 'email' && answer.next === 'password')) {
    return (
      <AccountForm
        lang={lang}
        formId={formId}
        action={action}
        usernameLabel={t('signIn.account.email')}
        initialUsername={answer.intent === 'email' ? answer.email : answer.username}
        answer={answer.intent === 'account' ? answer : undefined}
      />
    );
  }
  if (answer?.intent === 'email' && answer.next === 'signUp') {
    return (
      <EmailSignUpForm lang={lang} initialEmail={answer.email} notice={t('emailAccount.notRegistered')} />
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className="flex flex-col gap-3"
      data-testid="email-step"
    >
      <input type="hidden" name="intent" value="email" />
      <SignInField
        kind="email"
        name="email"
        label={t('signIn.account.email')}
        value={email}
        onChange={setEmail}
      />
      <FormProblemLine problem={answer?.problem ?? null} />
      <SubmitButton busy={fetcher.state !== 'idle'}>{t('emailAccount.continue')}</SubmitButton>
    </fetcher.Form>
  );
}
