import {
  type Language,
  REGISTER_ENDPOINT,
  REGISTER_SOURCE,
  smsCodeRoute,
  smsLoginRoute,
} from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { readCookie } from '../../routing/locale.ts';
import { errorText, FormError, SubmitButton } from './form-parts.tsx';
import { PhoneCodeFields, PopupCheck } from './phone-code-fields.tsx';
import { usePhoneCode } from './use-phone-code.ts';

/** A newly registered phone sees the sign-up message this long before going on (spec 1 §4). */
export const SIGN_UP_REDIRECT_MS = 1000;

/**
 * SMS sign-in and sign-up (spec 1 §4 sms flow): a valid phone raises the embedded slider; once it is
 * solved a code can be sent, then a 30 s countdown; needVerifyType 20 raises the popup slider instead.
 */
export function SmsForm({
  lang,
  auto,
  initialMobile = '',
  onSignedIn,
}: {
  lang: Language;
  auto: boolean;
  initialMobile?: string;
  onSignedIn: () => void;
}) {
  const { t } = useT();
  const phone = usePhoneCode(smsCodeRoute, lang, initialMobile);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.readyToSubmit()) return;
    setSubmitting(true);
    phone.setError(null);
    try {
      const answer = await browserApi.envelope(smsLoginRoute, {
        mobile: phone.mobile,
        smsCode: phone.code,
        auto,
        lang,
        bdVid: readCookie(document.cookie, 'bdVid'),
        channelType: readCookie(document.cookie, 'promotionChannelType'),
        registerSource: REGISTER_SOURCE.default,
        registerEndpoint: REGISTER_ENDPOINT,
      });
      if (answer.code !== 200) {
        phone.setError(answer.message);
        setSubmitting(false);
        return;
      }
      if (answer.data.isNewRegister) {
        phone.setNotice(t('signUp.success'));
        window.setTimeout(onSignedIn, SIGN_UP_REDIRECT_MS);
      } else {
        onSignedIn();
      }
    } catch (failure) {
      phone.setError(errorText(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="sms-form">
      <PhoneCodeFields phone={phone} lang={lang} phoneLabel={t('signIn.sms.phone')} />
      <FormError text={phone.error} />
      {phone.notice && !phone.error && (
        <p role="status" className="text-green-700 text-sm">
          {phone.notice}
        </p>
      )}
      <SubmitButton busy={submitting}>{t('signIn.sms.submit')}</SubmitButton>
      <p className="text-ink-faint text-xs">{t('signIn.sms.newUserNote')}</p>
      <PopupCheck phone={phone} lang={lang} />
    </form>
  );
}
