// Password recovery at /findpwd.html and the signed-in password change (issue 3 item 5). Spec 1 lists
// /findpwd.html (§2) but gives no calls or codes for it: the paths below are ours, in the /apic family.

import { z } from 'zod';
import { captchaParamList } from '../auth/schemas.ts';
import { languageSchema } from '../shell/schemas.ts';

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

export const resetBySmsInput = z.object({
  mobile: text(32),
  smsCode: text(16),
  ...newPassword,
  lang: languageSchema.optional(),
});
export type ResetBySmsInput = z.input<typeof resetBySmsInput>;

export const resetLinkInput = z.object({
  email: text(254),
  /** The one-time token of the solved slider. */
  captchaSlideParam: z.string().max(512).default(''),
  lang: languageSchema.optional(),
});
export type ResetLinkInput = z.input<typeof resetLinkInput>;

export const resetByEmailInput = z.object({
  email: text(254),
  /** The token of the mailed link. */
  token: text(128),
  ...newPassword,
  lang: languageSchema.optional(),
});
export type ResetByEmailInput = z.input<typeof resetByEmailInput>;

export const passwordInfo = z.object({ hasPassword: z.boolean() });
export type PasswordInfo = z.infer<typeof passwordInfo>;

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
