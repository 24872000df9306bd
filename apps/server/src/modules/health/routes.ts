import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { Env } from '../../env.ts';
import { ok } from '../../http/envelope.ts';

export interface HealthDeps {
  database: Database;
  role: Env['ROLE'];
  /** How far the background work is behind the database's writes, in seconds per kind. */
  lag: () => Promise<Record<string, number>>;
}

/**
 * Liveness for supervisors and load balancers, on every process whatever its role (decision 088):
 * `/health` says the process is alive, its role and its lag behind the database; `/healthz` only that it
 * and its database answer.
 */
export function healthRoutes(app: FastifyInstance, deps: HealthDeps) {
  const down = (reply: { status(code: number): { send(body: unknown): unknown } }) =>
    reply.status(503).send({ code: 503, message: 'database unreachable', data: { status: 'down' } });

  app.get('/healthz', async (_, reply) => {
    try {
      await deps.database.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: deps.database.kind });
    } catch {
      return down(reply);
    }
  });

  app.get('/health', async (_, reply) => {
    try {
      const lag = await deps.lag();
      return ok({
        status: 'ok',
        role: deps.role,
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        database: deps.database.kind,
        lagSeconds: Math.max(0, ...Object.values(lag)),
        lag,
      });
    } catch {
      return down(reply);
    }
  });
}
