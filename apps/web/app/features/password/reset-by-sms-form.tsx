import {
  CAPTCHA_TYPE,
  CODE,
  type Language,
  PASSWORD_RULE,
  PHONE_LENGTH,
  resetBySmsRoute,
  resetSmsCodeRoute,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
} from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { ensureDeviceId } from '../sign-in/device-id.ts';
import { errorText, Field, FormError, inputClass, SubmitButton } from '../sign-in/form-parts.tsx';
import { Modal } from '../sign-in/modal.tsx';
import { cleanCode, cleanPhone, phoneProblem } from '../sign-in/rules.ts';
import { SliderCaptcha } from '../sign-in/slider-captcha.tsx';
import { useCountdown } from '../sign-in/use-countdown.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { newPasswordProblem } from './rules.ts';

/**
 * Reset by SMS: the phone, the slider, a code (30 s between sends, the popup slider when the server
 * asks for it, as at SMS sign-in), then the new password twice. `onDone` gets the server's message.
 */
export function ResetBySmsForm({ lang, onDone }: { lang: Language; onDone: (message: string) => void }) {
  const { t } = useT();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [popup, setPopup] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const countdown = useCountdown();
  const phoneKey = phoneProblem(mobile);

  const send = async (captchaVerifyParamList: { type: number; param: string }[]) => {
    setError(null);
    ensureDeviceId();
    try {
      const answer = await browserApi.envelope(resetSmsCodeRoute, { mobile, captchaVerifyParamList, lang });
      if (answer.code === CODE.ok) {
        countdown.start(SMS_RESEND_SECONDS);
        setNotice(answer.message);
      } else if (answer.data?.needVerifyType === CAPTCHA_TYPE.popup) {
        setPopup(true);
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

  const onSendClick = () => {
    setTouched(true);
    if (phoneKey) return;
    if (!sliderToken) return setError(t('signIn.error.sliderFirst'));
    void send([{ type: CAPTCHA_TYPE.embedded, param: sliderToken }]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (phoneKey) return;
    if (!code) return setError(t('signIn.error.codeEmpty'));
    const passwordKey = newPasswordProblem(password, repeat);
    if (passwordKey) return setError(t(passwordKey, { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max }));
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(resetBySmsRoute, {
        mobile,
        smsCode: code,
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="reset-sms-form">
      <p className="text-ink-soft text-sm">{t('password.smsHint')}</p>
      <Field error={touched && phoneKey ? t(phoneKey) : null}>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          name="mobile"
          aria-label={t('signIn.sms.phone')}
          placeholder={t('signIn.sms.phone')}
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
          onClick={onSendClick}
          disabled={countdown.left > 0}
          className="h-10 shrink-0 rounded border border-brand px-3 text-brand text-sm hover:bg-brand-soft disabled:border-line disabled:text-ink-faint"
        >
          {countdown.left > 0 ? t('signIn.sms.resendIn', { seconds: countdown.left }) : t('signIn.sms.send')}
        </button>
      </div>
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
      {notice && !error && (
        <p role="status" className="text-green-700 text-sm">
          {notice}
        </p>
      )}
      <SubmitButton busy={busy}>{t('password.submitReset')}</SubmitButton>
      {popup && (
        <Modal
          title={t('signIn.slider.popupTitle')}
          onClose={() => setPopup(false)}
          closeLabel={t('signIn.close')}
        >
          <p className="mb-3 text-ink-soft text-sm">{t('signIn.slider.popupHint')}</p>
          <SliderCaptcha
            lang={lang}
            type={CAPTCHA_TYPE.popup}
            onPass={(token) => {
              setPopup(false);
              void send([{ type: CAPTCHA_TYPE.popup, param: token }]);
            }}
          />
        </Modal>
      )}
    </form>
  );
}
