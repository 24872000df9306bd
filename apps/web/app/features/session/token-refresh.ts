import {
  type ApiClient,
  AUTO_LOGIN_FLAG_FACTOR,
  COOKIE,
  COOKIE_MAX_AGE,
  tokenRefreshRoute,
} from '@stallhub/contracts';
import { useEffect } from 'react';
import { writeCookie } from '../../components/cookie.ts';
import { quietApi } from '../../lib/api.ts';
import { readCookie } from '../../routing/locale.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** Spec 1 §4 "Token refresh": only on the home page, for a signed-in user, without the refresh flag. */
export const shouldRefreshToken = (onHomePage: boolean, cookieText: string) =>
  onHomePage &&
  readCookie(cookieText, COOKIE.uid) !== undefined &&
  readCookie(cookieText, COOKIE.refreshFlag) === undefined;

type WriteCookie = (name: string, value: string, maxAgeSeconds: number) => void;

/**
 * Asks the server to extend the session; on success sets the refresh flag for a day and keeps the
 * auto-login flag 3 times the returned days. A failure is silent (spec 1 §8): the next home visit tries again.
 */
export async function refreshSession(api: ApiClient, cookieText: string, write: WriteCookie) {
  try {
    const { rd } = await api.call(tokenRefreshRoute, {});
    write(COOKIE.refreshFlag, '1', COOKIE_MAX_AGE.refreshFlag);
    const autoLogin = readCookie(cookieText, COOKIE.autoLogin) ?? '0';
    write(COOKIE.autoLogin, autoLogin, rd * AUTO_LOGIN_FLAG_FACTOR * DAY_SECONDS);
    return true;
  } catch {
    return false;
  }
}

/** Called by the home page: refreshes once its scripts run, when the rule says so. */
export function useHomeTokenRefresh() {
  useEffect(() => {
    if (shouldRefreshToken(true, document.cookie))
      void refreshSession(quietApi, document.cookie, writeCookie);
  }, []);
}
