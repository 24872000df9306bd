import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { jobs } from './tables.ts';

export interface JobSpec {
  queue: string;
  groupKey: string;
  payload: unknown;
  maxAttempts: number;
}

/** A job as its worker holds it: `attempts` counts this one, and fences every write that ends it. */
export interface ClaimedJob<P = unknown> {
  id: number;
  queue: string;
  groupKey: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
}

export interface BackoffSettings {
  /** The first retry's delay; each later one doubles it. */
  baseMs: number;
  maxMs: number;
}

/** Exponential backoff with a quarter of jitter on top, so retries of one outage spread out. */
export function backoffMs(attempts: number, settings: BackoffSettings, random = Math.random): number {
  const exact = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exact * (1 + random() / 4));
}

/**
 * The job queue on the database (ARCHITECTURE.md "jobs"), the same SQL on PGlite and PostgreSQL:
 * claimed with `FOR UPDATE SKIP LOCKED` so two workers never take one job, leased so a dead worker's
 * jobs come back, and ended only by the claim that holds it (`attempts` matches).
 */
export function createJobQueue(db: Db, backoff: BackoffSettings) {
  const held = (job: ClaimedJob) =>
    and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'));

  return {
    /** How long the longest-waiting due job has waited for a worker (0 when none waits): /health's lag. */
    async backlogSeconds(): Promise<number> {
      const [row] = await db
        .select({ seconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt})), 0)::float8` })
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, 'waiting'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`now()`)),
          ),
        );
      return Math.max(0, Number(row?.seconds ?? 0));
    },

    async enqueue(tx: Tx | Db, specs: JobSpec[]): Promise<void> {
      if (specs.length === 0) return;
      await tx.insert(jobs).values(specs.map((spec) => ({ ...spec, payload: spec.payload as object })));
    },

    /**
     * Queues the specs whose group has no job waiting yet: a burst of changes to one thing queues one
     * job, which reads the latest state when it runs.
     */
    async enqueueOnce(tx: Tx | Db, specs: JobSpec[]): Promise<number> {
      if (specs.length === 0) return 0;
      const waiting = await tx
        .select({ groupKey: jobs.groupKey })
        .from(jobs)
        .where(
          and(
            inArray(
              jobs.groupKey,
              specs.map((spec) => spec.groupKey),
            ),
            eq(jobs.status, 'waiting'),
          ),
        );
      const taken = new Set(waiting.map((row) => row.groupKey));
      const fresh = specs.filter((spec) => !taken.has(spec.groupKey));
      if (fresh.length > 0) {
        await tx.insert(jobs).values(fresh.map((spec) => ({ ...spec, payload: spec.payload as object })));
      }
      return fresh.length;
    },

    /**
     * Up to `limit` jobs of `queue` that are due, or whose lease ran out, claimed for `leaseMs`. A job
     * claimed past its maximum attempts comes back too (its worker died on the last one): the worker
     * gives it up instead of running it.
     */
    async claim<P>(queue: string, limit: number, leaseMs: number): Promise<ClaimedJob<P>[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, queue),
            or(
              and(eq(jobs.status, 'waiting'), lte(jobs.runAt, sql`now()`)),
              and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`now()`)),
            ),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          claimedAt: sql`now()`,
        })
        .where(inArray(jobs.id, due))
        .returning({
          id: jobs.id,
          queue: jobs.queue,
          groupKey: jobs.groupKey,
          payload: jobs.payload,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
        });
      return rows.map((row) => ({ ...row, payload: row.payload as P }));
    },

    /**
     * Ends the job as done and runs `write` (the outcome the job's owner keeps) in the same
     * transaction, only while this claim still holds the job: false if it was claimed again since.
     */
    async complete(job: ClaimedJob, write?: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [mine] = await tx
          .update(jobs)
          .set({ status: 'done', leaseUntil: null, finishedAt: sql`now()` })
          .where(held(job))
          .returning({ id: jobs.id });
        if (!mine) return false;
        if (write) await write(tx);
        return true;
      });
    },

    /** A failed attempt: waits its backoff, or is given up past the maximum (false: give it up). */
    async retryLater(job: ClaimedJob, error: string): Promise<'retrying' | 'exhausted' | 'lost'> {
      if (job.attempts >= job.maxAttempts) return 'exhausted';
      const delay = backoffMs(job.attempts, backoff);
      const [mine] = await db
        .update(jobs)
        .set({
          status: 'waiting',
          leaseUntil: null,
          lastError: error.slice(0, 500),
          runAt: sql`now() + ${delay} * interval '1 millisecond'`,
        })
        .where(held(job))
        .returning({ id: jobs.id });
      return mine ? 'retrying' : 'lost';
    },

    /** Gives the job up (attempts exhausted) and runs `write` with it, as `complete` does. */
    async fail(job: ClaimedJob, error: string, write?: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [mine] = await tx
          .update(jobs)
          .set({ status: 'failed', leaseUntil: null, lastError: error.slice(0, 500), finishedAt: sql`now()` })
          .where(held(job))
          .returning({ id: jobs.id });
        if (!mine) return false;
        if (write) await write(tx);
        return true;
      });
    },

    /**
     * Cancels the group's jobs that no worker holds; a running one finishes its attempt (its push may
     * be on the wire). The ids of the cancelled jobs' payloads are the caller's to mark.
     */
    async cancelGroup<P>(tx: Tx | Db, groupKey: string): Promise<P[]> {
      const rows = await tx
        .update(jobs)
        .set({ status: 'cancelled', leaseUntil: null, finishedAt: sql`now()` })
        .where(and(eq(jobs.groupKey, groupKey), eq(jobs.status, 'waiting')))
        .returning({ payload: jobs.payload });
      return rows.map((row) => row.payload as P);
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
