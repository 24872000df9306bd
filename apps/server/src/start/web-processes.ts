import cluster, { type Worker } from 'node:cluster';

/**
 * Forks `count` processes of this program that share the listening port (node:cluster hands the
 * connections round), each given `settings` on top of this process's environment, and forks again any
 * that dies once it served. One that dies before it listened stops them all: it cannot start, and
 * forking it again would only loop. Answers a function that stops them and resolves once all exited.
 */
export function forkWebProcesses(
  count: number,
  settings: Record<string, string>,
  log: (line: string) => void,
): () => Promise<void> {
  let stopping = false;
  const running = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  const fork = () => running.add(cluster.fork(settings));

  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    if (stopping) return;
    log(`web process ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (!listened.has(worker)) {
      log('it ended before it listened: stopping the site');
      void stop().then(() => process.exit(1));
      return;
    }
    fork();
  });
  for (let i = 0; i < count; i++) fork();

  async function stop() {
    stopping = true;
    await Promise.all(
      [...running].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }
  return stop;
}
