import cluster, { type Worker } from 'node:cluster';

/** A process that dies this soon after its start is failing to start, not crashing under load. */
const FAILED_START_MS = 10_000;

/**
 * Forks `count` processes of this program that share the listening port (node:cluster hands the
 * connections round), each given `settings` on top of this process's environment, and forks again any
 * that dies. A process that dies within seconds of its start stops them all: restarting it would only
 * loop. Answers a function that stops them and resolves once every one has exited.
 */
export function forkWebProcesses(
  count: number,
  settings: Record<string, string>,
  log: (line: string) => void,
): () => Promise<void> {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(settings), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    log(
      `web process ${worker.process.pid} ended (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s`,
    );
    if (lived < FAILED_START_MS) {
      log('it failed while starting: stopping the site');
      void stop().then(() => process.exit(1));
      return;
    }
    fork();
  });
  for (let i = 0; i < count; i++) fork();

  async function stop() {
    stopping = true;
    const exits = [...startedAt.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
  }
  return stop;
}
