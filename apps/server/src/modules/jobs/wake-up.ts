import type { SiteSignals } from '../../signals/site-signals.ts';
import type { JobWorker } from './worker.ts';

/**
 * Job workers woken by a job queued in any process (docs/decisions/097): a web process queues, the
 * worker role runs, and without a word between them the job would wait for the worker's next poll.
 */
export function jobWakeUps(signals: SiteSignals) {
  const workers = new Set<JobWorker>();
  signals.when('jobs')(() => {
    for (const worker of workers) worker.wake();
  });
  return {
    /** Says a job was queued (after its transaction committed), to the workers of every process. */
    queued() {
      // A signal lost on the way costs only the wait: the workers' poll still finds the job.
      signals.publish('jobs').catch(() => undefined);
    },
    /** The worker, woken from now on whenever a job is queued anywhere. */
    woken<W extends JobWorker>(worker: W): W {
      workers.add(worker);
      return worker;
    },
  };
}

export type JobWakeUps = ReturnType<typeof jobWakeUps>;
