// E-mail sign-up and activation (spec 1 §4 "E-mail (global) flow", §5 e-mail sign-up rules, §7).

import { z } from 'zod';
import { REGISTER_ENDPOINT, REGISTER_SOURCE, REGISTER_TYPE } from '../constants.ts';
import { languageSchema } from '../shell/schemas.ts';

const text = (max: number) => z.string().trim().max(max).default('');

export const emailRegisterInput = z.object({
  username: text(254),
  password: z.string().max(256).default(''),
  repassword: z.string().max(256).default(''),
  lang: languageSchema.optional(),
  type: z.coerce.number().int().default(REGISTER_TYPE),
  /** The one-time token of the solved slider. */
  captchaSlideParam: z.string().max(512).default(''),
  registerEndpoint: z.coerce.number().int().min(0).max(99).default(REGISTER_ENDPOINT),
  registerSource: z.coerce
    .number()
    .int()
    .refine((v) => (Object.values(REGISTER_SOURCE) as number[]).includes(v), 'must be 10, 12 or 13')
    .default(REGISTER_SOURCE.default),
});
export type EmailRegisterInput = z.input<typeof emailRegisterInput>;
export const emailRegisterData = z.object({ email: z.string() });
export type EmailRegisterData = z.infer<typeof emailRegisterData>;

export const verifyEmailCodeInput = z.object({
  email: text(254),
  /** The code typed from the e-mail, or the token of its link: one of the two. */
  code: text(16),
  token: text(128),
  lang: languageSchema.optional(),
});
export type VerifyEmailCodeInput = z.input<typeof verifyEmailCodeInput>;
export const verifyEmailCodeData = z.object({ email: z.string() });
export type VerifyEmailCodeData = z.infer<typeof verifyEmailCodeData>;

export const activateEmailInput = z.object({
  email: text(254),
  /** The image code's answer. */
  secCode: text(16),
  lang: languageSchema.optional(),
});
export type ActivateEmailInput = z.input<typeof activateEmailInput>;
