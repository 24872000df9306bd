import { CODE } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * Refuses state-changing requests (API calls, pages' route actions) that a browser sent from another site (architecture: sessions and
 * trust). Browsers send Origin on every cross-site POST, else Referer; a request with neither comes from
 * no browser page (curl, tests, server-side callers) and cannot ride a visitor's cookies, so it passes.
 * SameSite=Lax already keeps the session cookie off cross-site POSTs; this is the second lock.
 * `ownOrigins` come from configuration, never from the request's Host (docs/decisions/078).
 */
export function originCheck(app: FastifyInstance, options: { ownOrigins: readonly string[] }) {
  app.addHook('onRequest', async (request, reply) => {
    // Pages' POSTs too: a route action changes state as an API call does.
    if (!STATE_CHANGING.has(request.method)) return;
    const { origin, referer } = request.headers;
    if (origin === undefined && referer === undefined) return;
    const source = origin !== undefined ? originOf(origin) : originOf(referer!);
    if (source !== null && options.ownOrigins.includes(source)) return;
    return reply.status(403).send({
      code: CODE.forbidden,
      message: 'cross-site request refused: its Origin is not this site',
      data: null,
    });
  });
}
