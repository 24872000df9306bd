import { CODE, type Language, PASSWORD_RULE, resetByEmailRoute } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { errorText, FormError, SubmitButton } from '../sign-in/form-parts.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblem } from './rules.ts';

/** The mailed link's page: the new password twice; the token is spent only when the password is valid. */
export function ResetByLinkForm({
  lang,
  email,
  token,
  onDone,
}: {
  lang: Language;
  email: string;
  token: string;
  onDone: (message: string) => void;
}) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, repeat);
    if (problem) return setError(t(problem, { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max }));
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(resetByEmailRoute, {
        email,
        token,
        password,
        repassword: repeat,
        lang,
      });
      if (answer.code === CODE.ok) onDone(answer.message);
      else setError(answer.message);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="reset-link-password-form"
    >
      <p className="text-ink-soft text-sm">{t('password.linkFor', { email })}</p>
      <NewPasswordFields
        password={password}
        repeat={repeat}
        // A new try at the password clears the complaint about the last one.
        onPassword={(value) => {
          setPassword(value);
          setError(null);
        }}
        onRepeat={(value) => {
          setRepeat(value);
          setError(null);
        }}
      />
      <FormError text={error} />
      <SubmitButton busy={busy}>{t('password.submitReset')}</SubmitButton>
    </form>
  );
}
