import fs from 'node:fs';
import path from 'node:path';
import { type Env, parseEnv } from '../../env.ts';
import { configuredParties, type RunningStandIns, startStandIns } from './partners.ts';

interface SharedRecord {
  pid: number;
  settings: Record<string, string>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readRecord(file: string): SharedRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SharedRecord;
  } catch {
    return undefined;
  }
}

/** Whether a stand-in the record names still answers (its pid may have been reused since). */
async function answers(settings: Record<string, string>) {
  const url =
    settings.PAYMENT_GATEWAY_URL ??
    settings.GOOGLE_ISSUER ??
    Object.values(settings).find((v) => v.startsWith('http'));
  if (!url) return false;
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** Another live process's record, whose stand-ins answer. */
async function liveRecord(file: string): Promise<SharedRecord | undefined> {
  const record = readRecord(file);
  if (!record || record.pid === process.pid || !alive(record.pid)) return undefined;
  return (await answers(record.settings)) ? record : undefined;
}

/**
 * The local stand-ins for the partners the environment leaves unset, one set per DATA_DIR (decision
 * 088): the first process to start them records their settings in DATA_DIR/stand-ins.json, and every
 * later process of the site on this machine (a worker, a second web process) talks to those while the
 * first runs, so a shop authorised through one process is pushed to by another. Call it under the start
 * lock, so two starts never both start a set.
 */
export async function standInsOfThisMachine(env: Env, origins: string[]): Promise<RunningStandIns> {
  const file = path.join(env.DATA_DIR, 'stand-ins.json');
  const shared = await liveRecord(file);
  if (shared) {
    const parties = configuredParties(parseEnv({ ...process.env, ...shared.settings }));
    return {
      ...parties,
      settings: shared.settings,
      local: [`of process ${shared.pid} (DATA_DIR/stand-ins.json)`],
      close: async () => undefined,
    };
  }
  const running = await startStandIns(env, origins, configuredParties(env));
  if (Object.keys(running.settings).length === 0) return running;
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const record: SharedRecord = { pid: process.pid, settings: running.settings };
  fs.writeFileSync(file, JSON.stringify(record), { mode: 0o600 });
  return {
    ...running,
    close: async () => {
      if (readRecord(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      await running.close();
    },
  };
}
