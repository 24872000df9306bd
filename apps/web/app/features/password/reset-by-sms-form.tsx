import { CODE, type Language, PASSWORD_RULE, resetBySmsRoute, resetSmsCodeRoute } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { errorText, FormError, SubmitButton } from '../sign-in/form-parts.tsx';
import { PhoneCodeFields, PopupCheck } from '../sign-in/phone-code-fields.tsx';
import { usePhoneCode } from '../sign-in/use-phone-code.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblem } from './rules.ts';

/**
 * Reset by SMS: the phone, the slider, a code (30 s between sends, the popup slider when the server
 * asks for it, as at SMS sign-in), then the new password twice. `onDone` gets the server's message.
 */
export function ResetBySmsForm({ lang, onDone }: { lang: Language; onDone: (message: string) => void }) {
  const { t } = useT();
  const phone = usePhoneCode(resetSmsCodeRoute, lang);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.readyToSubmit()) return;
    const passwordKey = newPasswordProblem(password, repeat);
    if (passwordKey) {
      return phone.setError(t(passwordKey, { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max }));
    }
    setBusy(true);
    phone.setError(null);
    try {
      const answer = await browserApi.envelope(resetBySmsRoute, {
        mobile: phone.mobile,
        smsCode: phone.code,
        password,
        repassword: repeat,
        lang,
      });
      if (answer.code === CODE.ok) onDone(answer.message);
      else phone.setError(answer.message);
    } catch (failure) {
      phone.setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="reset-sms-form">
      <p className="text-ink-soft text-sm">{t('password.smsHint')}</p>
      <PhoneCodeFields phone={phone} lang={lang} phoneLabel={t('signIn.sms.phone')} />
      <NewPasswordFields
        password={password}
        repeat={repeat}
        // A new try at the password clears the complaint about the last one.
        onPassword={(value) => {
          setPassword(value);
          phone.setError(null);
        }}
        onRepeat={(value) => {
          setRepeat(value);
          phone.setError(null);
        }}
      />
      <FormError text={phone.error} />
      {phone.notice && !phone.error && (
        <p role="status" className="text-green-700 text-sm">
          {phone.notice}
        </p>
      )}
      <SubmitButton busy={busy}>{t('password.submitReset')}</SubmitButton>
      <PopupCheck phone={phone} lang={lang} />
    </form>
  );
}
