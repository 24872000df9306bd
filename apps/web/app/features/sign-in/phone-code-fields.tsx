import { CAPTCHA_TYPE, type Language, SMS_CODE_LENGTH } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { Modal } from './modal.tsx';
import { cleanCode, cleanPhone } from './rules.ts';
import { SignInField } from './sign-in-field.tsx';
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
      <SignInField
        kind="phone"
        name="mobile"
        label={phoneLabel}
        value={phone.mobile}
        onChange={(value) => {
          phone.setMobile(cleanPhone(value));
          phone.setError(null);
        }}
        onBlur={() => phone.setTouched(phone.mobile.length > 0)}
        error={phone.touched ? phone.phoneKey : null}
      />
      {!phone.phoneKey && phone.secondsLeft === 0 && (
        <SliderCaptcha lang={lang} resetKey={phone.sliderKey} onPass={phone.passSlider} />
      )}
      <div className="flex gap-2">
        <SignInField
          kind="oneTimeCode"
          name="smsCode"
          label={t('signIn.sms.code')}
          maxLength={SMS_CODE_LENGTH}
          value={phone.code}
          onChange={(value) => phone.setCode(cleanCode(value))}
          inRow
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
