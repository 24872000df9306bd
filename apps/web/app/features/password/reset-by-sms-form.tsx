import { type Language, resetSmsCodeRoute } from '@stallhub/contracts';
import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { FormRefusal } from '../../lib/refusal.ts';
import { FormError, NeedsScript, SubmitButton } from '../sign-in/form-parts.tsx';
import { PhoneCodeFields, PopupCheck } from '../sign-in/phone-code-fields.tsx';
import { FormProblemLine, usePostedForm } from '../sign-in/posted-form.tsx';
import { usePhoneCode } from '../sign-in/use-phone-code.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordCheck } from './rules.ts';

/**
 * Reset by SMS: the phone, the slider, a code (30 s between sends, the popup slider when the server asks
 * for it, as at SMS sign-in: the script's part), then the new password twice, posted as
 * `intent=resetBySms` to the page's action. A refusal types the phone back.
 */
export function ResetBySmsForm({
  lang,
  answer,
}: {
  lang: Language;
  answer: FormRefusal<{ mobile?: string }> | undefined;
}) {
  const { t } = useT();
  const posted = usePostedForm('resetBySms', answer, newPasswordCheck);
  const phone = usePhoneCode(resetSmsCodeRoute, lang, posted.values?.mobile);
  const problem = phone.error ? null : posted.problem;

  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!phone.readyToSubmit()) return event.preventDefault();
        phone.setError(null);
        posted.onSubmit(event);
      }}
      noValidate
      className="flex flex-col gap-3"
      data-testid="reset-sms-form"
    >
      <input type="hidden" name="intent" value="resetBySms" />
      <p className="text-ink-soft text-sm">{t('password.smsHint')}</p>
      <PhoneCodeFields phone={phone} lang={lang} phoneLabel={t('signIn.sms.phone')} />
      <NeedsScript>{t('signIn.noScript.code')}</NeedsScript>
      <NewPasswordFields />
      <FormError text={phone.error} />
      <FormProblemLine problem={problem} />
      {phone.notice && !phone.error && !problem && (
        <p role="status" className="text-green-700 text-sm">
          {phone.notice}
        </p>
      )}
      <SubmitButton busy={posted.busy}>{t('password.submitReset')}</SubmitButton>
      <PopupCheck phone={phone} lang={lang} />
    </Form>
  );
}
