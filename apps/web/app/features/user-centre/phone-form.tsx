import { type Language, mobileVerifyRoute, smsCodeRoute } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { errorText, FormError, SubmitButton } from '../sign-in/form-parts.tsx';
import { PhoneCodeFields, PopupCheck } from '../sign-in/phone-code-fields.tsx';
import { usePhoneCode } from '../sign-in/use-phone-code.ts';

/**
 * Binds a phone to the account, or changes it: the new phone proves itself with an SMS code (sent
 * after the slider, as at sign-in); the server refuses a phone bound to another account.
 */
export function PhoneForm({ lang }: { lang: Language }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const phone = usePhoneCode(smsCodeRoute, lang);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.readyToSubmit()) return;
    setBusy(true);
    phone.setError(null);
    try {
      const answer = await browserApi.envelope(mobileVerifyRoute, {
        mobile: phone.mobile,
        smsCode: phone.code,
        lang,
      });
      if (answer.code !== 200) return phone.setError(answer.message);
      phone.setNotice(t('updatePhone.done'));
      phone.setMobile('');
      phone.setCode('');
      revalidator.revalidate();
    } catch (failure) {
      phone.setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-sm flex-col gap-3" data-testid="phone-form">
      <PhoneCodeFields phone={phone} lang={lang} phoneLabel={t('updatePhone.newPhone')} />
      <FormError text={phone.error} />
      {phone.notice && !phone.error && (
        <p role="status" className="text-green-700 text-sm">
          {phone.notice}
        </p>
      )}
      <SubmitButton busy={busy}>{t('updatePhone.submit')}</SubmitButton>
      <PopupCheck phone={phone} lang={lang} />
    </form>
  );
}
