// Password recovery at /findpwd.html and the signed-in password change (issue 3 item 5). Spec 1 lists
// /findpwd.html (§2) but gives no calls or codes for it: the paths below are ours, in the /apic family.
import { z } from 'zod';
import { captchaParamList } from './auth.ts';
import { defineCall } from './call.ts';
import {
  changePasswordRoute,
  passwordInfoRoute,
  resetByEmailRoute,
  resetBySmsRoute,
  resetLinkRoute,
  resetSmsCodeRoute,
} from './routes.ts';
import { languageSchema } from './shell.ts';

/** The recovery page (spec 1 §2); /{lang}/findpwd.html for the other languages. */
export const FIND_PASSWORD_PATH = '/findpwd.html';

/** A reset link works once, for 10 minutes, like every other code; one mail a minute per address, 10 a day. */
export const RESET_LINK = { seconds: 10 * 60, resendSeconds: 60, perAddressPerDay: 10 } as const;

/** Wrong current passwords a signed-in user may type in an hour before the change is refused. */
export const PASSWORD_CHANGE_GUESSES = 5;

const text = (max: number) => z.string().trim().max(max).default('');
const secret = z.string().max(256).default('');

/** The new password twice; the server applies the sign-up rules (PASSWORD_RULE) to it. */
const newPassword = { password: secret, repassword: secret };

export const resetSmsCodeInput = z.object({
  mobile: text(32),
  captchaVerifyParamList: captchaParamList,
  lang: languageSchema.optional(),
});
export type ResetSmsCodeInput = z.input<typeof resetSmsCodeInput>;
export const resetSmsCodeData = z.object({
  /** 20 when the popup slider must be solved before a code is sent. */
  needVerifyType: z.number().int().nullable(),
  retryAfter: z.number().int().optional(),
});
export type ResetSmsCodeData = z.infer<typeof resetSmsCodeData>;

/**
 * Sends a reset code by SMS after the slider, under the sign-in code's rules (30 s resend, daily caps per
 * phone, device and address): the answer is the same whether or not the phone has an account.
 */
export const sendResetSmsCode = defineCall({
  ...resetSmsCodeRoute,
  input: resetSmsCodeInput,
  data: resetSmsCodeData,
});

export const resetBySmsInput = z.object({
  mobile: text(32),
  smsCode: text(16),
  ...newPassword,
  lang: languageSchema.optional(),
});
export type ResetBySmsInput = z.input<typeof resetBySmsInput>;

/** Sets a new password with the SMS code; every session of the account ends. */
export const resetBySms = defineCall({ ...resetBySmsRoute, input: resetBySmsInput, data: z.null() });

export const resetLinkInput = z.object({
  email: text(254),
  /** The one-time token of the solved slider. */
  captchaSlideParam: z.string().max(512).default(''),
  lang: languageSchema.optional(),
});
export type ResetLinkInput = z.input<typeof resetLinkInput>;

/** Mails a single-use reset link when the address has an account; the answer never says whether it has. */
export const sendResetLink = defineCall({ ...resetLinkRoute, input: resetLinkInput, data: z.null() });

export const resetByEmailInput = z.object({
  email: text(254),
  /** The token of the mailed link. */
  token: text(128),
  ...newPassword,
  lang: languageSchema.optional(),
});
export type ResetByEmailInput = z.input<typeof resetByEmailInput>;

/** Sets a new password with the mailed link's token; every session of the account ends. */
export const resetByEmail = defineCall({ ...resetByEmailRoute, input: resetByEmailInput, data: z.null() });

export const passwordInfo = z.object({ hasPassword: z.boolean() });
export type PasswordInfo = z.infer<typeof passwordInfo>;

/** Whether the signed-in account has a password (an SMS-only account sets its first one). */
export const getPasswordInfo = defineCall({ ...passwordInfoRoute, input: z.object({}), data: passwordInfo });

export const changePasswordInput = z.object({
  /** The current password; ignored for an account that has none yet. */
  oldPassword: secret,
  ...newPassword,
  lang: languageSchema.optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export const changePasswordData = z.object({
  /** How many other sessions of the account were ended. */
  endedSessions: z.number().int(),
});
export type ChangePasswordData = z.infer<typeof changePasswordData>;

/** Changes the signed-in user's password: the other sessions end, this one stays. */
export const changePassword = defineCall({
  ...changePasswordRoute,
  input: changePasswordInput,
  data: changePasswordData,
});
