import type { ClaimedJob, JobQueue } from './queue.ts';

/** What a queue's jobs do. A business refusal is an outcome `run` records itself, not a throw. */
export interface JobHandler<P> {
  /**
   * One attempt. It ends the job through `queue.complete` with its outcome; a throw (a platform or
   * network error) is retried after a backoff, up to the job's maximum attempts.
   */
  run(job: ClaimedJob<P>): Promise<void>;
  /** The attempts are used up: record the job as failed (through `queue.fail`). */
  giveUp(job: ClaimedJob<P>, reason: string): Promise<void>;
}

export interface WorkerSettings {
  queue: string;
  /** Jobs run at once by this worker. */
  concurrency: number;
  /** How long a claim holds a job; longer than an attempt can take (the platform call times out first). */
  leaseMs: number;
  /** How often an idle worker looks for due jobs (other processes' jobs, backoffs ending, dead leases). */
  pollMs: number;
}

/**
 * A worker that claims jobs of one queue and runs them, up to `concurrency` at once. `start` begins
 * polling; `wake` looks at once (a job was just queued here); `stop` ends polling and waits for the
 * attempts under way, so a closing server leaves no half-written outcome behind.
 */
export function createJobWorker<P>(queue: JobQueue, handler: JobHandler<P>, settings: WorkerSettings) {
  let onError: (error: unknown) => void = () => undefined;
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const nap = () =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, settings.pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  async function attempt(job: ClaimedJob<P>) {
    if (job.attempts > job.maxAttempts) {
      await handler.giveUp(job, 'the worker stopped during the last attempt');
      return;
    }
    try {
      await handler.run(job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if ((await queue.retryLater(job, reason)) === 'exhausted') await handler.giveUp(job, reason);
    }
  }

  async function poll() {
    while (running) {
      const free = settings.concurrency - inFlight.size;
      let claimed: ClaimedJob<P>[] = [];
      if (free > 0) {
        try {
          claimed = await queue.claim<P>(settings.queue, free, settings.leaseMs);
        } catch (error) {
          onError(error);
        }
      }
      for (const job of claimed) {
        const work = attempt(job)
          .catch(onError)
          .finally(() => {
            inFlight.delete(work);
            wakeUp?.();
          });
        inFlight.add(work);
      }
      if (claimed.length === 0 || inFlight.size >= settings.concurrency) await nap();
    }
  }

  return {
    /** Starts polling; `report` hears what failed outside a job's own outcome (the database went away). */
    start(report: (error: unknown) => void) {
      if (running || settings.concurrency === 0) return;
      onError = report;
      running = true;
      loop = poll();
    },
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      await Promise.all(inFlight);
    },
  };
}
export type JobWorker = ReturnType<typeof createJobWorker>;
