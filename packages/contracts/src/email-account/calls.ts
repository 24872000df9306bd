// email-account: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
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
});

/** Activates an e-mail account with the code or the link of its activation mail. */
export const verifyEmailCode = defineCall({
  ...verifyEmailCodeRoute,
  input: verifyEmailCodeInput,
  data: verifyEmailCodeData,
});

/** Sends the activation mail again (the resend-activation form of the 562 dialog, spec 1 §4, §5). */
export const activateEmail = defineCall({ ...activateEmailRoute, input: activateEmailInput, data: z.null() });
