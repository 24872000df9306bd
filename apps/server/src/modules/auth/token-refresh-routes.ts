import { CODE, COOKIE, refreshToken } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import type { UsersService } from '../users/index.ts';
import { setSignInCookies } from './cookies.ts';
import { authMessage } from './messages.ts';
import { langOf } from './request-context.ts';
import type { SessionsService } from './sessions-service.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * POST /apic/o/r (spec 1 §4 "Token refresh"): the home page of a signed-in user asks at most once a day
 * (its hasRefreshTk flag); the session and its cookies then last their full lifetime again from now.
 */
export function tokenRefreshRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionsService; users: UsersService },
) {
  registerCall(app, refreshToken, async (_input, request, reply) => {
    const extended = request.sessionId ? await deps.sessions.extend(request.sessionId) : null;
    const user = extended ? await deps.users.byId(extended.userId) : null;
    const token = request.cookies[COOKIE.session];
    if (!extended || !user || !token) {
      throw new HttpError(401, authMessage(langOf(request), 'notLoggedIn'), CODE.notLoggedIn);
    }
    setSignInCookies(
      request,
      reply,
      { token, id: request.sessionId!, maxAge: extended.maxAge, expiresAt: new Date() },
      user,
      extended.autoLogin,
    );
    return { rd: extended.maxAge / DAY_SECONDS };
  });
}
