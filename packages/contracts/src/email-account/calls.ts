// email-account: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { AUTH_CODE, AUTH_RATE_LIMITS } from '../auth/constants.ts';
import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import { activateEmailRoute, emailRegisterRoute, verifyEmailCodeRoute } from './routes.ts';
import {
  activateEmailInput,
  emailRegisterData,
  emailRegisterInput,
  verifyEmailCodeData,
  verifyEmailCodeInput,
} from './schemas.ts';

/** Signs up by e-mail (spec 1 §4 step 3); the account waits for activation by the e-mailed code or link. */
export const emailRegister = defineCall({
  ...emailRegisterRoute,
  input: emailRegisterInput,
  data: emailRegisterData,
  perMinute: AUTH_RATE_LIMITS.smsSend,
  codes: {
    [AUTH_CODE.captchaRequired]: 'a captcha is needed first',
    [AUTH_CODE.captchaFailed]: 'the captcha was not passed',
    [AUTH_CODE.emailTaken]: 'the e-mail already has an account',
  },
  example: {
    username: 'buyer@example.com',
    password: 'Wholesale2024',
    repassword: 'Wholesale2024',
    lang: 'en',
  },
});

/** Activates an e-mail account with the code or the link of its activation mail. */
export const verifyEmailCode = defineCall({
  ...verifyEmailCodeRoute,
  input: verifyEmailCodeInput,
  data: verifyEmailCodeData,
  perMinute: AUTH_RATE_LIMITS.smsLogin,
  codes: {
    [AUTH_CODE.smsCodeWrong]: 'wrong code (the message says how many tries are left)',
    [AUTH_CODE.smsCodeExpired]: 'no live code: expired, used, or out of tries',
  },
  example: { email: 'buyer@example.com', code: '123456', token: 'sign-up-token' },
});

/** Sends the activation mail again (the resend-activation form of the 562 dialog, spec 1 §4, §5). */
export const activateEmail = defineCall({
  ...activateEmailRoute,
  input: activateEmailInput,
  data: z.null(),
  perMinute: AUTH_RATE_LIMITS.captcha,
  codes: {
    [AUTH_CODE.captchaFailed]: 'the picture code is wrong',
    [CODE.tooManyRequests]: 'resent too soon (retry-after)',
  },
  example: { email: 'buyer@example.com', secCode: '123456', lang: 'en' },
});
