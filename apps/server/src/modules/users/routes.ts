import { COOKIE, getLoginInfo, getUnreadInfo } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { UsersService } from './service.ts';

export function usersRoutes(app: FastifyInstance, deps: { users: UsersService }) {
  registerCall(app, getLoginInfo, async (_input, request, reply) => {
    const info = await deps.users.loginInfo(viewerOf(request).userId);
    // A uid cookie without a live session is stale (expired, revoked, or set by hand): drop it here
    // too, as the page does when no userId comes back (spec 1 §3).
    if (info.userId === null && request.cookies[COOKIE.uid]) {
      reply.clearCookie(COOKIE.uid, { path: '/', sameSite: 'lax' });
    }
    return info;
  });
  registerCall(app, getUnreadInfo, (_input, request) => deps.users.unread(viewerOf(request).userId));
}
