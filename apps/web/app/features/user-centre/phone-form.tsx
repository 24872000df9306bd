import {
  CAPTCHA_TYPE,
  type Language,
  mobileVerify,
  PHONE_LENGTH,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  sendSmsCode,
} from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { ensureDeviceId } from '../sign-in/device-id.ts';
import { errorText, Field, FormError, inputClass, SubmitButton } from '../sign-in/form-parts.tsx';
import { cleanCode, cleanPhone, phoneProblem } from '../sign-in/rules.ts';
import { SliderCaptcha } from '../sign-in/slider-captcha.tsx';
import { useCountdown } from '../sign-in/use-countdown.ts';

/**
 * Binds a phone to the account, or changes it: the new phone proves itself with an SMS code (sent
 * after the slider, as at sign-in); the server refuses a phone bound to another account.
 */
export function PhoneForm({ lang }: { lang: Language }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const countdown = useCountdown();
  const phoneKey = phoneProblem(mobile);

  const send = async () => {
    setTouched(true);
    if (phoneKey) return;
    if (!sliderToken) return setError(t('signIn.error.sliderFirst'));
    setError(null);
    ensureDeviceId();
    try {
      const answer = await browserApi.envelope(sendSmsCode, {
        mobile,
        captchaVerifyParamList: [{ type: CAPTCHA_TYPE.embedded, param: sliderToken }],
        lang,
      });
      if (answer.code === 200) {
        countdown.start(SMS_RESEND_SECONDS);
        setNotice(answer.message);
      } else setError(answer.message);
    } catch (failure) {
      setError(errorText(failure, t));
      const retryAfter = (failure as { data?: { retryAfter?: number } }).data?.retryAfter;
      if (retryAfter) countdown.start(retryAfter);
    } finally {
      // The slider's token is spent either way.
      setSliderToken(null);
      setSliderKey((k) => k + 1);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (phoneKey) return;
    if (!code) return setError(t('signIn.error.codeEmpty'));
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(mobileVerify, { mobile, smsCode: code, lang });
      if (answer.code !== 200) return setError(answer.message);
      setNotice(t('updatePhone.done'));
      setMobile('');
      setCode('');
      revalidator.revalidate();
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-sm flex-col gap-3" data-testid="phone-form">
      <Field error={touched && phoneKey ? t(phoneKey) : null}>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          name="mobile"
          aria-label={t('updatePhone.newPhone')}
          placeholder={t('updatePhone.newPhone')}
          maxLength={PHONE_LENGTH}
          value={mobile}
          onChange={(e) => {
            setMobile(cleanPhone(e.target.value));
            setError(null);
          }}
          onBlur={() => setTouched(mobile.length > 0)}
          className={inputClass}
        />
      </Field>
      {!phoneKey && countdown.left === 0 && (
        <SliderCaptcha lang={lang} resetKey={sliderKey} onPass={setSliderToken} />
      )}
      <div className="flex gap-2">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="smsCode"
          aria-label={t('signIn.sms.code')}
          placeholder={t('signIn.sms.code')}
          maxLength={SMS_CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(cleanCode(e.target.value))}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button
          type="button"
          onClick={() => void send()}
          disabled={countdown.left > 0}
          className="h-10 shrink-0 rounded border border-brand px-3 text-brand text-sm hover:bg-brand-soft disabled:border-line disabled:text-ink-faint"
        >
          {countdown.left > 0 ? t('signIn.sms.resendIn', { seconds: countdown.left }) : t('signIn.sms.send')}
        </button>
      </div>
      <FormError text={error} />
      {notice && !error && (
        <p role="status" className="text-green-700 text-sm">
          {notice}
        </p>
      )}
      <SubmitButton busy={busy}>{t('updatePhone.submit')}</SubmitButton>
    </form>
  );
}
