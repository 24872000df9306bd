import { randomInt } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { authCounters, passwordResetLinks, secondStepChallenges, sessions, smsCodes } from './tables.ts';

/**
 * Deletes what can no longer matter: counters whose day-long windows ended, codes, second-step
 * challenges and reset links older than a week,
 * sessions that ended a month ago. Called now and then by the sign-in flows (one in `every` calls),
 * until a job queue exists to run it on a schedule.
 */
export async function sweepAuthTables(db: Db, every = 200): Promise<void> {
  if (randomInt(0, every) !== 0) return;
  await db.delete(authCounters).where(lt(authCounters.windowStart, sql`now() - interval '2 days'`));
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, sql`now() - interval '7 days'`));
  await db
    .delete(secondStepChallenges)
    .where(lt(secondStepChallenges.createdAt, sql`now() - interval '7 days'`));
  await db.delete(passwordResetLinks).where(lt(passwordResetLinks.createdAt, sql`now() - interval '7 days'`));
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '30 days'`));
}
