import { CAPTCHA_TYPE, type Language, PHONE_LENGTH, SMS_CODE_LENGTH } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { Field, inputClass } from './form-parts.tsx';
import { Modal } from './modal.tsx';
import { cleanCode, cleanPhone } from './rules.ts';
import { SliderCaptcha } from './slider-captcha.tsx';
import type { PhoneCode } from './use-phone-code.ts';

/** The phone, the embedded slider (while no countdown runs), the code and its send button. */
export function PhoneCodeFields({
  phone,
  lang,
  phoneLabel,
}: {
  phone: PhoneCode;
  lang: Language;
  phoneLabel: string;
}) {
  const { t } = useT();
  return (
    <>
      <Field error={phone.touched && phone.phoneKey ? t(phone.phoneKey) : null}>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          name="mobile"
          aria-label={phoneLabel}
          placeholder={phoneLabel}
          maxLength={PHONE_LENGTH}
          value={phone.mobile}
          onChange={(e) => {
            phone.setMobile(cleanPhone(e.target.value));
            phone.setError(null);
          }}
          onBlur={() => phone.setTouched(phone.mobile.length > 0)}
          className={inputClass}
        />
      </Field>
      {!phone.phoneKey && phone.secondsLeft === 0 && (
        <SliderCaptcha lang={lang} resetKey={phone.sliderKey} onPass={phone.passSlider} />
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
          value={phone.code}
          onChange={(e) => phone.setCode(cleanCode(e.target.value))}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button
          type="button"
          onClick={phone.sendCode}
          disabled={phone.sending || phone.secondsLeft > 0}
          className="h-10 shrink-0 rounded border border-brand px-3 text-brand text-sm hover:bg-brand-soft disabled:border-line disabled:text-ink-faint disabled:hover:bg-transparent"
        >
          {phone.secondsLeft > 0
            ? t('signIn.sms.resendIn', { seconds: phone.secondsLeft })
            : t('signIn.sms.send')}
        </button>
      </div>
    </>
  );
}

/** The popup slider the server asks for with needVerifyType 20; passing it sends the code. */
export function PopupCheck({ phone, lang }: { phone: PhoneCode; lang: Language }) {
  const { t } = useT();
  if (!phone.popup) return null;
  return (
    <Modal title={t('signIn.slider.popupTitle')} onClose={phone.closePopup}>
      <p className="mb-3 text-ink-soft text-sm">{t('signIn.slider.popupHint')}</p>
      <SliderCaptcha lang={lang} type={CAPTCHA_TYPE.popup} onPass={phone.passPopup} />
    </Modal>
  );
}
