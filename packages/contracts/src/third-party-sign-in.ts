// Third-party sign-in: Google through OpenID Connect, Taobao and WeChat through OAuth 2 (spec 1 §4, §5, §7).
import { z } from 'zod';
import { defineCall, flag } from './call.ts';
import { CITIES, REGISTER_ENDPOINT, REGISTER_SOURCE } from './constants.ts';
import { googleAuthUrlRoute } from './routes.ts';
import { safeReturnPath } from './rules/return-path.ts';
import { languageSchema } from './shell.ts';

/** The sign-in partners: Google is the global social channel (source 12), the platforms another (13). */
export const THIRD_PARTY_PROVIDERS = ['google', 'taobao', 'wechat'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];
/** The Chinese platforms reached through /login.html?loginType= (spec 1 §2, §4). */
export const PLATFORM_LOGIN_TYPES = ['taobao', 'wechat'] as const satisfies readonly ThirdPartyProvider[];
export type PlatformLoginType = (typeof PLATFORM_LOGIN_TYPES)[number];

export const THIRD_PARTY_REGISTER_SOURCE: Record<ThirdPartyProvider, number> = {
  google: REGISTER_SOURCE.globalSocial,
  taobao: REGISTER_SOURCE.otherSocial,
  wechat: REGISTER_SOURCE.otherSocial,
};

/** Where the platforms' flow starts (ours): it redirects to the platform's authorisation page. */
export const platformSignInStartPath = (platform: PlatformLoginType) => `/apic/oauth/${platform}/start`;
/** The query flag a failed third-party sign-in leaves on the login page, for the sign-in buttons to explain. */
export const THIRD_PARTY_ERROR_PARAM = 'thirdPartyError';

export const googleAuthUrlInput = z.object({
  cityMarketCode: z.enum(CITIES).default('gz'),
  deviceId: z.string().trim().max(128).optional(),
  auto: flag.default(false),
  lang: languageSchema.optional(),
  registerSource: z.coerce
    .number()
    .int()
    .refine((v) => v === REGISTER_SOURCE.globalSocial, 'must be 12')
    .default(REGISTER_SOURCE.globalSocial),
  registerEndpoint: z.coerce.number().int().min(0).max(99).default(REGISTER_ENDPOINT),
  /** Where to land after sign-in (ours: the spec's reurl); a same-site path, else the city home. */
  reurl: z
    .string()
    .max(2048)
    .refine((path) => safeReturnPath(path) !== null, 'must be a path on this site')
    .optional(),
});
export type GoogleAuthUrlInput = z.input<typeof googleAuthUrlInput>;
export const googleAuthUrlData = z.object({ authUrl: z.string() });
export type GoogleAuthUrlData = z.infer<typeof googleAuthUrlData>;

/** The global social sign-in button's call: the address of Google's authorisation page for this attempt. */
export const googleAuthUrl = defineCall({
  ...googleAuthUrlRoute,
  input: googleAuthUrlInput,
  data: googleAuthUrlData,
});
