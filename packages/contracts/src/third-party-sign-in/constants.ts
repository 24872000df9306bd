// third-party-sign-in: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.
import { REGISTER_SOURCE } from '../constants.ts';

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

/** Where a partner sends the browser back, and where the platforms' flow starts (ours): `<prefix><provider>/…`. */
export const THIRD_PARTY_SIGN_IN_PREFIX = '/apic/oauth/';
/** Starts of a third-party sign-in per address per minute: each one stores an attempt. */
export const THIRD_PARTY_START_RATE_LIMIT = 30;

/** Where the platforms' flow starts (ours): it redirects to the platform's authorisation page. */
export const platformSignInStartPath = (platform: PlatformLoginType) =>
  `${THIRD_PARTY_SIGN_IN_PREFIX}${platform}/start`;
/** The query flag a failed third-party sign-in leaves on the login page, for the sign-in buttons to explain. */
export const THIRD_PARTY_ERROR_PARAM = 'thirdPartyError';
