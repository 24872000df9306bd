// How long a job queued by a web process waits for the worker role to start it (decision 097): two
// processes' worth of job queue, signals and worker in this one, over one database (PGlite, or the
// PostgreSQL of --postgres: a throwaway database), the worker polling every JOB_POLL_MS as the server's
// does. Jobs are queued one at a time, a little apart, and timed from their commit to their start; the
// worker woken by the `jobs` signal, then the same worker left to its poll, in alternating rounds.
//   npm run job-wake-up -w @stallhub/bench -- --jobs 40 --rounds 4 [--postgres postgres://…/test]

import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createJobQueue, createJobWorker, jobWakeUps } from '../apps/server/src/modules/jobs/index.ts';
import { databaseCarrier } from '../apps/server/src/signals/database-carrier.ts';
import { createSiteSignals } from '../apps/server/src/signals/site-signals.ts';
import { freshPostgres, percentile } from './support.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '4' },
    poll: { type: 'string', default: '500' },
    postgres: { type: 'string' },
  },
});
const jobs = Number(values.jobs);
const pollMs = Number(values.poll);
const BACKOFF = { baseMs: 1_000, maxMs: 1_000 };

/** One round: `jobs` jobs queued through the web side, each timed until the worker side starts it. */
async function round(database: Database, woken: boolean, name: string): Promise<number[]> {
  const web = createSiteSignals(databaseCarrier(database));
  const worker = createSiteSignals(databaseCarrier(database));
  await Promise.all([web.start(), worker.start()]);
  const queued = new Map<number, number>();
  const waits: number[] = [];
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    done = resolve;
  });
  const queue = createJobQueue(database.db, BACKOFF);
  const running = createJobWorker<number>(
    queue,
    {
      async run(job) {
        waits.push(performance.now() - queued.get(job.payload)!);
        await queue.complete(job);
        if (waits.length === jobs) done();
      },
      giveUp: async () => undefined,
    },
    { queue: name, concurrency: 1, leaseMs: 30_000, pollMs },
  );
  if (woken) jobWakeUps(worker).woken(running);
  running.start((error) => console.error(error));
  const wakeUps = jobWakeUps(web);
  for (let n = 0; n < jobs; n++) {
    // Apart by a fraction of the poll that no round repeats, so queuing falls anywhere in the worker's nap.
    await new Promise((resolve) => setTimeout(resolve, 50 + ((n * 137) % pollMs)));
    await queue.enqueue(database.db, [{ queue: name, groupKey: `${n}`, payload: n, maxAttempts: 1 }]);
    queued.set(n, performance.now());
    wakeUps.queued();
  }
  await all;
  await running.stop();
  await Promise.all([web.close(), worker.close()]);
  return waits;
}

const postgres = values.postgres ? await freshPostgres(values.postgres, 'stallhub_bench_job_wake_up') : null;
const database = await openDatabase(postgres ? { url: postgres.url } : { pgliteDir: 'memory' });
await migrate(database);
const waits = { woken: [] as number[], polled: [] as number[] };
try {
  for (let r = 0; r < Number(values.rounds); r++) {
    // Alternating which goes first, so a machine whose load drifts weighs on both.
    const order = r % 2 === 0 ? (['woken', 'polled'] as const) : (['polled', 'woken'] as const);
    for (const kind of order)
      waits[kind].push(...(await round(database, kind === 'woken', `bench-${kind}-${r}`)));
  }
} finally {
  await database.close();
  await postgres?.drop();
}
const line = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${label.padEnd(30)} median ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  (${sorted.length} jobs)`;
};
console.log(`${postgres ? 'PostgreSQL' : 'PGlite'}, JOB_POLL_MS ${pollMs}: from a job's commit to its start`);
console.log(line('woken by the jobs signal', waits.woken));
console.log(line('left to the poll', waits.polled));
