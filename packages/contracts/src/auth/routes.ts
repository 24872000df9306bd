// auth: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  LoginCheckData,
  LoginCheckInput,
  LoginData,
  LoginInput,
  MobileCheckData,
  MobileInput,
  MobileVerifyData,
  MobileVerifyInput,
  SliderAnswerInput,
  SliderChallenge,
  SliderChallengeInput,
  SliderToken,
  SmsCodeData,
  SmsCodeInput,
  SmsLoginData,
  SmsLoginInput,
} from './schemas.ts';

// Sign-in and the user (spec 1 §7).
export const loginRoute = defineRoute<LoginInput, LoginData>('POST', '/apic/login');
export const mobileCheckRoute = defineRoute<MobileInput, MobileCheckData>('POST', '/apic/sf/mobile-check');
export const loginCheckRoute = defineRoute<LoginCheckInput, LoginCheckData>('POST', '/apic/login/c');
export const smsCodeRoute = defineRoute<SmsCodeInput, SmsCodeData>('POST', '/apic/smsCode4Login');
export const smsLoginRoute = defineRoute<SmsLoginInput, SmsLoginData>('POST', '/apic/sf/smsLoginAndRegister');
export const mobileVerifyRoute = defineRoute<MobileVerifyInput, MobileVerifyData>(
  'POST',
  '/apic/mobileVerify',
);
// POST, not the spec's GET: a cross-site link or <img> must not sign anyone out (issue 12 item 4).
export const logoutRoute = defineRoute<Record<string, never>, null>('POST', '/apic/user/logout');
/** Our slider captcha (the spec's third-party slider; paths ours). */
export const captchaSliderRoute = defineRoute<SliderChallengeInput, SliderChallenge>(
  'GET',
  '/apic/captcha/slider',
);
export const captchaSliderVerifyRoute = defineRoute<SliderAnswerInput, SliderToken>(
  'POST',
  '/apic/captcha/slider/verify',
);
