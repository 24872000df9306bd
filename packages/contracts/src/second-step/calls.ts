// second-step: the calls, each its route (method and path) joined with its input and answer schemas.

import { AUTH_CODE, AUTH_RATE_LIMITS } from '../auth/constants.ts';
import { loginData } from '../auth/schemas.ts';
import { defineCall } from '../call.ts';
import { secondVerifyRoute } from './routes.ts';
import { secondVerifyInput } from './schemas.ts';

/** Finishes a sign-in that answered 423: the right code signs in like /apic/login does. */
export const secondVerify = defineCall({
  ...secondVerifyRoute,
  input: secondVerifyInput,
  data: loginData,
  perMinute: AUTH_RATE_LIMITS.login,
  codes: {
    [AUTH_CODE.smsCodeWrong]: 'wrong code (the message says how many tries are left)',
    [AUTH_CODE.smsCodeExpired]: 'no live code: expired, used, or out of tries',
  },
  example: { code: 'second-step-code', verifyCode: '123456' },
});
