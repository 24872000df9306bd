import {
  type ApiClient,
  type City,
  COOKIE,
  type LoginInfo,
  loginInfoRoute,
  type UnreadInfo,
  unreadInfoRoute,
} from '@stallhub/contracts';
import { useRouteLoaderData } from 'react-router';
import { readCookie } from '../../routing/locale.ts';

/** The global state the header reads (spec 1 §3 "Global state": userInfo, unreadInfo). */
export interface SessionState {
  userInfo: LoginInfo;
  unreadInfo: UnreadInfo;
}

export const GUEST: SessionState = {
  userInfo: {
    userId: null,
    userType: null,
    nickname: null,
    mobile: null,
    mobileConfirm: false,
    email: null,
    emailVerified: false,
  },
  unreadInfo: { messages: 0, notices: 0, total: 0 },
};

/**
 * Spec 1 §4 "Startup on every navigation": the user-info and unread-info calls. Either failing leaves
 * its part as a guest's: the page still renders, only without the signed-in header.
 */
export async function loadSessionState(
  api: ApiClient,
  { city, cookieHeader }: { city: City | null; cookieHeader: string | null },
): Promise<SessionState> {
  const userKey = readCookie(cookieHeader, COOKIE.userKey);
  const [userInfo, unreadInfo] = await Promise.all([
    api.call(loginInfoRoute, { city: city ?? undefined, user_key: userKey }).catch(() => GUEST.userInfo),
    api.call(unreadInfoRoute, {}).catch(() => GUEST.unreadInfo),
  ]);
  // A guest has nothing unread, whatever a failed or stale call said.
  return { userInfo, unreadInfo: userInfo.userId === null ? GUEST.unreadInfo : unreadInfo };
}

/** The session state the root loader keeps; a guest's outside it (error pages before the root loads). */
export function useSessionState(): SessionState {
  const root = useRouteLoaderData<{ session?: SessionState }>('root');
  return root?.session ?? GUEST;
}

export const isSignedIn = (state: SessionState) => state.userInfo.userId !== null;
