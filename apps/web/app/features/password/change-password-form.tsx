import { CODE, changePasswordRoute, type Language, PASSWORD_RULE } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { errorText, FormError, SubmitButton } from '../sign-in/form-parts.tsx';
import { SignInField } from '../sign-in/sign-in-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblem } from './rules.ts';

/**
 * The signed-in change: the current password (none for an account that signed up by SMS and has none
 * yet), then the new one twice. The server ends the account's other sessions and keeps this one.
 */
export function ChangePasswordForm({ lang, hasPassword }: { lang: Language; hasPassword: boolean }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !current) return setError(t('password.error.currentEmpty'));
    const problem = newPasswordProblem(password, repeat);
    if (problem) return setError(t(problem, { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max }));
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await browserApi.envelope(changePasswordRoute, {
        oldPassword: current,
        password,
        repassword: repeat,
        lang,
      });
      if (answer.code !== CODE.ok) return setError(answer.message);
      setDone(answer.message);
      setCurrent('');
      setPassword('');
      setRepeat('');
      revalidator.revalidate();
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
      className="flex max-w-sm flex-col gap-3"
      data-testid="change-password-form"
    >
      {hasPassword && (
        <SignInField
          kind="password"
          name="oldPassword"
          label={t('password.change.current')}
          value={current}
          onChange={setCurrent}
        />
      )}
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
      {done && !error && (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-700 text-sm">
          {done}
        </p>
      )}
      <SubmitButton busy={busy}>{t('password.change.submit')}</SubmitButton>
    </form>
  );
}
