import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadAppSecret } from './app-secret.ts';
import { openDatabase } from './db/connection.ts';
import { oneStartAtATime } from './db/start-lock.ts';
import { type Env, parseEnv } from './env.ts';
import { localOrigins } from './http/site-origin.ts';
import { configuredParties, type RunningStandIns } from './outside/oauth/partners.ts';
import { standInsOfThisMachine } from './outside/oauth/shared-stand-ins.ts';
import { prepareSite } from './start/prepare-site.ts';
import { requestProcesses } from './start/roles.ts';
import { forkWebProcesses } from './start/web-processes.ts';

const openTheDatabase = (env: Env) =>
  openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, 'pglite') });

/**
 * One start of the site (decision 088): prepare the database once, start the local stand-ins for the
 * partners the environment leaves unset, then serve in this process, or fork WEB_CONCURRENCY processes
 * that share the port and are given the stand-ins' settings. A forked process only serves.
 */
async function main() {
  const env = parseEnv();
  if (cluster.isWorker) return serve(env);

  const database = await openTheDatabase(env);
  const origins = localOrigins(env.PORT);
  if (env.PUBLIC_ORIGIN) origins.push(new URL(env.PUBLIC_ORIGIN).origin);
  const standIns = await oneStartAtATime(database, env.DATABASE_URL, async () => {
    await prepareSite(database, env);
    return standInsOfThisMachine(env, origins);
  });
  // Made here once, before any forked process would race to make it.
  loadAppSecret(env);
  for (const line of standIns.local) console.warn(`outside world: local stand-in ${line}`);

  const count = requestProcesses(env);
  if (count === 1) return serve(env, { database, standIns });
  await database.close();
  console.log(`${env.ROLE === 'all' ? 'processes' : 'web processes'}: ${count} on port ${env.PORT}`);
  const stop = forkWebProcesses(count, standIns.settings, (line) => console.log(line));
  onStop(async () => {
    await stop();
    await standIns.close();
  });
}

/** Serves this process's role: with the database and stand-ins opened above, or its own (a forked one). */
async function serve(
  env: Env,
  opened?: { database: Awaited<ReturnType<typeof openTheDatabase>>; standIns: RunningStandIns },
) {
  const database = opened?.database ?? (await openTheDatabase(env));
  const app = await buildApp({ env, database, outside: opened?.standIns ?? configuredParties(env) });
  app.addHook('onClose', async () => {
    await opened?.standIns.close();
    await database.close();
  });
  onStop(async (signal) => {
    app.log.info({ signal }, 'closing');
    await app.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
}

/** Stops once on SIGINT or SIGTERM, then exits. */
function onStop(stop: (signal: string) => Promise<void>) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    await stop(signal);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
