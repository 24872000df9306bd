import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { FormRefusal } from '../../lib/refusal.ts';
import { SubmitButton } from '../sign-in/form-parts.tsx';
import { FormProblemLine, usePostedForm } from '../sign-in/posted-form.tsx';
import { SignInField } from '../sign-in/sign-in-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { changePasswordCheck } from './rules.ts';

/**
 * The signed-in change: the current password (none for an account that signed up by SMS and has none
 * yet), then the new one twice, posted as `intent=change` to the page's action. The server ends the
 * account's other sessions and keeps this one; `changed` says the last change was done.
 */
export function ChangePasswordForm({
  hasPassword,
  changed,
  answer,
}: {
  hasPassword: boolean;
  changed: boolean;
  answer: FormRefusal<unknown> | undefined;
}) {
  const { t } = useT();
  const posted = usePostedForm('change', answer, changePasswordCheck);
  return (
    <Form
      method="post"
      onSubmit={posted.onSubmit}
      noValidate
      className="flex max-w-sm flex-col gap-3"
      data-testid="change-password-form"
    >
      <input type="hidden" name="intent" value="change" />
      {hasPassword && <SignInField kind="password" name="oldPassword" label={t('password.change.current')} />}
      <NewPasswordFields />
      <FormProblemLine problem={posted.problem} />
      {changed && !posted.problem && (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-700 text-sm">
          {t('password.change.done')}
        </p>
      )}
      <SubmitButton busy={posted.busy}>{t('password.change.submit')}</SubmitButton>
    </Form>
  );
}
