import type { FastifyInstance } from 'fastify';

/**
 * Registers routes under a per-address rate limit of their own, per minute, counted across every process
 * of the site (docs/decisions/090). `name` keeps its count apart from every other limit's.
 */
export function limited(
  app: FastifyInstance,
  name: string,
  max: number,
  register: (scope: FastifyInstance) => void,
) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit({ groupId: name, max, timeWindow: 60_000 }));
    register(scope);
  });
}
