import { COOKIE, type LoginInfo } from '@stallhub/contracts';
import { useEffect } from 'react';
import { readCookie } from '../../routing/locale.ts';

/** Spec 1 §3: no userId from the user-info call clears the uid cookie (a stale sign-in marker). */
export const uidIsStale = (userInfo: Pick<LoginInfo, 'userId'>, cookieText: string) =>
  userInfo.userId === null && readCookie(cookieText, COOKIE.uid) !== undefined;

export function clearUidCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: a display cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${COOKIE.uid}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Runs after each navigation's user info arrives. */
export function useUidCookieSync(userInfo: Pick<LoginInfo, 'userId'>) {
  useEffect(() => {
    if (uidIsStale(userInfo, document.cookie)) clearUidCookie();
  }, [userInfo]);
}
