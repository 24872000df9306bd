import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { databaseCarrier } from '../../signals/database-carrier.ts';
import { createSiteSignals, type SiteSignals } from '../../signals/site-signals.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createJobQueue, createJobWorker, type JobWorker, jobWakeUps } from './index.ts';

const QUEUE = 'wake-up-test';
const BACKOFF = { baseMs: 1_000, maxMs: 1_000 };
// Longer than any test waits: a job found within the test was found because a signal woke its worker.
const POLL_MS = 60_000;

/** Waits until `check` holds, at most `ms`; answers whether it did. */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const until = performance.now() + ms;
  while (!check()) {
    if (performance.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

// Issue 28 point 1: a web process queues a job, the worker role runs it (docs/decisions/097).
describe('a job queued in one process wakes the idle workers of another at once', () => {
  let database: Database;
  const signals: SiteSignals[] = [];
  const workers: JobWorker[] = [];
  const ran: string[] = [];

  /** One process of the site: its own signals over the shared database. */
  async function process() {
    const own = createSiteSignals(databaseCarrier(database));
    await own.start();
    signals.push(own);
    return { queue: createJobQueue(database.db, BACKOFF), wakeUps: jobWakeUps(own) };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all(signals.map((own) => own.close()));
    await database.close();
  });

  it('the worker of the other process runs the job long before its next poll', async () => {
    const web = await process();
    const worker = await process();
    const running = worker.wakeUps.woken(
      createJobWorker<string>(
        worker.queue,
        {
          async run(job) {
            ran.push(job.payload);
            await worker.queue.complete(job);
          },
          giveUp: async () => undefined,
        },
        { queue: QUEUE, concurrency: 1, leaseMs: 10_000, pollMs: POLL_MS },
      ),
    );
    workers.push(running);
    running.start((error) => {
      throw error;
    });
    // Its first look finds the queue empty; from then on it naps for the whole poll.
    await new Promise((resolve) => setTimeout(resolve, 200));

    await web.queue.enqueue(database.db, [
      { queue: QUEUE, groupKey: 'g', payload: 'queued by the web process', maxAttempts: 1 },
    ]);
    web.wakeUps.queued();

    expect(await within(5_000, () => ran.length === 1)).toBe(true);
    expect(ran).toEqual(['queued by the web process']);
  });
});
