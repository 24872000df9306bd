import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The job queue (ARCHITECTURE.md "jobs"): one row per unit of work, claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease. A claimed job whose lease ends (its worker died) is claimed
 * again; `attempts` is the fencing token that keeps a late worker from finishing a job claimed since.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Which handler runs it ('listing.batch-item'). */
    queue: text().notNull(),
    /** The owner of the work (a batch id): cancel stops a group's waiting jobs. */
    groupKey: text().notNull(),
    payload: jsonb().notNull(),
    /** waiting, running, done, failed, cancelled. */
    status: text().notNull().default('waiting'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** Not before: a retry backs off by setting it later. */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A running job's lease: past it, the job is another worker's to claim. */
    leaseUntil: timestamp({ withTimezone: true }),
    /** When the last attempt was claimed: with finishedAt, how long an attempt took. */
    claimedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('jobs_claimable').on(t.queue, t.runAt).where(sql`${t.status} in ('waiting', 'running')`),
    index().on(t.groupKey),
  ],
);
