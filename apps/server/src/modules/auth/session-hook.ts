import { COOKIE } from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionsService } from './sessions-service.ts';

/**
 * A request's session as another request of this process already resolved it: `undefined` when none did,
 * `null` when it found none. A page's API calls take the page's own instead of looking it up again.
 */
export type KnownSession = (request: FastifyRequest) => { id: string; userId: number } | null | undefined;

/**
 * Resolves `request.session` from the httpOnly sid cookie on every request that carries one: the only
 * source of identity. The display cookies (uid, ut, userName, ...) are never read here.
 */
export function resolveSessions(app: FastifyInstance, sessions: SessionsService, known?: KnownSession) {
  app.decorateRequest('session', undefined);
  app.decorateRequest('sessionId', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[COOKIE.session];
    if (!token) return;
    const given = known?.(request);
    const found = given === undefined ? await sessions.resolve(token) : given;
    if (!found) return;
    request.session = { userId: found.userId };
    request.sessionId = found.id;
  });
}
