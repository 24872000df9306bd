// password: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { AUTH_CODE, AUTH_RATE_LIMITS } from '../auth/constants.ts';
import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import {
  changePasswordRoute,
  passwordInfoRoute,
  resetByEmailRoute,
  resetBySmsRoute,
  resetLinkRoute,
  resetSmsCodeRoute,
} from './routes.ts';
import {
  changePasswordData,
  changePasswordInput,
  passwordInfo,
  resetByEmailInput,
  resetBySmsInput,
  resetLinkInput,
  resetSmsCodeData,
  resetSmsCodeInput,
} from './schemas.ts';

/**
 * Sends a reset code by SMS after the slider, under the sign-in code's rules (30 s resend, daily caps per
 * phone, device and address): the answer is the same whether or not the phone has an account.
 */
export const sendResetSmsCode = defineCall({
  ...resetSmsCodeRoute,
  input: resetSmsCodeInput,
  data: resetSmsCodeData,
  perMinute: AUTH_RATE_LIMITS.smsSend,
  codes: {
    [AUTH_CODE.captchaRequired]: 'a captcha is needed first (data.needVerifyType says which)',
    [AUTH_CODE.captchaFailed]: 'the captcha was not passed',
    [CODE.tooManyRequests]: 'resent too soon (retry-after) or the daily limit reached',
  },
  example: { mobile: '13800138000' },
});

/** Sets a new password with the SMS code; every session of the account ends. */
export const resetBySms = defineCall({
  ...resetBySmsRoute,
  input: resetBySmsInput,
  data: z.null(),
  perMinute: AUTH_RATE_LIMITS.smsLogin,
  codes: {
    [AUTH_CODE.smsCodeWrong]: 'wrong code (the message says how many tries are left)',
    [AUTH_CODE.smsCodeExpired]: 'no live code: expired, used, or out of tries',
    [AUTH_CODE.noAccount]: 'no account has this phone',
  },
  example: {
    mobile: '13800138000',
    smsCode: '123456',
    password: 'Wholesale2025',
    repassword: 'Wholesale2025',
  },
});

/** Mails a single-use reset link when the address has an account; the answer never says whether it has. */
export const sendResetLink = defineCall({
  ...resetLinkRoute,
  input: resetLinkInput,
  data: z.null(),
  perMinute: AUTH_RATE_LIMITS.smsSend,
  codes: {
    [AUTH_CODE.captchaRequired]: 'a captcha is needed first',
    [AUTH_CODE.captchaFailed]: 'the captcha was not passed',
    [CODE.tooManyRequests]: 'resent too soon (retry-after) or the daily limit reached',
  },
  example: { email: 'buyer@example.com', lang: 'en' },
});

/** Sets a new password with the mailed link's token; every session of the account ends. */
export const resetByEmail = defineCall({
  ...resetByEmailRoute,
  input: resetByEmailInput,
  data: z.null(),
  perMinute: AUTH_RATE_LIMITS.smsLogin,
  codes: { [AUTH_CODE.smsCodeExpired]: 'the reset link expired or was used' },
  example: {
    email: 'buyer@example.com',
    token: 'reset-token',
    password: 'Wholesale2025',
    repassword: 'Wholesale2025',
  },
});

/** Whether the signed-in account has a password (an SMS-only account sets its first one). */
export const getPasswordInfo = defineCall({
  ...passwordInfoRoute,
  input: z.object({}),
  data: passwordInfo,
  signIn: true,
  perMinute: AUTH_RATE_LIMITS.smsLogin,
  example: {},
});

/** Changes the signed-in user's password: the other sessions end, this one stays. */
export const changePassword = defineCall({
  ...changePasswordRoute,
  input: changePasswordInput,
  data: changePasswordData,
  signIn: true,
  perMinute: AUTH_RATE_LIMITS.smsLogin,
  codes: {
    [AUTH_CODE.wrongCredentials]: 'the old password is wrong',
    [CODE.tooManyRequests]: 'too many wrong old passwords',
  },
  example: { oldPassword: 'Wholesale2024', password: 'Wholesale2025', repassword: 'Wholesale2025' },
});
