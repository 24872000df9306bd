import {
  CAPTCHA_TYPE,
  type Language,
  PHONE_LENGTH,
  REGISTER_ENDPOINT,
  REGISTER_SOURCE,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  sendSmsCode,
  smsLogin,
} from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { readCookie } from '../../routing/locale.ts';
import { ensureDeviceId } from './device-id.ts';
import { errorText, Field, FormError, inputClass, SubmitButton } from './form-parts.tsx';
import { Modal } from './modal.tsx';
import { cleanCode, cleanPhone, phoneProblem } from './rules.ts';
import { SliderCaptcha } from './slider-captcha.tsx';
import { useCountdown } from './use-countdown.ts';

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
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [popup, setPopup] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const countdown = useCountdown();
  const phoneKey = phoneProblem(mobile);

  const refreshSlider = () => {
    setSliderToken(null);
    setSliderKey((k) => k + 1);
  };

  const send = async (captchaVerifyParamList: { type: number; param: string }[]) => {
    setSending(true);
    setError(null);
    ensureDeviceId();
    try {
      const answer = await browserApi.envelope(sendSmsCode, { mobile, captchaVerifyParamList, lang });
      if (answer.code === 200) {
        countdown.start(SMS_RESEND_SECONDS);
        setNotice(answer.message);
        // The slider's token is spent; the next send (after the countdown) needs a new puzzle.
        refreshSlider();
        return;
      }
      if (answer.data?.needVerifyType === CAPTCHA_TYPE.popup) {
        setPopup(true);
        return;
      }
      setError(answer.message);
      countdown.reset();
      refreshSlider();
    } catch (failure) {
      setError(errorText(failure, t));
      // A resend-too-soon answer keeps counting from where the server says.
      const retryAfter = (failure as { data?: { retryAfter?: number } }).data?.retryAfter;
      if (retryAfter) countdown.start(retryAfter);
      else countdown.reset();
      refreshSlider();
    } finally {
      setSending(false);
    }
  };

  const onSendClick = () => {
    setTouched(true);
    if (phoneKey) return;
    if (!sliderToken) {
      setError(t('signIn.error.sliderFirst'));
      return;
    }
    void send([{ type: CAPTCHA_TYPE.embedded, param: sliderToken }]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (phoneKey) return;
    if (!code) {
      setError(t('signIn.error.codeEmpty'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(smsLogin, {
        mobile,
        smsCode: code,
        auto,
        lang,
        bdVid: readCookie(document.cookie, 'bdVid'),
        channelType: readCookie(document.cookie, 'promotionChannelType'),
        registerSource: REGISTER_SOURCE.default,
        registerEndpoint: REGISTER_ENDPOINT,
      });
      if (answer.code !== 200) {
        setError(answer.message);
        setSubmitting(false);
        return;
      }
      if (answer.data.isNewRegister) {
        setNotice(t('signUp.success'));
        window.setTimeout(onSignedIn, SIGN_UP_REDIRECT_MS);
      } else {
        onSignedIn();
      }
    } catch (failure) {
      setError(errorText(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="sms-form">
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
          disabled={sending || countdown.left > 0}
          className="h-10 shrink-0 rounded border border-brand px-3 text-brand text-sm hover:bg-brand-soft disabled:border-line disabled:text-ink-faint disabled:hover:bg-transparent"
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
      <SubmitButton busy={submitting}>{t('signIn.sms.submit')}</SubmitButton>
      <p className="text-ink-faint text-xs">{t('signIn.sms.newUserNote')}</p>
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
