import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { FormRefusal } from '../../lib/refusal.ts';
import { SubmitButton } from '../sign-in/form-parts.tsx';
import { FormProblemLine, usePostedForm } from '../sign-in/posted-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordCheck } from './rules.ts';

/**
 * The mailed link's page: the new password twice, posted as `intent=resetByLink` to the page's action,
 * which reads the address and its token from the link; the token is spent only when the password is valid.
 */
export function ResetByLinkForm({
  email,
  answer,
}: {
  email: string;
  answer: FormRefusal<unknown> | undefined;
}) {
  const { t } = useT();
  const posted = usePostedForm('resetByLink', answer, newPasswordCheck);
  return (
    <Form
      method="post"
      onSubmit={posted.onSubmit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="reset-link-password-form"
    >
      <input type="hidden" name="intent" value="resetByLink" />
      <p className="text-ink-soft text-sm">{t('password.linkFor', { email })}</p>
      <NewPasswordFields />
      <FormProblemLine problem={posted.problem} />
      <SubmitButton busy={posted.busy}>{t('password.submitReset')}</SubmitButton>
    </Form>
  );
}
