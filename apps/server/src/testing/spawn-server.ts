import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ownRoot = path.resolve(import.meta.dirname, '../../../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface SpawnedServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the product as `npm start` runs it (the compiled server on plain Node, the built web app,
 * migrations, demo seed when empty) in a child process on a free port, and resolves once /healthz
 * answers. For browser journeys and benchmarks: run `npm run build` first. `root` starts another checkout's
 * build instead of this one's (a benchmark comparing two versions).
 */
export async function spawnServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    timeoutMs?: number;
    root?: string;
    /** Node's own flags for the server (`--cpu-prof`, which NODE_OPTIONS may not carry). */
    nodeFlags?: string[];
  } = {},
): Promise<SpawnedServer> {
  const repoRoot = options.root ?? ownRoot;
  const builtServer = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(builtServer)) {
    throw new Error(`The server is not built (${builtServer}). Run \`npm run build\` first.`);
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-'));
  const ownsDataDir = !options.dataDir;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), builtServer], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Its own shared state too: counts in a Redis an outer REDIS_URL names would meet other servers'.
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, pid: child.pid ?? 0, dataDir, stop };
    } catch {
      // not listening yet: it migrates and seeds first
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  await stop();
  throw new Error(`the server did not become healthy; its log ends:\n${tail}`);
}
