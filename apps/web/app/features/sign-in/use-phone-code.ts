import {
  AUTH_CODE,
  CAPTCHA_TYPE,
  CODE,
  type Language,
  type Route,
  SMS_RESEND_SECONDS,
  type SmsCodeData,
  type SmsCodeInput,
} from '@stallhub/contracts';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { ensureDeviceId } from './device-id.ts';
import { errorText } from './form-parts.tsx';
import { phoneProblem } from './rules.ts';
import { useCountdown } from './use-countdown.ts';

/** Answers about the slider itself: a new puzzle passed answers them. */
const CAPTCHA_ANSWERS: readonly number[] = [AUTH_CODE.captchaRequired, AUTH_CODE.captchaFailed];

/** The state of a form that proves a phone by SMS code, for PhoneCodeFields and the form's own submit. */
export type PhoneCode = ReturnType<typeof usePhoneCode>;

/**
 * A phone proved by SMS code (spec 1 §4 sms flow), at sign-in, password reset and phone binding: the
 * embedded slider's token sends a code to `route`, then a 30 s countdown; needVerifyType 20 raises the
 * popup slider instead. The error and notice lines are the form's, shared with its submit.
 */
export function usePhoneCode(route: Route<SmsCodeInput, SmsCodeData>, lang: Language, initialMobile = '') {
  const { t } = useT();
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [popup, setPopup] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setErrorState] = useState<{ text: string; captcha: boolean } | null>(null);
  /** Shows an error; `captcha` marks one about the slider, which passing the slider takes away. */
  const setError = useCallback(
    (text: string | null, captcha = false) => setErrorState(text === null ? null : { text, captcha }),
    [],
  );
  const [notice, setNotice] = useState<string | null>(null);
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
      const answer = await browserApi.envelope(route, { mobile, captchaVerifyParamList, lang });
      if (answer.code === CODE.ok) {
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
      setError(answer.message, CAPTCHA_ANSWERS.includes(answer.code));
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

  const sendCode = () => {
    setTouched(true);
    if (phoneKey) return;
    if (!sliderToken) {
      setError(t('signIn.error.sliderFirst'), true);
      return;
    }
    void send([{ type: CAPTCHA_TYPE.embedded, param: sliderToken }]);
  };

  // A passed slider answers an error about the slider: it goes (issue 26 point 9e); others stay.
  const passSlider = (token: string) => {
    setSliderToken(token);
    setErrorState((shown) => (shown?.captcha ? null : shown));
  };

  const passPopup = (token: string) => {
    setPopup(false);
    void send([{ type: CAPTCHA_TYPE.popup, param: token }]);
  };

  /** Before a submit: shows what is missing, and says whether the phone and the code are there. */
  const readyToSubmit = () => {
    setTouched(true);
    if (phoneKey) return false;
    if (!code) {
      setError(t('signIn.error.codeEmpty'));
      return false;
    }
    return true;
  };

  return {
    mobile,
    setMobile,
    code,
    setCode,
    touched,
    setTouched,
    phoneKey,
    error: error?.text ?? null,
    setError,
    notice,
    setNotice,
    secondsLeft: countdown.left,
    sending,
    sliderKey,
    passSlider,
    sendCode,
    popup,
    closePopup: () => setPopup(false),
    passPopup,
    readyToSubmit,
  };
}
