// E-mail sign-up and activation (spec 1 §4 "E-mail (global) flow", §5 e-mail sign-up rules, §7).
import { z } from 'zod';
import { defineCall } from './call.ts';
import { REGISTER_ENDPOINT, REGISTER_SOURCE, REGISTER_TYPE } from './constants.ts';
import { activateEmailRoute, emailRegisterRoute, verifyEmailCodeRoute } from './routes.ts';
import { languageSchema } from './shell.ts';

/** E-mail codes: 6 digits, live 10 minutes, 5 guesses (the same rules as SMS codes). */
export const EMAIL_CODE = { length: 6, seconds: 10 * 60, guesses: 5 } as const;

/** A general e-mail address pattern (spec 1 §5): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Passwords of new accounts: long enough to resist guessing, short enough to hash quickly. */
export const PASSWORD_RULE = { min: 8, max: 64 } as const;

/**
 * The mail sites of well-known providers, for the "open your mailbox" link on the sign-up success panel
 * (spec 1 §4 step 4; the spec loads this map from a list page, we keep it here).
 */
export const MAIL_SITES: Readonly<Record<string, string>> = {
  'qq.com': 'https://mail.qq.com',
  'foxmail.com': 'https://mail.qq.com',
  '163.com': 'https://mail.163.com',
  '126.com': 'https://mail.126.com',
  'yeah.net': 'https://www.yeah.net',
  'sina.com': 'https://mail.sina.com.cn',
  'sohu.com': 'https://mail.sohu.com',
  'aliyun.com': 'https://mail.aliyun.com',
  'gmail.com': 'https://mail.google.com',
  'outlook.com': 'https://outlook.live.com',
  'hotmail.com': 'https://outlook.live.com',
  'live.com': 'https://outlook.live.com',
  'yahoo.com': 'https://mail.yahoo.com',
  'icloud.com': 'https://www.icloud.com/mail',
  'naver.com': 'https://mail.naver.com',
  'daum.net': 'https://mail.daum.net',
};

/** The mail site for an address, when its provider is a known one. */
export const mailSiteOf = (email: string): string | null =>
  MAIL_SITES[email.trim().toLowerCase().split('@')[1] ?? ''] ?? null;

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

/** Signs up by e-mail (spec 1 §4 step 3); the account waits for activation by the e-mailed code or link. */
export const emailRegister = defineCall({
  ...emailRegisterRoute,
  input: emailRegisterInput,
  data: emailRegisterData,
});

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

/** Activates an e-mail account with the code or the link of its activation mail. */
export const verifyEmailCode = defineCall({
  ...verifyEmailCodeRoute,
  input: verifyEmailCodeInput,
  data: verifyEmailCodeData,
});

/** The image code picture (SVG); the query is a timestamp so each click loads a new one (spec 1 §7). */
export const IMAGE_CODE_PATH = '/apic/verifyCode/generate';

/** One resend of the activation mail per address per minute. */
export const ACTIVATION_RESEND_SECONDS = 60;

export const activateEmailInput = z.object({
  email: text(254),
  /** The image code's answer. */
  secCode: text(16),
  lang: languageSchema.optional(),
});
export type ActivateEmailInput = z.input<typeof activateEmailInput>;

/** Sends the activation mail again (the resend-activation form of the 562 dialog, spec 1 §4, §5). */
export const activateEmail = defineCall({ ...activateEmailRoute, input: activateEmailInput, data: z.null() });
