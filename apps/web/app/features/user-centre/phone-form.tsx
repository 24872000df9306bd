import { type Language, smsCodeRoute } from '@stallhub/contracts';
import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { FormRefusal } from '../../lib/refusal.ts';
import { FormError, NeedsScript, SubmitButton } from '../sign-in/form-parts.tsx';
import { PhoneCodeFields, PopupCheck } from '../sign-in/phone-code-fields.tsx';
import { FormProblemLine, usePostedForm } from '../sign-in/posted-form.tsx';
import { usePhoneCode } from '../sign-in/use-phone-code.ts';

/** What the phone form types back when the change is refused: the new number (the code is typed again). */
export type PhoneValues = { mobile: string };

/**
 * Binds a phone to the account, or changes it: the new phone proves itself with an SMS code (sent after
 * the slider, as at sign-in, which needs the script), then the phone and the code post as `intent=verify`
 * to the page's action; the server refuses a phone bound to another account.
 */
export function PhoneForm({
  lang,
  changed,
  answer,
}: {
  lang: Language;
  changed: boolean;
  answer: FormRefusal<PhoneValues> | undefined;
}) {
  const { t } = useT();
  const posted = usePostedForm('verify', answer);
  const phone = usePhoneCode(smsCodeRoute, lang, posted.values?.mobile);
  const notice = phone.notice ?? (changed ? t('updatePhone.done') : null);
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
      className="flex max-w-sm flex-col gap-3"
      data-testid="phone-form"
    >
      <input type="hidden" name="intent" value="verify" />
      <PhoneCodeFields phone={phone} lang={lang} phoneLabel={t('updatePhone.newPhone')} />
      <NeedsScript>{t('signIn.noScript.code')}</NeedsScript>
      <FormError text={phone.error} />
      <FormProblemLine problem={problem} />
      {notice && !phone.error && !problem && (
        <p role="status" className="text-green-700 text-sm">
          {notice}
        </p>
      )}
      <SubmitButton busy={posted.busy}>{t('updatePhone.submit')}</SubmitButton>
      <PopupCheck phone={phone} lang={lang} />
    </Form>
  );
}
