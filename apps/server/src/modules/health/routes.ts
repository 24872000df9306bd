import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { ok } from '../../http/envelope.ts';

/** Liveness and database reachability for load balancers and the start script. */
export function healthRoutes(app: FastifyInstance, deps: { database: Database }) {
  app.get('/healthz', async (_, reply) => {
    try {
      await deps.database.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: deps.database.kind });
    } catch {
      return reply.status(503).send({ code: 503, message: 'database unreachable', data: { status: 'down' } });
    }
  });
}
