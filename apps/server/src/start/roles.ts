import { availableParallelism } from 'node:os';
import type { Env } from '../env.ts';

/** What a process does (decision 088): `web` answers requests, `worker` runs the background, `all` both. */
export type Role = Env['ROLE'];

export const answersRequests = (role: Role) => role !== 'worker';
export const runsBackground = (role: Role) => role !== 'web';

/**
 * How many processes this start runs to answer requests: WEB_CONCURRENCY, else one per core, on
 * PostgreSQL; one on PGlite, whose data directory one process holds; one for a worker.
 */
export function requestProcesses(env: Pick<Env, 'ROLE' | 'DATABASE_URL' | 'WEB_CONCURRENCY'>): number {
  if (!env.DATABASE_URL || !answersRequests(env.ROLE)) return 1;
  return env.WEB_CONCURRENCY ?? availableParallelism();
}
