// Sign-in, sign-up and the slider captcha (spec 1 §4, §5, §7, §8).

import { z } from 'zod';
import { flag } from '../call.ts';
import { CAPTCHA_TYPE, REGISTER_ENDPOINT, REGISTER_SOURCE } from '../constants.ts';
import { languageSchema } from '../shell/schemas.ts';

/** Values of form fields the server checks itself, so the message is in the caller's language. */
const text = (max: number) => z.string().trim().max(max).default('');

/** `[{type, param}]`, as an array in JSON or as a JSON string in a form-encoded body. */
export const captchaParamList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(z.object({ type: z.coerce.number().int(), param: z.string().max(512) }))
    .max(4)
    .default([]),
);

/** What a signed-in user's pages keep (spec 1 §3 "User session"). */
export const userSession = z.object({
  id: z.number().int(),
  /** 1 stall owner, 0 shop owner. */
  type: z.number().int(),
  nickname: z.string(),
  /** Masked: 138****8000. */
  mobile: z.string().nullable(),
  mobile_confirm: z.boolean(),
  email: z.string().nullable(),
});
export type UserSession = z.infer<typeof userSession>;

export const loginInput = z.object({
  username: text(254),
  password: z.string().max(256).default(''),
  auto: flag.default(false),
  user_key: z.string().max(128).optional(),
  lang: languageSchema.optional(),
  /** The one-time token of a solved slider; required once failures exceed 2. */
  captchaSlideParam: z.string().max(512).optional(),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginData = z.object({
  failCount: z.number().int(),
  /** User type, on success. */
  type: z.number().int().optional(),
  userInfo: userSession.optional(),
  /** The account's e-mail, with code 562. */
  email: z.string().optional(),
  /** The second step's challenge id, with code 423. */
  code: z.string().optional(),
});
export type LoginData = z.infer<typeof loginData>;

export const mobileInput = z.object({ mobile: text(32), lang: languageSchema.optional() });
export type MobileInput = z.input<typeof mobileInput>;
export const mobileCheckData = z.object({ isRegisteredMobile: z.boolean(), hasPassword: z.boolean() });
export type MobileCheckData = z.infer<typeof mobileCheckData>;

export const loginCheckInput = z.object({ u: text(254), lang: languageSchema.optional() });
export type LoginCheckInput = z.input<typeof loginCheckInput>;
/** r: registered; p: has a password; ac: activated (false for an e-mail account not yet verified). */
export const loginCheckData = z.object({ r: z.boolean(), p: z.boolean(), ac: z.boolean() });
export type LoginCheckData = z.infer<typeof loginCheckData>;

export const smsCodeInput = z.object({
  mobile: text(32),
  captchaVerifyParamList: captchaParamList,
  lang: languageSchema.optional(),
});
export type SmsCodeInput = z.input<typeof smsCodeInput>;
export const smsCodeData = z.object({
  /** 20 when the popup slider must be solved before a code is sent. */
  needVerifyType: z.number().int().nullable(),
  /** Seconds before another code may be asked for this phone. */
  retryAfter: z.number().int().optional(),
});
export type SmsCodeData = z.infer<typeof smsCodeData>;

export const smsLoginInput = z.object({
  mobile: text(32),
  smsCode: text(16),
  auto: flag.default(false),
  lang: languageSchema.optional(),
  bdVid: z.string().max(128).optional(),
  channelType: z.string().max(64).optional(),
  registerSource: z.coerce
    .number()
    .int()
    .refine((v) => (Object.values(REGISTER_SOURCE) as number[]).includes(v), 'must be 10, 12 or 13')
    .default(REGISTER_SOURCE.default),
  registerEndpoint: z.coerce.number().int().min(0).max(99).default(REGISTER_ENDPOINT),
});
export type SmsLoginInput = z.input<typeof smsLoginInput>;
export const smsLoginData = z.object({ userInfo: userSession, isNewRegister: z.boolean() });
export type SmsLoginData = z.infer<typeof smsLoginData>;

export const mobileVerifyInput = z.object({
  mobile: text(32),
  smsCode: text(16),
  lang: languageSchema.optional(),
});
export type MobileVerifyInput = z.input<typeof mobileVerifyInput>;
export const mobileVerifyData = z.object({ user: userSession });
export type MobileVerifyData = z.infer<typeof mobileVerifyData>;

const captchaTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => v === CAPTCHA_TYPE.embedded || v === CAPTCHA_TYPE.popup, 'must be 10 or 20');

export const sliderChallenge = z.object({
  challengeId: z.string(),
  type: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  /** Top of the piece; the piece slides along x only. */
  pieceY: z.number().int(),
  /** SVG data URLs: the picture with the gap, and the piece to drag into it. */
  background: z.string(),
  piece: z.string(),
  expiresIn: z.number().int(),
});
export type SliderChallenge = z.infer<typeof sliderChallenge>;
export const sliderChallengeInput = z.object({ type: captchaTypeSchema.default(CAPTCHA_TYPE.embedded) });
export type SliderChallengeInput = z.input<typeof sliderChallengeInput>;

export const sliderAnswerInput = z.object({
  challengeId: z.string().min(1).max(64),
  x: z.coerce.number().min(0).max(10_000),
  lang: languageSchema.optional(),
});
export type SliderAnswerInput = z.input<typeof sliderAnswerInput>;
export const sliderToken = z.object({
  token: z.string(),
  type: z.number().int(),
  expiresIn: z.number().int(),
});
export type SliderToken = z.infer<typeof sliderToken>;
