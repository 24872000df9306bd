// password: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
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
});

/** Sets a new password with the SMS code; every session of the account ends. */
export const resetBySms = defineCall({ ...resetBySmsRoute, input: resetBySmsInput, data: z.null() });

/** Mails a single-use reset link when the address has an account; the answer never says whether it has. */
export const sendResetLink = defineCall({ ...resetLinkRoute, input: resetLinkInput, data: z.null() });

/** Sets a new password with the mailed link's token; every session of the account ends. */
export const resetByEmail = defineCall({ ...resetByEmailRoute, input: resetByEmailInput, data: z.null() });

/** Whether the signed-in account has a password (an SMS-only account sets its first one). */
export const getPasswordInfo = defineCall({ ...passwordInfoRoute, input: z.object({}), data: passwordInfo });

/** Changes the signed-in user's password: the other sessions end, this one stays. */
export const changePassword = defineCall({
  ...changePasswordRoute,
  input: changePasswordInput,
  data: changePasswordData,
});
