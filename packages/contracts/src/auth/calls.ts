// auth: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import { AUTH_CODE, AUTH_RATE_LIMITS } from './constants.ts';
import {
  captchaSliderRoute,
  captchaSliderVerifyRoute,
  loginCheckRoute,
  loginRoute,
  logoutRoute,
  mobileCheckRoute,
  mobileVerifyRoute,
  smsCodeRoute,
  smsLoginRoute,
} from './routes.ts';
import {
  loginCheckData,
  loginCheckInput,
  loginData,
  loginInput,
  mobileCheckData,
  mobileInput,
  mobileVerifyData,
  mobileVerifyInput,
  sliderAnswerInput,
  sliderChallenge,
  sliderChallengeInput,
  sliderToken,
  smsCodeData,
  smsCodeInput,
  smsLoginData,
  smsLoginInput,
} from './schemas.ts';

/** Account sign-in (spec 1 §4 account flow). */
export const login = defineCall({
  ...loginRoute,
  input: loginInput,
  data: loginData,
  perMinute: AUTH_RATE_LIMITS.login,
  codes: {
    [AUTH_CODE.secondStep]: 'a second step is needed: data.code is the challenge for /apic/login/second',
    [AUTH_CODE.captchaRequired]: 'a captcha is needed first',
    [AUTH_CODE.captchaFailed]: 'the captcha was not passed',
    [AUTH_CODE.wrongCredentials]: 'wrong account or password',
    [AUTH_CODE.notActivated]: 'the e-mail account is not activated yet',
  },
  example: { username: 'buyer@example.com', password: 'Wholesale2024', auto: '1', lang: 'en' },
});

/** Is a phone-like username a registered mobile, and can it sign in with a password? */
export const mobileCheck = defineCall({
  ...mobileCheckRoute,
  input: mobileInput,
  data: mobileCheckData,
  perMinute: AUTH_RATE_LIMITS.check,
  example: { mobile: '13800138000' },
});

/** Step 1 of the e-mail (global) flow: is this account registered (spec 1 §4)? */
export const loginCheck = defineCall({
  ...loginCheckRoute,
  input: loginCheckInput,
  data: loginCheckData,
  perMinute: AUTH_RATE_LIMITS.check,
  example: { u: 'buyer@example.com' },
});

/** Sends a sign-in code by SMS after the slider (spec 1 §4 sms flow). */
export const sendSmsCode = defineCall({
  ...smsCodeRoute,
  input: smsCodeInput,
  data: smsCodeData,
  perMinute: AUTH_RATE_LIMITS.smsSend,
  codes: {
    [AUTH_CODE.captchaRequired]: 'a captcha is needed first (data.needVerifyType says which)',
    [AUTH_CODE.captchaFailed]: 'the captcha was not passed',
    [CODE.tooManyRequests]: 'resent too soon (retry-after) or the daily limit reached',
  },
  example: { mobile: '13800138000' },
});

/** Signs in with an SMS code, registering the phone when it is new. */
export const smsLogin = defineCall({
  ...smsLoginRoute,
  input: smsLoginInput,
  data: smsLoginData,
  perMinute: AUTH_RATE_LIMITS.smsLogin,
  codes: {
    [AUTH_CODE.smsCodeWrong]: 'wrong code (the message says how many tries are left)',
    [AUTH_CODE.smsCodeExpired]: 'no live code: expired, used, or out of tries',
  },
  example: { mobile: '13800138000', smsCode: '123456', auto: '1' },
});

/** Confirms (or binds) the signed-in user's phone with an SMS code. */
export const mobileVerify = defineCall({
  ...mobileVerifyRoute,
  input: mobileVerifyInput,
  data: mobileVerifyData,
  signIn: true,
  perMinute: AUTH_RATE_LIMITS.smsLogin,
  codes: {
    [AUTH_CODE.smsCodeWrong]: 'wrong code (the message says how many tries are left)',
    [AUTH_CODE.smsCodeExpired]: 'no live code: expired, used, or out of tries',
    [AUTH_CODE.mobileTaken]: 'the phone belongs to another account',
  },
  example: { mobile: '13800138000', smsCode: '123456' },
});

export const logout = defineCall({ ...logoutRoute, input: z.object({}), data: z.null(), example: {} });

/** A slider puzzle of our own captcha service (architecture: the outside world, locally). */
export const getSliderCaptcha = defineCall({
  ...captchaSliderRoute,
  input: sliderChallengeInput,
  data: sliderChallenge,
  perMinute: AUTH_RATE_LIMITS.captcha,
  example: {},
});

/** Checks a slider answer; a pass gives a one-time token for captchaSlideParam / captchaVerifyParamList. */
export const verifySliderCaptcha = defineCall({
  ...captchaSliderVerifyRoute,
  input: sliderAnswerInput,
  data: sliderToken,
  perMinute: AUTH_RATE_LIMITS.captcha,
  codes: { [AUTH_CODE.captchaFailed]: 'the slider was not placed right' },
  example: { challengeId: 'c1f3a9', x: 142 },
});
