import { AUTO_LOGIN_FLAG_FACTOR, COOKIE, COOKIE_MAX_AGE } from '@stallhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../users/index.ts';
import { maskMobile } from '../users/index.ts';
import type { NewSession } from './sessions-service.ts';

/** Display cookies of spec 1 §3 set at sign-in, for the pages only: never read as identity. */
const DISPLAY_COOKIES = [
  COOKIE.uid,
  COOKIE.userType,
  COOKIE.userName,
  COOKIE.mobileConfirmed,
  COOKIE.mobile,
  COOKIE.phoneNumber,
  COOKIE.userNo,
  COOKIE.defaultShopId,
  COOKIE.defaultShopName,
  COOKIE.shopId,
  COOKIE.shopName,
  COOKIE.posName,
  COOKIE.autoLogin,
  COOKIE.generateToken,
  COOKIE.refreshFlag,
] as const;

const base = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  // Behind a TLS-terminating proxy the protocol comes from X-Forwarded-Proto (TRUST_PROXY).
  secure: request.protocol === 'https',
});

/**
 * The session cookie (httpOnly: scripts never see the token) and the display cookies, all with the
 * sign-in's lifetime (120 days with auto-login, else 14); uno 7 days; the auto-login flag and token
 * marker 3 times the lifetime (spec 1 §9).
 */
export function setSignInCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
  user: User,
  autoLogin: boolean,
) {
  const options = { ...base(request), maxAge: session.maxAge };
  reply.setCookie(COOKIE.session, session.token, { ...options, httpOnly: true });
  reply.setCookie(COOKIE.uid, String(user.id), options);
  reply.setCookie(COOKIE.userType, String(user.userType), options);
  reply.setCookie(COOKIE.userName, user.nickname, options);
  reply.setCookie(COOKIE.mobileConfirmed, user.mobileConfirmed ? '1' : '0', options);
  if (user.mobile) reply.setCookie(COOKIE.mobile, maskMobile(user.mobile)!, options);
  else reply.clearCookie(COOKIE.mobile, base(request));
  reply.setCookie(COOKIE.userNo, String(user.id), { ...options, maxAge: COOKIE_MAX_AGE.uno });
  const flagOptions = { ...options, maxAge: session.maxAge * AUTO_LOGIN_FLAG_FACTOR };
  reply.setCookie(COOKIE.autoLogin, autoLogin ? '1' : '0', flagOptions);
  // A marker that a token was issued; the token itself is only ever in the httpOnly session cookie.
  reply.setCookie(COOKIE.generateToken, '1', flagOptions);
}

/** Clears the session and every display cookie of a signed-in user (logout). City, lang, cart stay. */
export function clearSignInCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(COOKIE.session, { ...base(request), httpOnly: true });
  for (const name of DISPLAY_COOKIES) reply.clearCookie(name, base(request));
}
