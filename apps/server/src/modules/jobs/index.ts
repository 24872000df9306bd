// The jobs module's front door (docs/decisions/037-module-front-doors.md, 045-batch-uploads-as-jobs.md).
export { backoffMs, type ClaimedJob, createJobQueue, type JobQueue, type JobSpec } from './queue.ts';
export { type JobWakeUps, jobWakeUps } from './wake-up.ts';
export { createJobWorker, type JobHandler, type JobWorker, type WorkerSettings } from './worker.ts';
