import {
  type Language,
  type PlatformLoginType,
  safeReturnPath,
  THIRD_PARTY_ERROR_PARAM,
} from '@stallhub/contracts';

/** Which partners a language shows (spec 1 §4): Chinese the two Chinese platforms, the others Google. */
export const partnersFor = (lang: Language) =>
  lang === 'cn' ? (['taobao', 'wechat'] as const) : (['google'] as const);

/** /login.html?loginType=taobao|wechat, which the server sends on into the platform's flow. */
export function platformEntryPath(
  loginType: PlatformLoginType,
  returnTo?: string,
  autoLogin = false,
): string {
  const query = new URLSearchParams({ loginType });
  const back = safeReturnPath(returnTo);
  if (back) query.set('reurl', back);
  if (autoLogin) query.set('auto', '1');
  return `/login.html?${query}`;
}

/** The failure a callback left on the login page's address (?thirdPartyError=…), if any. */
export const thirdPartyFailureOf = (search: URLSearchParams): string | null =>
  search.get(THIRD_PARTY_ERROR_PARAM);
