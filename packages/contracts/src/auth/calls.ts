// auth: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
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
export const login = defineCall({ ...loginRoute, input: loginInput, data: loginData });

/** Is a phone-like username a registered mobile, and can it sign in with a password? */
export const mobileCheck = defineCall({ ...mobileCheckRoute, input: mobileInput, data: mobileCheckData });

/** Step 1 of the e-mail (global) flow: is this account registered (spec 1 §4)? */
export const loginCheck = defineCall({ ...loginCheckRoute, input: loginCheckInput, data: loginCheckData });

/** Sends a sign-in code by SMS after the slider (spec 1 §4 sms flow). */
export const sendSmsCode = defineCall({ ...smsCodeRoute, input: smsCodeInput, data: smsCodeData });

/** Signs in with an SMS code, registering the phone when it is new. */
export const smsLogin = defineCall({ ...smsLoginRoute, input: smsLoginInput, data: smsLoginData });

/** Confirms (or binds) the signed-in user's phone with an SMS code. */
export const mobileVerify = defineCall({
  ...mobileVerifyRoute,
  input: mobileVerifyInput,
  data: mobileVerifyData,
});

export const logout = defineCall({ ...logoutRoute, input: z.object({}), data: z.null() });

/** A slider puzzle of our own captcha service (architecture: the outside world, locally). */
export const getSliderCaptcha = defineCall({
  ...captchaSliderRoute,
  input: sliderChallengeInput,
  data: sliderChallenge,
});

/** Checks a slider answer; a pass gives a one-time token for captchaSlideParam / captchaVerifyParamList. */
export const verifySliderCaptcha = defineCall({
  ...captchaSliderVerifyRoute,
  input: sliderAnswerInput,
  data: sliderToken,
});
