import type { FastifyInstance } from 'fastify';

/** Registers routes under a per-address rate limit of their own, per minute (in memory; Redis with several processes). */
export function limited(app: FastifyInstance, max: number, register: (scope: FastifyInstance) => void) {
  void app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit({ max, timeWindow: 60_000 }));
    register(scope);
  });
}
