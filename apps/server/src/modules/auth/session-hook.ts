import { COOKIE } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { SessionsService } from './sessions-service.ts';

/**
 * Resolves `request.session` from the httpOnly sid cookie on every request that carries one: the only
 * source of identity. The display cookies (uid, ut, userName, ...) are never read here.
 */
export function resolveSessions(app: FastifyInstance, sessions: SessionsService) {
  app.decorateRequest('session', undefined);
  app.decorateRequest('sessionId', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[COOKIE.session];
    if (!token) return;
    const found = await sessions.resolve(token);
    if (!found) return;
    request.session = { userId: found.userId };
    request.sessionId = found.id;
  });
}
